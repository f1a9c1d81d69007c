/**
 * The search's pruning (search.ts): the null move's pass hands the move over and changes
 * nothing else, and where a game's evaluation prunes, a middle game's plies cost far
 * fewer positions. Whether it plays better is the benchmark's to say (README, "How
 * strong it is"); the tactics tests in player.test.ts check it still sees wins in one.
 */
import { describe, expect, test } from 'vitest';
import { EVALUATIONS, search, seeded } from '../../../src/ai/index.ts';
import type { Position as AdixPosition } from '../../../src/engine/adix/position.ts';
import type { Position as AdomocPosition } from '../../../src/engine/adomoc/position.ts';
import { GAMES } from '../../../src/engine/games.ts';

const adomoc = GAMES.get('adomoc')!;
const adix = GAMES.get('adix')!;

/** The position after `plies` seeded random moves. */
const played = (game: typeof adomoc, variant: string, plies: number, seed: number): unknown => {
  const random = seeded(seed);
  let position = game.startPosition(variant);
  for (let ply = 0; ply < plies; ply++) {
    const moves = game.legalMoves(position, variant);
    const result = game.play(position, variant, moves[random.below(moves.length)]!);
    if (!result.ok) throw new Error(result.error.message);
    position = result.value.position;
  }
  return position;
};

describe('the null move', () => {
  test('Adomoc: the other breed to move, the same board, no reverse bar, the round on after Dark', () => {
    // Dark to move, barred from sending back the piece on c3 to e3.
    const parsed = adomoc.parsePosition('1MSSm1sss1/M1M2smm1S/FFFFMM^ffff^/10/10/6S3/3m1f2m^1/1F^s^5S^1 - d e3c3 42');
    if (!parsed.ok) throw new Error(parsed.error.message);
    const position = parsed.value as AdomocPosition;
    expect(position.turn).toBe('dark');
    expect(position.reverse).not.toBeNull();
    const passed = EVALUATIONS.adomoc.pass(position) as AdomocPosition;
    expect(passed.turn).toBe('light');
    expect(passed.reverse).toBeNull();
    expect(passed.round).toBe(position.round + 1);
    expect([...passed.board]).toEqual([...position.board]);
    const back = EVALUATIONS.adomoc.pass(passed) as AdomocPosition;
    expect(back.turn).toBe('dark');
    expect(back.round).toBe(passed.round);
  });

  test('ADIX: the other side to move, the same cubes and pivots, the thirty-ply count kept', () => {
    const position = played(adix, 'standard', 9, 4) as AdixPosition;
    const passed = EVALUATIONS.adix.pass(position) as AdixPosition;
    expect(passed.turn).toBe(position.turn === 'white' ? 'black' : 'white');
    expect(passed.quiet).toBe(position.quiet);
    expect(passed.pivots).toEqual(position.pivots);
    expect([...passed.board]).toEqual([...position.board]);
  });
});

describe('where the search prunes', () => {
  test('only Adomoc Infinite, where matches showed it plays better', () => {
    expect(EVALUATIONS.adomoc.prunes('infinite')).toBe(true);
    expect(EVALUATIONS.adomoc.prunes('standard')).toBe(false);
    expect(EVALUATIONS.adomoc.prunes('altogether')).toBe(false);
    expect(EVALUATIONS.adix.prunes('standard')).toBe(false);
  });

  test('four plies of an Infinite middle game cost less than half the positions', () => {
    const position = played(adomoc, 'infinite', 8, 8);
    const cost = (pruning: boolean) =>
      search(adomoc, EVALUATIONS.adomoc, 'infinite', position, { limits: { depth: 4, nodes: 400_000 }, pruning });
    const plain = cost(false);
    const pruned = cost(true);
    expect(plain.depth).toBe(4);
    expect(pruned.depth).toBe(4);
    expect(pruned.nodes * 2).toBeLessThan(plain.nodes);
  });
});
