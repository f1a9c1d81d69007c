/**
 * A game as an animated GIF: each position a frame, 600×600 (the card's 580-pixel board
 * in a 10-pixel margin of the frame's colour), its last move highlighted as on the still
 * pictures, the final position held longer.
 */
import type { GameId } from '../engine/game-id.ts';
import { PALETTES, type Theme } from '../render/palette.ts';
import { drawBoard } from './board-raster.ts';
import { IndexedCanvas, parseColour } from './canvas.ts';
import { GifWriter } from './gif.ts';
import type { PicturePack } from './pack.ts';
import { SCALES } from './pack-format.ts';

export const GIF_SIZE = 600;
export const GIF_MARGIN = (GIF_SIZE - SCALES.card) / 2;

export interface GifPosition {
  /** The position in the game's notation. */
  readonly position: string;
  /** The squares of the move that led to it. */
  readonly highlight: readonly string[];
}

export interface GameGif {
  readonly game: GameId;
  readonly theme: Theme;
  readonly flipped: boolean;
  readonly positions: readonly GifPosition[];
  /** Milliseconds each position shows, and the last one. */
  readonly delay: number;
  readonly finalDelay: number;
}

export const gameGif = async (pack: PicturePack, gif: GameGif): Promise<Uint8Array> => {
  const writer = new GifWriter(GIF_SIZE, GIF_SIZE, pack.colours.rgb);
  const frame = parseColour(PALETTES[gif.theme].frame).rgb;
  // Two canvases in turn: the writer compares each frame with the one before.
  const canvases = [0, 1].map(() => {
    const canvas = new IndexedCanvas(GIF_SIZE, GIF_SIZE, pack.colours);
    canvas.fill(pack.colours.index(...frame));
    return canvas;
  });
  for (const [i, { position, highlight }] of gif.positions.entries()) {
    const canvas = canvases[i % 2]!;
    const board = {
      game: gif.game,
      position,
      highlight,
      flipped: gif.flipped,
      theme: gif.theme,
      scale: 'card' as const,
    };
    await drawBoard(pack, canvas, board, GIF_MARGIN, GIF_MARGIN);
    writer.add({ pixels: canvas.pixels, delay: i === gif.positions.length - 1 ? gif.finalDelay : gif.delay });
  }
  return writer.finish();
};
