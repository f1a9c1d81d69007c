/**
 * docs/bots.md promises a complete bot in under 40 lines of Python's standard library:
 * the example there is held to it (it was run against `npm start`; the doc says so).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const doc = readFileSync('docs/bots.md', 'utf8');
const example = /```python\n([\s\S]*?)```/.exec(doc)?.[1] ?? '';

describe("docs/bots.md's Python example", () => {
  it('is under 40 lines, importing only the standard library', () => {
    const lines = example.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(20);
    expect(lines.length).toBeLessThan(40);
    const imported = lines
      .filter((line) => /^(import|from) /.test(line))
      .flatMap((line) =>
        line
          .replace(/^from (\S+) import.*$/, '$1')
          .replace(/^import /, '')
          .split(/,\s*/),
      )
      .map((name) => name.split('.')[0]!.trim());
    expect(new Set(imported)).toEqual(new Set(['json', 'random', 'sys', 'time', 'urllib']));
  });
});
