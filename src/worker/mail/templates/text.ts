/**
 * Making player-provided text safe where it goes: one short line in subjects and
 * headings, so a name like "Bob\r\nBcc: x" is only ever shown, never obeyed (the HTML
 * layout escapes the rest).
 */

/**
 * One line of at most `max` characters: control characters, line and paragraph
 * separators, and bidirectional overrides (which can make a name read as other text)
 * become spaces or go.
 */
export const oneLine = (text: string, max = 80): string => {
  const flat = text
    .replace(/[\u202a-\u202e\u2066-\u2069\u200e\u200f]/g, '')
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(flat);
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : flat;
};
