/** The explorer's keys, a game's way through the opening, and where a reader's text leads. */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/engine/games.ts';
import { explorerPlace } from '../../src/explorer/explorer-place.ts';
import { openingPath } from '../../src/explorer/opening-path.ts';
import { fnv1a64, positionKey } from '../../src/explorer/position-key.ts';

const adomoc = GAMES.get('adomoc')!;
const start = adomoc.makePosition(adomoc.startPosition('standard'));

describe('position keys', () => {
  it('are 16 hex digits, the same for the same position, apart for another variant or position', () => {
    const key = positionKey('adomoc', 'standard', start);
    expect(key).toMatch(/^[0-9a-f]{16}$/);
    expect(positionKey('adomoc', 'standard', start)).toBe(key);
    // Adomoc's variants share a start position: the variant keeps their rows apart.
    expect(positionKey('adomoc', 'infinite', start)).not.toBe(key);
    expect(positionKey('adomoc', 'standard', start.replace(/ 1$/, ' 2'))).not.toBe(key);
  });

  it('are FNV-1a 64 as published (the reference vectors of its authors)', () => {
    expect(fnv1a64('')).toBe('cbf29ce484222325');
    expect(fnv1a64('a')).toBe('af63dc4c8601ec8c');
    expect(fnv1a64('foobar')).toBe('85944171f73967e8');
    expect(positionKey('adomoc', 'standard', start)).toBe(fnv1a64(`adomoc\nstandard\n${start}`));
  });
});

describe('a game’s way through the opening', () => {
  it('keys each position before a move, then the position the moves led to', () => {
    const steps = openingPath(adomoc, 'standard', ['Fa3a4', 'Fj3j4', 'Fa4a5'], 20);
    expect(steps.map((step) => step.move)).toEqual(['Fa3a4', 'Fj3j4', 'Fa4a5', null]);
    expect(steps[0]!.key).toBe(positionKey('adomoc', 'standard', start));
    const after = explorerPlace(adomoc, 'standard', { moves: 'Fa3a4 Fj3j4 Fa4a5' });
    expect(after.ok && after.value.key).toBe(steps[3]!.key);
  });

  it('follows at most the plies asked, and stops at a move the engine refuses', () => {
    expect(openingPath(adomoc, 'standard', ['Fa3a4', 'Fj3j4', 'Fa4a5'], 2).map((step) => step.move)).toEqual([
      'Fa3a4',
      'Fj3j4',
      null,
    ]);
    expect(openingPath(adomoc, 'standard', ['Fa3a4', 'Fa4a5'], 20).map((step) => step.move)).toEqual(['Fa3a4', null]);
  });
});

describe('where a reader stands', () => {
  it('is the start, the end of pasted movetext or a record, or a pasted position', () => {
    const atStart = explorerPlace(adomoc, 'standard', {});
    expect(atStart).toMatchObject({ ok: true, value: { position: start, moves: [], toMove: 'light' } });
    const record = explorerPlace(adomoc, 'standard', { moves: '[Game "Adomoc"]\n\n1. fa3a4 Fj3j4' });
    expect(record).toMatchObject({ ok: true, value: { moves: ['Fa3a4', 'Fj3j4'], toMove: 'light' } });
    const pasted = explorerPlace(adomoc, 'standard', { position: record.ok ? record.value.position : '' });
    expect(pasted).toMatchObject({ ok: true, value: { moves: null } });
    expect(pasted.ok && record.ok && pasted.value.key === record.value.key).toBe(true);
  });

  it('refuses both at once, text too long, another variant’s record, and a move it cannot play', () => {
    const code = (request: { moves?: string; position?: string }) => {
      const place = explorerPlace(adomoc, 'standard', request);
      return place.ok ? 'ok' : place.error.code;
    };
    expect(code({ moves: 'Fa3a4', position: start })).toBe('ERR_QUERY');
    expect(code({ moves: 'x'.repeat(4_001) })).toBe('ERR_QUERY');
    expect(code({ moves: '[Variant "infinite"]\n\nFa3a4' })).toBe('ERR_TAG_VARIANT');
    expect(code({ moves: `[Position "${start.replace(/ l /, ' d ')}"]\n\n1... Fj3j4` })).toBe('ERR_TAG_POSITION');
    const illegal = explorerPlace(adomoc, 'standard', { moves: 'Fa3a4 Fa4a5' });
    expect(illegal.ok).toBe(false);
    if (!illegal.ok) expect(illegal.error.message).toMatch(/^move 2, "Fa4a5": /);
  });
});
