/**
 * An ADIX position drawn as text: the 9×9 board with White's edge (rank 1) at the
 * bottom, files a–i below and above, ranks 1–9 on both sides. Each cube shows its top
 * face as the position notation writes it: P rock, F paper, C scissors, A shelter
 * (written ^ in moves); upper case for White, lower case for Black, `*` before a captain.
 * With `faces`, each cube also shows the face it turns north (above its top face) and
 * the face it turns east (to its right), so the result of a tip or a pivot can be read.
 */
import {
  BLACK,
  CAPTAIN,
  FACES,
  FILES,
  eastOf,
  northOf,
  squareAt,
  topOf,
  type PieceCode,
  type Position,
} from '../engine/adix/index.ts';
import { PLAIN, type Palette } from './colour.ts';
import type { DiagramOptions } from './game-cli.ts';

export const EMPTY_SQUARE = '.';

/** A piece of text and how it is painted: padding is measured on the text, not the escapes. */
interface Cell {
  readonly text: string;
  readonly painted: string;
}

const cellOf = (text: string, painted: string = text): Cell => ({ text, painted });
const join = (cells: readonly Cell[]): Cell =>
  cellOf(cells.map((cell) => cell.text).join(''), cells.map((cell) => cell.painted).join(''));
const pad = (cell: Cell, width: number): Cell =>
  cellOf(cell.text.padEnd(width), cell.painted + ' '.repeat(Math.max(0, width - cell.text.length)));

/** A face letter as the notation writes it: upper case White, lower case Black. */
const faceLetter = (code: PieceCode, face: number): string => {
  const letter = FACES[face]!;
  return code & BLACK ? letter.toLowerCase() : letter;
};

const paint = (code: PieceCode, text: string, palette: Palette): string => {
  const side = code & BLACK ? palette.dark(text) : palette.light(text);
  return code & CAPTAIN ? palette.prime(side) : side;
};

const spaces = (count: number): Cell => cellOf(' '.repeat(count));

/** One face of a piece (a face code, 0–3), painted as the piece is. */
const face = (code: PieceCode, faceCode: number, palette: Palette): Cell => {
  const letter = faceLetter(code, faceCode);
  return cellOf(letter, paint(code, letter, palette));
};

/** Two characters: `*` or a space, then the top face. */
const topCell = (code: PieceCode, palette: Palette): Cell => {
  if (!code) return cellOf(` ${EMPTY_SQUARE}`, ` ${palette.faint(EMPTY_SQUARE)}`);
  const letter = faceLetter(code, topOf(code));
  return code & CAPTAIN
    ? cellOf(`*${letter}`, paint(code, `*${letter}`, palette))
    : cellOf(` ${letter}`, ` ${paint(code, letter, palette)}`);
};

const sideNote = (position: Position, rank: number, options: DiagramOptions, palette: Palette): string => {
  const side = rank === 9 ? 'black' : rank === 1 ? 'white' : undefined;
  if (!side) return '';
  const name = side === 'white' ? 'White' : 'Black';
  const toMove = !options.over && position.turn === side ? ', to move' : '';
  return `   ${palette.heading(name)}${toMove}`;
};

const fileLine = (width: number, offset: number): string =>
  `   ${FILES.map((file) => `${' '.repeat(offset)}${file}`.padEnd(width)).join('')}`;

/**
 * One line per rank (two with `faces`: the north faces, then the rest), from rank 9 at
 * the top down to rank 1, between lines of file letters. Each line ends trimmed.
 */
export const drawBoard = (
  position: Position,
  palette: Palette = PLAIN,
  options: DiagramOptions = { faces: false, over: false },
): string[] => {
  const { board } = position;
  // A cell is the width of a square; the top face sits at `offset` in it.
  const width = options.faces ? 7 : 4;
  const offset = options.faces ? 3 : 2;
  const lines = [fileLine(width, offset)];
  for (let rank = 9; rank >= 1; rank--) {
    const codes = FILES.map((_, file) => board[squareAt(file, rank)]!);
    if (options.faces) {
      const north = codes.map((code) =>
        pad(code ? join([spaces(offset), face(code, northOf(code), palette)]) : spaces(0), width),
      );
      lines.push(`   ${join(north).painted}`);
    }
    const cells = codes.map((code) => {
      const east = options.faces && code ? [spaces(1), face(code, eastOf(code), palette)] : [];
      return pad(join([spaces(offset - 1), topCell(code, palette), ...east]), width);
    });
    // Without faces, three spaces after the last top face, as before the first one.
    const gap = options.faces ? '' : '  ';
    lines.push(
      `${String(rank).padStart(2)} ${join(cells).painted}${gap}${rank}${sideNote(position, rank, options, palette)}`,
    );
  }
  lines.push(fileLine(width, offset));
  return lines.map((line) => line.trimEnd());
};

const legendRow = (sign: string, meaning: string, otherSign = '', otherMeaning = ''): string =>
  `  ${sign.padEnd(8)}${meaning.padEnd(44)}${otherSign.padEnd(8)}${otherMeaning}`.trimEnd();

export const legend = (options: DiagramOptions): string[] => [
  'Legend:',
  legendRow('P F C', 'a White cube showing rock, paper, scissors', 'p f c', 'a Black cube showing them'),
  legendRow('A', 'a White cube under shelter (^ in moves)', 'a', 'a Black cube under shelter'),
  legendRow('*', 'before a letter: the captain', EMPTY_SQUARE, 'an empty square'),
  '  White starts at rank 1 (the bottom), Black at rank 9. Rock beats scissors, scissors',
  '  beat paper, paper beats rock; a cube under shelter is never captured.',
  ...(options.faces
    ? [
        '  Each cube shows the face it turns north above its top face, and the face it turns east',
        '  to its right. Opposite faces match (P and P, F and F, C and C), except that a',
        "  teammate's rock is opposite its shelter.",
      ]
    : ['  With --faces, each cube also shows the faces it turns north and east.']),
];
