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
