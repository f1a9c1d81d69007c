/**
 * `npm run build:pictures`: rasterises, once, everything the board pictures are made of
 * (docs/board-pictures.md), into dist/pictures.bin, which the Worker bundles:
 *
 * - the boards without pieces or marks, for each game, theme and side seen from, at the
 *   card's board size and the square picture's, and the card's frame with its swatches,
 *   as indices into one shared palette;
 * - every layer a space or square can carry (tokens, rings, cubes' bodies and faces, the
 *   last move's glow, empty spaces' dots) as premultiplied RGBA;
 * - Inter SemiBold's characters at the card's text sizes, as coverage.
 *
 * The drawing is the SVG renderer's own (src/render/), drawn by resvg in Node, so the
 * pictures look as the SVG does. The palette is cut from pictures of random games drawn
 * whole. The file is rebuilt only when what it is made from has changed.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { BLACK, CAPTAIN, PAPER, ROCK, SCISSORS, SHELTER } from '../src/engine/adix/index.ts';
import { DARK, FOOT, MOON, SUN } from '../src/engine/adomoc/index.ts';
import { GAME_IDS } from '../src/engine/game-id.ts';
import { ADIX_SIZE, adixStaticLayers, cubeLayers, fadedSides } from '../src/render/adix-svg.ts';
import { ADOMOC_SIZE } from '../src/render/adomoc-geometry.ts';
import { atSpace, pieceLayers } from '../src/render/adomoc-pieces.ts';
import { adomocStaticLayers, emptySpaceMark, lastMoveMark, spaceSpot } from '../src/render/adomoc-svg.ts';
import { boardSvg } from '../src/render/board-svg.ts';
import { CARD_HEIGHT, CARD_WIDTH, cardSvg, cardSwatches } from '../src/render/card-svg.ts';
import { imagePaint, PALETTES, THEMES, type Theme } from '../src/render/palette.ts';
import { drawingFor } from '../src/render/picture.ts';
import { escapeHtml } from '../src/render/svg.ts';
import {
  NAME_SIZE,
  SCALES,
  TEXT_SIZES,
  boardBaseName,
  cardBaseName,
  encodePack,
  spriteName,
  type BaseEntry,
  type GlyphEntry,
  type PackIndex,
  type Scale,
  type SpriteEntry,
} from '../src/raster/pack-format.ts';
import { readFontMetrics } from './pictures/font-metrics.ts';
import { countColours, cutPalette, nearestIndex, type Histogram } from './pictures/palette-cut.ts';
import { FONT_FILE, rasterise, type Rgba } from './pictures/resvg-node.ts';
import { sampleGame } from './pictures/sample-games.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PACK_FILE = join(ROOT, 'dist', 'pictures.bin');

/** Everything the pack is drawn from: a change to any of it rebuilds the pack. */
const sourceHash = (): string => {
  const hash = createHash('sha256');
  const folders = ['src/render', 'src/raster', 'scripts/pictures', 'src/engine/adomoc', 'src/engine/adix'];
  const files = [
    'scripts/build-pictures.ts',
    ...folders.flatMap((folder) =>
      readdirSync(join(ROOT, folder))
        .filter((name) => name.endsWith('.ts'))
        .sort()
        .map((name) => `${folder}/${name}`),
    ),
  ];
  for (const file of files) hash.update(file).update(readFileSync(join(ROOT, file)));
  hash.update(readFileSync(FONT_FILE));
  return hash.digest('hex').slice(0, 24);
};

class PackWriter {
  private readonly chunks: Uint8Array[] = [];
  private length = 0;

  add(bytes: Uint8Array): number {
    const at = this.length;
    this.chunks.push(bytes);
    this.length += bytes.length;
    return at;
  }

  data(): Uint8Array {
    const out = new Uint8Array(this.length);
    let at = 0;
    for (const chunk of this.chunks) {
      out.set(chunk, at);
      at += chunk.length;
    }
    return out;
  }
}

