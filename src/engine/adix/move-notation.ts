/**
 * Move notation from the rulebook (Annexe 4): `Fh3-h6` slide, `^e3/e4` tip, `Ce4)` and
 * `Ce4(` pivots, `Ca8XFe4` capture, `Fe8X*Pe1#` the winning capture. makeMove writes it
 * strictly; parseMoveText reads it leniently (spaces, any case, Λ or A for ^, a dash for
 * the hyphen or none at all, the piece letter, `*` or `#` left out); parseMove then reads it against a
 * position and explains, in a player's words, why an illegal move is illegal.
 */
import { printable } from '../printable.ts';
import { failure, ok, type EngineError, type Result } from '../result.ts';
import { squareName } from './board.ts';
import { explainIllegal, type MoveErrorCode } from './explain.ts';
import { isDecisiveCapture } from './material.ts';
import { legalMovesFrom, type Move, type Rotation } from './moves.ts';
import type { Position } from './position.ts';
import type { Action, MoveText } from './move-text.ts';
import { CAPTAIN, FACES, topOf, type Face, type PieceCode, type Square } from './types.ts';

export type MoveError = EngineError<MoveErrorCode | 'ERR_SYNTAX'>;

export { ACTIONS, type Action, type MoveText } from './move-text.ts';

/** The letter of a piece in moves: `*` for a captain, then its top face, `^` for a shelter. */
export const moveLetters = (code: PieceCode): string => {
  const face = FACES[topOf(code)]!;
  return `${code & CAPTAIN ? '*' : ''}${face === 'A' ? '^' : face}`;
};

/** The strict notation of a legal move in the position before it. */
export const makeMove = (position: Position, move: Move): string => {
  const head = `${moveLetters(move.piece)}${squareName(move.from)}`;
  switch (move.kind) {
    case 'slide':
      return `${head}-${squareName(move.to)}`;
    case 'tip':
      return `${head}/${squareName(move.to)}`;
    case 'pivot':
      return `${head}${move.rotation === 'anticlockwise' ? '(' : ')'}`;
    case 'capture': {
      const captured = move.captured ?? position.board[move.to]!;
      const mate = isDecisiveCapture(position.board, captured) ? '#' : '';
      return `${head}X${moveLetters(captured)}${squareName(move.to)}${mate}`;
    }
  }
};

const EXAMPLES = 'for example Fh3-h6, ^e3/e4, Ce4), Ce4( or Ca8XFe4';
const syntax = (message: string) => failure('ERR_SYNTAX', message);
const FILE_LETTERS = 'abcdefghi';
const FACE_OF: Readonly<Record<string, Face>> = { p: 'P', f: 'F', c: 'C', a: 'A', '^': 'A' };

const isSquareAt = (text: string, at: number): boolean =>
  FILE_LETTERS.includes(text[at] ?? '?') && text[at + 1] !== undefined && text[at + 1]! >= '1' && text[at + 1]! <= '9';

/** The square written at `at`, once isSquareAt has said there is one. */
const squareIndexAt = (text: string, at: number): Square => (Number(text[at + 1]) - 1) * 9 + text.charCodeAt(at) - 97;

const readSquare = (text: string, at: number, role: string): Result<Square, MoveError> => {
  if (at >= text.length) return syntax(`the ${role} square is missing; ${EXAMPLES}`);
  if (!isSquareAt(text, at))
    return syntax(
      `"${printable(text.slice(at, at + 2))}" is not a square: a square is a file a–i then a rank 1–9, such as e4`,
    );
  return ok(squareIndexAt(text, at));
};

/**
 * Reads an optional piece, `[*][P|F|C|^]`, at `at`. The letters a, c and f are also
 * files: they are read as a face only when a square follows them.
 */
const readPiece = (text: string, at: number, faces: string) => {
  let i = at;
  const captain = text[i] === '*';
  if (captain) i++;
  let face: Face | null = null;
  const ch = text[i] ?? '';
  if (faces.includes(ch) && (ch === 'p' || ch === '^' || isSquareAt(text, i + 1))) {
    face = FACE_OF[ch]!;
    i++;
  }
  return { captain, face, next: i };
};

