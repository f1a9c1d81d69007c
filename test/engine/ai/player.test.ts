/**
 * The computer player against the rules: every move it returns is legal, in every
 * variant of both games, from positions reached by random play; it is deterministic for
 * a seed and a node budget; it takes a win in one when there is one, and does not leave
 * the opponent a win in one when another move avoids it. Budgets are tiny: this checks
 * correctness, the benchmark (npm run bench:ai) measures strength.
 */
import { describe, expect, test } from 'vitest';
import { LEVELS, randomMove, seeded, think } from '../../../src/ai/index.ts';
import type { Game } from '../../../src/engine/game.ts';
import { GAMES } from '../../../src/engine/games.ts';
import { SLOW_TEST_TIMEOUT, SOAK } from '../random.ts';

const CASES = GAMES.games.flatMap((game) => game.variants.map((variant) => [game, variant.id] as const));

/** Positions reached by seeded random play, none of them over. */
const randomPositions = (game: Game, variant: string, count: number, seed: number): unknown[] => {
  const random = seeded(seed);
  const positions: unknown[] = [];
  while (positions.length < count) {
    let position = game.startPosition(variant);
    const length = random.below(120);
    for (let ply = 0; ply < length; ply++) {
      const moves = game.legalMoves(position, variant);
      const played = game.play(position, variant, moves[random.below(moves.length)]!);
      if (!played.ok || played.value.outcome) break;
      position = played.value.position;
    }
    if (!game.outcome(position, variant)) positions.push(position);
  }
  return positions;
};

const winsAtOnce = (game: Game, variant: string, position: unknown, move: unknown): boolean => {
  const played = game.play(position, variant, move);
  return played.ok && played.value.outcome?.winner === game.toMove(position);
};

/** Whether the opponent, after `move`, has a move that wins at once. */
const allowsWinInOne = (game: Game, variant: string, position: unknown, move: unknown): boolean => {
  const played = game.play(position, variant, move);
  if (!played.ok || played.value.outcome) return false;
  const after = played.value.position;
  return game.legalMoves(after, variant).some((reply) => winsAtOnce(game, variant, after, reply));
};

describe.each(CASES)('the computer player in %s %s', (game, variant) => {
  test(
    'returns a legal move at every level, from positions of random play',
    () => {
      for (const [index, position] of randomPositions(game, variant, 24 * SOAK, 11).entries()) {
        const level = LEVELS[index % LEVELS.length]!.level;
        const result = think(game, position, variant, { level, seed: index, limits: { nodes: 250, depth: 3 } });
        const legal = game.legalMoves(position, variant).map((move) => game.makeMove(position, move));
        expect(legal).toContain(result.notation);
        expect(game.play(position, variant, result.move).ok).toBe(true);
      }
    },
    SLOW_TEST_TIMEOUT,
  );

  test('plays the same move for the same seed and node budget', () => {
    for (const [index, position] of randomPositions(game, variant, 4, 23).entries()) {
      const once = think(game, position, variant, { level: 2, seed: index, limits: { nodes: 400 } });
      const again = think(game, position, variant, { level: 2, seed: index, limits: { nodes: 400 } });
      expect(again.notation).toBe(once.notation);
      expect(again.nodes).toBe(once.nodes);
    }
  });
});

/**
 * Positions near the end of games the computer (small budgets) wins against a
 * random mover: where wins in one stand on the board, for either side to move.
 */
const endgamePositions = (game: Game, variant: string, games: number): unknown[] => {
  const positions: unknown[] = [];
  for (let index = 0; index < games; index++) {
    const random = seeded(index + 100);
    const line: unknown[] = [];
    let position = game.startPosition(variant);
    for (let ply = 0; ply < 200; ply++) {
      line.push(position);
      const computerMoves = ply % 2 === index % 2;
      const move = computerMoves
        ? think(game, position, variant, { level: 4, seed: ply, limits: { nodes: 1500, depth: 3 } }).move
        : randomMove(game, position, variant, random);
      const played = game.play(position, variant, move);
      if (!played.ok || played.value.outcome) break;
      position = played.value.position;
    }
    positions.push(...line.slice(-10));
  }
  return positions;
};

describe.each(GAMES.games.map((game) => [game.name, game] as const))('%s tactics', (_name, game) => {
  const variant = game.defaultVariant;
  const positions = endgamePositions(game, variant, 6);

  test(
    'takes a win in one whenever there is one',
    () => {
      const found = positions.filter((position) =>
        game.legalMoves(position, variant).some((move) => winsAtOnce(game, variant, position, move)),
      );
      // The positions must hold such cases, or this test would prove nothing.
      expect(found.length).toBeGreaterThanOrEqual(3);
      for (const [index, position] of found.slice(0, 20).entries()) {
        const result = think(game, position, variant, { level: 4, seed: index, limits: { nodes: 3000 } });
        expect(winsAtOnce(game, variant, position, result.move), game.makePosition(position)).toBe(true);
      }
    },
    SLOW_TEST_TIMEOUT,
  );

  test(
    'does not leave the opponent a win in one when a move avoids it',
    () => {
      // Checking every reply of every move is dear: stop at a few cases.
      const found: unknown[] = [];
      for (const position of positions) {
        if (found.length >= 4) break;
        const moves = game.legalMoves(position, variant);
        if (moves.some((move) => winsAtOnce(game, variant, position, move))) continue;
        const unsafe = moves.filter((move) => allowsWinInOne(game, variant, position, move)).length;
        if (unsafe > 0 && unsafe < moves.length) found.push(position);
      }
      expect(found.length).toBeGreaterThan(0);
      for (const [index, position] of found.slice(0, 20).entries()) {
        const result = think(game, position, variant, { level: 4, seed: index, limits: { nodes: 4000 } });
        expect(allowsWinInOne(game, variant, position, result.move), game.makePosition(position)).toBe(false);
      }
    },
    SLOW_TEST_TIMEOUT,
  );
});
