/**
 * Board pictures: GET /g/:id/board.png?ply=N (1200×630, drawn from the picture pack)
 * and board.svg?ply=N for games at several plies, each asked for twice. The first answer
 * is drawn ("X-Render: fresh"), the second comes from the Worker's cache ("cache"); the
 * samples go to the kind the header names, and an answer other than the one expected is
 * counted. Every PNG is checked: its signature and a 1200×630 IHDR.
 */
import type { Api, BinaryAnswer } from './client.ts';
import { newPlayer } from './phases.ts';
import type { Player } from './player.ts';
import { quantile, summarize, type LatencySummary } from './stats.ts';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export interface SizeSummary {
  readonly min: number;
  readonly p50: number;
  readonly max: number;
}

export interface PictureFigures {
  readonly games: number;
  /** The plies each game was played to. */
  readonly gamePlies: readonly number[];
  /** Pictures asked for per format: one per game and ply. */
  readonly pictures: number;
  readonly pngFresh: LatencySummary;
  readonly pngCached: LatencySummary;
  readonly svgFresh: LatencySummary;
  readonly svgCached: LatencySummary;
  /** fresh p50 ÷ cached p50. */
  readonly pngRatio: number;
  readonly svgRatio: number;
  readonly pngBytes: SizeSummary;
  readonly svgBytes: SizeSummary;
  /** Answers whose X-Render was not the one expected (fresh the first time, cache the second). */
  readonly unexpectedRender: number;
  /** PNGs without the signature or not 1200×630, and SVGs that are not SVG. */
  readonly badPictures: number;
  /** What was wrong with them (the first few). */
  readonly problems: readonly string[];
}

const byteSizes = (values: readonly number[]): SizeSummary => {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0] ?? Number.NaN, p50: quantile(sorted, 0.5), max: sorted[sorted.length - 1] ?? Number.NaN };
};

/** Why `answer` is not a 1200×630 PNG, or null when it is. */
const pngProblem = (answer: BinaryAnswer): string | null => {
  const { bytes } = answer;
  const type = answer.headers.get('Content-Type') ?? '';
  if (!type.startsWith('image/png')) return `Content-Type ${type || 'missing'}`;
  if (bytes.length < 24 || PNG_SIGNATURE.some((byte, i) => bytes[i] !== byte)) return 'no PNG signature';
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunk = new TextDecoder().decode(bytes.subarray(12, 16));
  if (view.getUint32(8) !== 13 || chunk !== 'IHDR')
    return `first chunk ${chunk} of ${view.getUint32(8)} bytes, not IHDR`;
  const [width, height] = [view.getUint32(16), view.getUint32(20)];
  return width === CARD_WIDTH && height === CARD_HEIGHT ? null : `${width}×${height}, not ${CARD_WIDTH}×${CARD_HEIGHT}`;
};

const svgProblem = (answer: BinaryAnswer): string | null => {
  const type = answer.headers.get('Content-Type') ?? '';
  if (!type.startsWith('image/svg+xml')) return `Content-Type ${type || 'missing'}`;
  const text = new TextDecoder().decode(answer.bytes);
  return /<svg[\s>]/.test(text) && text.trimEnd().endsWith('</svg>') ? null : 'not an SVG document';
};

/** `plies` distinct plies from 0 to `last`, evenly spread. */
const spread = (last: number, plies: number): number[] => [
  ...new Set(Array.from({ length: plies }, (_, i) => Math.round((last * i) / Math.max(1, plies - 1)))),
];

/**
 * `games` games, game g played to ply (g + 1) × `step`; for each, `plies` plies from 0 to
 * its last, and for each ply: PNG, SVG (both drawn), PNG, SVG again (both cached).
 */
export const measurePictures = async (
  api: Api,
  random: () => number,
  shape: { readonly games: number; readonly step: number; readonly plies: number },
): Promise<PictureFigures> => {
  const phase = 'board-pictures';
  const players: Player[] = [];
  for (let g = 0; g < shape.games; g++) {
    const player = await newPlayer(api, phase, random);
    await player.playTo(phase, (g + 1) * shape.step);
    players.push(player);
  }
  const times = {
    png: { fresh: [] as number[], cache: [] as number[] },
    svg: { fresh: [] as number[], cache: [] as number[] },
  };
  const bytes = { png: [] as number[], svg: [] as number[] };
  const problems: string[] = [];
  let unexpectedRender = 0;
  let badPictures = 0;
  let pictures = 0;

  const ask = async (
    player: Player,
    ply: number,
    format: 'png' | 'svg',
    expected: 'fresh' | 'cache',
  ): Promise<void> => {
    const path = `/g/${player.id}/board.${format}?ply=${ply}`;
    const answer = await api.getBytes(phase, path, 200);
    if (!answer) return;
    const render = answer.headers.get('X-Render');
    if (render === 'fresh' || render === 'cache') times[format][render].push(answer.ms);
    if (render !== expected) {
      unexpectedRender++;
      if (problems.length < 10) problems.push(`${path}: X-Render ${render ?? 'missing'}, expected ${expected}`);
    }
    const problem = format === 'png' ? pngProblem(answer) : svgProblem(answer);
    if (problem) {
      badPictures++;
      if (problems.length < 10) problems.push(`${path}: ${problem}`);
    }
    if (expected === 'fresh') bytes[format].push(answer.bytes.length);
  };

  for (const player of players)
    for (const ply of spread(player.ply, shape.plies)) {
      pictures++;
      await ask(player, ply, 'png', 'fresh');
      await ask(player, ply, 'svg', 'fresh');
      await ask(player, ply, 'png', 'cache');
      await ask(player, ply, 'svg', 'cache');
    }

  const summary = {
    pngFresh: summarize(times.png.fresh),
    pngCached: summarize(times.png.cache),
    svgFresh: summarize(times.svg.fresh),
    svgCached: summarize(times.svg.cache),
  };
  return {
    games: players.length,
    gamePlies: players.map((player) => player.ply),
    pictures,
    ...summary,
    pngRatio: summary.pngFresh.p50 / summary.pngCached.p50,
    svgRatio: summary.svgFresh.p50 / summary.svgCached.p50,
    pngBytes: byteSizes(bytes.png),
    svgBytes: byteSizes(bytes.svg),
    unexpectedRender,
    badPictures,
    problems,
  };
};
