/**
 * A player's text shown back to them (in an error message, a record's tags, a terminal)
 * must not carry control characters: they could drive a terminal, break a log line or
 * forge a line of a record. Both helpers here keep that rule in one place.
 */
// C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** `text` with every control character replaced by `replacement`. */
export const withoutControls = (text: string, replacement: string): string => text.replace(CONTROL, replacement);

/** A fragment of a player's text quoted in a message: controls shown as "?", cut to `max`. */
export const printable = (text: string, max = 24): string => {
  const clean = withoutControls(text, '?');
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
};
