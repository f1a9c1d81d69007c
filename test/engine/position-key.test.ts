import { describe, expect, test } from 'vitest';
import { EVALUATIONS } from '../../src/ai/evaluations.ts';
import { POSITION_KEYS } from '../../src/ai/position-keys.ts';
import type { GameId } from '../../src/engine/game-id.ts';
import type { Game } from '../../src/engine/game.ts';
import { GAMES } from '../../src/engine/games.ts';
import { KEY_LIMIT } from '../../src/engine/position-key.ts';
import { pick, seededRandom } from './random.ts';

/** Positions of seeded random games in every variant, with each one's null-move twin (the other side to move). */
const positionsOf = (gameId: GameId): { game: Game; positions: unknown[] } => {
  const game = GAMES.get(gameId)!;
  const evaluation = EVALUATIONS[gameId];
  const positions: unknown[] = [];
  for (const { id: variant } of game.variants)
    for (let seed = 1; seed <= 12; seed++) {
      const random = seededRandom(seed);
      let position = game.startPosition(variant);
      for (let ply = 0; ply < 120; ply++) {
        positions.push(position, evaluation.pass(position));
        const moves = game.legalMoves(position, variant);
        if (moves.length === 0) break;
        const played = game.play(position, variant, pick(random, moves));
        if (!played.ok || played.value.outcome) break;
        position = played.value.position;
      }
    }
  return { game, positions };
};

/** Whether `key` gives equal numbers exactly for equal texts over the positions. */
const agrees = (positions: unknown[], text: (position: unknown) => string, key: (position: unknown) => number) => {
  const byText = new Map<string, number>();
  const byKey = new Map<number, string>();
  const disagreements: string[] = [];
  for (const position of positions) {
    const t = text(position);
    const k = key(position);
    if (!Number.isInteger(k) || k < 0 || k >= KEY_LIMIT) disagreements.push(`${t}: key ${k} out of range`);
    if (byText.has(t) && byText.get(t) !== k) disagreements.push(`${t}: two keys`);
    if (byKey.has(k) && byKey.get(k) !== t) disagreements.push(`${t} and ${byKey.get(k)}: one key`);
    byText.set(t, k);
    byKey.set(k, t);
  }
  return { disagreements, distinct: byText.size };
};

describe.each(['adomoc', 'adix'] as const)('%s position keys', (gameId) => {
  const { game, positions } = positionsOf(gameId);
  const keys = POSITION_KEYS[gameId];
  const withoutCounter = (notation: string) => notation.slice(0, notation.lastIndexOf(' '));

  test('the whole key tells positions apart exactly as their notation does', () => {
    const { disagreements, distinct } = agrees(
      positions,
      (position) => game.makePosition(position),
      // Read back from the notation, so that equal positions built apart are keyed alike.
      (position) => {
        const read = game.parsePosition(game.makePosition(position));
        if (!read.ok) throw new Error(read.error.message);
        return keys.whole(read.value, keys.repetition(read.value));
      },
    );
    expect(disagreements).toEqual([]);
    expect(distinct).toBeGreaterThan(1000);
  });

  test('the repetition key tells them apart as their notation does without the move counter', () => {
    const { disagreements, distinct } = agrees(
      positions,
      (position) => withoutCounter(game.makePosition(position)),
      (position) => keys.repetition(position),
    );
    expect(disagreements).toEqual([]);
    expect(distinct).toBeGreaterThan(1000);
  });

  test('the same position a round later has the same repetition key and another whole key', () => {
    const notation = game.makePosition(positions[40]);
    const later = game.parsePosition(notation.replace(/ \d+$/, ' 153'));
    const now = game.parsePosition(notation);
    if (!later.ok || !now.ok) throw new Error('unreadable');
    expect(keys.repetition(later.value)).toBe(keys.repetition(now.value));
    expect(keys.whole(later.value, keys.repetition(later.value))).not.toBe(
      keys.whole(now.value, keys.repetition(now.value)),
    );
  });
});
