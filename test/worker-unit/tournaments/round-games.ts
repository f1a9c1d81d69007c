/** A round's game as the tournament's object stores it, for tests: made, unfinished, White against Black, unless `extra` says otherwise. */
import type { RoundGame } from '../../../src/worker/tournaments/tournament-record.ts';

export const roundGame = (
  first: string,
  second: string,
  gameId: string,
  extra: Partial<RoundGame> = {},
): RoundGame => ({
  board: 1,
  first,
  second,
  gameId,
  sides: { first: 'white', second: 'black' },
  salts: { white: 'a', black: 'b' },
  started: true,
  result: null,
  ...extra,
});
