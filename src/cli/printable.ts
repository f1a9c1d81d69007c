/**
 * Text from a record or an argument may hold control characters, and a terminal would
 * obey an escape sequence hidden in a game file; messages show them as U+FFFD instead,
 * and a runaway word is cut short so that an error stays one readable line.
 */
import { withoutControls } from '../engine/printable.ts';

const LONGEST_WORD = 200;

export const printable = (text: string): string =>
  withoutControls(text, '\uFFFD').replace(
    new RegExp(`\\S{${LONGEST_WORD + 1},}`, 'g'),
    (word) => `${word.slice(0, LONGEST_WORD)}…`,
  );