/** Reads the text of a move without looking at any position. */
export const parseMoveText = (input: string): Result<MoveText, MoveError> => {
  if (input.length > 64) return syntax('a move is at most a dozen characters; this text is far too long to be one');
  const text = input
    .replace(/\s+/g, '')
    .replace(/[ΛλʌɅ∧▲△ˆ]/g, '^')
    .replace(/[‐‑‒–—−]/g, '-')
    .replace(/×/g, 'x')
    .toLowerCase();
  if (text === '') return syntax(`no move was given; ${EXAMPLES}`);
  const piece = readPiece(text, 0, 'pfca^');
  const from = readSquare(text, piece.next, 'start');
  if (!from.ok) {
    if (piece.next === 0 && !FILE_LETTERS.includes(text[0]!))
      return syntax(
        `a move starts with the piece: * for a captain, then P, F, C or ^ (shelter), then its square; ${EXAMPLES}`,
      );
    return from;
  }
  let at = piece.next + 2;
  const symbol = text[at];
  let action: Action;
  let to = from.value;
  let rotation: Rotation | null = null;
  let captured: { captain: boolean; face: Face | null } = { captain: false, face: null };
  if (symbol === ')' || symbol === '(') {
    action = 'pivot';
    rotation = symbol === ')' ? 'clockwise' : 'anticlockwise';
    at++;
  } else if (symbol === '-' || symbol === '/' || symbol === 'x') {
    action = symbol === '-' ? 'slide' : symbol === '/' ? 'tip' : 'capture';
    at++;
    if (action === 'capture') {
      const target = readPiece(text, at, 'pfca^');
      captured = target;
      at = target.next;
    }
    const landing = readSquare(text, at, action === 'capture' ? "captured piece's" : 'landing');
    if (!landing.ok) return landing;
    to = landing.value;
    at += 2;
  } else if (isSquareAt(text, at)) {
    // A slide typed without its hyphen, as in Fh3h6: a tip always needs its /.
    action = 'slide';
    to = squareIndexAt(text, at);
    at += 2;
  } else {
    return syntax(
      symbol === undefined
        ? `the action is missing after ${squareName(from.value)}: - to slide, / to tip, X to capture, ) or ( to pivot`
        : `"${printable(input.trim().slice(-Math.max(1, text.length - at)))}" cannot follow the square: - to slide, / to tip, X to capture, ) or ( to pivot`,
    );
  }
  // `#` (and a chess player's `+`) only annotate: the position decides whether a capture wins.
  if (text[at] === '#' || text[at] === '+') at++;
  if (at !== text.length) {
    const rest = input.trim().slice(-Math.max(1, text.length - at));
    return syntax(`unexpected "${printable(rest)}" at the end of the move; only # may follow it`);
  }
  return ok({
    captain: piece.captain,
    face: piece.face,
    from: from.value,
    action,
    to,
    rotation,
    capturedCaptain: captured.captain,
    capturedFace: captured.face,
  });
};

/** Whether a legal move is one the text can stand for: same action (a `-` onto an enemy piece reads as its capture). */
const actionFits = (text: MoveText, move: Move): boolean => {
  if (move.to !== text.to) return false;
  switch (text.action) {
    case 'pivot':
      return move.kind === 'pivot' && move.rotation === text.rotation;
    case 'tip':
      return move.kind === 'tip';
    case 'slide':
      return move.kind === 'slide' || move.kind === 'capture';
    case 'capture':
      return move.kind === 'capture';
  }
};

/** Whether the pieces the text names (the mover and, for a capture, the captured) are the ones on the board. */
export const lettersFit = (position: Position, text: MoveText): boolean => {
  const piece = position.board[text.from]!;
  if (text.captain && !(piece & CAPTAIN)) return false;
  if (text.face !== null && FACES[topOf(piece)] !== text.face) return false;
  if (text.action !== 'capture') return true;
  const target = position.board[text.to]!;
  if (text.capturedCaptain && !(target & CAPTAIN)) return false;
  return text.capturedFace === null || FACES[topOf(target)] === text.capturedFace;
};

/** The legal move `text` stands for in `position`, or why there is none. */
export const parseMove = (position: Position, input: string): Result<Move, MoveError> => {
  const parsed = parseMoveText(input);
  if (!parsed.ok) return parsed;
  const text = parsed.value;
  const matches = legalMovesFrom(position, text.from).filter((move) => actionFits(text, move));
  if (matches.length === 1 && lettersFit(position, text)) return ok(matches[0]!);
  return { ok: false, error: explainIllegal(position, text) };
};
