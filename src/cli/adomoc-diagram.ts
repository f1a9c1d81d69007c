/**
 * The position drawn as text, one row per cycle from the outer edge (1) to the
 * innermost ring (8), then the centre. Light's half (a–e) and Dark's (f–j) are split
 * by a bar; Light's pieces are upper case, Dark's lower case, `^` marks a prime.
 */
import {
  CENTRE,
  COLUMNS,
  CYCLES,
  DARK,
  PRIME,
  TYPE_MASK,
  isOriginSpace,
  squareAt,
  type PieceCode,
} from '../engine/adomoc/index.ts';
import { PLAIN, type Palette } from './colour.ts';

export const EMPTY_SPACE = '.';
/** Cycles 1–3 are origin spaces; an empty one is where an originated piece may be put. */
export const EMPTY_ORIGIN_SPACE = '-';

const CELL = 3;
const LABEL = 8;
const ROW_NOTES: Readonly<Record<number, string>> = {
  1: 'edge; origin of suns',
  2: 'origin of moons',
  3: 'origin of feet',
  8: 'innermost',
};

const letters = (code: PieceCode): string => {
  const letter = ' FMS'[code & TYPE_MASK]!;
  return (code & DARK ? letter.toLowerCase() : letter) + (code & PRIME ? '^' : '');
};

const paintPiece = (code: PieceCode, palette: Palette): string => {
  const text = letters(code);
  const breed = code & DARK ? palette.dark(text) : palette.light(text);
  return code & PRIME ? palette.prime(breed) : breed;
};

const cell = (board: Uint8Array, sq: number, palette: Palette): string => {
  const code = board[sq]!;
  if (code) return paintPiece(code, palette) + ' '.repeat(CELL - letters(code).length);
  return palette.faint(isOriginSpace(sq) ? EMPTY_ORIGIN_SPACE : EMPTY_SPACE) + ' '.repeat(CELL - 1);
};

const half = (cells: readonly string[]): string => cells.join('');

/** The grid: a header naming the halves and columns, eight cycle rows, the centre. */
export const drawBoard = (board: Uint8Array, palette: Palette = PLAIN): string[] => {
  const halfWidth = 5 * CELL;
  const bar = palette.faint('|');
  const lines = [
    `${' '.repeat(LABEL) + palette.heading('Light'.padEnd(halfWidth))}  ${palette.heading('Dark')}`,
    'cycle'.padEnd(LABEL) +
      COLUMNS.slice(0, 5)
        .map((c) => c.padEnd(CELL))
        .join('') +
      '| ' +
      COLUMNS.slice(5)
        .map((c) => c.padEnd(CELL))
        .join(''),
  ];
  for (const cycle of CYCLES) {
    const cells = COLUMNS.map((_, column) => cell(board, squareAt(column, cycle), palette));
    const note = ROW_NOTES[cycle] ? `  ${palette.faint(ROW_NOTES[cycle]!)}` : '';
    lines.push(`${`  ${cycle}`.padEnd(LABEL) + half(cells.slice(0, 5))}${bar} ${half(cells.slice(5))}${note}`);
  }
  const centre = board[CENTRE]!;
  lines.push('centre'.padEnd(LABEL) + (centre ? paintPiece(centre, palette) : palette.faint('empty')));
  return lines.map((line) => line.trimEnd());
};

export const LEGEND = [
  'Legend:',
  '  F M S   Light foot, moon, sun        f m s   Dark foot, moon, sun',
  "  ^       after a letter: a prime      |       between Light's half (a–e) and Dark's (f–j)",
  `  ${EMPTY_SPACE}       an empty space               ${EMPTY_ORIGIN_SPACE}       an empty origin space (cycles 1–3)`,
  '  Cycle 1 is the outer edge, cycle 8 the innermost ring; the centre is in the middle.',
];
