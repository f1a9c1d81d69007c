/**
 * A search run over several alarms (src/worker/game/computer/slices.ts `Thinking`): the
 * same move, score and node count as the search run whole, and a clock that counts only
 * the time it ran, not the time between runs.
 */
import { describe, expect, test } from 'vitest';
import { think, thinkSteps } from '../../../../src/ai/index.ts';
import { GAMES } from '../../../../src/engine/games.ts';
import { Thinking } from '../../../../src/worker/game/computer/slices.ts';

describe('thinking over several alarms', () => {
  test('makes the move the whole search makes, however many runs it takes', async () => {
    const adix = GAMES.get('adix')!;
    const position = adix.startPosition('standard');
    const options = { level: 5, seed: 7, limits: { deadline: 60_000 } };
    const whole = think(adix, position, 'standard', { ...options, now: () => 0 });
    const thinking = new Thinking((pause, clock) =>
      thinkSteps(adix, position, 'standard', { ...options, now: clock, pause }),
    );
    let runs = 1;
    // Each run of no time at all thinks one slice and stops: an alarm with no time to spare.
    let result = await thinking.run(0);
    for (; result === null; runs++) result = await thinking.run(0);
    expect(runs).toBeGreaterThan(1);
    expect({ move: result.notation, score: result.score, nodes: result.nodes }).toEqual({
      move: whole.notation,
      score: whole.score,
      nodes: whole.nodes,
    });
  });

  test('counts the time it ran, not the time between its runs', async () => {
    let now = 0;
    let slices = 0;
    const thinking = new Thinking(
      function* (pause, clock) {
        for (;;) {
          now += 5; // each step takes 5 ms
          slices++;
          if (clock() >= 40) return slices;
          // A slice is one step here: it yields after each, whatever pause says.
          pause();
          yield;
        }
      },
      () => now,
    );
    expect(await thinking.run(10)).toBeNull();
    now += 10_000; // the wait for the next alarm
    expect(thinking.clock()).toBe(10);
    expect(await thinking.run(1_000)).toBe(8);
    expect(thinking.clock()).toBe(40);
  });
});
