/**
 * Game records: `1. Fa3a6 Fj3j7 2. …`, rounds numbered from 1 (Light's move, then
 * Dark's). `_` in a player's place is their forfeit, `--` in the place of the player to
 * move an agreed draw; neither is ever attached to a move. Parsed leniently (spacing,
 * case, `6.Fb3j3`), written strictly. Replaying reports how far it got and why it stopped.
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
import { makeMove, parseMove, parseMoveText, type MoveError } from './move-notation.ts';
import { hasLegalMove, type Move } from './moves.ts';
import { outcomeOf, type Outcome } from './outcome.ts';
import { play, type PlayError } from './play.ts';
import { startPosition, type Position } from './position.ts';
import { opposite, type Breed, type Variant } from './types.ts';

export type { RecordError } from '../movetext.ts';

/** Movetext's tokens in Adomoc's words: numbers count rounds, and `dark` marks `n...`. */
export type RecordToken =
  | { readonly kind: 'number'; readonly round: number; readonly dark: boolean; readonly text: string }
  | Exclude<MovetextToken, { readonly kind: 'number' }>;

export type TokenizedRecord = TokenizedMovetext<RecordToken>;

const MOVE = /^[fms]\s*[\^ˆ'’]?\s*[a-j]\s*[1-8]\s*[-‐‑–—]?\s*(?:\*|[a-j]\s*[1-8](?:\s*x|\s*[o0]\s*[a-j]\s*[1-8])?)/i;
const SPELLING: MoveSpelling = { move: MOVE, parseMoveText };

/** Splits a record's movetext into numbers, moves, `_` and `--`, up to anything unreadable. */
export const tokenizeRecord = (text: string): TokenizedRecord => {
  const { tokens, unreadable } = tokenizeMovetext(text, SPELLING);
  return {
    tokens: tokens.map((token) =>
      token.kind === 'number' ? { kind: 'number', round: token.number, dark: token.second, text: token.text } : token,
    ),
    unreadable,
  };
};

export interface ReplayStop {
  /** 0-based index of the ply that could not be played. */
  readonly ply: number;
  readonly round: number;
  readonly side: Breed;
  readonly text: string;
  readonly error: MoveError | PlayError | RecordError;
}

export type Replay = MovetextReplay<Position, Move, Outcome, ReplayStop>;

export interface ReplayOptions {
  readonly variant?: Variant;
  readonly start?: Position;
}

const numbering = (position: Position): Numbering => ({ number: position.round, second: position.turn === 'dark' });

const replayRules = (variant: Variant): ReplayRules<Position, Move, Outcome, MoveError | PlayError> => ({
  spelling: SPELLING,
  sideNames: ['Light', 'Dark'],
  numbering,
  outcomeOf: (position) => outcomeOf(position, variant),
  forfeit: (position) => ({
    winner: opposite(position.turn),
    reason: hasLegalMove(position, variant) ? 'resignation' : 'no-moves',
  }),
  agreedDraw: () => ({ winner: null, reason: 'agreement' }),
  describeOutcome: (outcome) => describeOutcome(outcome),
  parseMove: (position, text) => parseMove(position, variant, text),
  play: (position, move) => play(position, variant, move),
  makeMove: (_position, move) => makeMove(move),
});

/** Plays a record from the start (or `start`) as far as it is legal. */
export const replayRecord = (text: string, options: ReplayOptions = {}): Replay => {
  const { stopped, ...replay } = replayMovetext(
    text,
    options.start ?? startPosition(),
    replayRules(options.variant ?? 'standard'),
  );
  return {
    ...replay,
    stopped: stopped && {
      ply: stopped.ply,
      round: stopped.at.round,
      side: stopped.at.turn,
      text: stopped.text,
      error: stopped.error,
    },
  };
};

const BREED_NAME = { light: 'Light', dark: 'Dark' } as const;

/** The ending in words, e.g. "Light won: Dark resigned". */
export const describeOutcome = (outcome: Outcome): string => {
  const score = outcome.score ? ` on score ${outcome.score.light}–${outcome.score.dark}` : '';
  if (outcome.winner === null)
    return outcome.reason === 'agreement'
      ? 'Drawn: the players agreed a draw'
      : `Drawn${score}: a prime sun was centred`;
  const winner = BREED_NAME[outcome.winner];
  const loser = BREED_NAME[outcome.winner === 'light' ? 'dark' : 'light'];
  switch (outcome.reason) {
    case 'centred':
      return outcome.score
        ? `${winner} won${score} after a prime sun was centred`
        : `${winner} won: its prime sun was centred`;
    case 'no-moves':
      return `${winner} won: ${loser} had no legal move`;
    case 'resignation':
      return `${winner} won: ${loser} resigned`;
    case 'time':
      return `${winner} won: ${loser} ran out of time`;
    case 'agreement':
      return `${winner} won by agreement`;
  }
};

/**
 * Writes movetext strictly from a start position, the moves' notation and the outcome:
 * `_` for a forfeit (resignation, no legal move, time), `--` for an agreed draw.
 */
export const makeRecord = (start: Position, notation: readonly string[], outcome: Outcome | null = null): string =>
  writeMovetext(numbering(start), notation, outcome && outcome.reason !== 'centred' ? outcome : null);
