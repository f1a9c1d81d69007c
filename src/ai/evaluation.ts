/**
 * What the search knows of each game beyond its rules: a static score of a position and
 * a cheap guess of which moves are worth trying first, and the engine's fast paths for
 * the moves it plays by the million. Each game's is in its own module; evaluations.ts
 * holds them by game.
 */
import type { GameOutcome } from '../engine/game.ts';

export interface Evaluation<P = unknown, M = unknown> {
  /** The position's worth to the side to move, in hundredths of a plain piece. */
  score(position: P, variant: string): number;
  /** Higher first: captures, originations and other forcing moves before quiet ones. */
  orderHint(position: P, move: M): number;
  /** A number naming the move (from, to, kind), for the killer and history tables. */
  moveKey(move: M): number;
  /**
   * Whether a move changes the score a lot at once (a capture, a prime sent home): the
   * quiescence search follows only these, and they are never killers.
   */
  isNoisy(position: P, move: M): boolean;
  /**
   * The legal moves isNoisy accepts, in legalMoves' order, without making the quiet ones
   * first: the quiescence search, nine nodes in ten, asks for nothing else.
   */
  noisyMoves(position: P, variant: string): M[];
  /**
   * The position after a legal move and how it ends the game, if it does: Game.play
   * without its legality check and its events, which the search never reads (every move
   * it plays comes from legalMoves). Equal to Game.play's position and outcome.
   */
  advance(position: P, variant: string, move: M): { readonly position: P; readonly outcome: GameOutcome | null };
  /**
   * The position with the other side to move and nothing moved: the search's null move
   * (search.ts). Neither game lets a player pass; the search uses it only to ask whether
   * a position is so good that even a free move for the opponent would not spoil it.
   */
  pass(position: P): P;
  /**
   * Whether the search prunes (null move, late-move reductions; search.ts) in a variant:
   * only where matches between equal budgets showed it plays better for it.
   */
  prunes(variant: string): boolean;
  /** A material-only score for the side to move: what the greedy benchmark player maximises. */
  material(position: P, variant: string): number;
  /**
   * The same with knowledge that measured better only at the top level's budget: the
   * levels whose `refinedScore` is set search with it (levels.ts). Without it, they search
   * with this one.
   */
  readonly refined?: Evaluation<P, M>;
}
