import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { orreryWith, root } from './run-orrery.ts';

const orrery = (args: string[], input?: string) => orreryWith(['replay', ...args], input);

interface RecordCase {
  readonly name: string;
  readonly record: string;
  readonly final: string;
}
const [known] = JSON.parse(
  readFileSync(join(root, 'test', 'conformance', 'adomoc', 'records.json'), 'utf8'),
) as RecordCase[];
const plies = known!.record.split(/\s+/).filter((token) => !/^\d+\.$/.test(token)).length;

const folder = mkdtempSync(join(tmpdir(), 'orrery-replay-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const file = (name: string, text: string): string => {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
};

const ALTOGETHER = [
  '[Variant "altogether"]',
  '[Light "Ann"]',
  '[Event "Club evening"]',
  '[Position "10/10/10/10/10/2S^7/5fffff/F^M^3mmmm1 - l - 30"]',
  '',
  '30. s^ c6 *',
  '',
].join('\n');

describe('orrery replay', () => {
  test('replays a plain record from a file: plies, final position, result', () => {
    const run = orrery([file('plain.txt', known!.record)]);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(
      [
        'Variant: standard',
        `Plies played: ${plies}`,
        `Final position: ${known!.final}`,
        'Result: ongoing: the game is not over.',
        '',
      ].join('\n'),
    );
  });

  test('reads standard input, with - or with no file at all', () => {
    const dashed = orrery(['-'], '1. Fa3a6 _\n');
    expect(dashed.status).toBe(0);
    expect(dashed.stdout).toContain('Plies played: 1');
    expect(dashed.stdout).toContain('Result: Light wins (resignation).');
    expect(orrery([], '1. Fa3a6 _\n').stdout).toBe(dashed.stdout);
  });

  test('takes the variant from the tags and prints the Altogether score', () => {
    const run = orrery([file('altogether.txt', ALTOGETHER)]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Variant: altogether');
    expect(run.stdout).toContain('Final position: 10/10/10/10/10/10/5fffff/F^M^3mmmm1 S^ d - 30');
    expect(run.stdout).toContain('Result: Dark wins (the game is centred). Score: light 25, dark 67.');
  });

  test('--variant overrides the Variant tag', () => {
    const run = orrery([file('override.txt', ALTOGETHER), '--variant', 'standard']);
    expect(run.stdout).toContain('Result: Light wins (the game is centred).');
    expect(run.stdout).not.toContain('Score');
  });

  test('--tagged writes the record back strictly, keeping its other tags', () => {
    const run = orrery([file('tagged.txt', ALTOGETHER), '--tagged']);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(
      [
        '[Game "Adomoc"]',
        '[Variant "altogether"]',
        '[Light "Ann"]',
        '[Dark "?"]',
        '[Result "dark"]',
        '[Termination "centred"]',
        '[Score "25-67"]',
        '[Position "10/10/10/10/10/2S^7/5fffff/F^M^3mmmm1 - l - 30"]',
        '[Event "Club evening"]',
        '',
        '30. S^c6*',
        '',
      ].join('\n'),
    );
  });

  test('--show draws the final position', () => {
    const run = orrery([file('show.txt', ALTOGETHER), '--show']);
    expect(run.stdout).toContain('centre  S^');
    expect(run.stdout).toContain('Game over. Dark wins (the game is centred).');
  });

  test('notes a Result tag the moves contradict', () => {
    const run = orrery(['-'], '[Result "dark"]\n\n1. Fa3a6\n');
    expect(run.stdout).toContain('Note: the Result tag says "dark", but the moves give "ongoing".');
  });

  test('never passes a record’s control characters on to the terminal', () => {
    const run = orrery(['-'], '[Result "\x1b[31mred"]\n\n1. Fa3a6 \x1b[2J\n');
    expect(run.status).toBe(1);
    expect(run.stdout + run.stderr).not.toContain('\x1b');
    expect(run.stdout).toContain('Plies played: none, as the record cannot be read.');
  });

  test('stops at the first illegal move: where, what and why, exit status 1', () => {
    const run = orrery(['-'], '1. Fa3a6 Fj3j6 2. Fb3b5 Fj6j2\n');
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('Plies played: 3');
    expect(run.stdout).toContain(
      'Position reached before stopping: SSS^SSsss^ss/MMM^MMmmm^mm/2F^FFfff^f1/10/1F8/F8f/10/10 - d - 2',
    );
    expect(run.stderr).toBe(
      'orrery: round 2, Dark: "Fj6j2" is illegal: no free origin space for dark moons (f2 g2 h2 i2 j2 are all taken), so the dark moon on j2 cannot be originated\n',
    );
  });

  test('a record that cannot be read, or moves after the end, exit with status 1', () => {
    const unreadable = orrery(['-'], '1. Fa3a6 Fj3j9\n');
    expect(unreadable.status).toBe(1);
    expect(unreadable.stderr).toMatch(/^orrery: the record cannot be read: cannot read "Fj3j9"/);
    const late = orrery(['-'], '1. Fa3a6 _ 2. Fb3b5\n');
    expect(late.status).toBe(1);
    expect(late.stderr).toMatch(/the game was already over \(Light won: Dark resigned\)/);
    const badTag = orrery(['-'], '[Variant "chess"]\n\n1. Fa3a6\n');
    expect(badTag.status).toBe(1);
    expect(badTag.stderr).toMatch(/Variant "chess" is unknown; use standard, infinite or altogether/);
  });

  test('one record at a time', () => {
    const run = orrery(['a.txt', 'b.txt']);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^orrery: too many arguments for replay: "b.txt"; replay reads one record/);
  });

  test('a missing file is a usage error, exit status 2', () => {
    const run = orrery([join(folder, 'no-such-game.txt')]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^orrery: cannot read ".*no-such-game\.txt": there is no such file/);
  });
});