const svgOf = (width: number, height: number, viewBox: string, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${body}</svg>`;

/** The smallest box holding every pixel with some alpha, or null for none. */
const inkBox = (image: Rgba, x0 = 0, y0 = 0, w = image.width, h = image.height) => {
  let [left, top, right, bottom] = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, -1, -1];
  for (let y = y0; y < y0 + h; y++)
    for (let x = x0; x < x0 + w; x++)
      if (image.pixels[(y * image.width + x) * 4 + 3]! > 0) {
        if (x < left) left = x;
        if (x > right) right = x;
        if (y < top) top = y;
        if (y > bottom) bottom = y;
      }
  return right < 0 ? null : { left, top, width: right - left + 1, height: bottom - top + 1 };
};

/** Pixels of a box, `channels` of each (4: RGBA; 1: alpha alone). */
const cut = (image: Rgba, box: { left: number; top: number; width: number; height: number }, channels: 1 | 4) => {
  const out = new Uint8Array(box.width * box.height * channels);
  for (let y = 0; y < box.height; y++)
    for (let x = 0; x < box.width; x++) {
      const from = ((box.top + y) * image.width + box.left + x) * 4;
      const to = (y * box.width + x) * channels;
      if (channels === 4) out.set(image.pixels.subarray(from, from + 4), to);
      else out[to] = image.pixels[from + 3]!;
    }
  return out;
};

/** A layer drawn in board units around the origin, which becomes a pixel corner: its anchor. */
const spriteOf = async (writer: PackWriter, content: string, reach: number, scale: number): Promise<SpriteEntry> => {
  const half = Math.ceil(reach * scale) + 1;
  const units = half / scale;
  const image = await rasterise(
    svgOf(2 * half, 2 * half, `${-units} ${-units} ${2 * units} ${2 * units}`, content),
    2 * half,
  );
  const box = inkBox(image);
  if (!box) return { x: 0, y: 0, w: 0, h: 0, at: 0 };
  return { x: box.left - half, y: box.top - half, w: box.width, h: box.height, at: writer.add(cut(image, box, 4)) };
};

const adomocSprites = async (writer: PackWriter, theme: Theme, scale: Scale, out: Record<string, SpriteEntry>) => {
  const paint = imagePaint(theme);
  const pixels = SCALES[scale] / ADOMOC_SIZE;
  // One size of piece per cycle (squares 0, 10, … 70 are a–cycles 1–8), and the centre's.
  const radii = [0, 10, 20, 30, 40, 50, 60, 70, 80].map((sq) => spaceSpot(sq, false).radius);
  for (const [k, radius] of radii.entries()) {
    const add = async (layer: string, content: string, reach: number) => {
      out[spriteName('adomoc', theme, scale, `${layer}/${k}`)] = await spriteOf(writer, content, reach, pixels);
    };
    for (const type of [SUN, MOON, FOOT])
      for (const dark of [0, DARK])
        await add(`body/${type | dark}`, atSpace(0, 0, radius, pieceLayers(type | dark, paint).body), radius * 1.2);
    const rings = pieceLayers(SUN, paint);
    await add('prime', atSpace(0, 0, radius, rings.prime), radius * 1.3);
    await add('held', atSpace(0, 0, radius, rings.held), radius * 1.45);
    await add('mark', lastMoveMark(0, 0, radius, paint), radius * 1.5 + 2);
    await add('dot', emptySpaceMark(0, 0, radius, paint), radius * 0.4 + 2);
  }
};

const adixSprites = async (writer: PackWriter, theme: Theme, scale: Scale, out: Record<string, SpriteEntry>) => {
  const paint = imagePaint(theme);
  const pixels = SCALES[scale] / ADIX_SIZE;
  const add = async (layer: string, content: string) => {
    out[spriteName('adix', theme, scale, layer)] = await spriteOf(writer, content, 50, pixels);
  };
  for (const black of [0, BLACK]) {
    const isBlack = black !== 0;
    for (const captain of [0, CAPTAIN])
      await add(`body/${black}/${captain}`, cubeLayers.body(isBlack, captain !== 0, paint));
    for (const face of [ROCK, PAPER, SCISSORS, SHELTER]) {
      await add(`top/${face}/${black}`, cubeLayers.top(face, isBlack, paint));
      for (let at = 0; at < 4; at++)
        await add(`side/${at}/${face}/${black}`, fadedSides(cubeLayers.side(face, at, isBlack, paint)));
    }
    await add(`crown/${black}`, cubeLayers.crown(isBlack, paint));
  }
};

const STATIC_LAYERS = {
  adomoc: { size: ADOMOC_SIZE, layers: adomocStaticLayers },
  adix: { size: ADIX_SIZE, layers: adixStaticLayers },
} as const;

/** An opaque picture as palette indices, deflated. */
const baseOf = (writer: PackWriter, image: Rgba, nearest: (key: number) => number): BaseEntry => {
  const indices = new Uint8Array(image.width * image.height);
  for (let i = 0; i < indices.length; i++) {
    const p = i * 4;
    indices[i] = nearest((image.pixels[p]! << 16) | (image.pixels[p + 1]! << 8) | image.pixels[p + 2]!);
  }
  const deflated = deflateSync(indices, { level: 9 });
  return { w: image.width, h: image.height, at: writer.add(deflated), length: deflated.length };
};

/** Characters for every text size, and the wider set names are set in. */
const CHARACTERS: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2010, 0x2027],
  [0xd7, 0xd7],
];
const NAME_CHARACTERS: readonly (readonly [number, number])[] = [
  ...CHARACTERS,
  [0x100, 0x24f],
  [0x370, 0x3ff],
  [0x400, 0x4ff],
  [0x1e00, 0x1fff],
  [0x2030, 0x205e],
  [0x20a0, 0x20c0],
];

const glyphsOf = async (writer: PackWriter, size: number): Promise<Record<string, GlyphEntry>> => {
  const metrics = readFontMetrics(new Uint8Array(readFileSync(FONT_FILE)));
  const ranges = size === NAME_SIZE ? NAME_CHARACTERS : CHARACTERS;
  const codes = ranges.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i).filter((code) => metrics.advances.has(code)),
  );
  const [cellW, cellH, columns] = [Math.ceil(size * 1.6), Math.ceil(size * 1.7), 32];
  const [penX, baseline] = [Math.round(size * 0.3), Math.round(size * 1.2)];
  const rows = Math.ceil(codes.length / columns);
  const texts = codes.map((code, i) => {
    const [x, y] = [(i % columns) * cellW + penX, Math.floor(i / columns) * cellH + baseline];
    return `<text x="${x}" y="${y}" font-size="${size}">${escapeHtml(String.fromCodePoint(code))}</text>`;
  });
  const [width, height] = [columns * cellW, rows * cellH];
  const body = `<g font-family="Inter" font-weight="600" fill="#000">${texts.join('')}</g>`;
  const image = await rasterise(svgOf(width, height, `0 0 ${width} ${height}`, body), width);
  const out: Record<string, GlyphEntry> = {};
  codes.forEach((code, i) => {
    const [left, top] = [(i % columns) * cellW, Math.floor(i / columns) * cellH];
    const advance = (metrics.advances.get(code)! * size) / metrics.unitsPerEm;
    const box = inkBox(image, left, top, cellW, cellH);
    out[code] = box
      ? {
          x: box.left - left - penX,
          y: box.top - top - baseline,
          w: box.width,
          h: box.height,
          at: writer.add(cut(image, box, 1)),
          advance,
        }
      : { x: 0, y: 0, w: 0, h: 0, at: 0, advance };
  });
  return out;
};

/** Pictures of random games drawn whole, the way resvg draws them: what the palette must serve. */
const paletteOf = async (): Promise<number[]> => {
  const histogram: Histogram = new Map();
  for (const game of GAME_IDS)
    for (const [seed, plies] of [
      [1, 40],
      [2, 120],
    ] as const) {
      const sample = sampleGame(game, plies, seed).at(-1)!;
      for (const theme of THEMES) {
        const board = {
          game,
          position: sample.position,
          highlight: sample.highlight,
          theme,
          mode: 'image' as const,
        };
        countColours((await rasterise(boardSvg(board), SCALES.square)).pixels, histogram);
        const card = cardSvg({
          board,
          heading: 'Adomoc',
          players: [
            { side: 'Light', name: 'Ånna Ñúñez' },
            { side: 'Dark', name: 'Ivan Petrov' },
          ],
          status: ['Move 21', 'Light to move'],
          lastMove: sample.lastMove,
          brand: 'Orrery',
        });
        countColours((await rasterise(card, CARD_WIDTH)).pixels, histogram);
      }
    }
  // 255 colours: the animated GIF keeps the 256th index for transparency (src/raster/gif.ts).
  return cutPalette(histogram, 255);
};

export const buildPictures = async (options: { force?: boolean } = {}): Promise<'built' | 'current'> => {
  const source = sourceHash();
  if (!options.force && existsSync(PACK_FILE)) {
    const bytes = readFileSync(PACK_FILE);
    const length = bytes.readUInt32LE(8);
    const index = JSON.parse(bytes.subarray(12, 12 + length).toString('utf8')) as PackIndex;
    if (index.source === source) return 'current';
  }
  const writer = new PackWriter();
  const palette = await paletteOf();
  const nearest = nearestIndex(palette);
  const sprites: Record<string, SpriteEntry> = {};
  const bases: Record<string, BaseEntry> = {};
  for (const theme of THEMES) {
    const frame = `<rect width="100%" height="100%" fill="${PALETTES[theme].frame}"/>`;
    for (const scale of Object.keys(SCALES) as Scale[]) {
      await adomocSprites(writer, theme, scale, sprites);
      await adixSprites(writer, theme, scale, sprites);
    }
    for (const game of GAME_IDS) {
      const { size, layers } = STATIC_LAYERS[game];
      for (const flipped of [false, true]) {
        const drawing = drawingFor({ game, position: '', flipped, theme, mode: 'image' });
        const svg = svgOf(size, size, `0 0 ${size} ${size}`, frame + layers(drawing));
        for (const scale of Object.keys(SCALES) as Scale[])
          bases[boardBaseName(game, theme, flipped, scale)] = baseOf(
            writer,
            await rasterise(svg, SCALES[scale]),
            nearest,
          );
      }
      const card = svgOf(
        CARD_WIDTH,
        CARD_HEIGHT,
        `0 0 ${CARD_WIDTH} ${CARD_HEIGHT}`,
        frame + cardSwatches(game, imagePaint(theme)),
      );
      bases[cardBaseName(game, theme)] = baseOf(writer, await rasterise(card, CARD_WIDTH), nearest);
    }
  }
  const glyphs: Record<string, Record<string, GlyphEntry>> = {};
  for (const size of TEXT_SIZES) glyphs[size] = await glyphsOf(writer, size);
  const index: PackIndex = {
    palette: palette.flatMap((c) => [c >> 16, (c >> 8) & 255, c & 255]),
    sprites,
    bases,
    glyphs,
    source,
  };
  mkdirSync(dirname(PACK_FILE), { recursive: true });
  // Written aside, then renamed: a reader (a test run, wrangler) never sees half a file.
  const partial = `${PACK_FILE}.${process.pid}.partial`;
  writeFileSync(partial, encodePack(index, writer.data()));
  renameSync(partial, PACK_FILE);
  return 'built';
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const result = await buildPictures({ force: process.argv.includes('--force') });
  const size = readFileSync(PACK_FILE).length;
  console.log(
    `pictures: ${result === 'built' ? 'built' : 'already current'} ${PACK_FILE} (${(size / 1024).toFixed(0)} KiB) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
