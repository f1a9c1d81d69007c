import { describe, expect, it } from 'vitest';
import { NEWCOMER, idle, rate, rateGame } from '../../src/rating/glicko2.ts';

describe('Glicko-2', () => {
  it('reproduces the worked example of Glickman’s paper (τ = 0.5)', () => {
    // A 1500 (RD 200, σ 0.06) player beats a 1400 (RD 30), loses to a 1550 (RD 100) and a 1700 (RD 300).
    const player = { rating: 1500, deviation: 200, volatility: 0.06 };
    const after = rate(
      player,
      [
        { opponent: { rating: 1400, deviation: 30, volatility: 0.06 }, score: 1 },
        { opponent: { rating: 1550, deviation: 100, volatility: 0.06 }, score: 0 },
        { opponent: { rating: 1700, deviation: 300, volatility: 0.06 }, score: 0 },
      ],
      0.5,
    );
    expect(after.rating).toBeCloseTo(1464.06, 1);
    expect(after.deviation).toBeCloseTo(151.52, 1);
    expect(after.volatility).toBeCloseTo(0.05999, 4);
  });

  it('moves two newcomers apart by the same amount after a win, and keeps a draw between equals level', () => {
    const [winner, loser] = rateGame(NEWCOMER, NEWCOMER, 1);
    expect(winner.rating - 1500).toBeCloseTo(1500 - loser.rating, 6);
    expect(winner.rating).toBeGreaterThan(1600);
    expect(winner.deviation).toBeLessThan(350);
    const [a, b] = rateGame(NEWCOMER, NEWCOMER, 0.5);
    expect(a.rating).toBeCloseTo(1500, 6);
    expect(b.rating).toBeCloseTo(1500, 6);
  });

  it('moves an established rating less than a newcomer’s, and a surprise more than the expected', () => {
    const established = { rating: 1500, deviation: 60, volatility: 0.06 };
    const opponent = { rating: 1500, deviation: 60, volatility: 0.06 };
    const [settled] = rateGame(established, opponent, 1);
    const [fresh] = rateGame(NEWCOMER, opponent, 1);
    expect(settled.rating - 1500).toBeLessThan(fresh.rating - 1500);
    const strong = { rating: 1900, deviation: 60, volatility: 0.06 };
    const [upset] = rateGame(established, strong, 1);
    const [expectedWin] = rateGame(strong, established, 1);
    expect(upset.rating - 1500).toBeGreaterThan(expectedWin.rating - 1900);
  });

  it('grows the deviation while a player is away, never past a newcomer’s', () => {
    const player = { rating: 1700, deviation: 50, volatility: 0.06 };
    expect(idle(player, 0)).toBe(player);
    expect(idle(player, 10).deviation).toBeGreaterThan(50);
    expect(idle(player, 10).rating).toBe(1700);
    expect(idle(player, 1_000_000).deviation).toBe(350);
    expect(rate(player, []).deviation).toBeCloseTo(idle(player, 1).deviation, 9);
  });
});
