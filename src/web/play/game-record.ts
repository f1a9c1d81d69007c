/**
 * The moves of a game and the positions between them, as the page knows them. Positions
 * are replayed in the browser by the engine, only when someone looks at them, from the
 * nearest one already known, never more than REPLAY_LIMIT moves: further back, the page
 * asks the server for the position at a multiple of REPLAY_LIMIT (`missing`) and replays
 * from there. So a step back through a long game costs the same as through a short one.
 * A long game's page begins with only its latest moves and fetches earlier ones a stretch
 * at a time, as far back as someone looks (`prepend`).
 */
import type { Game } from '../../engine/game.ts';

/** The most moves replayed to reach a position; positions are fetched at its multiples. */
export const REPLAY_LIMIT = 16;

export class GameRecord<P, M> {
  readonly game: Game<P, M>;
  readonly variant: string;
  /**
   * The moves after ply `#from`: a long game's page holds only the moves it was sent or
   * fetched, never a slot for each one it has not, so its memory does not grow with the game.
   */
  #moves: string[];
  #from: number;
  readonly #positions = new Map<number, P>();

  /** `moves` are the moves after ply `movesFrom`: a long game's page starts with only its latest. */
  constructor(game: Game<P, M>, variant: string, start: P, moves: readonly string[], movesFrom = 0) {
    this.game = game;
    this.variant = variant;
    this.#moves = [...moves];
    this.#from = movesFrom;
    this.#positions.set(0, start);
  }

  /** Whether the moves before the ones the page began with are still to be fetched. */
  get partial(): boolean {
    return this.#from > 0;
  }

  /** The ply after which the moves held begin (0 once the whole list is known). */
  get movesFrom(): number {
    return this.#from;
  }

  /** Whether showing the position after `ply` moves, or the move list there, needs moves not yet fetched. */
  needsMoves(ply: number): boolean {
    return ply - REPLAY_LIMIT - 1 < this.#from;
  }

  /** Moves played. */
  get ply(): number {
    return this.#from + this.#moves.length;
  }

  /** The moves held: those after ply `movesFrom`. */
  get knownMoves(): readonly string[] {
    return this.#moves;
  }

  /** Every move of the game, or null while the first ones are still to be fetched. */
  get allMoves(): readonly string[] | null {
    return this.#from === 0 ? this.#moves : null;
  }

  /** The move that made ply `ply` (1 is the first); undefined beyond the game or not fetched yet. */
  moveTo(ply: number): string | undefined {
    return ply > this.#from ? this.#moves[ply - 1 - this.#from] : undefined;
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
    if (from > this.ply) return false;
    const fresh = moves.slice(this.ply - from);
    for (const move of fresh) this.#moves.push(move);
    return true;
  }

  /**
   * Earlier moves fetched as a stretch (`GET /api/games/:id/moves`): the moves after ply
   * `from` up to ply `before`. True when the stretch ends where the moves held begin (or
   * the page already holds them); false when it does not join up.
   */
  joinEarlier(from: number, before: number, moves: readonly string[]): boolean {
    if (from >= this.#from) return true;
    if (before !== this.#from || moves.length !== before - from) return false;
    this.#moves = [...moves, ...this.#moves];
    this.#from = from;
    return true;
  }

  /**
   * Replaces the moves with those of a state read afresh (a sync): `moves` are the moves
   * after ply `from`, up to the game's end. The positions known stay when every move held
   * that the new list also covers agrees and the game is no shorter; otherwise (a move taken
   * back) only the start's does.
   */
  replaceMoves(moves: readonly string[], from = 0): void {
    const end = from + moves.length;
    const same =
      end >= this.ply &&
      this.#moves.every((move, index) => {
        const ply = this.#from + index;
        return ply < from || moves[ply - from] === move;
      });
    if (!same) for (const ply of this.#positions.keys()) if (ply > 0) this.#positions.delete(ply);
    this.#moves = [...moves];
    this.#from = from;
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
    if (ply < 0 || ply > this.ply) return null;
    return this.#knownBefore(ply, REPLAY_LIMIT) < 0 ? ply - (ply % REPLAY_LIMIT) : null;
  }

  /**
   * The position after `ply` moves, replayed from the nearest known one; null if a move
   * does not replay, or if that one is more than `limit` moves back (the page's board
   * passes REPLAY_LIMIT and asks the server for what is `missing`).
   */
  positionAt(ply: number, limit = Number.POSITIVE_INFINITY): P | null {
    if (ply < 0 || ply > this.ply) return null;
    const known = this.#knownBefore(ply, limit);
    if (known < 0) return null;
    let position = this.#positions.get(known) as P;
    for (let at = known; at < ply; at++) {
      const notation = this.moveTo(at + 1);
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
