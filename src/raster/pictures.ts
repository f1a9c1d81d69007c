/**
 * The board pictures as PNG, drawn from the picture pack: the square board alone, and the
 * 1200×630 card with the players and the state of play. Both lay out exactly what the
 * SVG renderer lays out (card-svg.ts's lines, the boards' layers); only the drawing is
 * done by copying and blending pixels rather than by rasterising vectors.
 */
import { isGameId } from '../engine/game-id.ts';
import { CARD_BOARD, CARD_HEIGHT, CARD_WIDTH, cardLines, type CardLine, type CardPicture } from '../render/card-svg.ts';
import { PALETTES, type Theme } from '../render/palette.ts';
import type { BoardPicture } from '../render/picture.ts';
import { drawBoard, type RasterBoard } from './board-raster.ts';
import { IndexedCanvas, parseColour } from './canvas.ts';
import type { PicturePack } from './pack.ts';
import { SCALES, cardBaseName, type Scale } from './pack-format.ts';
import { encodePng } from './png.ts';

export const rasterBoard = (board: BoardPicture, scale: Scale): RasterBoard => {
  if (!isGameId(board.game)) throw new Error(`no board picture for the game "${board.game}"`);
  return {
    game: board.game,
    position: board.position,
    flipped: board.flipped ?? false,
    highlight: board.highlight ?? [],
    theme: board.theme ?? 'light',
    scale,
  };
};

/** The board alone, SCALES.square pixels square, as palette indices. */
export const squareCanvas = async (pack: PicturePack, board: BoardPicture): Promise<IndexedCanvas> => {
  const canvas = new IndexedCanvas(SCALES.square, SCALES.square, pack.colours);
  await drawBoard(pack, canvas, rasterBoard(board, 'square'), 0, 0);
  return canvas;
};

/**
 * What of a line the pack can draw: characters it lacks (scripts Inter does not cover,
 * emoji) are left out, and a name with no letter or digit left becomes its side's name.
 */
export const drawableText = (pack: PicturePack, line: CardLine): string => {
  const kept = [...line.text.normalize('NFC')].filter((char) => pack.glyph(line.size, char.codePointAt(0)!) !== null);
  const text = kept.join('').replace(/\s+/g, ' ').trim();
  if (line.name && !/[\p{L}\p{N}]/u.test(text)) return line.name.side;
  return text;
};

const drawLine = (pack: PicturePack, canvas: IndexedCanvas, line: CardLine, theme: Theme): void => {
  const colour = parseColour(PALETTES[theme][line.role]).rgb;
  let pen = line.x;
  for (const char of drawableText(pack, line)) {
    const glyph = pack.glyph(line.size, char.codePointAt(0)!);
    if (!glyph) continue;
    if (glyph.w) canvas.mask(glyph.pixels, glyph.w, glyph.h, Math.round(pen) + glyph.x, line.y + glyph.y, colour);
    pen += glyph.advance;
  }
};

/** The 1200×630 card, as palette indices. */
export const cardCanvas = async (pack: PicturePack, card: CardPicture): Promise<IndexedCanvas> => {
  const board = rasterBoard(card.board, 'card');
  const canvas = new IndexedCanvas(CARD_WIDTH, CARD_HEIGHT, pack.colours);
  const frame = await pack.base(cardBaseName(board.game, board.theme));
  canvas.put(frame.pixels, frame.width, frame.height, 0, 0);
  await drawBoard(pack, canvas, board, CARD_BOARD.x, CARD_BOARD.y);
  for (const line of cardLines(card)) drawLine(pack, canvas, line, board.theme);
  return canvas;
};

export const squarePng = async (pack: PicturePack, board: BoardPicture): Promise<Uint8Array> =>
  encodePng(await squareCanvas(pack, board));

export const cardPng = async (pack: PicturePack, card: CardPicture): Promise<Uint8Array> =>
  encodePng(await cardCanvas(pack, card));
