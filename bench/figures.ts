/** Every figure of the benchmark, each checked for correctness before and while it is timed. */
import { readFileSync } from 'node:fs';
import { Chess } from 'chessops/chess';
import { perft as chessopsPerft } from 'chessops/debug';
import {
  countLegalMoves,
  legalMoves,
  makeMove,
  parseMove,
  perft,
  sameMove,
  startPosition,
  type Move,
} from '../src/engine/adomoc/index.ts';
import { measure, rate, type Timing } from './measure.ts';
import { loadPositions, type BenchPosition } from './positions.ts';

/** A wrong count: the benchmark stops and exits non-zero. */
export class CountMismatch extends Error {
  override name = 'CountMismatch';
}

const expectCount = (what: string, actual: number, expected: number): number => {
  if (actual !== expected) throw new CountMismatch(`${what}: counted ${actual}, expected ${expected}`);
  return actual;
};

export interface PerftFigure {
  readonly depth: number;
  readonly nodes: number;
  readonly timing: Timing;
  readonly nodesPerSecond: { readonly median: number; readonly best: number };
}

export const ADOMOC_PERFT_DEPTH = 4;
export const ADOMOC_PERFT_NODES = 1_637_030;

export const adomocPerft = (): PerftFigure => {
  const start = startPosition();
  const run = () =>
    expectCount(
      `Adomoc perft(${ADOMOC_PERFT_DEPTH})`,
      perft(start, 'standard', ADOMOC_PERFT_DEPTH),
      ADOMOC_PERFT_NODES,
    );
  const timing = measure(run, { minTotalMs: 1500, minSamples: 9 });
  return {
    depth: ADOMOC_PERFT_DEPTH,
    nodes: ADOMOC_PERFT_NODES,
    timing,
    nodesPerSecond: rate(timing, ADOMOC_PERFT_NODES),
  };
};

/** Chess start-position perft counts, depth → leaf nodes. */
export const CHESS_PERFT_NODES: ReadonlyMap<number, number> = new Map([
  [4, 197_281],
  [5, 4_865_609],
]);

/** chessops' own perft (chessops/debug): it clones at each node and bulk-counts at depth 1. */
export const chessopsPerftAt = (depth: number): PerftFigure => {
  const nodes = CHESS_PERFT_NODES.get(depth);
  if (nodes === undefined) throw new Error(`no known chess perft count at depth ${depth}`);
  const start = Chess.default();
  const run = () => expectCount(`chessops perft(${depth})`, chessopsPerft(start, depth), nodes);
  const timing = measure(run, {
    minTotalMs: depth >= 5 ? 3000 : 1500,
    minSamples: depth >= 5 ? 3 : 9,
    warmupMs: depth >= 5 ? 0 : 250,
  });
  return { depth, nodes, timing, nodesPerSecond: rate(timing, nodes) };
};

export const chessopsVersion = (): string => {
  const manifest: unknown = JSON.parse(
    readFileSync(new URL('../../package.json', import.meta.resolve('chessops')), 'utf8'),
  );
  const version =
    typeof manifest === 'object' && manifest !== null ? (manifest as Record<string, unknown>).version : undefined;
  return typeof version === 'string' ? version : 'unknown';
};

export interface ThroughputFigure {
  readonly timing: Timing;
  /** Per second, at the median time. */
  readonly positionsPerSecond: number;
  readonly movesPerSecond: number;
}

export interface MoveGenerationFigures {
  readonly positions: number;
  readonly byVariant: Readonly<Record<string, number>>;
  readonly moves: number;
  readonly legalMoves: ThroughputFigure;
  readonly countLegalMoves: ThroughputFigure;
  readonly notationRoundTrip: ThroughputFigure;
}

const throughput = (run: () => number, positions: number, moves: number): ThroughputFigure => {
  const timing = measure(run, { minTotalMs: 1000 });
  return { timing, positionsPerSecond: rate(timing, positions).median, movesPerSecond: rate(timing, moves).median };
};

/** Checks the engine against the vectors' move counts and the notation round trip, once, untimed. */
const verifyMoves = (set: readonly BenchPosition[], moves: readonly (readonly Move[])[]): number => {
  let total = 0;
  set.forEach(({ name, position, variant, expectedMoves }, i) => {
    expectCount(`${name} countLegalMoves`, countLegalMoves(position, variant), expectedMoves);
    const listed = moves[i]!;
    expectCount(`${name} legalMoves`, listed.length, expectedMoves);
    for (const move of listed) {
      const text = makeMove(move);
      const back = parseMove(position, variant, text);
      if (!back.ok || !sameMove(back.value, move))
        throw new CountMismatch(`${name}: ${text} does not read back as the same move`);
    }
    total += expectedMoves;
  });
  return total;
};

export const moveGeneration = (): MoveGenerationFigures => {
  const set = loadPositions();
  const moves = set.map(({ position, variant }) => legalMoves(position, variant));
  const total = verifyMoves(set, moves);
  const byVariant: Record<string, number> = {};
  for (const { variant } of set) byVariant[variant] = (byVariant[variant] ?? 0) + 1;

  const listAll = () => {
    let n = 0;
    for (const { position, variant } of set) n += legalMoves(position, variant).length;
    return expectCount('legalMoves over the set', n, total);
  };
  const countAll = () => {
    let n = 0;
    for (const { position, variant } of set) n += countLegalMoves(position, variant);
    return expectCount('countLegalMoves over the set', n, total);
  };
  const roundTripAll = () => {
    let n = 0;
    set.forEach(({ position, variant }, i) => {
      for (const move of moves[i]!) if (parseMove(position, variant, makeMove(move)).ok) n++;
    });
    return expectCount('notation round trips over the set', n, total);
  };

  return {
    positions: set.length,
    byVariant,
    moves: total,
    legalMoves: throughput(listAll, set.length, total),
    countLegalMoves: throughput(countAll, set.length, total),
    notationRoundTrip: throughput(roundTripAll, set.length, total),
  };
};
