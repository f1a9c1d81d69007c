/**
 * The moves of a game and the positions between them, as the page knows them. Positions
 * are replayed in the browser by the engine, only when someone looks at them, from the
 * nearest one already known, never more than REPLAY_LIMIT moves: further back, the page
 * asks the server for the position at a multiple of REPLAY_LIMIT (`missing`) and replays
 * from there. So a step back through a long game costs the same as through a short one.
 */
import type { Game } from '../../engine/game.ts';

/** The most moves replayed to reach a position; positions are fetched at its multiples. */
export const REPLAY_LIMIT = 16;

export class GameRecord<P, M> {
  readonly game: Game<P, M>;
  readonly variant: string;
  /** Every move by ply − 1; the first `#unknown` are holes until the whole list is fetched. */
  #moves: string[];
  #unknown: number;
  readonly #positions = new Map<number, P>();

  /** `moves` are the moves after ply `movesFrom`: a long game's page starts with only its latest. */
  constructor(game: Game<P, M>, variant: string, start: P, moves: readonly string[], movesFrom = 0) {
    this.game = game;
    this.variant = variant;
    this.#moves = new Array<string>(movesFrom);
    for (const move of moves) this.#moves.push(move);
    this.#unknown = movesFrom;
    this.#positions.set(0, start);
  }

  /** Whether the moves before the ones the page began with are still to be fetched. */
  get partial(): boolean {
    return this.#unknown > 0;
  }

  /** Whether showing the position after `ply` moves, or the move list there, needs moves not yet fetched. */
  needsMoves(ply: number): boolean {
    return ply - REPLAY_LIMIT - 1 < this.#unknown;
  }

  /** Moves played. */
  get ply(): number {
    return this.#moves.length;
  }

  get moves(): readonly string[] {
    return this.#moves;
  }

  /** Records a position the server sent, so replay need not reach it. */
  know(ply: number, position: P): void {
    this.#positions.set(ply, position);
  }

  /**
   * Moves after ply `from` as an update lists them. True when they joined up; false when
   * the page missed some in between and must ask for the whole list.
   */
  append(from: number, moves: readonly string[]): boolean {
    if (from > this.#moves.length) return false;
    const fresh = moves.slice(this.#moves.length - from);
    this.#moves.push(...fresh);
    return true;
  }

  /** Replaces the moves with a whole list (after a sync), keeping the positions that still agree. */
  replaceMoves(moves: readonly string[]): void {
    const same = moves.length >= this.#moves.length && this.#moves.every((move, index) => moves[index] === move);
    if (!same) for (const ply of this.#positions.keys()) if (ply > 0) this.#positions.delete(ply);
    this.#moves = [...moves];
    this.#unknown = 0;
  }

  /** The nearest ply at or before `ply` whose position is known, looking at most `limit` back; -1 if none. */
  #knownBefore(ply: number, limit = Number.POSITIVE_INFINITY): number {
    const lowest = Math.max(0, ply - limit);
    for (let known = ply; known >= lowest; known--) if (this.#positions.has(known)) return known;
    return -1;
  }

  /**
   * The ply whose position the server should send before the page can show the position
   * after `ply` moves, or null when it can be replayed from one known.
   */
  missing(ply: number): number | null {
    if (ply < 0 || ply > this.#moves.length) return null;
    return this.#knownBefore(ply, REPLAY_LIMIT) < 0 ? ply - (ply % REPLAY_LIMIT) : null;
  }

  /**
   * The position after `ply` moves, replayed from the nearest known one; null if a move
   * does not replay, or if that one is more than `limit` moves back (the page's board
   * passes REPLAY_LIMIT and asks the server for what is `missing`).
   */
  positionAt(ply: number, limit = Number.POSITIVE_INFINITY): P | null {
    if (ply < 0 || ply > this.#moves.length) return null;
    const known = this.#knownBefore(ply, limit);
    if (known < 0) return null;
    let position = this.#positions.get(known) as P;
    for (let at = known; at < ply; at++) {
      const notation = this.#moves[at];
      // A move not fetched yet: the page fetches the list (needsMoves) and draws again.
      if (notation === undefined) return null;
      const move = this.game.parseMove(position, this.variant, notation);
      if (!move.ok) return null;
      const played = this.game.play(position, this.variant, move.value);
      if (!played.ok) return null;
      position = played.value.position;
      this.#positions.set(at + 1, position);
    }
    return position;
  }
}
