/**
 * `npm run bench [-- --json]`: the engines' speed (Adomoc beside chessops on chess as a
 * reference peer, and ADIX). It reports figures and never fails on speed; a wrong count exits 1.
 */
import { arch, platform } from 'node:os';
import { ADIX_PERFT_DEPTH, adixPerft } from './adix.ts';
import {
  ADOMOC_PERFT_DEPTH,
  CountMismatch,
  adomocPerft,
  chessopsPerftAt,
  chessopsVersion,
  moveGeneration,
  type PerftFigure,
  type ThroughputFigure,
} from './figures.ts';

/** The chessops depth the ratio is taken against; depth 4 is reported beside it. */
const PEER_DEPTH = 5;

const args = process.argv.slice(2);
const json = args.includes('--json');
const unknown = args.filter((arg) => arg !== '--json');
if (unknown.length > 0) {
  console.error(`unknown argument ${unknown.join(' ')}\nusage: npm run bench [-- --json]`);
  process.exit(2);
}

const grouped = (n: number): string => Math.round(n).toLocaleString('en-US');
const perSecond = (n: number, unit: string): string =>
  n >= 1e6
    ? `${(n / 1e6).toFixed(2)} M ${unit}/s`
    : n >= 1e3
      ? `${(n / 1e3).toFixed(1)} k ${unit}/s`
      : `${n.toFixed(0)} ${unit}/s`;
const ms = (t: number): string => `${t < 10 ? t.toFixed(3) : t.toFixed(1)} ms`;

const perftLines = (figure: PerftFigure): string[] => [
  `  median ${ms(figure.timing.medianMs).padStart(10)}   ${perSecond(figure.nodesPerSecond.median, 'nodes').padStart(17)}`,
  `  best   ${ms(figure.timing.bestMs).padStart(10)}   ${perSecond(figure.nodesPerSecond.best, 'nodes').padStart(17)}` +
    `   (${figure.timing.calls} runs timed)`,
];

const throughputLine = (label: string, figure: ThroughputFigure, positions: boolean): string =>
  `  ${label.padEnd(44)}` +
  (positions ? `${perSecond(figure.positionsPerSecond, 'positions').padStart(21)}   ` : ' '.repeat(24)) +
  perSecond(figure.movesPerSecond, 'moves').padStart(17);

const main = (): void => {
  const header = {
    node: process.version,
    platform: `${platform()} ${arch()}`,
    chessops: chessopsVersion(),
  };
  if (!json) {
    console.log('Orrery engine benchmark (figures are medians unless marked best)');
    console.log(`Node ${header.node} · ${header.platform} · chessops ${header.chessops}\n`);
  }

  const adomoc = adomocPerft();
  if (!json) {
    console.log(
      `Adomoc perft(${ADOMOC_PERFT_DEPTH}), start position, standard: ${grouped(adomoc.nodes)} nodes (count checked)`,
    );
    for (const line of perftLines(adomoc)) console.log(line);
    console.log();
  }

  const adix = adixPerft();
  if (!json) {
    console.log(`ADIX perft(${ADIX_PERFT_DEPTH}), start position: ${grouped(adix.nodes)} nodes (count checked)`);
    for (const line of perftLines(adix)) console.log(line);
    console.log();
  }

  const generation = moveGeneration();
  if (!json) {
    const variants = Object.entries(generation.byVariant)
      .map(([variant, n]) => `${n} ${variant}`)
      .join(', ');
    console.log(
      `Legal moves over ${generation.positions} fixed positions (${variants}), ${grouped(generation.moves)} moves (counts checked)`,
    );
    console.log(throughputLine('legalMoves (move objects)', generation.legalMoves, true));
    console.log(throughputLine('countLegalMoves', generation.countLegalMoves, true));
    console.log(throughputLine('notation round trip (makeMove + parseMove)', generation.notationRoundTrip, false));
    console.log();
  }

  const peers = [4, PEER_DEPTH].map((depth) => {
    const figure = chessopsPerftAt(depth);
    if (!json) {
      if (depth === 4)
        console.log(
          'chessops perft (chessops/debug perft: clones each node, bulk-counts at depth 1), chess start position',
        );
      console.log(`chessops perft(${depth}): ${grouped(figure.nodes)} nodes (count checked)`);
      for (const line of perftLines(figure)) console.log(line);
    }
    return figure;
  });
  const peer = peers.find((figure) => figure.depth === PEER_DEPTH)!;
  const ratio = adomoc.nodesPerSecond.median / peer.nodesPerSecond.median;
  const ratios = Object.fromEntries(
    peers.map((figure) => [
      `chessopsPerft${figure.depth}`,
      adomoc.nodesPerSecond.median / figure.nodesPerSecond.median,
    ]),
  );

  if (json) {
    console.log(
      JSON.stringify({
        ...header,
        adomocPerft: adomoc,
        adixPerft: adix,
        moveGeneration: generation,
        chessopsPerft: { function: 'chessops/debug perft', bulkCountsAtDepth1: true, runs: peers },
        ratio: {
          basis: `median nodes/s, Adomoc perft(${ADOMOC_PERFT_DEPTH}) ÷ chessops perft(${PEER_DEPTH})`,
          value: ratio,
          byChessopsDepth: ratios,
        },
      }),
    );
    return;
  }
  console.log();
  console.log(
    `Ratio Adomoc nodes/s ÷ chessops nodes/s (perft(${ADOMOC_PERFT_DEPTH}) ÷ perft(${PEER_DEPTH}), medians): ${ratio.toFixed(2)}   goal ≥ 1.00`,
  );
  console.log(`  against chessops perft(4) instead: ${(ratios.chessopsPerft4 ?? Number.NaN).toFixed(2)}`);
};

try {
  main();
} catch (error) {
  if (!(error instanceof CountMismatch)) throw error;
  console.error(`bench: wrong count, no figures reported. ${error.message}`);
  process.exit(1);
}
