/**
 * `npm run tune:fit -- --game adomoc --variant standard --data FILE [--data FILE2 …]
 *   [--passes 6] [--holdout 5] [--fix name,name[3],…]`
 *
 * Fits an evaluation's weights to positions labelled with their games' results
 * (scripts/tune/positions.ts), Texel's way: the error is the mean of
 * (result − sigmoid(K · score))² over the positions, K is fitted first with the weights
 * as they are (the scale that turns a score into an expected result), then each weight in
 * turn is moved up or down by a step while that lowers the error, the steps halving from
 * a quarter of the weight down to 1 (a local search: the score is not differentiable in
 * every weight, and this needs nothing but the score itself). Every `--holdout`-th game's
 * positions are kept out of the fit and only measured, so that a fit that learns the
 * games rather than the game shows. Prints the error before and after on both, K, and
 * the fitted table to paste into the evaluation's source. `--fix` keeps the weights it
 * names as they are (a whole table by its name, or one entry of it).
 */
import { readFileSync } from 'node:fs';
import { ADIX_WEIGHTS, type AdixWeights, scoreWithWeights as adixScore } from '../../src/ai/adix-evaluation.ts';
import { ADOMOC_WEIGHTS, type AdomocWeights, scoreWithWeights as adomocScore } from '../../src/ai/adomoc-evaluation.ts';
import type { Position as AdixPosition } from '../../src/engine/adix/position.ts';
import type { Position as AdomocPosition } from '../../src/engine/adomoc/position.ts';
import type { Variant } from '../../src/engine/adomoc/types.ts';
import type { GameId } from '../../src/engine/game-id.ts';
import { GAMES } from '../../src/engine/games.ts';
import { option, whole } from './arguments.ts';

type Weights = Record<string, number | readonly number[]>;

/** Per game: its weights for a variant, the score they make, and the weights left as they are. */
interface Tunable {
  readonly weights: (variant: string) => Weights;
  readonly score: (weights: Weights, variant: string) => (position: unknown) => number;
  /** Weights the variant's score does not read, or that only anchor the others (a prime's worth on cycle 0 and 1: the other side has its prime too). */
  readonly fixed: readonly string[];
}

const TUNABLE: Record<GameId, Tunable> = {
  adomoc: {
    weights: (variant) => ADOMOC_WEIGHTS[variant as Variant] as unknown as Weights,
    score: (weights, variant) => {
      const score = adomocScore(weights as unknown as AdomocWeights);
      return (position) => score(position as AdomocPosition, variant);
    },
    fixed: [
      'primeSunCycle[0]',
      'primeSunCycle[1]',
      'primeHelperCycle[0]',
      'primeHelperCycle[1]',
      'hollowRace',
      'hollowHelpers',
    ],
  },
  adix: {
    weights: () => ADIX_WEIGHTS as unknown as Weights,
    score: (weights) => {
      const score = adixScore(weights as unknown as AdixWeights);
      return (position) => score(position as AdixPosition);
    },
    fixed: [],
  },
};

const data = process.argv.flatMap((arg, i) => (process.argv[i - 1] === '--data' ? [arg] : []));
if (data.length === 0) throw new Error('--data FILE is needed (npm run tune:positions writes one)');
const gameId = option('game') as GameId;
const game = GAMES.get(gameId);
const variant = option('variant', game?.defaultVariant);
if (!game?.variants.some((v) => v.id === variant)) throw new Error(`no game and variant "${gameId}:${variant}"`);
const passes = whole('passes', '6', 1);
const holdout = whole('holdout', '5', 2);
const tunable = TUNABLE[gameId];
const fix = process.argv.includes('--fix') ? option('fix').split(',') : [];
const isFixed = (name: string): boolean =>
  tunable.fixed.includes(name) || fix.includes(name) || fix.includes(name.replace(/\[.*$/, ''));

interface Sample {
  readonly position: unknown;
  readonly result: number;
}
const fitted: Sample[] = [];
const heldOut: Sample[] = [];
for (const path of data)
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line) continue;
    const [result, index, notation] = line.split('\t') as [string, string, string];
    const parsed = game.parsePosition(notation);
    if (!parsed.ok) throw new Error(`${path}: ${parsed.error.message}: ${notation}`);
    (Number(index) % holdout === 0 ? heldOut : fitted).push({ position: parsed.value, result: Number(result) });
  }

