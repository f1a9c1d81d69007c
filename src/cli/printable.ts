/**
 * Text from a record or an argument may hold control characters, and a terminal would
 * obey an escape sequence hidden in a game file; messages show them as U+FFFD instead,
 * and a runaway word is cut short so that an error stays one readable line.
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const LONGEST_WORD = 200;

export const printable = (text: string): string =>
  text
    .replace(CONTROL, '\uFFFD')
    .replace(new RegExp(`\\S{${LONGEST_WORD + 1},}`, 'g'), (word) => `${word.slice(0, LONGEST_WORD)}…`);
