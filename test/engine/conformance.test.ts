import { describe, expect, test } from 'vitest';
import { join } from 'node:path';
import { checkAdomocCase } from '../../src/conformance/adomoc-cases.ts';
import { gameFolders, loadCases, runConformance, summaryLine } from '../../src/conformance/runner.ts';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';

const vectors = join(import.meta.dirname, '..', 'conformance');
const adomoc = join(vectors, 'adomoc');

describe.each(readdirSync(adomoc).filter((name) => name.endsWith('.json')))('adomoc/%s', (file) => {
  test.each(loadCases(join(adomoc, file)).map((testCase) => [testCase.name, testCase] as const))(
    '%s',
    (_name, testCase) => {
      expect(checkAdomocCase(testCase)).toEqual([]);
    },
  );
});

describe('conformance runner', () => {
  test('finds both game folders under the vectors folder', () => {
    expect(gameFolders(vectors).map((folder) => folder.game)).toEqual(['adix', 'adomoc']);
  });

  test('runs both games and skips nothing', () => {
    const report = runConformance(vectors);
    expect(report.failed).toBe(0);
    expect(report.skipped).toBe(0);
    expect(summaryLine(report)).toMatch(/^\d+ passed, 0 failed$/);
  });

  test('an ADIX case that does not hold is a failure', () => {
    const folder = mkdtempSync(join(tmpdir(), 'orrery-vectors-'));
    mkdirSync(join(folder, 'adix'));
    writeFileSync(join(folder, 'adix', 'one.json'), JSON.stringify([{ name: 'start', position: 'nonsense' }]));
    const report = runConformance(folder);
    expect(report.failed).toBe(1);
    expect(report.passed).toBe(0);
  });

  test('a wrong expectation is reported as a failure with the field that differs', () => {
    const [start] = loadCases(join(adomoc, 'rules.json'));
    const problems = checkAdomocCase({ ...start!, legalMoves: [...start!.legalMoves!.slice(1), 'Fa3a9'], after: 'x' });
    expect(problems.join('\n')).toMatch(/legalMoves: missing Fa3a9/);
    expect(problems.join('\n')).toMatch(/legalMoves: extra F\^c3c4/);
    expect(problems.join('\n')).toMatch(/after: expected "x"/);
  });
});
