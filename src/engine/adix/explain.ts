/**
 * Why a move is illegal, in a player's words. Legality itself is decided by the move
 * generator; this module only finds the first broken rule for the message.
 */
import type { MoveText } from './move-text.ts';
import type { EngineError } from '../result.ts';
import { lineBetween, orthogonalDirection, squareName, squaresBetween } from './board.ts';
import { beats } from './cube.ts';
import { describeEnding } from './events.ts';
import { outcomeOf } from './outcome.ts';
import { pivotBarOf, type Position } from './position.ts';
import {
  CAPTAIN,
  FACES,
  FACE_NAMES,
  PAPER,
  ROCK,
  SCISSORS,
  SHELTER,
  describePiece,
  sideOf,
  topOf,
  type Face,
  type PieceCode,
  type Square,
} from './types.ts';

export type MoveErrorCode =
  | 'ERR_GAME_OVER'
  | 'ERR_NO_PIECE'
  | 'ERR_NOT_YOUR_PIECE'
  | 'ERR_WRONG_PIECE'
  | 'ERR_WRONG_FACE'
  | 'ERR_SHELTERED'
  | 'ERR_PIVOT_LIMIT'
  | 'ERR_TIP_TARGET'
  | 'ERR_SAME_SQUARE'
  | 'ERR_LINE'
  | 'ERR_TOO_FAR'
  | 'ERR_BLOCKED'
  | 'ERR_OCCUPIED'
  | 'ERR_NO_TARGET'
  | 'ERR_CAPTURE'
  | 'ERR_ILLEGAL';

type MoveError = EngineError<MoveErrorCode>;
const error = (code: MoveErrorCode, message: string): MoveError => ({ code, message });

const the = (code: PieceCode, sq: Square) => `${describePiece(code)} on ${squareName(sq)}`;
const faceOf = (code: PieceCode): Face => FACES[topOf(code)]!;
const written = (face: Face): string => (face === 'A' ? '^' : face);
const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
/** "shows paper", "is under shelter". */
const showing = (code: PieceCode): string =>
  topOf(code) === SHELTER ? 'is under shelter' : `shows ${FACE_NAMES[faceOf(code)]}`;
/** How moves write a piece: `*` for a captain, then its top face. */
const letters = (code: PieceCode): string => `${code & CAPTAIN ? '*' : ''}${written(faceOf(code))}`;

/** Which way each weapon slides: its directions (0–3 orthogonal, 4–7 diagonal) and the words for them. */
const SLIDES: Readonly<
  Record<number, { readonly orthogonal: boolean; readonly diagonal: boolean; readonly words: string }>
> = {
  [ROCK]: { orthogonal: true, diagonal: true, words: 'rock slides along ranks, files and diagonals' },
  [PAPER]: { orthogonal: true, diagonal: false, words: 'paper slides along ranks and files only' },
  [SCISSORS]: { orthogonal: false, diagonal: true, words: 'scissors slide along diagonals only' },
};

const gameOverMessage = (position: Position): MoveError | undefined => {
  const outcome = outcomeOf(position);
  if (!outcome) return undefined;
  const who = outcome.winner ? `${capitalise(outcome.winner)} has won` : 'it is drawn';
  return error('ERR_GAME_OVER', `the game is over: ${who} (${describeEnding(outcome)})`);
};

const explainPivot = (position: Position, text: MoveText, piece: PieceCode): MoveError => {
  const { from } = text;
  if (topOf(piece) === SHELTER)
    return error(
      'ERR_SHELTERED',
      `${the(piece, from)} cannot pivot: under shelter a piece's only action is to tip onto an empty square beside it`,
    );
  if (pivotBarOf(position, position.turn) === from)
    return error(
      'ERR_PIVOT_LIMIT',
      `you pivoted the piece on ${squareName(from)} on each of your last two turns; a third pivot of it in a row is not allowed, so slide or tip it, or play another piece`,
    );
  return error('ERR_ILLEGAL', `${the(piece, from)} cannot pivot here`);
};

const explainTip = (position: Position, text: MoveText, piece: PieceCode): MoveError => {
  const { from, to } = text;
  if (orthogonalDirection(from, to) < 0)
    return error(
      'ERR_TIP_TARGET',
      `a tip rolls the cube one square north, south, east or west; ${squareName(to)} is not next to ${squareName(from)} that way`,
    );
  const target = position.board[to]!;
  if (target)
    return error(
      'ERR_TIP_TARGET',
      `a tip lands only on an empty square and never captures: ${squareName(to)} is taken by ${describePiece(target)}`,
    );
  return error('ERR_ILLEGAL', `${the(piece, from)} cannot tip to ${squareName(to)} here`);
};

