/**
 * Every file the project's words cite exists: `docs/*.md` wherever it is named, and, in
 * the documentation and in comments, every path with a folder (from the top, or from a
 * folder above the citing file, as the Worker's modules name each other's folders) and
 * every bare file name (found anywhere in the repository). A move of files shows its
 * stale citations here.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Where the project's words are. */
const CITING = ['src', 'test', 'scripts', 'bench', 'bin', 'docs'];
const CITING_FILES = ['README.md', 'wrangler.toml', 'vitest.config.ts', 'vitest.e2e.config.ts', 'drizzle.config.ts'];
/** Folders whose files may be cited, beside the citing ones. */
const CITED = [...CITING, 'migrations'];

/** Names that look like files but are not this repository's. */
const NOT_FILES = new Set([
  // The rules as the project settles them, beside the repository (../shared/RULES.md).
  'RULES.md',
  // The name of a record in the command line's examples.
  'game.txt',
  'Node.js',
  // D1 migrations' naming pattern (docs/platform.md).
  'migrations/NNNN_name.sql',
]);

const walk = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

const citing = [...CITING.flatMap(walk), ...CITING_FILES].filter((path) => /\.(ts|js|md|toml)$/.test(path));
const names = new Set([...CITED.flatMap(walk), ...readdirSync('.')].map((path) => basename(path)));

/** A file name with an extension, with or without folders; not part of a URL or a longer path. */
const PATH =
  /(?<![\w/.:@-])((?:\.{1,2}\/)?(?:[\w-]+\/)*[\w-][\w.-]*\.(?:ts|md|js|mjs|json|jsonc|toml|sql|css|bin|txt))(?!\.?[\w/*-])/g;
/** A folder of the repository named from its top (`src/worker/game`), without an extension. */
const FOLDER = /(?<![\w/.:@-])((?:src|test|scripts|bench|docs|bin|migrations)\/[\w/-]*[\w-])(?![\w/.*<{-]|\.[\w])/g;
const DOC = /(?<![\w/.:@-])(docs\/[\w.-]+\.md)\b/g;

/** The parts of a file that are words: all of a Markdown file, the comments of code and configuration. */
const wordsOf = (path: string, text: string): { text: string; at: number }[] => {
  if (path.endsWith('.md')) return [{ text, at: 0 }];
  const comment = path.endsWith('.toml') ? /#[^\n]*/g : /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
  return [...text.matchAll(comment)].map((match) => ({ text: match[0], at: match.index }));
};

/** Whether `reference`, cited in `path`, names a file or folder that is there. */
const exists = (path: string, reference: string): boolean => {
  if (NOT_FILES.has(reference)) return true;
  // `../` leaves for the checkout's surroundings (../shared), which the tests do not see.
  if (reference.startsWith('../') && normalize(join(dirname(path), reference)).startsWith('..')) return true;
  if (!reference.includes('/')) return names.has(reference);
  for (let folder = dirname(path); ; folder = dirname(folder)) {
    if (existsSync(join(folder, reference))) return true;
    if (folder === '.') return false;
  }
};

const missing = (): string[] => {
  const problems: string[] = [];
  for (const path of citing) {
    const text = readFileSync(path, 'utf8');
    const lineOf = (index: number) => text.slice(0, index).split('\n').length;
    const found = new Map<number, Set<string>>();
    const cite = (index: number, reference: string) => {
      if (!found.has(index)) found.set(index, new Set());
      found.get(index)!.add(reference);
    };
    for (const match of text.matchAll(DOC)) cite(match.index, match[1]!);
    for (const words of wordsOf(path, text))
      for (const pattern of [PATH, FOLDER])
        for (const match of words.text.matchAll(pattern)) cite(words.at + match.index, match[1]!);
    for (const [index, references] of found)
      for (const reference of references)
        if (!exists(path, reference)) problems.push(`${path}:${lineOf(index)} cites ${reference}, which is not there`);
  }
  return problems;
};

describe('references', () => {
  it('cite only files that are there', () => {
    expect(missing()).toEqual([]);
  });
});
