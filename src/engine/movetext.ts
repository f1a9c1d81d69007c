/**
 * Movetext, the moves of a game record, as both games write it: `1. a b 2. c …`, moves
 * numbered from 1 (the first player's, then the second's). `_` in a player's place is
 * their forfeit, `--` in the place of the player to move an agreed draw; neither is ever
 * attached to a move. Read leniently (spacing, `6.x`), written strictly.
 *
 * What differs between the games (how a move is spelled, what the sides and numbers are
 * called) comes in from each game's record.ts; replay.ts plays movetext through.
 */
import { printable } from './printable.ts';
import type { EngineError, Result } from './result.ts';

export type RecordErrorCode = 'ERR_RECORD_SYNTAX' | 'ERR_MOVE_NUMBER' | 'ERR_AFTER_END';
export type RecordError = EngineError<RecordErrorCode>;

/** A move number is `second` when written `n...`: the second player's move comes next. */
export type MovetextToken =
  | { readonly kind: 'number'; readonly number: number; readonly second: boolean; readonly text: string }
  | { readonly kind: 'move'; readonly text: string }
  | { readonly kind: 'forfeit'; readonly text: string }
  | { readonly kind: 'draw'; readonly text: string };

export interface TokenizedMovetext<T = MovetextToken> {
  /** The tokens read before the first unreadable text (all of them when there is none). */
  readonly tokens: readonly T[];
  /** The first unreadable text and why; replaying stops there. */
  readonly unreadable: { readonly text: string; readonly error: RecordError } | null;
}

/** How a game spells a move in movetext. */
export interface MoveSpelling {
  /** A move at the start of the text, spaces allowed inside. */
  readonly move: RegExp;
  /** The game's strict reading of a word, which says why a word is no move. */
  readonly parseMoveText: (word: string) => Result<unknown, EngineError>;
}

const NUMBER = /^(\d{1,9})\s*(\.\s*\.\s*\.|…|\.)?/;

const unreadable = (tokens: MovetextToken[], word: string, message: string): TokenizedMovetext => ({
  tokens,
  unreadable: { text: printable(word), error: { code: 'ERR_RECORD_SYNTAX', message } },
});

/** Splits movetext into numbers, moves, `_` and `--`, up to anything unreadable. */
export const tokenizeMovetext = (text: string, spelling: MoveSpelling): TokenizedMovetext => {
  const tokens: MovetextToken[] = [];
  for (let rest = text.trimStart(); rest !== ''; rest = rest.trimStart()) {
    const number = NUMBER.exec(rest);
    if (number) {
      if (!number[2])
        return unreadable(
          tokens,
          number[1]!,
          `"${printable(number[1]!)}" should be a move number followed by a dot, as in "${printable(number[1]!)}."`,
        );
      tokens.push({ kind: 'number', number: Number(number[1]), second: number[2] !== '.', text: number[0] });
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
    const move = spelling.move.exec(rest);
    if (!move) {
      const word = rest.split(/\s/)[0]!;
      const reason = spelling.parseMoveText(word);
      const why = reason.ok ? '' : `: ${reason.error.message}`;
      return unreadable(tokens, word, `cannot read "${printable(word)}" as a move, a move number, _ or --${why}`);
    }
    tokens.push({ kind: 'move', text: move[0] });
    rest = rest.slice(move[0].length);
  }
  return { tokens, unreadable: null };
};

/** Where a position stands in the numbering: its move number, and whether the second player moves next. */
export interface Numbering {
  readonly number: number;
  readonly second: boolean;
}

/** The part of a game's outcome that movetext reads and writes. */
export interface Ending {
  readonly reason: string;
}

/**
 * Writes movetext strictly from where `start` stands (`6...` first when the second player
 * is to move), then the token of `ending`, when given: `--` for an agreed draw, `_` for
 * any other (a forfeit). The caller leaves out the endings the moves themselves show.
 */
export const writeMovetext = (start: Numbering, notation: readonly string[], ending: Ending | null): string => {
  const parts: string[] = [];
  let { number, second } = start;
  const place = (text: string) => {
    if (!second) parts.push(`${number}.`);
    else if (parts.length === 0) parts.push(`${number}...`);
    parts.push(text);
    if (second) number++;
    second = !second;
  };
  for (const text of notation) place(text);
  if (ending) place(ending.reason === 'agreement' ? '--' : '_');
  return parts.join(' ');
};
