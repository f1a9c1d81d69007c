/**
 * Move notation from the rulebook: `Md2a5`, `F^a3a6x`, `Sh5d5ob2`, `S^g7*`.
 * makeMove writes it strictly; parseMoveText reads it leniently (spaces anywhere, any
 * case, ˆ ' ’ for ^, a hyphen or dash between the spaces, 0 for o); parseMove then reads it
 * against a position and explains, in a player's words, why an illegal move is illegal.
 */
import { printable } from '../printable.ts';
import { failure, ok, type EngineError, type Result } from '../result.ts';
import { squareName } from './board.ts';
import { explainIllegal, type MoveErrorCode } from './explain.ts';
import { legalMovesFrom, type Move } from './moves.ts';
import type { MoveText } from './move-text.ts';
import { CENTRE, PRIME, TYPE_MASK, type Square, type Variant } from './types.ts';
import type { Position } from './position.ts';

export type MoveError = EngineError<MoveErrorCode | 'ERR_SYNTAX'>;

export type { MoveText } from './move-text.ts';

const LETTERS = ['', 'F', 'M', 'S'] as const;

export const makeMove = (move: Move): string => {
  const head = `${LETTERS[move.piece & TYPE_MASK]}${move.piece & PRIME ? '^' : ''}${squareName(move.from)}`;
  if (move.kind === 'centre') return `${head}*`;
  const behaviour = move.kind === 'consume' ? 'x' : move.kind === 'originate' ? `o${squareName(move.origin!)}` : '';
  return `${head}${squareName(move.to)}${behaviour}`;
};

const EXAMPLES = 'for example Fa3a6, F^a3a6x, Sh5d5ob2 or S^g7*';
const syntax = (message: string) => failure('ERR_SYNTAX', message);

const readSquare = (text: string, at: number, role: string): Result<Square, MoveError> => {
  const column = text[at];
  const cycle = text[at + 1];
  if (column === undefined) return syntax(`the ${role} space is missing; ${EXAMPLES}`);
  if (!/[a-j]/.test(column) || cycle === undefined || !/[1-8]/.test(cycle)) {
    const shown = printable(text.slice(at, at + 2));
    if (/[a-j]/.test(column) && cycle === '9')
      return syntax(`"${shown}": the centre has no space name; a centring move ends in *, as in S^g7*`);
    return syntax(`"${shown}" is not a space: a space is a column a–j then a cycle 1–8, such as d2`);
  }
  return ok((Number(cycle) - 1) * 10 + column.charCodeAt(0) - 97);
};

/** Reads the text of a move without looking at any position. */
export const parseMoveText = (input: string): Result<MoveText, MoveError> => {
  if (input.length > 64) return syntax('a move is at most a dozen characters; this text is far too long to be one');
  const text = input
    .replace(/\s+/g, '')
    .replace(/[ˆ'’]/g, '^')
    .replace(/[‐‑–—]/g, '-')
    .toLowerCase();
  if (text === '') return syntax(`no move was given; ${EXAMPLES}`);
  const letter = text[0]!.toUpperCase();
  if (letter !== 'F' && letter !== 'M' && letter !== 'S')
    return syntax(`a move starts with the piece letter F (foot), M (moon) or S (sun), ${EXAMPLES}`);
  let at = 1;
  const prime = text[at] === '^';
  if (prime) at++;
  const from = readSquare(text, at, 'start');
  if (!from.ok) return from;
  at += 2;
  if (text[at] === '-') at++;
  if (text[at] === '*') {
    if (at + 1 !== text.length) return syntax(`nothing may follow the * of a centring move`);
    return ok({ letter, prime, from: from.value, to: CENTRE, behaviour: 'none', origin: null });
  }
  const to = readSquare(text, at, 'landing');
  if (!to.ok) return to;
  at += 2;
  let behaviour: MoveText['behaviour'] = 'none';
  let origin: Square | null = null;
  if (text[at] === 'x') {
    behaviour = 'consume';
    at++;
  } else if (text[at] === 'o' || text[at] === '0') {
    const space = readSquare(text, at + 1, 'origin');
    if (!space.ok) return space;
    behaviour = 'originate';
    origin = space.value;
    at += 3;
  }
  if (at !== text.length) {
    const rest = input.trim().slice(-Math.max(1, text.length - at));
    return syntax(
      `unexpected "${printable(rest)}" at the end; after the landing space only x (consume) or o and an origin space (originate) may follow`,
    );
  }
  return ok({ letter, prime, from: from.value, to: to.value, behaviour, origin });
};

/** The legal move `text` stands for in `position`, or why there is none. */
export const parseMove = (position: Position, variant: Variant, input: string): Result<Move, MoveError> => {
  const parsed = parseMoveText(input);
  if (!parsed.ok) return parsed;
  const text = parsed.value;
  const candidates = legalMovesFrom(position, variant, text.from).filter((move) => move.to === text.to);
  const matches = candidates.filter((move) => {
    if (text.behaviour === 'originate') return move.kind === 'originate' && move.origin === text.origin;
    if (text.behaviour === 'consume') return move.kind === 'consume';
    return true;
  });
  const piece = position.board[text.from]!;
  const letterFits = LETTERS[piece & TYPE_MASK] === text.letter && (!text.prime || (piece & PRIME) !== 0);
  // An origination written without its origin space is read when only one space is free.
  if (letterFits && matches.length === 1) return ok(matches[0]!);
  return { ok: false, error: explainIllegal(position, variant, text, matches) };
};
