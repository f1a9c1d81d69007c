/**
 * How long to think on a clock (`go wtime … btime … winc … binc … movestogo …`): an even
 * share of the time left over the moves still to make before the next control (30 when
 * the clock has none: a game's middle as long as its end), plus most of the increment,
 * never more than the time left less a reserve for the answer's way back.
 */

/** A clock as `go` gives it for the side to move: time left and added per move (ms), moves to the next control. */
export interface Clock {
  readonly time: number;
  readonly increment: number;
  readonly movesToGo?: number;
}

/** Moves a clock without `movestogo` is shared over. */
const MOVES_LEFT = 30;
/** The share of each increment spent on the move it comes with. */
const INCREMENT_SPENT = 0.9;
/** Milliseconds kept back for the answer to reach the clock (the thread's own margin is apart). */
const RESERVE_MS = 50;

/** Milliseconds to think, at least 1. */
export const allotment = (clock: Clock): number => {
  const moves = Math.max(1, Math.min(clock.movesToGo ?? MOVES_LEFT, MOVES_LEFT));
  const share = clock.time / moves + clock.increment * INCREMENT_SPENT;
  return Math.max(1, Math.floor(Math.min(share, clock.time - RESERVE_MS)));
};
