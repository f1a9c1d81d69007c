/**
 * The moves of a game and the positions between them, as the page knows them. Positions
 * are replayed in the browser by the engine, only when someone looks at them, from the
 * nearest one already known; the server's own positions seed the latest ones, so a long
 * game's page does not replay its whole history to show the board.
 */
import type { Game } from '../../engine/game.ts';

export class GameRecord<P, M> {
  readonly game: Game<P, M>;
  readonly variant: string;
  #moves: string[];
  readonly #positions = new Map<number, P>();

  constructor(game: Game<P, M>, variant: string, start: P, moves: readonly string[]) {
    this.game = game;
    this.variant = variant;
    this.#moves = [...moves];
    this.#positions.set(0, start);
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
  }

  /** The position after `ply` moves, replayed from the nearest known one; null if a move does not replay. */
  positionAt(ply: number): P | null {
    if (ply < 0 || ply > this.#moves.length) return null;
    let known = ply;
    while (!this.#positions.has(known)) known--;
    let position = this.#positions.get(known) as P;
    for (let at = known; at < ply; at++) {
      const move = this.game.parseMove(position, this.variant, this.#moves[at]!);
      if (!move.ok) return null;
      const played = this.game.play(position, this.variant, move.value);
      if (!played.ok) return null;
      position = played.value.position;
      this.#positions.set(at + 1, position);
    }
    return position;
  }
}
