/**
 * The one interface every game implements, so the server, the browser, the command line
 * and the conformance runner treat games alike. Positions and moves stay the game's own
 * types (`P`, `M`); everything that crosses a wire is text in the game's notation.
 *
 * Members are declared as methods on purpose: TypeScript checks method parameters
 * bivariantly, so a `Game<Position, Move>` can sit in a registry of `Game` without casts.
 * Callers only ever hand a game back the positions and moves that game produced.
 */
import type { GameId } from './game-id.ts';
import type { EngineError, Result } from './result.ts';

export interface Named {
  readonly id: string;
  readonly name: string;
}

export interface VariantInfo extends Named {
  /** One sentence for people choosing a variant. */
  readonly summary: string;
}

/** How a game ended. `winner` is a side id, null for a draw. */
export interface GameOutcome {
  readonly winner: string | null;
  readonly reason: string;
  /** Per side id, where the variant scores (Adomoc's Altogether). */
  readonly score?: Readonly<Record<string, number>>;
}

/** A structured event of one move (`{type: "consumed", …}`): drives pages and emails. */
export interface GameEventLike {
  readonly type: string;
}

export interface PlayedMove<P> {
  readonly position: P;
  readonly events: readonly GameEventLike[];
  /** Set when this move ended the game. */
  readonly outcome: GameOutcome | null;
}

/** One way to play from a chosen square: what a board interface offers after a tap. */
export interface MoveOption<M> {
  readonly move: M;
  /** The move in the game's strict notation. */
  readonly notation: string;
  /** The kind of action (e.g. "move", "consume", "originate", "slide", "tip", "pivot"). */
  readonly kind: string;
  /** What further choice this option stands for, when several share a target
   *  (Adomoc: the origin space of an origination; ADIX: "clockwise"/"anticlockwise" for
   *  pivots, "slide"/"tip" when both reach the same square). */
  readonly choice?: string;
}

export interface Target<M> {
  /** The square named in the game's notation (ADIX pivots target their own square). */
  readonly to: string;
  readonly options: readonly MoveOption<M>[];
}

export interface RecordHeader {
  readonly variant: string;
  /** Player names by side id. */
  readonly players?: Readonly<Record<string, string>>;
  /** ISO 8601 dates. */
  readonly started?: string;
  readonly ended?: string;
  /** The starting position in the game's notation when it is not the usual one. */
  readonly start?: string;
  readonly outcome?: GameOutcome | null;
  readonly extra?: Readonly<Record<string, string>>;
}

export interface ReplayedRecord<P> {
  readonly variant: string;
  readonly tags: Readonly<Record<string, string>>;
  readonly start: P;
  readonly position: P;
  /** Strict notation of every move played. */
  readonly notation: readonly string[];
  readonly outcome: GameOutcome | null;
  /** Why replaying stopped before the end of the record: the 0-based ply and the reason. */
  readonly stopped: { readonly ply: number; readonly text: string; readonly error: EngineError } | null;
}

export interface Game<P = unknown, M = unknown> extends Named {
  readonly id: GameId;
  readonly variants: readonly VariantInfo[];
  readonly defaultVariant: string;
  /** Both sides in order of play from the usual start (first mover first). */
  readonly sides: readonly [Named, Named];

  startPosition(variant: string): P;
  parsePosition(text: string): Result<P, EngineError>;
  makePosition(position: P): string;
  /** The side id whose turn it is. */
  toMove(position: P): string;

  legalMoves(position: P, variant: string): M[];
  /** Lenient reading of a player's text; illegal moves get the first rule they break. */
  parseMove(position: P, variant: string, text: string): Result<M, EngineError>;
  /** Strict notation of a legal move in the position before it. */
  makeMove(position: P, move: M): string;
  play(position: P, variant: string, move: M): Result<PlayedMove<P>, EngineError>;
  /** The outcome the board itself decides, or null while the game goes on. */
  outcome(position: P, variant: string): GameOutcome | null;
  /** One sentence for an event, as done: "The light foot moved from a3 to a6." */
  describeEvent(event: GameEventLike): string;
  /** What a move not yet played would do: "The light foot would move from a3 to a6." */
  describeProposedEvent(event: GameEventLike): string;
  describeOutcome(outcome: GameOutcome): string;

  /** Squares whose piece can move now. */
  movableSquares(position: P, variant: string): string[];
  /** Every way to play the piece on `from`, grouped by target square. */
  targetsFrom(position: P, variant: string, from: string): Target<M>[];

  /** A tagged record (`[Tag "value"]` lines, then the movetext). */
  makeRecord(header: RecordHeader, notation: readonly string[]): string;
  /**
   * Reads a tagged or plain record and plays it as far as it is legal. `variant` is for a
   * record without a Variant tag; a Game tag naming another game is refused (ERR_TAG_GAME).
   */
  replayRecord(text: string, options?: { readonly variant?: string }): Result<ReplayedRecord<P>, EngineError>;
}
