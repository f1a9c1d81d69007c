/**
 * The position notation: `<cycle1>/…/<cycle8> <centre> <side> <reverse> <round>`.
 * Each cycle lists columns a→j: `F M S` Light, `f m s` Dark, `^` after a prime's letter,
 * a number (1–10) for a run of empty spaces. makePosition(parsePosition(x)) === x for
 * every valid x, so numbers are canonical: no zero, no two runs side by side.
 */
import { rowText } from '../board-text.ts';
import { failure, ok, type EngineError, type Result } from '../result.ts';
import { parseSquare, squareAt, squareName } from './board.ts';
import { emptyBoard, type Position, type ReverseBar } from './position.ts';
import { CENTRE, DARK, EMPTY, FOOT, MOON, PRIME, SUN, TYPE_MASK, type PieceCode } from './types.ts';

export type PositionErrorCode = 'ERR_FIELDS' | 'ERR_BOARD' | 'ERR_CENTRE' | 'ERR_SIDE' | 'ERR_REVERSE' | 'ERR_ROUND';
export type PositionError = EngineError<PositionErrorCode>;

const LETTER_TYPES: Record<string, number> = { f: FOOT, m: MOON, s: SUN };
const TYPE_LETTERS = ['', 'F', 'M', 'S'];

export const pieceLetters = (code: PieceCode): string => {
  const letter = TYPE_LETTERS[code & TYPE_MASK]!;
  return (code & DARK ? letter.toLowerCase() : letter) + (code & PRIME ? '^' : '');
};

const parseCycle = (text: string, cycle: number, board: Uint8Array): PositionError | undefined => {
  const where = `board: cycle ${cycle} ("${text}")`;
  let column = 0;
  let previousWasRun = false;
  for (let i = 0; i < text.length; ) {
    const ch = text[i]!;
    if (ch >= '0' && ch <= '9') {
      const run = text.startsWith('10', i) ? 10 : Number(ch);
      if (run === 0)
        return { code: 'ERR_BOARD', message: `${where}: 0 is not a run of empty spaces; runs are 1 to 10` };
      if (previousWasRun)
        return {
          code: 'ERR_BOARD',
          message: `${where}: two numbers side by side; write a run of empty spaces as one number`,
        };
      column += run;
      i += run === 10 ? 2 : 1;
      previousWasRun = true;
    } else if (LETTER_TYPES[ch.toLowerCase()] !== undefined) {
      let code = LETTER_TYPES[ch.toLowerCase()]! | (ch === ch.toLowerCase() ? DARK : 0);
      i++;
      if (text[i] === '^') {
        code |= PRIME;
        i++;
      }
      if (column < 10) board[squareAt(column, cycle)] = code;
      column++;
      previousWasRun = false;
    } else {
      const hint =
        ch === '^'
          ? '"^" must follow a piece letter'
          : 'use F M S (Light), f m s (Dark), ^ for a prime, 1–10 for empty spaces';
      return { code: 'ERR_BOARD', message: `${where}: unexpected "${ch}"; ${hint}` };
    }
    if (column > 10) break;
  }
  if (column !== 10)
    return {
      code: 'ERR_BOARD',
      message: `${where} describes ${column} spaces; each cycle must describe exactly 10 (columns a to j)`,
    };
  return undefined;
};

const parseReverse = (text: string, board: Uint8Array): Result<ReverseBar | null, PositionError> => {
  if (text === '-') return ok(null);
  const originator = parseSquare(text.slice(0, 2));
  const originated = parseSquare(text.slice(2));
  if (text.length !== 4 || originator === undefined || originated === undefined || text !== text.toLowerCase())
    return failure(
      'ERR_REVERSE',
      `reverse: "${text}" should be "-" or two spaces such as "d5b2" (the originating piece's space, then where it sent the other)`,
    );
  if (originator === originated) return failure('ERR_REVERSE', `reverse: "${text}" names the same space twice`);
  for (const sq of [originator, originated])
    if (board[sq] === EMPTY)
      return failure(
        'ERR_REVERSE',
        `reverse: "${text}" names ${squareName(sq)}, which is empty; both spaces must hold the pieces of the last origination`,
      );
  return ok({ originator, originated });
};

export const parsePosition = (text: string): Result<Position, PositionError> => {
  const fields = text.trim().split(/\s+/);
  if (fields.length !== 5)
    return failure(
      'ERR_FIELDS',
      `position: expected 5 fields separated by spaces (board, centre, side, reverse, round), found ${text.trim() === '' ? 0 : fields.length}`,
    );
  const [boardText, centreText, sideText, reverseText, roundText] = fields as [string, string, string, string, string];
  const cycles = boardText.split('/');
  if (cycles.length !== 8)
    return failure('ERR_BOARD', `board: expected 8 cycles separated by "/", found ${cycles.length}`);
  const board = emptyBoard();
  for (let cycle = 1; cycle <= 8; cycle++) {
    const error = parseCycle(cycles[cycle - 1]!, cycle, board);
    if (error) return { ok: false, error };
  }
  if (centreText === 'S^') board[CENTRE] = SUN | PRIME;
  else if (centreText === 's^') board[CENTRE] = SUN | PRIME | DARK;
  else if (centreText !== '-')
    return failure(
      'ERR_CENTRE',
      `centre: "${centreText}" should be "-" (empty) or the centred prime sun, "S^" or "s^"`,
    );
  if (sideText !== 'l' && sideText !== 'd')
    return failure('ERR_SIDE', `side: "${sideText}" should be "l" (Light to move) or "d" (Dark to move)`);
  const reverse = parseReverse(reverseText, board);
  if (!reverse.ok) return reverse;
  if (!/^[1-9][0-9]{0,8}$/.test(roundText))
    return failure('ERR_ROUND', `round: "${roundText}" should be a whole number from 1, without leading zeros`);
  return ok({ board, turn: sideText === 'l' ? 'light' : 'dark', reverse: reverse.value, round: Number(roundText) });
};

const COLUMNS = Array.from({ length: 10 }, (_, column) => column);

export const makeBoard = (board: Uint8Array): string => {
  const cycles: string[] = [];
  for (let cycle = 1; cycle <= 8; cycle++)
    cycles.push(
      rowText(
        COLUMNS.map((column) => board[squareAt(column, cycle)]!),
        pieceLetters,
      ),
    );
  return cycles.join('/');
};

export const makePosition = (position: Position): string => {
  const centre = position.board[CENTRE]! ? pieceLetters(position.board[CENTRE]!) : '-';
  const reverse = position.reverse
    ? `${squareName(position.reverse.originator)}${squareName(position.reverse.originated)}`
    : '-';
  return `${makeBoard(position.board)} ${centre} ${position.turn === 'light' ? 'l' : 'd'} ${reverse} ${position.round}`;
};

export const START_POSITION = 'SSS^SSsss^ss/MMM^MMmmm^mm/FFF^FFfff^ff/10/10/10/10/10 - l - 1';
