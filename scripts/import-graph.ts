/**
 * The import graph of the project's TypeScript modules, read from their text: every
 * `import … from`, `export … from`, side-effect `import '…'` and dynamic `import('…')`,
 * type-only imports included, since they tie modules together for a reader too.
 * Relative imports are resolved to files; anything else is a package.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** One module's imports: the files it reaches (paths relative to the project) and the packages. */
export interface ModuleImports {
  readonly files: readonly string[];
  readonly packages: readonly string[];
}

/** Module path (relative to the project, `/`-separated) to what it imports. */
export type ImportGraph = ReadonlyMap<string, ModuleImports>;

const SPECIFIERS = [
  // An import clause holds no quote, semicolon, bracket or `=`: the match stays inside one statement.
  /(?:^|\n)\s*(?:import|export)\s[^'";()=]*?\sfrom\s*['"]([^'"]+)['"]/g,
  /(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

const specifiersOf = (text: string): string[] => [
  ...new Set(SPECIFIERS.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]!))),
];

const modulesUnder = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return modulesUnder(path);
    return path.endsWith('.ts') && !path.endsWith('.d.ts') ? [path] : [];
  });

const posix = (path: string): string => path.split('\\').join('/');

/** The import graph of every `.ts` module under `folder` (not `.d.ts`), with paths relative to `base`. */
export const importGraph = (folder: string, base: string = process.cwd()): ImportGraph => {
  const graph = new Map<string, ModuleImports>();
  for (const path of modulesUnder(resolve(base, folder))) {
    const files: string[] = [];
    const packages: string[] = [];
    for (const specifier of specifiersOf(readFileSync(path, 'utf8'))) {
      if (!specifier.startsWith('.')) packages.push(specifier);
      else {
        const target = resolve(dirname(path), specifier);
        // Imports name their files with the extension; an unresolvable one is left to tsc.
        if (existsSync(target) && statSync(target).isFile()) files.push(posix(relative(base, target)));
      }
    }
    graph.set(posix(relative(base, path)), { files, packages });
  }
  return graph;
};

/** The import cycles: Tarjan's strongly connected components of more than one module (or one importing itself), each sorted. */
export const importCycles = (graph: ImportGraph): string[][] => {
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
    const next = (graph.get(node)?.files ?? []).filter((file) => graph.has(file));
    for (const target of next) {
      if (!indices.has(target)) {
        visit(target);
        lows.set(node, Math.min(lows.get(node)!, lows.get(target)!));
      } else if (onStack.has(target)) lows.set(node, Math.min(lows.get(node)!, indices.get(target)!));
    }
    if (lows.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || next.includes(node)) components.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indices.has(node)) visit(node);
  return components.sort((a, b) => a[0]!.localeCompare(b[0]!));
};
