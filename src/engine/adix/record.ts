/**
 * Game records: `1. ^e3/e4 ^b8/a8 2. …`, moves numbered from 1 (White's, then Black's).
 * `_` in a player's place is their forfeit, `--` in the place of the player to move an
 * agreed draw; neither is ever attached to a move. Parsed leniently (spacing, case,
 * `6.Fh3-h6`), written strictly. Replaying reports how far it got and why it stopped.
 */
import { printable } from '../printable.ts';
import type { EngineError } from '../result.ts';
import { describeEnding } from './events.ts';
import { makeMove, parseMove, parseMoveText, type MoveError } from './move-notation.ts';
import { hasLegalMove, type Move } from './moves.ts';
import { outcomeOf, type EndReason, type Outcome } from './outcome.ts';
import { play, type PlayError } from './play.ts';
import { startPosition, type Position } from './position.ts';
import { opposite, type Side } from './types.ts';

export type RecordToken =
  | { readonly kind: 'number'; readonly moveNumber: number; readonly black: boolean; readonly text: string }
  | { readonly kind: 'move'; readonly text: string }
  | { readonly kind: 'forfeit'; readonly text: string }
  | { readonly kind: 'draw'; readonly text: string };

export type RecordErrorCode = 'ERR_RECORD_SYNTAX' | 'ERR_MOVE_NUMBER' | 'ERR_AFTER_END';
export type RecordError = EngineError<RecordErrorCode>;

// A move, spaces allowed inside: [*][P F C ^ Λ A] square, then - (or nothing) or / and a square, X and
// an optional piece and a square, or ( or ); then an optional #.
const SQUARE = String.raw`[a-i]\s*[1-9]`;
const PIECE = String.raw`(?:\*\s*)?(?:[pfca^ΛλʌɅ∧▲△ˆ]\s*(?=[a-i]\s*[1-9]))?`;
const MOVE = new RegExp(
  String.raw`^${PIECE}${SQUARE}\s*(?:[-‐‑‒–—−/]?\s*${SQUARE}|[x×]\s*${PIECE}${SQUARE}|[()])(?:\s*[#+])?`,
  'i',
);
const NUMBER = /^(\d{1,9})\s*(\.\s*\.\s*\.|…|\.)?/;

export interface TokenizedRecord {
  /** The tokens read before the first unreadable text (all of them when there is none). */
  readonly tokens: readonly RecordToken[];
  /** The first unreadable text and why; replaying stops there. */
  readonly unreadable: { readonly text: string; readonly error: RecordError } | null;
}

const unreadable = (tokens: RecordToken[], word: string, message: string): TokenizedRecord => ({
  tokens,
  unreadable: { text: printable(word), error: { code: 'ERR_RECORD_SYNTAX', message } },
});

/** Splits a record's movetext into numbers, moves, `_` and `--`, up to anything unreadable. */
export const tokenizeRecord = (text: string): TokenizedRecord => {
  const tokens: RecordToken[] = [];
  let rest = text;
  while ((rest = rest.trimStart()) !== '') {
    const number = NUMBER.exec(rest);
    if (number) {
      if (!number[2]) return unreadable(tokens, number[1]!, `"${printable(number[1]!)}" should be a move number followed by a dot, as in "${printable(number[1]!)}."`);
      tokens.push({ kind: 'number', moveNumber: Number(number[1]), black: number[2] !== '.', text: number[0] });
      rest = rest.slice(number[0].length);
      continue;
    }
    const draw = /^-\s*-/.exec(rest);
    if (draw) {
      tokens.push({ kind: 'draw', text: '--' });
      rest = rest.slice(draw[0].length);
      continue;
    }
    if (rest.startsWith('_')) {
      tokens.push({ kind: 'forfeit', text: '_' });
      rest = rest.slice(1);
      continue;
    }
    const move = MOVE.exec(rest);
    if (!move) {
      const word = rest.split(/\s/)[0]!;
      const reason = parseMoveText(word);
      const why = reason.ok ? '' : `: ${reason.error.message}`;
      return unreadable(tokens, word, `cannot read "${printable(word)}" as a move, a move number, _ or --${why}`);
    }
    tokens.push({ kind: 'move', text: move[0] });
    rest = rest.slice(move[0].length);
  }
  return { tokens, unreadable: null };
};

