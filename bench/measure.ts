/** Timing: warm a function up, then time it in batches and keep the median and best. */

export interface Timing {
  /** Milliseconds per call. */
  readonly medianMs: number;
  readonly bestMs: number;
  /** Calls timed, warm-up excluded. */
  readonly calls: number;
  readonly samples: number;
}

export interface MeasureOptions {
  /** Warm-up time before timing starts. */
  readonly warmupMs?: number;
  /** Least time spent timing, over all samples. */
  readonly minTotalMs?: number;
  /** Least time one sample should take; calls are batched to reach it. */
  readonly minSampleMs?: number;
  readonly minSamples?: number;
  readonly maxSamples?: number;
}

/** Results are folded into this so the optimiser cannot drop the work being timed. */
let sink = 0;
const consume = (value: number): void => {
  sink = (sink + value) | 0;
};

const median = (sorted: readonly number[]): number => {
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Times `run`, which returns a number to keep its work alive. */
export const measure = (run: () => number, options: MeasureOptions = {}): Timing => {
  const { warmupMs = 250, minTotalMs = 1000, minSampleMs = 50, minSamples = 5, maxSamples = 200 } = options;

  let batch = 1;
  const warmupEnd = performance.now() + warmupMs;
  do {
    const start = performance.now();
    for (let i = 0; i < batch; i++) consume(run());
    const elapsed = performance.now() - start;
    if (elapsed < minSampleMs) batch = Math.max(batch + 1, Math.ceil((batch * minSampleMs) / Math.max(elapsed, 0.01)));
  } while (performance.now() < warmupEnd);

  const perCall: number[] = [];
  let total = 0;
  while ((perCall.length < minSamples || total < minTotalMs) && perCall.length < maxSamples) {
    const start = performance.now();
    for (let i = 0; i < batch; i++) consume(run());
    const elapsed = performance.now() - start;
    total += elapsed;
    perCall.push(elapsed / batch);
  }
  perCall.sort((a, b) => a - b);
  return { medianMs: median(perCall), bestMs: perCall[0]!, calls: perCall.length * batch, samples: perCall.length };
};

/** How many `units` one call handles, per second, at the median and at the best time. */
export const rate = (timing: Timing, units: number): { median: number; best: number } => ({
  median: (units * 1000) / timing.medianMs,
  best: (units * 1000) / timing.bestMs,
});
