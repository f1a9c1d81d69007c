/**
 * Quoting a player's text inside an error message: control characters (which could
 * drive a terminal or break a log line) become "?", and long text is cut short.
 */
export const printable = (text: string, max = 24): string => {
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '?');
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
};
