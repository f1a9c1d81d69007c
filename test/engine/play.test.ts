import { describe, expect, test } from 'vitest';
import {
  describeEvent,
  describeProposedEvent,
  landingsFrom,
  movableFrom,
  startPosition,
  makeMove,
  makePosition,
  parseMove,
  parsePosition,
  parseSquare,
  play,
  squareName,
  type Position,
  type Variant,
} from '../../src/engine/adomoc/index.ts';
import { valueOf } from './results.ts';

const position = (text: string): Position => valueOf(parsePosition(text));

const playText = (at: string, text: string, variant: Variant = 'standard') => {
  const before = position(at);
  return valueOf(play(before, variant, valueOf(parseMove(before, variant, text))));
};

describe('events', () => {
  test('an origination reports the move, the originated piece and where it went', () => {
    const { events, position: after } = playText('10/10/10/10/3M3s2/10/10/10 - d - 9', 'Sh5d5ob2');
    expect(events).toEqual([
      { type: 'moved', piece: { breed: 'dark', type: 'sun', prime: false }, from: 'h5', to: 'd5' },
      { type: 'originated', piece: { breed: 'light', type: 'moon', prime: false }, from: 'd5', to: 'b2' },
    ]);
    expect(after.reverse).toEqual({ originator: parseSquare('d5'), originated: parseSquare('b2') });
    expect(events.map(describeEvent)).toEqual([
      'The dark sun moved from h5 to d5.',
      'The light moon on d5 was originated to b2.',
    ]);
    // Before it is played, the same move is told as a proposal.
    expect(events.map(describeProposedEvent)).toEqual([
      'The dark sun would move from h5 to d5.',
      'The light moon on d5 would be originated to b2.',
    ]);
  });

  test('consuming the last piece ends the game: the other side has no move', () => {
    const { events, outcome } = playText('10/10/F^9/10/10/f9/10/10 - l - 1', 'F^a3a6x');
    expect(events.map((event) => event.type)).toEqual(['moved', 'consumed', 'game-over']);
    expect(outcome).toEqual({ winner: 'light', reason: 'no-moves' });
    expect(events.map(describeProposedEvent)).toEqual([
      'The light prime foot would move from a3 to a6.',
      'The dark foot on a6 would be consumed.',
      'This move would end the game. Light wins (the player to move had no legal move).',
    ]);
  });

  test('feet newly held and released are reported with their suns', () => {
    const held = playText('S9/10/10/10/4F5/10/7s2/10 - d - 1', 'Sh7f5');
    expect(held.events).toContainEqual({
      type: 'held',
      piece: { breed: 'light', type: 'foot', prime: false },
      on: 'e5',
      by: ['f5'],
    });
    const released = playText(makePosition(held.position), 'Sa1a8');
    expect(released.events).toEqual([
      { type: 'moved', piece: { breed: 'light', type: 'sun', prime: false }, from: 'a1', to: 'a8' },
    ]);
    const away = playText('S9/10/10/10/4Fs4/10/10/10 - d - 1', 'Sf5f8');
    expect(away.events).toContainEqual({
      type: 'released',
      piece: { breed: 'light', type: 'foot', prime: false },
      on: 'e5',
    });
  });

  test('centring in the Altogether variant reports both scores', () => {
    const { events, outcome } = playText('10/10/10/10/10/2S^7/5fffff/F^M^3mmmm1 - l - 30', 'S^c6*', 'altogether');
    expect(events[0]).toEqual({ type: 'centred', piece: { breed: 'light', type: 'sun', prime: true }, from: 'c6' });
    expect(outcome).toEqual({ winner: 'dark', reason: 'centred', score: { light: 25, dark: 67 } });
    expect(describeEvent(events.at(-1)!)).toBe('Dark wins (the game is centred). Score: light 25, dark 67.');
  });

  test('an illegal move is refused and the position is unchanged', () => {
    const before = position('10/10/10/10/3M3s2/10/10/10 - d - 9');
    const snapshot = makePosition(before);
    const refused = play(before, 'standard', {
      piece: before.board[parseSquare('h5')!]!,
      from: parseSquare('h5')!,
      to: parseSquare('d5')!,
      kind: 'consume',
      origin: null,
    });
    expect(refused.ok).toBe(false);
    expect(makePosition(before)).toBe(snapshot);
  });
});

describe('landings for interfaces', () => {
  test('groups originations by landing with their origin spaces', () => {
    const at = position('10/10/10/10/3M3s2/10/10/10 - d - 9');
    const landings = landingsFrom(at, 'standard', parseSquare('h5')!);
    const onMoon = landings.find((landing) => squareName(landing.to) === 'd5')!;
    expect(onMoon.kind).toBe('originate');
    expect(onMoon.origins.map(squareName)).toEqual(['a2', 'b2', 'c2', 'd2', 'e2']);
    expect(onMoon.moves.map(makeMove)).toContain('Sh5d5ob2');
    expect(landings.filter((landing) => landing.kind === 'move').length).toBe(landings.length - 1);
  });

  test("an opponent's piece or an empty space has no landings", () => {
    const at = position('10/10/10/10/3M3s2/10/10/10 - d - 9');
    expect(landingsFrom(at, 'standard', parseSquare('d5')!)).toEqual([]);
    expect(landingsFrom(at, 'standard', parseSquare('a1')!)).toEqual([]);
  });

  test('the movable pieces are those with a legal move: at the start, the five light feet', () => {
    expect(movableFrom(startPosition(), 'standard').map(squareName)).toEqual(['a3', 'b3', 'c3', 'd3', 'e3']);
    const held = position('S9/10/10/10/4Fs4/10/10/10 - l - 1');
    expect(movableFrom(held, 'standard').map(squareName)).toEqual(['a1']);
  });
});
