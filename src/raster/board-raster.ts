/**
 * Boards drawn from the picture pack: the background of the game, theme and side seen
 * from, then each space's or square's layers in the order the SVG draws them, placed at
 * the whole pixel nearest to where the SVG puts them.
 */
import {
  BLACK as ADIX_BLACK,
  CAPTAIN,
  parsePosition as parseAdixPosition,
  squareAt as adixSquareAt,
  squareName as adixSquareName,
  RANKS,
} from '../engine/adix/index.ts';
import {
  CENTRE,
  DARK,
  PRIME,
  TYPE_MASK,
  heldFeet,
  parsePosition as parseAdomocPosition,
  squareName as adomocSquareName,
} from '../engine/adomoc/index.ts';
import type { GameId } from '../engine/game-id.ts';
import { ADIX_SIZE, SQUARE, corner, screenFaces } from '../render/adix-svg.ts';
import { ADOMOC_SIZE } from '../render/adomoc-geometry.ts';
import { SPACE_ORDER, spaceSpot } from '../render/adomoc-svg.ts';
import { PALETTES, type Theme } from '../render/palette.ts';
import { parsedOrThrow } from '../render/picture.ts';
import { parseColour, type IndexedCanvas } from './canvas.ts';
import type { PicturePack } from './pack.ts';
import { SCALES, boardBaseName, spriteName, type Scale } from './pack-format.ts';

export interface RasterBoard {
  readonly game: GameId;
  /** The position in the game's notation. */
  readonly position: string;
  readonly flipped: boolean;
  /** The last move's squares. */
  readonly highlight: readonly string[];
  readonly theme: Theme;
  readonly scale: Scale;
}

/** The size class of a space's layers: its cycle (0–7 for cycles 1–8), 8 for the centre. */
const sizeClass = (sq: number): number => (sq === CENTRE ? 8 : Math.floor(sq / 10));

const drawAdomoc = (pack: PicturePack, canvas: IndexedCanvas, board: RasterBoard, x: number, y: number): void => {
  const position = parsedOrThrow(parseAdomocPosition(board.position), 'Adomoc');
  const held = heldFeet(position.board);
  const highlight = new Set(board.highlight);
  const pixels = SCALES[board.scale] / ADOMOC_SIZE;
  const layer = (name: string, k: number) =>
    pack.sprite(spriteName('adomoc', board.theme, board.scale, `${name}/${k}`));
  for (const sq of SPACE_ORDER) {
    const code = position.board[sq]!;
    const spot = spaceSpot(sq, board.flipped);
    const [ax, ay] = [x + Math.round(spot.x * pixels), y + Math.round(spot.y * pixels)];
    const k = sizeClass(sq);
    if (highlight.has(adomocSquareName(sq))) canvas.blend(layer('mark', k), ax, ay);
    if (code) {
      canvas.blend(layer(`body/${code & (TYPE_MASK | DARK)}`, k), ax, ay);
      if (code & PRIME) canvas.blend(layer('prime', k), ax, ay);
      if (held.has(sq)) canvas.blend(layer('held', k), ax, ay);
    } else if (sq !== CENTRE) canvas.blend(layer('dot', k), ax, ay);
  }
};

const drawAdix = (pack: PicturePack, canvas: IndexedCanvas, board: RasterBoard, x: number, y: number): void => {
  const position = parsedOrThrow(parseAdixPosition(board.position), 'ADIX');
  const highlight = new Set(board.highlight);
  const pixels = SCALES[board.scale] / ADIX_SIZE;
  const glow = parseColour(PALETTES[board.theme].lastMove);
  const layer = (name: string) => pack.sprite(spriteName('adix', board.theme, board.scale, name));
  for (const rank of RANKS)
    for (let file = 0; file < 9; file++) {
      const sq = adixSquareAt(file, rank);
      const code = position.board[sq]!;
      const at = corner(file, rank, board.flipped);
      if (highlight.has(adixSquareName(sq)))
        canvas.rect(
          x + at.x * pixels,
          y + at.y * pixels,
          x + (at.x + SQUARE) * pixels,
          y + (at.y + SQUARE) * pixels,
          glow.rgb,
          glow.opacity,
        );
      if (!code) continue;
      const [ax, ay] = [x + Math.round((at.x + SQUARE / 2) * pixels), y + Math.round((at.y + SQUARE / 2) * pixels)];
      const black = code & ADIX_BLACK;
      const { top, sides } = screenFaces(code, board.flipped);
      canvas.blend(layer(`body/${black}/${code & CAPTAIN}`), ax, ay);
      canvas.blend(layer(`top/${top}/${black}`), ax, ay);
      for (const [side, face] of sides.entries()) canvas.blend(layer(`side/${side}/${face}/${black}`), ax, ay);
      if (code & CAPTAIN) canvas.blend(layer(`crown/${black}`), ax, ay);
    }
};

const DRAWERS = { adomoc: drawAdomoc, adix: drawAdix } satisfies Record<
  GameId,
  (pack: PicturePack, canvas: IndexedCanvas, board: RasterBoard, x: number, y: number) => void
>;

/** The board with its top-left corner at (x, y) of the canvas, SCALES[board.scale] pixels square. */
export const drawBoard = async (
  pack: PicturePack,
  canvas: IndexedCanvas,
  board: RasterBoard,
  x: number,
  y: number,
): Promise<void> => {
  const base = await pack.base(boardBaseName(board.game, board.theme, board.flipped, board.scale));
  canvas.put(base.pixels, base.width, base.height, x, y);
  DRAWERS[board.game](pack, canvas, board, x, y);
};
