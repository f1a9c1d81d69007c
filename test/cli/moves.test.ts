import { describe, expect, test } from 'vitest';
import { MIDGAME, orrery } from './run-orrery.ts';

describe('orrery moves', () => {
  test('lists the 23 legal moves of the start position, sorted, with their count', () => {
    const run = orrery('moves');
    expect(run.status).toBe(0);
    const [header, ...moves] = run.stdout.trimEnd().split('\n');
    expect(header).toBe('Light to move (standard): 23 legal moves');
    expect(moves).toHaveLength(23);
    expect(moves).toEqual([...moves].sort());
    expect(moves.slice(0, 4)).toEqual(['F^c3c4', 'F^c3c5', 'F^c3c6', 'Fa3a4']);
    expect(run.stderr).toBe('');
  });

  test('reads a position given as one argument, or split by a forgotten pair of quotes', () => {
    const quoted = orrery('moves', MIDGAME);
    expect(quoted.status).toBe(0);
    expect(quoted.stdout).toMatch(/^Dark to move \(standard\): 87 legal moves\n/);
    const split = orrery('moves', ...MIDGAME.split(' '));
    expect(split.stdout).toBe(quoted.stdout);
  });

  test('--from groups one piece’s moves by landing, an origination with every origin space', () => {
    const run = orrery('moves', MIDGAME, '--from', 'g3');
    expect(run.status).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('The dark prime moon on g3 (standard): 8 landings, 9 legal moves');
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}f2 +originate the light sun +M\^g3f2oa1 M\^g3f2oe1$/));
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}d6 +move +M\^g3d6$/));
  });

  test('--from lists the winning move last', () => {
    const lines = orrery('moves', '10/10/10/10/10/2S^7/10/F^M^8 - l - 12', '--from', 'c6').stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('The light prime sun on c6 (standard): 22 landings, 26 legal moves');
    expect(lines.at(-1)).toMatch(/^ {2}centre +centre, winning +S\^c6\*$/);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^ {2}a8 +originate the light prime foot +S\^c6a8oa3 S\^c6a8ob3 S\^c6a8oc3 S\^c6a8od3 S\^c6a8oe3$/,
      ),
    );
  });

  test('--from explains a piece that cannot move', () => {
    expect(orrery('moves', MIDGAME, '--from', 'f3').stdout).toMatch(
      /0 legal moves from f3\. The dark foot on f3 is held by the sun on f2\./,
    );
    expect(orrery('moves', '--from', 'f3').stdout).toMatch(
      /The dark foot on f3 is not light's, and it is light's turn/,
    );
    expect(orrery('moves', '--from', 'e5').stdout).toMatch(/There is no piece on e5\./);
    expect(orrery('moves', MIDGAME, '--from', 'i2').stdout).toMatch(/may not originate the piece on f2 this turn/);
  });

  test('--variant changes the rules: no consuming in the Infinite variant', () => {
    // A light prime foot beside a dark foot it could consume in the standard game.
    const position = '10/10/10/10/10/10/10/F^f4s^2S - l - 1';
    expect(orrery('moves', position).stdout).toMatch(/^F\^a8b8x$/m);
    expect(orrery('moves', position, '--variant', 'infinite').stdout).not.toMatch(/x$/m);
    expect(orrery('moves', position, '--variant=INFINITE').stdout).toMatch(/\(infinite\)/);
  });
});
