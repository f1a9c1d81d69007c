import { describe, expect, it } from 'vitest';
import { primeFeet } from '../../../bench/prime-feet.ts';
import type { Position } from '../../../src/engine/adomoc/position.ts';
import { adomocGame } from '../../../src/engine/adomoc/game.ts';

const at = (notation: string): Position => {
  const parsed = adomocGame.parsePosition(notation);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

describe("bench:ai's account of a capped game's prime feet", () => {
  it('names each prime foot and the enemy suns next to it, light first', () => {
    // Level 8 against 7, Standard game 12, at the 300th ply.
    expect(primeFeet(at('10/6fF2/FM1F1Sfff^F^/M2s1m2Ss/2m7/2F1M5/4m5/2M^m^2S^2s^ - l - 153'))).toBe(
      "light's prime foot on j3 held by the sun on j4; dark's prime foot on i3 held by the sun on i4",
    );
    expect(primeFeet(at('10/MsFM1s1f2/1FFMF^mfffm^/4s2S2/s^5f^3/10/10/3S^5M^ - l - 153'))).toBe(
      "light's prime foot on e3 held by the suns on e4, f2; dark's prime foot on g5 held by the sun on h4",
    );
  });

  it("does not count a breed's own suns, and marks cycle 8", () => {
    expect(primeFeet(at('SSS^SSsss^ss/MMM^MMmmm^mm/FFF^FFfff^ff/10/10/10/10/10 - l - 1'))).toBe(
      "light's prime foot on c3, free; dark's prime foot on h3, free",
    );
    expect(primeFeet(at('SSS^SSsss^ss/MMM^MMmmm^mm/FF1FFfff^ff/10/10/10/10/2F^S6 - l - 1'))).toBe(
      "light's prime foot on c8 (cycle 8), free; dark's prime foot on h3, free",
    );
  });
});
