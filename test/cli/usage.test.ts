import { describe, expect, test } from 'vitest';
import { orrery, orreryWith, spawnOrrery } from './run-orrery.ts';

describe('orrery help', () => {
  test.each([[[]], [['help']], [['--help']], [['-h']]])('%j prints the list of commands', (args) => {
    const run = orrery(...args);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^orrery: study Adomoc games offline\./);
    for (const command of ['moves', 'show', 'play', 'replay', 'perft', 'help'])
      expect(run.stdout).toMatch(new RegExp(`^  ${command} +\\S`, 'm'));
  });

  test('each command has its own page, by help <command> or --help', () => {
    const page = orrery('help', 'perft');
    expect(page.status).toBe(0);
    expect(page.stdout).toMatch(/^Usage: orrery perft <depth> \[position\] \[--variant v\] \[--divide\]/);
    expect(orrery('perft', '--help').stdout).toBe(page.stdout);
  });

  test('the installed command runs too', () => {
    const run = spawnOrrery('bin/orrery.js', ['moves']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/23 legal moves/);
  });
});

// The other tests run the command line in this process (run-orrery.ts); these prove the
// real process answers the same: its exit status, its two streams, a piped standard input.
describe('the real process answers as the tests in this process do', () => {
  test.each([
    [['show', '--legend'], undefined],
    [['replay'], '1. Fa3a6 _\n'],
    [['moves', '--from', 'k1'], undefined],
  ])('%j', (args, input) => {
    const spawned = spawnOrrery('src/cli/main.ts', args, input);
    expect(spawned).toEqual(orreryWith(args, input));
    expect(spawned.stdout + spawned.stderr).not.toContain('\x1b[');
  });
});

describe('mistakes on the command line: one line on stderr, exit status 2', () => {
  test.each([
    [['bogus'], /^orrery: unknown command "bogus"; the commands are moves, show, play, replay, perft and help/],
    [['help', 'bogus'], /^orrery: unknown command "bogus"/],
    [['moves', '--form', 'c3'], /^orrery: unknown option --form for moves; its options are --variant, --from/],
    [['moves', '--variant'], /^orrery: --variant needs a value: write --variant v/],
    [
      ['moves', '--variant', 'chess'],
      /^orrery: --variant: "chess" is not a variant; use standard, infinite, altogether/,
    ],
    [['moves', 'not a position'], /^orrery: bad position "not a position": expected 5 fields .*one quoted argument/],
    [['show', 'SSS/MMM - l - 1'], /^orrery: bad position "SSS\/MMM - l - 1": board: expected 8 cycles/],
    [['show', '10/10/10/10/10/10/10/10 - x - 1'], /side: "x" should be "l" \(Light to move\) or "d" \(Dark to move\)/],
    [
      ['moves', '--from', 'k1'],
      /^orrery: --from: "k1" is not a space; write a column a–j then a cycle 1–8, such as c3/,
    ],
    [['perft'], /^orrery: perft needs a depth/],
    [['perft', 'two'], /^orrery: depth "two" should be a whole number from 1 to 10/],
    [['perft', '1', '--divide=yes'], /^orrery: --divide is a flag and takes no value/],
    [['play'], /^orrery: play needs at least one move/],
    [['show', 'start', 'extra'], /^orrery: too many arguments for show: "extra"; a position is a single argument/],
  ])('%j', (args, message) => {
    const run = orrery(...args);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/\(see orrery help.*\)\n$/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
