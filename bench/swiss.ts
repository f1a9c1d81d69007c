/**
 * `npm run bench:swiss`: the CPU one Swiss round's pairing takes, in Node, for fields
 * of 40, 100 and 200 entrants over log₂(n) + 2 rounds of seeded random results. It
 * reports figures and never fails on speed; a refused pairing exits 1.
 */
import { pairSwiss } from '../src/tournament/swiss.ts';
import type { GameResult, PlayedRound } from '../src/tournament/types.ts';
import { seededRandom } from '../test/seeded-random.ts';

const RESULTS: readonly GameResult[] = ['first', 'second', 'draw'];

for (const size of [40, 100, 200]) {
  const entrants = Array.from({ length: size }, (_, i) => ({ id: `p${i}`, rating: 1500 + ((i * 37) % 400) }));
  const random = seededRandom(size);
  const rounds: PlayedRound[] = [];
  const times: number[] = [];
  const roundCount = Math.ceil(Math.log2(size)) + 2;
  for (let round = 1; round <= roundCount; round++) {
    const start = performance.now();
    const paired = pairSwiss({ entrants, rounds, round });
    times.push(performance.now() - start);
    if (!paired.ok) {
      console.error(`${size} entrants, round ${round}: ${paired.error.message}`);
      process.exit(1);
    }
    const games = paired.value.pairings.map((pairing) => ({
      ...pairing,
      result: RESULTS[Math.floor(random() * 3)]!,
    }));
    rounds.push({ round, games, bye: paired.value.bye });
  }
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  console.log(
    `${size} entrants, ${roundCount} rounds: ${mean.toFixed(0)} ms a round on average, ${Math.max(...times).toFixed(0)} ms at most`,
  );
}
