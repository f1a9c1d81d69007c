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
   * Earlier moves fetched: `moves` are those after ply `from`, as far as the server had
   * them. True when they agree with the moves held (then those before are kept too);
   * false when the game changed under them (a move taken back) and the page must sync.
   */
  prepend(from: number, moves: readonly string[]): boolean {
    if (from >= this.#from) return true;
    const gap = this.#from - from;
    if (moves.length < gap + this.#moves.length) return false;
    if (this.#moves.some((move, index) => moves[gap + index] !== move)) return false;
    this.#moves = moves.slice(0, this.#from - from).concat(this.#moves);
    this.#from = from;
    return true;
  }

  /** Replaces the moves with a whole list (after a sync), keeping the positions that still agree. */
  replaceMoves(moves: readonly string[]): void {
    const same = moves.length >= this.ply && this.#moves.every((move, index) => moves[this.#from + index] === move);
    if (!same) for (const ply of this.#positions.keys()) if (ply > 0) this.#positions.delete(ply);
    this.#moves = [...moves];
    this.#from = 0;
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
