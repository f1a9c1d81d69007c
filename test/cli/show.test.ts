import { describe, expect, test } from 'vitest';
import { MIDGAME, orrery } from './run-orrery.ts';
import { wantsColour } from '../../src/cli/io.ts';

describe('orrery show', () => {
  test('draws the start position ring by ring, the halves split by a bar', () => {
    const run = orrery('show');
    expect(run.status).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines.slice(0, 11)).toEqual([
      '        Light            Dark',
      'cycle   a  b  c  d  e  | f  g  h  i  j',
      '  1     S  S  S^ S  S  | s  s  s^ s  s    edge; origin of suns',
      '  2     M  M  M^ M  M  | m  m  m^ m  m    origin of moons',
      '  3     F  F  F^ F  F  | f  f  f^ f  f    origin of feet',
      '  4     .  .  .  .  .  | .  .  .  .  .',
      '  5     .  .  .  .  .  | .  .  .  .  .',
      '  6     .  .  .  .  .  | .  .  .  .  .',
      '  7     .  .  .  .  .  | .  .  .  .  .',
      '  8     .  .  .  .  .  | .  .  .  .  .    innermost',
      'centre  empty',
    ]);
    expect(run.stdout).toContain('Light to move, round 1 (standard variant).');
    expect(run.stdout).toContain('Reverse origination: no bar.');
    expect(run.stdout).toContain('Held feet: none.');
    expect(run.stdout).toContain('State of primes: neither side.');
    expect(run.stdout).toContain('Position: SSS^SSsss^ss/MMM^MMmmm^mm/FFF^FFfff^ff/10/10/10/10/10 - l - 1');
  });

  test('tells empty origin spaces from other empty spaces, and states the bar and held feet in words', () => {
    const run = orrery('show', MIDGAME);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('  1     -  S  S^ S  -  | m  s  s^ s  s');
    expect(run.stdout).toContain('  6     s  .  .  .  .  | F  .  f  .  f');
    expect(run.stdout).toContain('Dark to move, round 11 (standard variant).');
    expect(run.stdout).toContain(
      'Reverse origination: the dark moon on i2 may not originate the light sun on f2 this turn.',
    );
    expect(run.stdout).toContain('  the dark foot on f3, held by the light sun on f2');
  });

  test('shows the centred sun, the state of primes and the Altogether score once the game is over', () => {
    const run = orrery('show', '10/10/10/10/10/10/5fffff/F^M^3mmmm1 S^ d - 30', '--variant', 'altogether');
    expect(run.stdout).toContain('centre  S^');
    expect(run.stdout).toContain('State of primes: Light.');
    expect(run.stdout).toContain('Game over. Dark wins (the game is centred). Score: light 25, dark 67.');
  });

  test('--legend explains the signs; the output has no colour codes when piped', () => {
    const run = orrery('show', '--legend');
    expect(run.stdout).toContain('Legend:');
    expect(run.stdout).toMatch(/an empty origin space \(cycles 1–3\)/);
    expect(run.stdout).not.toContain('\x1b[');
  });

  test('colour only for a terminal without NO_COLOR', () => {
    expect(wantsColour({}, true)).toBe(true);
    expect(wantsColour({}, false)).toBe(false);
    expect(wantsColour({ NO_COLOR: '1' }, true)).toBe(false);
    expect(wantsColour({ TERM: 'dumb' }, true)).toBe(false);
  });
});
