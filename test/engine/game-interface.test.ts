/**
 * The shared game interface, checked the same way for every registered game: what the
 * server, the browser and the command line rely on without knowing which game it is.
 */
import { describe, expect, test } from 'vitest';
import type { Game } from '../../src/engine/game.ts';
import { GAMES, createRegistry, variantOf } from '../../src/engine/games.ts';
import { seededRandom } from './random.ts';

/** A seeded random game through the interface only: the positions before each move and the moves. */
const randomGame = (game: Game, variant: string, seed: number, plies: number) => {
  const random = seededRandom(seed);
  const steps: { position: unknown; move: unknown }[] = [];
  let position = game.startPosition(variant);
  for (let i = 0; i < plies && !game.outcome(position, variant); i++) {
    const moves = game.legalMoves(position, variant);
    const move = moves[Math.floor(random() * moves.length)]!;
    steps.push({ position, move });
    const played = game.play(position, variant, move);
    if (!played.ok) throw new Error(played.error.message);
    position = played.value.position;
  }
  return { steps, end: position };
};

describe('the registry', () => {
  test('refuses two games with one id', () => {
    const game = GAMES.games[0]!;
    expect(() => createRegistry([game, { ...game }])).toThrow(/share the id/);
  });

  test('finds games by id and variants by id, case-insensitively, with the default when none is given', () => {
    for (const game of GAMES.games) {
      expect(GAMES.get(game.id)).toBe(game);
      expect(variantOf(game, undefined)).toBe(game.defaultVariant);
      expect(variantOf(game, game.variants[0]!.id.toUpperCase())).toBe(game.variants[0]!.id);
      expect(variantOf(game, 'no-such-variant')).toBeUndefined();
    }
    expect(GAMES.get('chess')).toBeUndefined();
  });
});

describe.each(GAMES.games.map((game) => [game.id, game] as const))('%s through the interface', (_id, game) => {
  const variant = game.defaultVariant;

  test('names two sides, the first to move from the start', () => {
    expect(game.sides).toHaveLength(2);
    expect(game.toMove(game.startPosition(variant))).toBe(game.sides[0].id);
    expect(game.variants.map((info) => info.id)).toContain(variant);
  });

  test('writes and reads positions and moves back to the same thing along random games', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const { steps, end } = randomGame(game, variant, seed, 60);
      for (const { position, move } of [...steps, { position: end, move: null }]) {
        const text = game.makePosition(position);
        const again = game.parsePosition(text);
        expect(again.ok && game.makePosition(again.value)).toBe(text);
        if (move === null) continue;
        const notation = game.makeMove(position, move);
        const read = game.parseMove(position, variant, notation);
        expect(read.ok && game.makeMove(position, read.value)).toBe(notation);
      }
    }
  });

  test('offers from each movable square exactly the legal moves, grouped by target', () => {
    const { steps } = randomGame(game, variant, 42, 30);
    for (const { position } of steps) {
      const legal = game
        .legalMoves(position, variant)
        .map((move) => game.makeMove(position, move))
        .sort();
      const offered = game
        .movableSquares(position, variant)
        .flatMap((square) => game.targetsFrom(position, variant, square))
        .flatMap((target) => target.options.map((option) => option.notation))
        .sort();
      expect(offered).toEqual(legal);
      expect(game.targetsFrom(position, variant, 'zz99')).toEqual([]);
    }
  });

  test('plays moves with events a person can read, and refuses garbage without throwing', () => {
    const { steps } = randomGame(game, variant, 7, 20);
    for (const { position, move } of steps) {
      const played = game.play(position, variant, move);
      expect(played.ok).toBe(true);
      if (!played.ok) continue;
      expect(played.value.events.length).toBeGreaterThan(0);
      for (const event of played.value.events) expect(game.describeEvent(event)).toMatch(/\w/);
      // A move not yet played is told as what it would do, never as done.
      for (const event of played.value.events) expect(game.describeProposedEvent(event)).toMatch(/\bwould\b/);
    }
    const start = game.startPosition(variant);
    for (const garbage of ['', 'zz', '\u0000', 'a'.repeat(500), '[]']) {
      const read = game.parseMove(start, variant, garbage);
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.error.code).toMatch(/^ERR_[A-Z_]+$/);
      expect(game.parsePosition(garbage).ok).toBe(false);
    }
  });

  test('writes a tagged record that replays to the same game', () => {
    const { steps, end } = randomGame(game, variant, 9, 40);
    const notation = steps.map(({ position, move }) => game.makeMove(position, move));
    const names = Object.fromEntries(game.sides.map((side, i) => [side.id, `Player ${i + 1}`]));
    const text = game.makeRecord(
      { variant, players: names, started: '2026-11-21', outcome: game.outcome(end, variant) },
      notation,
    );
    expect(text).toContain(`[Game "${game.name}"]`);
    const replay = game.replayRecord(text);
    expect(replay.ok).toBe(true);
    if (!replay.ok) return;
    expect(replay.value.stopped).toBeNull();
    expect(replay.value.notation).toEqual(notation);
    expect(game.makePosition(replay.value.position)).toBe(game.makePosition(end));
  });

  test('refuses a record of another game', () => {
    const replay = game.replayRecord('[Game "Chess"]\n\n1. e4 e5\n');
    expect(replay.ok).toBe(false);
    if (!replay.ok) expect(replay.error.code).toBe('ERR_TAG_GAME');
  });

  test('describes results the server decides: resignation, agreement and time', () => {
    const [first, second] = game.sides;
    expect(game.describeOutcome({ winner: first.id, reason: 'resignation' })).toMatch(/\w/);
    expect(game.describeOutcome({ winner: null, reason: 'agreement' })).toMatch(/\w/);
    expect(game.describeOutcome({ winner: second.id, reason: 'time' })).toMatch(/\w/);
  });
});
