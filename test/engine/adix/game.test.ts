import { describe, expect, test } from 'vitest';
import { adixGame } from '../../../src/engine/adix/game.ts';
import { START_POSITION } from '../../../src/engine/adix/index.ts';

const game = adixGame;

describe('ADIX behind the shared game interface', () => {
  test('names, sides and the one variant', () => {
    expect([game.id, game.name, game.defaultVariant]).toEqual(['adix', 'ADIX', 'standard']);
    expect(game.variants.map((variant) => variant.id)).toEqual(['standard']);
    expect(game.sides).toEqual([
      { id: 'white', name: 'White' },
      { id: 'black', name: 'Black' },
    ]);
  });

  test('positions and moves go through the notation', () => {
    const start = game.startPosition('standard');
    expect(game.makePosition(start)).toBe(START_POSITION);
    expect(game.toMove(start)).toBe('white');
    expect(game.legalMoves(start, 'standard')).toHaveLength(42);
    const move = game.parseMove(start, 'standard', 'Λe3/e4');
    if (!move.ok) throw new Error(move.error.message);
    expect(game.makeMove(start, move.value)).toBe('^e3/e4');
    const played = game.play(start, 'standard', move.value);
    if (!played.ok) throw new Error(played.error.message);
    expect(game.toMove(played.value.position)).toBe('black');
    expect(played.value.events.map((event) => game.describeEvent(event))).toEqual([
      'The white teammate under shelter tipped from e3 to e4 and now shows paper.',
    ]);
    expect(game.outcome(played.value.position, 'standard')).toBeNull();
    expect(game.parsePosition('nonsense').ok).toBe(false);
  });

  test('the board interface: movable squares and the options on each target', () => {
    const start = game.startPosition('standard');
    expect(game.movableSquares(start, 'standard')).toEqual([
      'c1',
      'e1',
      'g1',
      'b2',
      'd2',
      'f2',
      'h2',
      'c3',
      'e3',
      'g3',
    ]);
    const targets = game.targetsFrom(start, 'standard', 'e1');
    const pivots = targets.find((target) => target.to === 'e1')!;
    expect(pivots.options.map((option) => [option.notation, option.kind, option.choice])).toEqual([
      ['*Pe1)', 'pivot', 'clockwise'],
      ['*Pe1(', 'pivot', 'anticlockwise'],
    ]);
    const e2 = targets.find((target) => target.to === 'e2')!;
    expect(e2.options.map((option) => [option.notation, option.kind, option.choice]).sort()).toEqual([
      ['*Pe1-e2', 'slide', 'slide'],
      ['*Pe1/e2', 'tip', 'tip'],
    ]);
    expect(game.targetsFrom(start, 'standard', 'e3')[0]?.options[0]?.choice).toBeUndefined();
    expect(game.targetsFrom(start, 'standard', 'z9')).toEqual([]);
  });

  test('records round-trip through the interface', () => {
    const text = game.makeRecord(
      {
        variant: 'standard',
        players: { white: 'Ann', black: 'Bob' },
        outcome: { winner: 'black', reason: 'resignation' },
      },
      ['^e3/e4', '^b8/a8'],
    );
    expect(text).toContain('[White "Ann"]');
    const replayed = game.replayRecord(text);
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(replayed.value.notation).toEqual(['^e3/e4', '^b8/a8']);
    expect(replayed.value.outcome).toEqual({ winner: 'black', reason: 'resignation' });
    expect(game.describeOutcome(replayed.value.outcome!)).toBe('Black won: White resigned');
    const refused = game.replayRecord('1. ^e3/e4', { variant: 'infinite' });
    expect(!refused.ok && refused.error.code).toBe('ERR_VARIANT');
  });

  test('a replay that stops reports the ply and the reason', () => {
    const replayed = game.replayRecord('1. ^e3/e4 Fe4-e5');
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(replayed.value.stopped).toMatchObject({ ply: 1, text: 'Fe4-e5', error: { code: 'ERR_NOT_YOUR_PIECE' } });
  });

  test("a variant that is not ADIX's is a bug of the caller", () => {
    expect(() => game.legalMoves(game.startPosition('standard'), 'altogether')).toThrow(/unknown ADIX variant/);
  });
});
