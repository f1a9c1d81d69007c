import { describe, expect, test } from 'vitest';
import { join } from 'node:path';
import { readdirSync } from 'node:fs';
import { checkAdixCase } from '../../../src/conformance/adix-cases.ts';
import { loadCases } from '../../../src/conformance/runner.ts';

const adix = join(import.meta.dirname, '..', '..', 'conformance', 'adix');

describe.each(readdirSync(adix).filter((name) => name.endsWith('.json')))('adix/%s', (file) => {
  test.each(loadCases(join(adix, file)).map((testCase) => [testCase.name, testCase] as const))(
    '%s',
    (_name, testCase) => {
      expect(checkAdixCase(testCase)).toEqual([]);
    },
  );
});

describe('the ADIX checker', () => {
  test('a wrong expectation is reported as a failure with the field that differs', () => {
    const start = loadCases(join(adix, 'rules.json')).find((testCase) => testCase.name === 'start')!;
    const problems = checkAdixCase({
      ...start,
      legalMoves: [...start.legalMoves!.slice(1), '^e3/e5'],
      after: 'x',
      move: '^e3/e4',
    });
    expect(problems.join('\n')).toMatch(/legalMoves: missing \^e3\/e5/);
    expect(problems.join('\n')).toMatch(/legalMoves: extra \*Pe1\(/);
    expect(problems.join('\n')).toMatch(/after: expected "x"/);
  });

  test('a case with no position and no record is refused, not passed', () => {
    expect(checkAdixCase({ name: 'empty' })).toEqual(['position: the case has neither a position nor a record']);
  });

  test('a record that stops early says where and why', () => {
    const problems = checkAdixCase({ name: 'bad', record: '1. ^e3/e4 ^b8/a8 2. Fe4-e9', result: 'ongoing' });
    expect(problems.join('\n')).toMatch(/record: stopped at 2\. "Fe4-e9"/);
  });
});
