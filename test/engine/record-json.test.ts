/**
 * A record's JSON form is one-to-one with its text (docs/records.md): random games of
 * both games and every variant, with every kind of ending, go text → JSON → text
 * unchanged, JSON → text → JSON unchanged, and the JSON's moves are the moves the engine
 * replays from the text.
 */
import { describe, expect, it } from 'vitest';
import type { Game, GameOutcome } from '../../src/engine/game.ts';
import { GAMES } from '../../src/engine/games.ts';
import { readRecordJson, writeRecordJson, type RecordJson } from '../../src/engine/record-json.ts';
import { seededRandom } from '../seeded-random.ts';

/** A random game of up to `plies` moves, ended by the board, a forfeit or an agreement. */
const randomGame = (game: Game, variant: string, seed: number, plies: number) => {
  const random = seededRandom(seed);
  let position = game.startPosition(variant);
  const notation: string[] = [];
  let outcome: GameOutcome | null = null;
  for (let ply = 0; ply < plies && outcome === null; ply++) {
    const moves = game.legalMoves(position, variant);
    const move = moves[Math.floor(random() * moves.length)];
    if (move === undefined) break;
    notation.push(game.makeMove(position, move));
    const played = game.play(position, variant, move);
    if (!played.ok) throw new Error(played.error.message);
    position = played.value.position;
    outcome = played.value.outcome;
  }
  const ending = random();
  if (outcome === null && ending < 0.3) outcome = { winner: game.toMove(position), reason: 'resignation' };
  else if (outcome === null && ending < 0.5) outcome = { winner: null, reason: 'agreement' };
  else if (outcome === null && ending < 0.6) outcome = { winner: game.toMove(position), reason: 'time' };
  return { notation, outcome };
};

const cases = GAMES.games.flatMap((game) =>
  game.variants.flatMap((variant) =>
    Array.from({ length: 8 }, (_, seed) => ({ game, variant: variant.id, seed, plies: [0, 1, 2, 7, 40][seed % 5]! })),
  ),
);

describe('the JSON form of a record', () => {
  it.each(cases)('$game.id $variant, seed $seed: text ↔ JSON ↔ replayed game', ({ game, variant, seed, plies }) => {
    const { notation, outcome } = randomGame(game, variant, seed, plies);
    const text = game.makeRecord(
      {
        variant,
        players: { [game.sides[0].id]: 'Ann "the first"', [game.sides[1].id]: 'Bob\\' },
        started: '2026-11-01',
        ended: '2026-11-20',
        outcome,
        extra: { Site: 'https://orrery.example/g/abc' },
      },
      notation,
    );
    const json = readRecordJson(text);
    if (!json.ok) throw new Error(json.error.message);
    expect(writeRecordJson(json.value)).toBe(text);
    expect(readRecordJson(writeRecordJson(json.value))).toEqual(json);
    expect(json.value.moves).toEqual(notation);
    const replayed = game.replayRecord(text);
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(replayed.value.notation).toEqual(json.value.moves);
    expect(replayed.value.stopped).toBeNull();
    expect(Object.fromEntries(json.value.tags)).toEqual(replayed.value.tags);
  });

  it('writes a record that starts with the second player to move and ends in an agreed draw', () => {
    const record: RecordJson = {
      tags: [
        ['Game', 'Adomoc'],
        ['Result', 'draw'],
      ],
      first: { round: 6, second: true },
      moves: ['Fa3a4', 'Fj3j4', 'Fa4a5'],
      end: '--',
    };
    const text = writeRecordJson(record);
    expect(text).toBe('[Game "Adomoc"]\n[Result "draw"]\n\n6... Fa3a4 7. Fj3j4 Fa4a5 8. --\n');
    expect(readRecordJson(text)).toEqual({ ok: true, value: record });
  });

  it.each([
    ['no blank line', '[Game "Adomoc"]\n1. Fa3a4\n'],
    ['a number out of turn', '[Game "Adomoc"]\n\n1. Fa3a4 Fj3j4 3. Fa4a5\n'],
    ['a move after the end', '[Game "Adomoc"]\n\n1. _ Fj3j4\n'],
    ['lenient spacing', '[Game "Adomoc"]\n\n1.Fa3a4\n'],
    ['a tag not as written', '[Game   "Adomoc"]\n\n1. Fa3a4\n'],
    ['no line break at the end', '[Game "Adomoc"]\n\n1. Fa3a4'],
  ])('refuses text not in the written form: %s', (_, text) => {
    const read = readRecordJson(text);
    expect(!read.ok && read.error.code).toBe('ERR_RECORD_FORM');
  });
});
