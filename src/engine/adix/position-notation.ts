/**
 * The position notation: `<rank9>/<rank8>/…/<rank1> <side> <pivots> <quiet> <move>`.
 * A piece is `[*]<top><north><east>` (`*` for a captain), upper case White and lower case
 * Black; a digit 1–9 counts empty squares. makePosition(parsePosition(x)) === x for every
 * valid x, so the spelling is canonical: no 0, no two digits side by side, one case per piece.
 */
import { rowText } from '../board-text.ts';
import { failure, ok, type EngineError, type Result } from '../result.ts';
import { printable } from '../printable.ts';
import { parseSquare, squareAt, squareName } from './board.ts';
import { isValidCube } from './cube.ts';
import { PIVOT_LIMIT, emptyBoard, type PivotStreak, type Pivots, type Position } from './position.ts';
import {
  BLACK,
  CAPTAIN,
  EMPTY,
  FACES,
  SQUARE_COUNT,
  eastOf,
  northOf,
  packCube,
  topOf,
  type PieceCode,
  type Side,
} from './types.ts';

export type PositionErrorCode =
  | 'ERR_FIELDS'
  | 'ERR_BOARD'
  | 'ERR_PIECE'
  | 'ERR_PIECE_COUNT'
  | 'ERR_SIDE'
  | 'ERR_PIVOTS'
  | 'ERR_QUIET'
  | 'ERR_MOVE_NUMBER';
export type PositionError = EngineError<PositionErrorCode>;

/** A side has one captain and nine teammates; captures only ever lower these. */
export const MAX_TEAMMATES = 9;

export const pieceLetters = (code: PieceCode): string => {
  const letters = `${FACES[topOf(code)]}${FACES[northOf(code)]}${FACES[eastOf(code)]}`;
  return (code & CAPTAIN ? '*' : '') + (code & BLACK ? letters.toLowerCase() : letters);
};

const boardError = (message: string): PositionError => ({ code: 'ERR_BOARD', message });

const readPiece = (
  text: string,
  at: number,
  where: string,
): Result<{ code: PieceCode; length: number }, PositionError> => {
  const captain = text[at] === '*';
  const letters = text.slice(captain ? at + 1 : at, (captain ? at + 1 : at) + 3);
  const shown = `${captain ? '*' : ''}${letters}`;
  if (!/^([PFCA]{3}|[pfca]{3})$/.test(letters)) {
    if (/^[PFCApfca]{3}$/.test(letters))
      return failure(
        'ERR_PIECE',
        `${where}: "${shown}" mixes cases; a piece is all upper case (White) or all lower case (Black)`,
      );
    return failure(
      'ERR_PIECE',
      `${where}: "${printable(shown)}" is not a piece; write [*]<top><north><east> with the faces P F C A, such as AFC or *pfc`,
    );
  }
  const faces = [...letters.toUpperCase()].map((letter) => FACES.indexOf(letter as never));
  const code =
    packCube(faces[0]!, faces[1]!, faces[2]!) |
    (captain ? CAPTAIN : 0) |
    (letters === letters.toLowerCase() ? BLACK : 0);
  if (!isValidCube(code)) {
    const rule = captain
      ? 'a captain shows rock, paper and scissors, one on each of the three faces, and has no shelter'
      : 'a teammate shows paper, scissors, and rock or shelter, one on each of the three faces (rock is opposite shelter)';
    return failure('ERR_PIECE', `${where}: "${shown}" is no cube: ${rule}`);
  }
  return ok({ code, length: shown.length });
};

const parseRank = (text: string, rank: number, board: Uint8Array): PositionError | undefined => {
  const where = `board: rank ${rank} ("${printable(text, 40)}")`;
  let file = 0;
  let previousWasRun = false;
  for (let i = 0; i < text.length; ) {
    const ch = text[i]!;
    if (ch >= '0' && ch <= '9') {
      if (ch === '0') return boardError(`${where}: 0 is not a run of empty squares; runs are 1 to 9`);
      if (previousWasRun)
        return boardError(`${where}: two digits side by side; write a run of empty squares as one digit`);
      file += Number(ch);
      i++;
      previousWasRun = true;
    } else if (ch === '*' || /[PFCApfca]/.test(ch)) {
      const piece = readPiece(text, i, where);
      if (!piece.ok) return piece.error;
      if (file < 9) board[squareAt(file, rank)] = piece.value.code;
      file++;
      i += piece.value.length;
      previousWasRun = false;
    } else {
      return boardError(
        `${where}: unexpected "${printable(ch)}"; use pieces such as AFC or *pfc, and 1–9 for empty squares`,
      );
    }
    if (file > 9) break;
  }
  if (file !== 9)
    return boardError(`${where} describes ${file} squares; each rank must describe exactly 9 (files a to i)`);
  return undefined;
};

const countPieces = (board: Uint8Array, side: number): { captains: number; teammates: number } => {
  let captains = 0;
  let teammates = 0;
  for (let sq = 0; sq < SQUARE_COUNT; sq++) {
    const code = board[sq]!;
    if (code === EMPTY || (code & BLACK) !== side) continue;
    if (code & CAPTAIN) captains++;
    else teammates++;
  }
  return { captains, teammates };
};