export interface ReplayStop {
  /** 0-based index of the ply that could not be played. */
  readonly ply: number;
  readonly moveNumber: number;
  readonly side: Side;
  readonly text: string;
  readonly error: MoveError | PlayError | RecordError;
}

export interface Replay {
  readonly start: Position;
  /** The position after the last ply played. */
  readonly position: Position;
  readonly moves: readonly Move[];
  /** The strict notation of each move played. */
  readonly notation: readonly string[];
  readonly outcome: Outcome | null;
  /** Why replaying stopped before the end of the record, if it did. */
  readonly stopped: ReplayStop | null;
}

export interface ReplayOptions {
  readonly start?: Position;
}

/** Plays a record from the start (or `start`) as far as it is legal. */
export const replayRecord = (text: string, options: ReplayOptions = {}): Replay => {
  const start = options.start ?? startPosition();
  const moves: Move[] = [];
  const notation: string[] = [];
  let position = start;
  let outcome = outcomeOf(position);
  const result = (stopped: ReplayStop | null): Replay => ({ start, position, moves, notation, outcome, stopped });
  const stop = (textOf: string, error: ReplayStop['error']) =>
    result({ ply: moves.length, moveNumber: position.moveNumber, side: position.turn, text: textOf, error });

  const { tokens, unreadable } = tokenizeRecord(text);
  for (const token of tokens) {
    // A player left with no legal action has forfeited; writing their `_` is optional.
    if (outcome?.reason === 'no-moves' && token.kind === 'forfeit') continue;
    if (outcome) return stop(token.text, { code: 'ERR_AFTER_END', message: `the game was already over (${describeOutcome(outcome)}); nothing may follow` });
    if (token.kind === 'number') {
      const black = position.turn === 'black';
      if (token.moveNumber !== position.moveNumber || (token.black && !black))
        return stop(token.text, {
          code: 'ERR_MOVE_NUMBER',
          message: `"${token.text}" does not fit: the next move is ${black ? `${position.moveNumber}... (Black)` : `${position.moveNumber}. (White)`}`,
        });
      continue;
    }
    if (token.kind === 'forfeit') {
      outcome = { winner: opposite(position.turn), reason: hasLegalMove(position) ? 'resignation' : 'no-moves' };
      continue;
    }
    if (token.kind === 'draw') {
      outcome = { winner: null, reason: 'agreement' };
      continue;
    }
    const move = parseMove(position, token.text);
    if (!move.ok) return stop(printable(token.text.trim()), move.error);
    const played = play(position, move.value);
    if (!played.ok) return stop(printable(token.text.trim()), played.error);
    moves.push(move.value);
    notation.push(makeMove(position, move.value));
    position = played.value.position;
    outcome = played.value.outcome;
  }
  return unreadable ? stop(unreadable.text, unreadable.error) : result(null);
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
export const makeRecord = (start: Position, notation: readonly string[], outcome: Outcome | null = null): string => {
  const parts: string[] = [];
  let moveNumber = start.moveNumber;
  let black = start.turn === 'black';
  const place = (text: string) => {
    if (!black) parts.push(`${moveNumber}.`);
    else if (parts.length === 0) parts.push(`${moveNumber}...`);
    parts.push(text);
    if (black) moveNumber++;
    black = !black;
  };
  for (const text of notation) place(text);
  if (outcome && !SHOWN_BY_THE_MOVES.includes(outcome.reason)) place(outcome.reason === 'agreement' ? '--' : '_');
  return parts.join(' ');
};
