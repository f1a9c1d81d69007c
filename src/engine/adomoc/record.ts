/**
 * Game records: `1. Fa3a6 Fj3j7 2. …`, rounds numbered from 1 (Light's move, then
 * Dark's). `_` in a player's place is their forfeit, `--` in the place of the player to
 * move an agreed draw; neither is ever attached to a move. Parsed leniently (spacing,
 * case, `6.Fb3j3`), written strictly. Replaying reports how far it got and why it stopped.
 */
import { printable } from '../printable.ts';
import type { EngineError } from '../result.ts';
import { makeMove, parseMove, parseMoveText, type MoveError } from './move-notation.ts';
import { hasLegalMove, type Move } from './moves.ts';
import { outcomeOf, type Outcome } from './outcome.ts';
import { play, type PlayError } from './play.ts';
import { startPosition, type Position } from './position.ts';
import { opposite, type Breed, type Variant } from './types.ts';

export type RecordToken =
  | { readonly kind: 'number'; readonly round: number; readonly dark: boolean; readonly text: string }
  | { readonly kind: 'move'; readonly text: string }
  | { readonly kind: 'forfeit'; readonly text: string }
  | { readonly kind: 'draw'; readonly text: string };

export type RecordErrorCode = 'ERR_RECORD_SYNTAX' | 'ERR_MOVE_NUMBER' | 'ERR_AFTER_END';
export type RecordError = EngineError<RecordErrorCode>;

const MOVE = /^[fms]\s*[\^ˆ'’]?\s*[a-j]\s*[1-8]\s*[-‐‑–—]?\s*(?:\*|[a-j]\s*[1-8](?:\s*x|\s*[o0]\s*[a-j]\s*[1-8])?)/i;
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
      tokens.push({ kind: 'number', round: Number(number[1]), dark: number[2] !== '.', text: number[0] });
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
  readonly round: number;
  readonly side: Breed;
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
  readonly variant?: Variant;
  readonly start?: Position;
}

/** Plays a record from the start (or `start`) as far as it is legal. */
export const replayRecord = (text: string, options: ReplayOptions = {}): Replay => {
  const variant = options.variant ?? 'standard';
  const start = options.start ?? startPosition();
  const moves: Move[] = [];
  const notation: string[] = [];
  let position = start;
  let outcome = outcomeOf(position, variant);
  const result = (stopped: ReplayStop | null): Replay => ({ start, position, moves, notation, outcome, stopped });
  const stop = (textOf: string, error: ReplayStop['error']) =>
    result({ ply: moves.length, round: position.round, side: position.turn, text: textOf, error });

  const { tokens, unreadable } = tokenizeRecord(text);
  for (const token of tokens) {
    // A player left with no legal move has forfeited; writing their `_` is optional.
    if (outcome?.reason === 'no-moves' && token.kind === 'forfeit') continue;
    if (outcome) return stop(token.text, { code: 'ERR_AFTER_END', message: `the game was already over (${describeOutcome(outcome)}); nothing may follow` });
    if (token.kind === 'number') {
      const dark = position.turn === 'dark';
      if (token.round !== position.round || (token.dark && !dark))
        return stop(token.text, {
          code: 'ERR_MOVE_NUMBER',
          message: `"${token.text}" does not fit: the next move is ${dark ? `${position.round}... (Dark)` : `${position.round}. (Light)`}`,
        });
      continue;
    }
    if (token.kind === 'forfeit') {
      const reason = hasLegalMove(position, variant) ? 'resignation' : 'no-moves';
      outcome = { winner: opposite(position.turn), reason };
      continue;
    }
    if (token.kind === 'draw') {
      outcome = { winner: null, reason: 'agreement' };
      continue;
    }
    const move = parseMove(position, variant, token.text);
    if (!move.ok) return stop(printable(token.text.trim()), move.error);
    const played = play(position, variant, move.value);
    if (!played.ok) return stop(printable(token.text.trim()), played.error);
    moves.push(move.value);
    notation.push(makeMove(move.value));
    position = played.value.position;
    outcome = played.value.outcome;
  }
  return unreadable ? stop(unreadable.text, unreadable.error) : result(null);
};

const BREED_NAME = { light: 'Light', dark: 'Dark' } as const;

/** The ending in words, e.g. "Light won: Dark resigned". */
export const describeOutcome = (outcome: Outcome): string => {
  const score = outcome.score ? ` on score ${outcome.score.light}–${outcome.score.dark}` : '';
  if (outcome.winner === null)
    return outcome.reason === 'agreement' ? 'Drawn: the players agreed a draw' : `Drawn${score}: a prime sun was centred`;
  const winner = BREED_NAME[outcome.winner];
  const loser = BREED_NAME[outcome.winner === 'light' ? 'dark' : 'light'];
  switch (outcome.reason) {
    case 'centred':
      return outcome.score ? `${winner} won${score} after a prime sun was centred` : `${winner} won: its prime sun was centred`;
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
export const makeRecord = (start: Position, notation: readonly string[], outcome: Outcome | null = null): string => {
  const parts: string[] = [];
  let round = start.round;
  let dark = start.turn === 'dark';
  const place = (text: string) => {
    if (!dark) parts.push(`${round}.`);
    else if (parts.length === 0) parts.push(`${round}...`);
    parts.push(text);
    if (dark) round++;
    dark = !dark;
  };
  for (const text of notation) place(text);
  if (outcome && outcome.reason !== 'centred') place(outcome.reason === 'agreement' ? '--' : '_');
  return parts.join(' ');
};