const checkPieceCounts = (board: Uint8Array, turn: Side): PositionError | undefined => {
  for (const side of ['white', 'black'] as const) {
    const { captains, teammates } = countPieces(board, side === 'black' ? BLACK : 0);
    if (captains > 1)
      return { code: 'ERR_PIECE_COUNT', message: `board: ${side} has ${captains} captains; a side has one` };
    if (teammates > MAX_TEAMMATES)
      return {
        code: 'ERR_PIECE_COUNT',
        message: `board: ${side} has ${teammates} teammates; a side has at most ${MAX_TEAMMATES}`,
      };
    // A captain is captured on the opponent's move, so only the side to move can be without one.
    if (captains === 0 && side !== turn)
      return {
        code: 'ERR_PIECE_COUNT',
        message: `board: ${side} has no captain, yet it is ${turn}'s turn; only the side to move can have lost its captain (on the move just played)`,
      };
  }
  return undefined;
};

const parseStreak = (text: string, side: Side): Result<PivotStreak | null, PositionError> => {
  if (text === '-') return ok(null);
  const match = /^([a-i][1-9]):([1-9][0-9]*)$/.exec(text);
  const count = match ? Number(match[2]) : 0;
  if (!match || count > PIVOT_LIMIT)
    return failure(
      'ERR_PIVOTS',
      `pivots: ${side}'s "${printable(text)}" should be "-" or the square of the piece ${side} pivoted on its last turns and how many turns in a row, 1 or 2, such as "e4:2"`,
    );
  return ok({ square: parseSquare(match[1]!)!, count });
};

const parsePivots = (text: string): Result<Pivots, PositionError> => {
  const parts = text.split(',');
  if (parts.length !== 2)
    return failure(
      'ERR_PIVOTS',
      `pivots: "${printable(text)}" should be White's then Black's pivot run, separated by a comma, such as "-,-" or "e4:2,-"`,
    );
  const white = parseStreak(parts[0]!, 'white');
  if (!white.ok) return white;
  const black = parseStreak(parts[1]!, 'black');
  if (!black.ok) return black;
  return ok({ white: white.value, black: black.value });
};

export const parsePosition = (text: string): Result<Position, PositionError> => {
  const fields = text.trim().split(/\s+/);
  if (fields.length !== 5)
    return failure(
      'ERR_FIELDS',
      `position: expected 5 fields separated by spaces (board, side, pivots, quiet plies, move number), found ${text.trim() === '' ? 0 : fields.length}`,
    );
  const [boardText, sideText, pivotsText, quietText, moveText] = fields as [string, string, string, string, string];
  const ranks = boardText.split('/');
  if (ranks.length !== 9)
    return failure('ERR_BOARD', `board: expected 9 ranks separated by "/", found ${ranks.length}`);
  const board = emptyBoard();
  for (let i = 0; i < 9; i++) {
    const error = parseRank(ranks[i]!, 9 - i, board);
    if (error) return { ok: false, error };
  }
  if (sideText !== 'w' && sideText !== 'b')
    return failure('ERR_SIDE', `side: "${printable(sideText)}" should be "w" (White to move) or "b" (Black to move)`);
  const turn: Side = sideText === 'w' ? 'white' : 'black';
  const counts = checkPieceCounts(board, turn);
  if (counts) return { ok: false, error: counts };
  const pivots = parsePivots(pivotsText);
  if (!pivots.ok) return pivots;
  if (!/^(0|[1-9][0-9]{0,8})$/.test(quietText))
    return failure(
      'ERR_QUIET',
      `quiet plies: "${printable(quietText)}" should be the number of plies since the last slide, from 0, without leading zeros`,
    );
  if (!/^[1-9][0-9]{0,8}$/.test(moveText))
    return failure(
      'ERR_MOVE_NUMBER',
      `move number: "${printable(moveText)}" should be a whole number from 1, without leading zeros`,
    );
  return ok({ board, turn, pivots: pivots.value, quiet: Number(quietText), moveNumber: Number(moveText) });
};

const FILES = Array.from({ length: 9 }, (_, file) => file);

export const makeBoard = (board: Uint8Array): string => {
  const ranks: string[] = [];
  for (let rank = 9; rank >= 1; rank--)
    ranks.push(
      rowText(
        FILES.map((file) => board[squareAt(file, rank)]!),
        pieceLetters,
      ),
    );
  return ranks.join('/');
};

const makeStreak = (streak: PivotStreak | null): string =>
  streak ? `${squareName(streak.square)}:${streak.count}` : '-';

export const makePosition = (position: Position): string =>
  `${makeBoard(position.board)} ${position.turn === 'white' ? 'w' : 'b'} ${makeStreak(position.pivots.white)},${makeStreak(position.pivots.black)} ${position.quiet} ${position.moveNumber}`;

export const START_POSITION =
  '2afc1*pfc1afc2/1afc1afc1afc1afc1/2afc1afc1afc2/9/9/9/2AFC1AFC1AFC2/1AFC1AFC1AFC1AFC1/2AFC1*PFC1AFC2 w -,- 0 1';
