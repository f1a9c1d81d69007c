/**
 * The folders of `src` import one another only as scripts/boundaries.ts allows, and no
 * module imports itself round a cycle (beyond the allowance listed there for now).
 */
import { describe, expect, it } from 'vitest';
import { boundaryViolations, cycleViolations, type BoundaryRule } from '../../scripts/boundaries.ts';
import { importGraph } from '../../scripts/import-graph.ts';

describe('boundaries of src', () => {
  const graph = importGraph('src');

  it('has no import cycle but the allowed ones', () => {
    expect(cycleViolations(graph)).toEqual([]);
  });

  it('imports only in the directions the rules allow', () => {
    expect(boundaryViolations(graph)).toEqual([]);
  });
});

describe('the boundary check', () => {
  const rules: BoundaryRule[] = [
    { rule: 'low-imports-nothing', within: 'src', from: 'low', may: [], packages: [], why: 'it is the floor' },
    { rule: 'high-imports-low', within: 'src', from: 'high', may: ['low'], packages: ['node:'], why: 'downwards' },
  ];
  const graphOf = (edges: Record<string, { files?: string[]; packages?: string[] }>) =>
    new Map(Object.entries(edges).map(([module, { files = [], packages = [] }]) => [module, { files, packages }]));

  it('names the rule and the import it refuses', () => {
    const graph = graphOf({
      'src/low/a.ts': { files: ['src/high/b.ts', 'src/low/c.ts'] },
      'src/high/b.ts': { files: ['src/low/a.ts'], packages: ['node:fs', 'hono'] },
      'src/low/c.ts': {},
    });
    expect(boundaryViolations(graph, rules)).toEqual([
      'low-imports-nothing (src/low may import nothing outside itself: it is the floor): src/low/a.ts imports src/high/b.ts',
      "high-imports-low (src/high may import the packages node:: downwards): src/high/b.ts imports 'hono'",
    ]);
  });

  it('asks for a rule for a folder that has none', () => {
    const graph = graphOf({ 'src/side/a.ts': { files: ['src/low/c.ts'] }, 'src/low/c.ts': {} });
    expect(boundaryViolations(graph, rules)).toEqual([
      'no rule for src/side in src: src/side/a.ts imports src/low/c.ts',
    ]);
  });

  it('refuses a new cycle and an allowance that outlived its cycle', () => {
    const graph = graphOf({ 'src/low/a.ts': { files: ['src/low/b.ts'] }, 'src/low/b.ts': { files: ['src/low/a.ts'] } });
    expect(cycleViolations(graph, [])).toEqual(['import cycle: src/low/a.ts <-> src/low/b.ts']);
    expect(cycleViolations(graph, [['src/low/a.ts', 'src/low/b.ts']])).toEqual([]);
    expect(cycleViolations(graphOf({ 'src/low/a.ts': {} }), [['src/low/a.ts', 'src/low/b.ts']])).toEqual([
      'ALLOWED_CYCLES lists a cycle that is not there (any more): delete or update src/low/a.ts, src/low/b.ts',
    ]);
  });
});
