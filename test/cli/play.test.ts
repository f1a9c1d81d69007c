import { describe, expect, test } from 'vitest';
import { orrery } from './run-orrery.ts';

describe('orrery play', () => {
  test('plays moves in order, telling each move’s events in words, then the position', () => {
    const run = orrery('play', 'Fa3a6', 'fj3J6', 'F b3 b5');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(
      [
        '1. Fa3a6',
        '  The light foot moved from a3 to a6.',
        '1... Fj3j6',
        '  The dark foot moved from j3 to j6.',
        '2. Fb3b5',
        '  The light foot moved from b3 to b5.',
        '',
        'Position: SSS^SSsss^ss/MMM^MMmmm^mm/2F^FFfff^f1/10/1F8/F8f/10/10 - d - 2',
        '',
      ].join('\n'),
    );
  });

  test('reports originations, attraction and the end of the game', () => {
    const origination = orrery(
      'play',
      '1SS^S1mss^ss/MSMMMS2mm/1FF^1Ffm^f^mf/10/2F4M^2/s4F1f1f/10/10 - d f2i2 11',
      'M^g3f2oa1',
    );
    expect(origination.stdout).toContain('The light sun on f2 was originated to a1.');
    expect(origination.stdout).toContain('The dark foot on f3 is free to move again.');
    const centring = orrery('play', '5s4/10/10/10/10/2S^7/10/F^M^3mmm2 - l - 30', 'S^c6*');
    expect(centring.stdout).toContain('The light prime sun moved from c6 to the centre.');
    expect(centring.stdout).toContain('Light wins (the game is centred).');
  });

  test('stops at an illegal move with the engine’s reason and exit status 1', () => {
    const run = orrery('play', 'Fa3a6', 'Fa6a8');
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('1... Fa6a8: not played');
    expect(run.stdout).toContain('Position: SSS^SSsss^ss/MMM^MMmmm^mm/1FF^FFfff^ff/10/10/F9/10/10 - d - 1');
    expect(run.stderr).toBe(
      'orrery: round 1, Dark: "Fa6a8" is illegal: the light foot on a6 is light\'s; it is dark\'s turn\n',
    );
  });

  test('--show draws the position reached', () => {
    const run = orrery('play', 'Fa3a6', '--show');
    expect(run.stdout).toContain('  6     F  .  .  .  .  | .  .  .  .  .');
    expect(run.stdout).toContain('Dark to move, round 1 (standard variant).');
  });
});