/** A mutable copy of the weights, and the names and places of those the fit moves. */
const current: Record<string, number | number[]> = {};
const params: { name: string; get: () => number; set: (value: number) => void }[] = [];
for (const [name, value] of Object.entries(tunable.weights(variant))) {
  if (typeof value === 'number') {
    current[name] = value;
    if (!isFixed(name)) params.push({ name, get: () => current[name] as number, set: (v) => (current[name] = v) });
  } else {
    const copy = [...value];
    current[name] = copy;
    copy.forEach((_, i) => {
      if (!isFixed(`${name}[${i}]`))
        params.push({ name: `${name}[${i}]`, get: () => copy[i]!, set: (v) => (copy[i] = v) });
    });
  }
}

const scoresOf = (samples: readonly Sample[]): Float64Array => {
  const score = tunable.score(current, variant);
  return Float64Array.from(samples, (sample) => score(sample.position));
};
const errorOf = (samples: readonly Sample[], scores: Float64Array, k: number): number => {
  let sum = 0;
  for (let i = 0; i < samples.length; i++) {
    const expected = 1 / (1 + Math.exp(-k * scores[i]!));
    sum += (samples[i]!.result - expected) ** 2;
  }
  return sum / samples.length;
};
const error = (samples: readonly Sample[], k: number) => errorOf(samples, scoresOf(samples), k);

/** K by golden-section search on its logarithm, the weights as they are. */
const fitK = (): number => {
  const scores = scoresOf(fitted);
  let low = Math.log(1e-5);
  let high = Math.log(1e-1);
  const ratio = (Math.sqrt(5) - 1) / 2;
  for (let i = 0; i < 60; i++) {
    const a = high - ratio * (high - low);
    const b = low + ratio * (high - low);
    if (errorOf(fitted, scores, Math.exp(a)) < errorOf(fitted, scores, Math.exp(b))) high = b;
    else low = a;
  }
  return Math.exp((low + high) / 2);
};

const started = performance.now();
const k = fitK();
const before = { fitted: error(fitted, k), heldOut: error(heldOut, k) };
console.log(
  `${game.name} ${variant}: ${fitted.length} positions fitted, ${heldOut.length} held out (every ${holdout}th game), ${params.length} weights; K = ${k.toPrecision(4)}`,
);
console.log(`error before: ${before.fitted.toFixed(6)} fitted, ${before.heldOut.toFixed(6)} held out`);

let best = before.fitted;
for (const fraction of [1 / 4, 1 / 8, 1 / 16, 1 / 32, 0]) {
  for (let pass = 0; pass < passes; pass++) {
    let improved = false;
    for (const param of params) {
      const value = param.get();
      const step = Math.max(1, Math.round(Math.abs(value) * fraction));
      for (const candidate of [value + step, value - step]) {
        param.set(candidate);
        const trial = error(fitted, k);
        if (trial < best) {
          best = trial;
          improved = true;
          break;
        }
        param.set(value);
      }
    }
    process.stderr.write(
      `steps of ${fraction === 0 ? '1' : `1/${1 / fraction}`}, pass ${pass + 1}: ${best.toFixed(6)} (${((performance.now() - started) / 1000).toFixed(0)} s)\n`,
    );
    if (!improved) break;
  }
}

const after = { fitted: best, heldOut: error(heldOut, k) };
console.log(`error after:  ${after.fitted.toFixed(6)} fitted, ${after.heldOut.toFixed(6)} held out`);
console.log(`(K refitted with the new weights: ${fitK().toPrecision(4)})`);
const original = tunable.weights(variant);
for (const param of params) {
  const name = param.name.replace(/\[.*$/, '');
  const at = /\[(\d+)\]/.exec(param.name)?.[1];
  const was = at === undefined ? (original[name] as number) : (original[name] as readonly number[])[Number(at)]!;
  if (was !== param.get()) console.log(`  ${param.name}: ${was} → ${param.get()}`);
}
console.log('\nThe fitted table:');
console.log(
  `{\n${Object.entries(current)
    .map(([name, value]) => `  ${name}: ${Array.isArray(value) ? `[${value.join(', ')}]` : value},`)
    .join('\n')}\n}`,
);
