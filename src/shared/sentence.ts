/** A message as a sentence, for pages and emails alike: capital first letter, full stop last. */
export const sentence = (text: string): string => {
  const trimmed = text.trim();
  if (trimmed === '') return trimmed;
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
};
