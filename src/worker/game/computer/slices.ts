/**
 * The computer's thinking in slices. Every game's object may share one thread with others
 * (locally they all do), and a search runs for seconds: run whole, it held every other
 * game's reads and moves until it ended. Here it pauses after SLICE_NODES positions or
 * SLICE_MS, whichever comes first (the platform's clock may not move during a slice, so
 * positions bound it too), and lets the thread go before the next slice: no one call
 * takes more than a slice of CPU, and another game waits at most that long for it.
 */

/** Positions searched in one slice at most: 5–30 ms at the search's measured 270,000–660,000 a second. */
export const SLICE_NODES = 8_192;
/** A slice's time at most, where the clock moves during it. */
export const SLICE_MS = 20;
/** How often the search asks whether to pause (search.ts CLOCK_EVERY). */
const ASKED_EVERY = 128;

/** Lets every other task waiting on the thread run before going on. */
const letOthersRun = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Runs `steps` (made with the `pause` given) to their end, a slice at a time; the pauses
 * in between are the only awaits. `slices` counts them for the curious.
 */
export const runInSlices = async <T>(
  make: (pause: () => boolean) => Generator<void, T, void>,
  now: () => number = () => performance.now(),
): Promise<{ readonly value: T; readonly slices: number }> => {
  let asked = 0;
  let sliceStart = now();
  const pause = (): boolean => {
    asked += ASKED_EVERY;
    return asked >= SLICE_NODES || now() - sliceStart >= SLICE_MS;
  };
  const steps = make(pause);
  for (let slices = 1; ; slices++) {
    const step = steps.next();
    if (step.done) return { value: step.value, slices };
    await letOthersRun();
    asked = 0;
    sliceStart = now();
  }
};

/**
 * A search that may outlast one alarm: run for a while (`run`), it stops between two slices
 * when that invocation's share is spent and goes on from the very same state at the next
 * `run`, so the move is the one a search run whole would make. Its `clock`, handed to the
 * search as its `now`, counts only the time it has been running: a deadline on it is a
 * budget of thinking, not of waiting between alarms. The time between two slices of one
 * run (other games' requests included) counts as thinking: the budget errs short.
 */
export class Thinking<T> {
  private readonly steps: Generator<void, T, void>;
  /** Milliseconds thought before the current mark. */
  private spent = 0;
  /** When the current run's last slice began; null between runs. */
  private mark: number | null = null;
  private asked = 0;
  private readonly now: () => number;

  constructor(
    make: (pause: () => boolean, clock: () => number) => Generator<void, T, void>,
    now: () => number = () => performance.now(),
  ) {
    this.now = now;
    this.steps = make(
      () => {
        this.asked += ASKED_EVERY;
        return this.asked >= SLICE_NODES || (this.mark !== null && this.now() - this.mark >= SLICE_MS);
      },
      () => this.clock(),
    );
  }

  /** Milliseconds of thinking so far, over every run. */
  clock(): number {
    return this.spent + (this.mark === null ? 0 : this.now() - this.mark);
  }

  /** Thinks for about `ms` (whole slices); the result, or null when there is more to think. */
  async run(ms: number): Promise<T | null> {
    const until = this.clock() + ms;
    this.mark = this.now();
    try {
      for (;;) {
        this.asked = 0;
        const step = this.steps.next();
        if (step.done) return step.value;
        if (this.clock() >= until) return null;
        await letOthersRun();
        const now = this.now();
        this.spent += now - this.mark!;
        this.mark = now;
      }
    } finally {
      this.spent = this.clock();
      this.mark = null;
    }
  }
}
