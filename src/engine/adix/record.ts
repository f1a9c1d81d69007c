/**
 * Game records: `1. ^e3/e4 ^b8/a8 2. …`, moves numbered from 1 (White's, then Black's).
 * `_` in a player's place is their forfeit, `--` in the place of the player to move an
 * agreed draw; neither is ever attached to a move. Parsed leniently (spacing, case,
 * `6.Fh3-h6`), written strictly. Replaying reports how far it got and why it stopped.
 */
import {
  tokenizeMovetext,
  writeMovetext,
  type MoveSpelling,
  type MovetextToken,
  type Numbering,
  type RecordError,
  type TokenizedMovetext,
} from '../movetext.ts';
import { replayMovetext, type MovetextReplay, type ReplayRules } from '../replay.ts';
import { describeEnding } from './events.ts';
import { makeMove, parseMove, parseMoveText, type MoveError } from './move-notation.ts';
import { hasLegalMove, type Move } from './moves.ts';
import { outcomeOf, type EndReason, type Outcome } from './outcome.ts';
import { play, type PlayError } from './play.ts';
import { startPosition, type Position } from './position.ts';
import { opposite, type Side } from './types.ts';

export type { RecordError } from '../movetext.ts';

/** Movetext's tokens in ADIX's words: numbers count moves, and `black` marks `n...`. */
export type RecordToken =
  | { readonly kind: 'number'; readonly moveNumber: number; readonly black: boolean; readonly text: string }
  | Exclude<MovetextToken, { readonly kind: 'number' }>;

export type TokenizedRecord = TokenizedMovetext<RecordToken>;

// A move, spaces allowed inside: [*][P F C ^ Λ A] square, then - (or nothing) or / and a square, X and
// an optional piece and a square, or ( or ); then an optional #.
const SQUARE = String.raw`[a-i]\s*[1-9]`;
const PIECE = String.raw`(?:\*\s*)?(?:[pfca^ΛλʌɅ∧▲△ˆ]\s*(?=[a-i]\s*[1-9]))?`;
const MOVE = new RegExp(
  String.raw`^${PIECE}${SQUARE}\s*(?:[-‐‑‒–—−/]?\s*${SQUARE}|[x×]\s*${PIECE}${SQUARE}|[()])(?:\s*[#+])?`,
  'i',
);
const SPELLING: MoveSpelling = { move: MOVE, parseMoveText };

/** Splits a record's movetext into numbers, moves, `_` and `--`, up to anything unreadable. */
export const tokenizeRecord = (text: string): TokenizedRecord => {
  const { tokens, unreadable } = tokenizeMovetext(text, SPELLING);
  return {
    tokens: tokens.map((token) =>
      token.kind === 'number'
        ? { kind: 'number', moveNumber: token.number, black: token.second, text: token.text }
        : token,
    ),
    unreadable,
  };
};

export interface ReplayStop {
  /** 0-based index of the ply that could not be played. */
  readonly ply: number;
  readonly moveNumber: number;
  readonly side: Side;
  readonly text: string;
  readonly error: MoveError | PlayError | RecordError;
}

export type Replay = MovetextReplay<Position, Move, Outcome, ReplayStop>;

export interface ReplayOptions {
  readonly start?: Position;
}

const numbering = (position: Position): Numbering => ({
  number: position.moveNumber,
  second: position.turn === 'black',
});

const REPLAY_RULES: ReplayRules<Position, Move, Outcome, MoveError | PlayError> = {
  spelling: SPELLING,
  sideNames: ['White', 'Black'],
  numbering,
  outcomeOf,
  forfeit: (position) => ({
    winner: opposite(position.turn),
    reason: hasLegalMove(position) ? 'resignation' : 'no-moves',
  }),
  agreedDraw: () => ({ winner: null, reason: 'agreement' }),
  describeOutcome: (outcome) => describeOutcome(outcome),
  parseMove,
  play,
  makeMove,
};

/** Plays a record from the start (or `start`) as far as it is legal. */
export const replayRecord = (text: string, options: ReplayOptions = {}): Replay => {
  const { stopped, ...replay } = replayMovetext(text, options.start ?? startPosition(), REPLAY_RULES);
  return {
    ...replay,
    stopped: stopped && {
      ply: stopped.ply,
      moveNumber: stopped.at.moveNumber,
      side: stopped.at.turn,
      text: stopped.text,
      error: stopped.error,
    },
  };
};

/** "Black won: White's captain was captured", "Drawn: the players agreed a draw". */
export const describeOutcome = (outcome: Outcome): string =>
  `${outcome.winner === 'white' ? 'White won' : outcome.winner === 'black' ? 'Black won' : 'Drawn'}: ${describeEnding(outcome)}`;

/** Endings the moves themselves show, so no token is written for them. */
const SHOWN_BY_THE_MOVES: readonly EndReason[] = ['captain-captured', 'last-teammate-captured', 'no-slides'];

/**
 * Writes movetext strictly from a start position, the moves' notation and the outcome:
 * `_` for a forfeit (resignation, no legal action, time), `--` for an agreed draw.
 */
export const makeRecord = (start: Position, notation: readonly string[], outcome: Outcome | null = null): string =>
  writeMovetext(numbering(start), notation, outcome && !SHOWN_BY_THE_MOVES.includes(outcome.reason) ? outcome : null);
