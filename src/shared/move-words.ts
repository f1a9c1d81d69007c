/**
 * How Orrery counts a game, defined once so pages, link previews, emails and API messages
 * never disagree:
 * - a **move** is one side's turn: Ann plays a move, then Bob plays a move. Moves are
 *   counted from 1 across the whole game ("move 24" is the 24th move played; the API's
 *   `ply` is the number of moves played so far);
 * - a **round** is one numbered line of a record and of the move list: the first side's
 *   move and the second side's reply ("round 12"), the number both games' position
 *   notations end with.
 */

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "move 24": the 24th move played in the game. */
export const moveText = (ply: number): string => `move ${ply}`;

/** "round 12": a numbered line of the record, as the position's own counter says. */
export const roundText = (round: number): string => `round ${round}`;

/** "no moves yet", "1 move played", "24 moves played". */
export const movesPlayedText = (ply: number): string => (ply === 0 ? 'no moves yet' : `${plural(ply, 'move')} played`);

/** "at the start" or "after move 24": where a position stands, named by the move that made it. */
export const afterMovesText = (ply: number): string => (ply === 0 ? 'at the start' : `after ${moveText(ply)}`);

/** Sentence case for a phrase that opens a sentence: "No moves yet". */
export const sentenceCase = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The round a move belongs to, and whether it is the round's second move ("12…" rather than "12."). */
const roundOfMove = (ply: number, firstMover: 0 | 1): { round: number; second: boolean } => ({
  round: Math.floor((ply - 1 + firstMover) / 2) + 1,
  second: (ply - 1 + firstMover) % 2 === 1,
});

/**
 * "12. Fa3a6" or "12… F^c3c6": the move after which a position stands, as the move list
 * and the records write it. `firstMover` is 1 when the game began with the second side.
 */
export const recordMoveText = (ply: number, notation: string, firstMover: 0 | 1): string => {
  const { round, second } = roundOfMove(ply, firstMover);
  return `${round}${second ? '…' : '.'} ${notation}`;
};

/**
 * Where an earlier position stands in the game, named as the move list names it and
 * counted in moves: "after 12… F^c3c6, move 24 of 30", "at the start, before move 1 of
 * 30". Without the move's notation (not fetched yet) it says "after move 24 of 30".
 */
export const positionInGameText = (
  ply: number,
  total: number,
  firstMover: 0 | 1,
  notation: string | undefined,
): string => {
  if (ply === 0) return `at the start, before ${moveText(1)} of ${total}`;
  if (notation === undefined || notation === '') return `after ${moveText(ply)} of ${total}`;
  return `after ${recordMoveText(ply, notation, firstMover)}, ${moveText(ply)} of ${total}`;
};
