/**
 * Messages as sentences, for pages and emails alike. The engine and the API write their
 * reasons as clauses ("a move must leave its space"); whatever shows them to a person
 * makes them sentences here, so every message starts and ends the same way.
 */

/**
 * A first word holding a digit is a name from the board or its notation ("j1", "d2",
 * "Fa3a6"): its case is part of the name, so it is never capitalised.
 */
const NAMED = /^[^\s:;,.]*\d/;

/** A message as a sentence: a capital first letter (unless it opens with a square's name), a full stop last. */
export const sentence = (text: string): string => {
  const trimmed = text.trim();
  if (trimmed === '') return trimmed;
  const opened = NAMED.test(trimmed) ? trimmed : trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?…]$/.test(opened) ? opened : `${opened}.`;
};

/** Several messages as sentences in a row, the empty ones left out: "You played Fa3a6. Your turn." */
export const sentences = (...texts: readonly (string | null | undefined)[]): string =>
  texts
    .map((text) => sentence(text ?? ''))
    .filter((text) => text !== '')
    .join(' ');
