/**
 * Lists the import cycles among the project's TypeScript modules (type-only imports
 * included, since they tie modules together for a reader too). `node scripts/import-cycles.ts [folder]`;
 * exits 1 when there is a cycle.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? 'src');
const files: string[] = [];
const walk = (folder: string): void => {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (path.endsWith('.ts') && !path.endsWith('.d.ts')) files.push(path);
  }
};
walk(root);

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const edges = new Map<string, string[]>();
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const targets = [...text.matchAll(IMPORT)]
    .map((match) => resolve(dirname(file), match[1]!))
    .filter((target) => files.includes(target));
  edges.set(file, targets);
}

// Tarjan's strongly connected components: every component of more than one module is a cycle.
let index = 0;
const indices = new Map<string, number>();
const lows = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const components: string[][] = [];
const visit = (node: string): void => {
  indices.set(node, index);
  lows.set(node, index++);
  stack.push(node);
  onStack.add(node);
  for (const next of edges.get(node) ?? []) {
    if (!indices.has(next)) {
      visit(next);
      lows.set(node, Math.min(lows.get(node)!, lows.get(next)!));
    } else if (onStack.has(next)) lows.set(node, Math.min(lows.get(node)!, indices.get(next)!));
  }
  if (lows.get(node) === indices.get(node)) {
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (edges.get(node) ?? []).includes(node)) components.push(component);
  }
};
for (const file of files) if (!indices.has(file)) visit(file);

const name = (file: string): string => relative(process.cwd(), file);
console.log(`${files.length} modules, ${components.length} import cycle${components.length === 1 ? '' : 's'}`);
for (const component of components) console.log(`  ${component.map(name).sort().join(' <-> ')}`);
if (components.length > 0) process.exitCode = 1;
