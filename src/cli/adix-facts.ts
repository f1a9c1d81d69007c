/**
 * The facts of an ADIX position a diagram cannot show, in words: each side's run of
 * pivots (a third pivot in a row of the same piece is illegal), the plies since the last
 * slide (thirty in a row draw) and the teammates left (taking the last one wins).
 */
import {
  BLACK,
  PIVOT_LIMIT,
  QUIET_LIMIT,
  SIDES,
  sideOf,
  squareName,
  teammateCount,
  type Position,
  type Side,
} from '../engine/adix/index.ts';
import { capitalise } from './game-cli.ts';

const TIMES = ['', 'its last turn', 'each of its last two turns'];

const pivotRun = (position: Position, side: Side): string | undefined => {
  const streak = position.pivots[side];
  if (!streak) return undefined;
  const square = squareName(streak.square);
  const run = `${capitalise(side)} pivoted the piece on ${square} on ${TIMES[streak.count] ?? `each of its last ${streak.count} turns`}`;
  if (streak.count < PIVOT_LIMIT) return run;
  const code = position.board[streak.square]!;
  if (!code || sideOf(code) !== side) return `${run}; that piece has since been captured`;
  return `${run}, so it may not pivot that piece ${position.turn === side ? 'this turn' : 'on its next turn'}`;
};

export const pivotsLine = (position: Position): string => {
  const runs = SIDES.flatMap((side) => pivotRun(position, side) ?? []);
  return runs.length === 0 ? 'Pivots in a row: none.' : `Pivots in a row: ${runs.join('; ')}.`;
};

export const quietLine = (position: Position): string => {
  const { quiet } = position;
  if (quiet >= QUIET_LIMIT) return `Plies without a slide: ${quiet} in a row, which draws the game.`;
  if (quiet === 0) return `Plies without a slide: 0; ${QUIET_LIMIT} in a row draw the game.`;
  const left = QUIET_LIMIT - quiet;
  return `Plies without a slide: ${quiet} in a row; ${left} more ${left === 1 ? 'draws' : 'draw'} the game.`;
};

export const teammatesLine = (position: Position): string =>
  `Teammates left: White ${teammateCount(position.board, 0)}, Black ${teammateCount(position.board, BLACK)}; capturing a side's captain or its last teammate wins.`;

export const adixFacts = (position: Position): string[] => [
  pivotsLine(position),
  quietLine(position),
  teammatesLine(position),
];