const explainCapture = (text: MoveText, mover: PieceCode, target: PieceCode): MoveError => {
  const { to } = text;
  if (text.capturedCaptain && !(target & CAPTAIN))
    return error(
      'ERR_WRONG_PIECE',
      `the piece on ${squareName(to)} is a teammate, not the captain; write it without *`,
    );
  if (text.capturedFace !== null && text.capturedFace !== faceOf(target))
    return error(
      'ERR_WRONG_FACE',
      `the piece on ${squareName(to)} ${showing(target)} (${written(faceOf(target))}), not ${written(text.capturedFace)}`,
    );
  const attacker = topOf(mover);
  const defender = topOf(target);
  if (defender === SHELTER)
    return error('ERR_CAPTURE', `${the(target, to)} cannot be captured: a piece under shelter is never captured`);
  const attackerName = FACE_NAMES[faceOf(mover)];
  const defenderName = FACE_NAMES[faceOf(target)];
  if (attacker === defender)
    return error('ERR_CAPTURE', `equal weapons block: ${attackerName} cannot capture ${attackerName}`);
  if (!beats(attacker, defender))
    return error(
      'ERR_CAPTURE',
      `${attackerName} cannot capture ${defenderName}: ${defenderName} ${defenderName === 'scissors' ? 'beat' : 'beats'} ${attackerName}`,
    );
  return error('ERR_ILLEGAL', `${the(mover, text.from)} cannot capture ${the(target, to)} here`);
};

const explainSlide = (position: Position, text: MoveText, piece: PieceCode): MoveError => {
  const { from, to } = text;
  const top = topOf(piece);
  if (top === SHELTER) {
    const hint =
      orthogonalDirection(from, to) >= 0 ? `: write ^${squareName(from)}/${squareName(to)} to tip there` : '';
    return error(
      'ERR_SHELTERED',
      `${the(piece, from)} cannot slide${text.action === 'capture' ? ' or capture' : ''}: under shelter a piece's only action is to tip${hint}`,
    );
  }
  if (from === to)
    return error('ERR_SAME_SQUARE', `a slide must leave its square; to turn the cube in place, pivot it with ) or (`);
  const line = lineBetween(from, to);
  const slides = SLIDES[top]!;
  if (!line || (line.dir < 4 ? !slides.orthogonal : !slides.diagonal))
    return error(
      'ERR_LINE',
      `${slides.words}; ${squareName(from)} to ${squareName(to)} is ${line ? (line.dir < 4 ? 'along a rank or file' : 'along a diagonal') : 'not on one rank, file or diagonal'}`,
    );
  if (piece & CAPTAIN && line.distance > 1)
    return error(
      'ERR_TOO_FAR',
      `a captain slides exactly one square; ${squareName(to)} is ${line.distance} squares from ${squareName(from)}`,
    );
  const blocker = squaresBetween(from, line.dir, line.distance).find((sq) => position.board[sq]);
  if (blocker !== undefined)
    return error(
      'ERR_BLOCKED',
      `no jumping: ${the(position.board[blocker]!, blocker)} stands between ${squareName(from)} and ${squareName(to)}`,
    );
  const target = position.board[to]!;
  if (!target) {
    if (text.action === 'capture')
      return error(
        'ERR_NO_TARGET',
        `there is no piece on ${squareName(to)} to capture; write ${letters(piece)}${squareName(from)}-${squareName(to)} to slide there`,
      );
    return error('ERR_ILLEGAL', `that slide from ${squareName(from)} to ${squareName(to)} is not legal here`);
  }
  if (sideOf(target) === position.turn)
    return error(
      'ERR_OCCUPIED',
      `${squareName(to)} holds your own ${target & CAPTAIN ? 'captain' : 'teammate'}; no one captures their own pieces`,
    );
  return explainCapture(text, piece, target);
};

/** The first rule `text` breaks in `position`. */
export const explainIllegal = (position: Position, text: MoveText): MoveError => {
  const over = gameOverMessage(position);
  if (over) return over;
  const { from } = text;
  const piece = position.board[from]!;
  if (!piece) return error('ERR_NO_PIECE', `there is no piece on ${squareName(from)}`);
  const owner = sideOf(piece);
  if (owner !== position.turn)
    return error(
      'ERR_NOT_YOUR_PIECE',
      `the piece on ${squareName(from)} is ${capitalise(owner)}'s; it is ${capitalise(position.turn)}'s turn`,
    );
  if (text.captain && !(piece & CAPTAIN))
    return error(
      'ERR_WRONG_PIECE',
      `the piece on ${squareName(from)} is a teammate, not the captain; write it without *`,
    );
  if (text.face !== null && text.face !== faceOf(piece)) {
    return error(
      'ERR_WRONG_FACE',
      `the piece on ${squareName(from)} ${showing(piece)}: write ${letters(piece)}${squareName(from)}…, not ${written(text.face)}${squareName(from)}…`,
    );
  }
  switch (text.action) {
    case 'pivot':
      return explainPivot(position, text, piece);
    case 'tip':
      return explainTip(position, text, piece);
    case 'slide':
    case 'capture':
      return explainSlide(position, text, piece);
  }
};
