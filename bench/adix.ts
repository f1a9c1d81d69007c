/**
 * ADIX's figures for the benchmark: perft(4) from the start, its count checked on every
 * run. `node bench/adix.ts` prints them on their own; bench/engine.ts can call adixPerft().
 */
import { fileURLToPath } from 'node:url';
import { perft, startPosition } from '../src/engine/adix/index.ts';
import { CountMismatch, type PerftFigure } from './figures.ts';
import { measure, rate } from './measure.ts';

export const ADIX_PERFT_DEPTH = 4;
/**
 * A winning capture is a leaf only at depth 1 (the conformance rule); counting the four
 * captures of the black captain at ply 3 as leaves too would give 3,811,526.
 */
export const ADIX_PERFT_NODES = 3_811_522;

export const adixPerft = (): PerftFigure => {
  const start = startPosition();
  const run = () => {
    const nodes = perft(start, ADIX_PERFT_DEPTH);
    if (nodes !== ADIX_PERFT_NODES)
      throw new CountMismatch(`ADIX perft(${ADIX_PERFT_DEPTH}): counted ${nodes}, expected ${ADIX_PERFT_NODES}`);
    return nodes;
  };
  const timing = measure(run, { minTotalMs: 1500, minSamples: 9 });
  return { depth: ADIX_PERFT_DEPTH, nodes: ADIX_PERFT_NODES, timing, nodesPerSecond: rate(timing, ADIX_PERFT_NODES) };
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figure = adixPerft();
  const perSecond = (n: number) => `${(n / 1e6).toFixed(2)} M nodes/s`;
  console.log(
    `ADIX perft(${figure.depth}), start position: ${figure.nodes.toLocaleString('en-US')} nodes (count checked)`,
  );
  console.log(`  median ${figure.timing.medianMs.toFixed(1)} ms   ${perSecond(figure.nodesPerSecond.median)}`);
  console.log(
    `  best   ${figure.timing.bestMs.toFixed(1)} ms   ${perSecond(figure.nodesPerSecond.best)}   (${figure.timing.calls} runs timed)`,
  );
}
