/**
 * What the command line needs of a game beyond the shared Game interface: the board
 * drawn as text, the facts of a position in words, how squares and move numbers are
 * written, and the engine's own fast perft. Everything the games share (legal moves,
 * playing, events, records) goes through `game`; one module per game fills in the rest
 * (adomoc-cli.ts, adix-cli.ts).
 *
 * Members are methods so that TypeScript checks their parameters bivariantly, as in
 * src/engine/game.ts: a `CliGame<Position, Move>` sits in a list of `CliGame` without casts.
 */
import type { Game, Target } from '../engine/game.ts';
import type { Palette } from './colour.ts';

export interface DiagramOptions {
  /** Draw the faces a cube turns north and east too (games whose pieces have faces). */
  readonly faces: boolean;
  /** The game is over: nobody is to move. */
  readonly over: boolean;
}

export interface SquareWords {
  /** What the game calls a square: "space", "square". */
  readonly noun: string;
  /** How to write one, such as "a column a–j then a cycle 1–8, such as c3". */
  readonly how: string;
}

export interface CliGame<P = unknown, M = unknown> {
  readonly game: Game<P, M>;
  /** What a move number is called: Adomoc counts rounds, ADIX moves. */
  readonly numberWord: string;
  /** Moves as records write them, for help pages. */
  readonly moveExamples: string;
  /** Two opening moves, for "as in orrery play …". */
  readonly openingMoves: string;
  readonly squareWords: SquareWords;
  /** What one line of `moves --from` stands for: "landing", "target". */
  readonly targetWord: string;
  /** The fields after the board in position notation, to put back a position the shell split. */
  readonly trailingFields: readonly RegExp[];
  /** Whether `--faces` means anything: the pieces are cubes with more than one face to show. */
  readonly hasFaces: boolean;

  /** The move number of the move to be played (Adomoc's round, ADIX's move number). */
  moveNumber(position: P): number;
  /** The leaves of the legal-move tree `depth` plies deep, by the engine's own perft. */
  perft(position: P, variant: string, depth: number): number;
  /** The square's name as the game writes it, or undefined when the text names no square. */
  parseSquare(text: string): string | undefined;
  /**
   * How much `text` looks like this game's position notation, right or wrong: when no
   * game can read a position, its error comes from the game it most resembles.
   */
  resemblance(text: string): number;

  drawBoard(position: P, palette: Palette, options: DiagramOptions): string[];
  legend(options: DiagramOptions): string[];
  /** The facts besides the turn and the outcome, one per line. */
  facts(position: P, variant: string): string[];

  /** The piece on the square with its article ("the dark prime moon"), or undefined. */
  pieceOn(position: P, square: string): string | undefined;
  /** What playing onto one target does, in a few words ("originate the light sun"). */
  targetAction(position: P, target: Target<M>): string;
  /** A key that sorts the targets of `moves --from` as players expect. */
  targetOrder(square: string): string;
  /** Why the piece on `from` (if any) has no legal move, in a player's words. */
  whyNoMove(position: P, variant: string, from: string): string;
}

export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The side's name ("Light", "White") from its id. */
export const sideName = (cli: CliGame, side: string): string =>
  cli.game.sides.find((named) => named.id === side)?.name ?? capitalise(side);

/** Whether the side is the second to move, whose moves records number `3...`. */
export const movesSecond = (cli: CliGame, side: string): boolean => cli.game.sides[1].id === side;

/** "an Adomoc position", "an ADIX record". */
export const withArticle = (name: string): string => `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;
