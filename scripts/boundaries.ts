/**
 * The directions imports may take between the folders of `src`, written once as data, and
 * the check that `npm test` runs (test/repo/boundaries.test.ts): no import cycle, and no
 * import a rule does not allow. `node scripts/boundaries.ts` prints the same and exits 1
 * on a violation; `--graph` prints how many imports go from each folder to each other.
 *
 * Each row orders the subfolders of one folder (`within`): modules in `within/from` may
 * import their own subfolder, the subfolders listed in `may` (or single files in them,
 * named by their path under `within`) and the packages in `packages`. Imports between two
 * subfolders of a folder that has rows are checked; once a folder has a row, every
 * subfolder that imports a sibling needs one. Files directly inside `within` are the
 * subfolder `.`. The Worker's own folders have rows of their own (`within: 'src/worker'`):
 * features over the services they share, over the parts every layer uses.
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ImportGraph, importCycles, importGraph } from './import-graph.ts';

export interface BoundaryRule {
  /** The rule's name, given with every import it refuses. */
  readonly rule: string;
  /** The folder whose subfolders the row orders. */
  readonly within: string;
  /** The subfolder of `within` whose modules the row governs (`.`: files directly inside it). */
  readonly from: string;
  /** The sibling subfolders it may import, or single files in them by their path under `within`. */
  readonly may: readonly string[];
  /** The packages it may import: a name (its subpaths too), a prefix ending in `:` or `/`, or `*` for any. */
  readonly packages: readonly string[];
  /** Why, for the reader of a failure. */
  readonly why: string;
}

/** Where what is in `src` may import from; README, Layout, says the same in words. */
export const BOUNDARY_RULES: readonly BoundaryRule[] = [
  {
    rule: 'engine-is-the-ground-floor',
    within: 'src',
    from: 'engine',
    may: [],
    packages: [],
    why: 'the rules run alike in the Worker, the browser and the command line, so they import nothing else',
  },
  {
    rule: 'rating-is-pure',
    within: 'src',
    from: 'rating',
    may: ['engine'],
    packages: [],
    why: 'ratings are arithmetic over results',
  },
  {
    rule: 'explorer-is-pure',
    within: 'src',
    from: 'explorer',
    may: ['engine'],
    packages: [],
    why: 'the opening explorer keys positions and follows games through the engine alone',
  },
  {
    rule: 'tournament-is-pure',
    within: 'src',
    from: 'tournament',
    may: ['engine'],
    packages: [],
    why: 'pairing and standings import only the engine (its Result)',
  },
  {
    rule: 'learn-imports-only-the-engine',
    within: 'src',
    from: 'learn',
    may: ['engine'],
    packages: [],
    why: 'lessons and puzzles are data judged by the engine',
  },
  {
    rule: 'ai-imports-only-the-engine',
    within: 'src',
    from: 'ai',
    may: ['engine'],
    packages: [],
    why: 'the computer player knows games through the engine alone and runs wherever the engine does',
  },
  {
    rule: 'shared-imports-only-the-engine',
    within: 'src',
    from: 'shared',
    may: ['engine'],
    packages: [],
    why: 'src/shared is what the server and the browser both read, so it stands on the engine alone',
  },
  {
    rule: 'render-imports-the-engine',
    within: 'src',
    from: 'render',
    may: ['engine', 'shared/html.ts'],
    packages: [],
    why: 'boards are drawn alike on the server, in the browser and for images; text is escaped by the one function HTML uses',
  },
  {
    rule: 'raster-imports-the-drawing',
    within: 'src',
    from: 'raster',
    may: ['engine', 'render'],
    packages: ['node:zlib'],
    why: 'pictures are rasterised from the SVG drawing, in the Worker and in Node',
  },
  {
    rule: 'browser-imports-no-server',
    within: 'src',
    from: 'web',
    may: ['engine', 'render', 'shared', 'ai', 'learn'],
    packages: [],
    why: 'browser code never imports the server or the command line: what both need belongs in src/shared',
  },
  {
    rule: 'worker-imports-no-browser',
    within: 'src',
    from: 'worker',
    may: ['engine', 'render', 'raster', 'shared', 'ai', 'learn', 'rating', 'tournament', 'explorer'],
    packages: ['*'],
    why: 'the server imports the pure layers, never the browser code or the command line',
  },
  {
    rule: 'cli-imports-the-engine-and-the-player',
    within: 'src',
    from: 'cli',
    may: ['engine', 'ai'],
    packages: ['node:'],
    why: 'the command line stands on the engine and the computer player, apart from the server and the browser',
  },
  {
    rule: 'conformance-imports-the-engine',
    within: 'src',
    from: 'conformance',
    may: ['engine'],
    packages: ['node:'],
    why: 'the rules vectors test the engine alone',
  },
  // ---- inside the Worker: features over shared services over shared parts (README, Layout) ----
  {
    rule: 'bots-play-as-players',
    within: 'src/worker',
    from: 'bots',
    may: ['lobby', 'players', 'game', 'session', 'mail', 'pages', 'db', 'http', 'platform'],
    packages: ['*'],
    why: 'a bot is a player that takes and posts challenges and plays games through its seats; the game and the lobby tell it through interfaces they declare',
  },
  {
    rule: 'erasure-reaches-every-feature',
    within: 'src/worker',
    from: 'erasure',
    may: ['tournaments', 'lobby', 'bots', 'players', 'game', 'session', 'mail', 'pages', 'db', 'http', 'platform'],
    packages: ['*'],
    why: "erasing an account asks every feature that holds a player's data to forget them (docs/privacy.md)",
  },
  {
    rule: 'moderation-acts-on-players',
    within: 'src/worker',
    from: 'moderation',
    may: ['lobby', 'players', 'game', 'session', 'mail', 'pages', 'db', 'http', 'platform'],
    packages: ['*'],
    why: 'reports point at players, games and their messages; a moderator acts on players and tells them by email',
  },
  {
    rule: 'worker-entry-mounts-the-features',
    within: 'src/worker',
    from: '.',
    may: [
      'api',
      'game',
      'lobby',
      'tournaments',
      'players',
      'learn',
      'session',
      'mail',
      'sockets',
      'pages',
      'records',
      'stats',
      'explorer',
      'bots',
      'erasure',
      'moderation',
      'http',
      'platform',
    ],
    packages: ['*'],
    why: 'index.ts and app.ts only wire: the entry points, the classes wrangler binds, the routes mounted by path',
  },
  {
    rule: 'the-api-is-every-features-routes',
    within: 'src/worker',
    from: 'api',
    may: [
      'game',
      'lobby',
      'tournaments',
      'players',
      'records',
      'stats',
      'explorer',
      'bots',
      'moderation',
      'http',
      'platform',
    ],
    packages: ['*'],
    why: "the JSON API mounted in one chain, so its listing and the browser's contract are checked against every route",
  },
  {
    rule: 'tournaments-stand-on-the-lobby-and-the-game',
    within: 'src/worker',
    from: 'tournaments',
    may: ['lobby', 'players', 'game', 'session', 'mail', 'sockets', 'pages', 'db', 'http', 'platform'],
    packages: ['*'],
    why: "a tournament makes its rounds' games and checks entrants as challenges are checked",
  },
  {
    rule: 'the-lobby-stands-on-players-and-the-game',
    within: 'src/worker',
    from: 'lobby',
    may: ['players', 'game', 'session', 'mail', 'sockets', 'pages', 'db', 'http', 'platform'],
    packages: ['*'],
    why: 'a challenge taken makes a game between players',
  },
  {
    rule: 'records-read-the-history',
    within: 'src/worker',
    from: 'records',
    may: ['players', 'game', 'db', 'http', 'platform'],
    packages: ['*'],
    why: "archives and exports read D1's history and write each game's record as the game's own record is written",
  },
  {
    rule: 'the-explorer-reads-its-tables',
    within: 'src/worker',
    from: 'explorer',
    may: ['db', 'pages', 'http', 'platform'],
    packages: ['*'],
    why: "the opening explorer reads the rows a game's end wrote, and draws its pages",
  },
  {
    rule: 'stats-read-their-counters',
    within: 'src/worker',
    from: 'stats',
    may: ['db', 'pages', 'http', 'platform'],
    packages: ['*'],
    why: 'the statistics are counters the history raises when a game ends, read and shown',
  },
  {
    rule: 'players-stand-on-the-game',
    within: 'src/worker',
    from: 'players',
    may: ['game', 'session', 'mail', 'pages', 'db', 'http', 'platform'],
    packages: ['*'],
    why: "players' pages list and open games; the game knows nothing of the pages that list it",
  },
  {
    rule: 'the-game-stands-on-shared-services',
    within: 'src/worker',
    from: 'game',
    may: ['session', 'mail', 'sockets', 'pages', 'db', 'http', 'platform'],
    packages: ['*'],
    why: 'the game is the feature the others build on: it imports no other feature (it tells its tournament through an interface the tournament implements)',
  },
  {
    rule: 'learn-is-pages-of-its-own',
    within: 'src/worker',
    from: 'learn',
    may: ['pages', 'http', 'platform'],
    packages: ['*'],
    why: 'the lessons and the rules reference need no game, player or mail',
  },
  {
    rule: 'sessions-stand-on-mail',
    within: 'src/worker',
    from: 'session',
    may: ['mail', 'db', 'http', 'platform'],
    packages: ['*'],
    why: "who is signed in is read from the cookie and the address's own object",
  },
  {
    rule: 'mail-is-a-service',
    within: 'src/worker',
    from: 'mail',
    may: ['pages', 'db', 'http', 'platform'],
    packages: ['*'],
    why: 'sending, templates, recipients and reading replies know no feature: the features call them',
  },
  {
    rule: 'sockets-are-a-base',
    within: 'src/worker',
    from: 'sockets',
    may: ['http', 'platform'],
    packages: ['*'],
    why: 'the socket base serves every object pages listen to and knows none of them',
  },
  {
    rule: 'pages-are-layout',
    within: 'src/worker',
    from: 'pages',
    may: ['http', 'platform'],
    packages: ['*'],
    why: "the HTML every page shares: each feature's pages are in its own folder",
  },
  {
    rule: 'db-is-shared-queries',
    within: 'src/worker',
    from: 'db',
    may: ['http', 'platform'],
    packages: ['*'],
    why: 'the D1 schema and the queries several features share',
  },
  {
    rule: 'http-is-a-base',
    within: 'src/worker',
    from: 'http',
    may: ['platform'],
    packages: ['*'],
    why: 'errors, bodies, tokens, links and limits every route uses',
  },
  {
    rule: 'platform-is-the-ground',
    within: 'src/worker',
    from: 'platform',
    may: [],
    packages: ['*'],
    why: "the Worker's bindings and how a read from an object is retried",
  },
];

/**
 * Import cycles tolerated: none. An entry here would name one exactly as `importCycles`
 * lists it, with why; the check fails on an entry that no longer matches a cycle.
 */
export const ALLOWED_CYCLES: readonly (readonly string[])[] = [];

/** The subfolder of `within` that holds `path` (`.` for a file directly inside), or null when `path` is elsewhere. */
const subfolderOf = (within: string, path: string): string | null => {
  if (!path.startsWith(`${within}/`)) return null;
  const rest = path.slice(within.length + 1).split('/');
  return rest.length === 1 ? '.' : rest[0]!;
};

const packageAllowed = (allowed: readonly string[], specifier: string): boolean =>
  allowed.some(
    (entry) =>
      entry === '*' ||
      specifier === entry ||
      specifier.startsWith(entry.endsWith(':') || entry.endsWith('/') ? entry : `${entry}/`),
  );

/** Every import the rules refuse, one sentence each naming the rule and the import. */
export const boundaryViolations = (graph: ImportGraph, rules: readonly BoundaryRule[] = BOUNDARY_RULES): string[] => {
  const problems: string[] = [];
  const containers = [...new Set(rules.map((row) => row.within))];
  for (const [module, imports] of graph) {
    for (const within of containers) {
      const from = subfolderOf(within, module);
      if (from === null) continue;
      const row = rules.find((each) => each.within === within && each.from === from);
      const where = `${within}/${from}`;
      for (const target of imports.files) {
        const to = subfolderOf(within, target);
        if (to === null || to === from) continue;
        const inside = target.slice(within.length + 1);
        if (!row) problems.push(`no rule for ${where} in ${within}: ${module} imports ${target}`);
        else if (!row.may.some((allowed) => allowed === to || allowed === inside))
          problems.push(
            `${row.rule} (${where} may import ${row.may.join(', ') || 'nothing outside itself'}: ${row.why}): ${module} imports ${target}`,
          );
      }
      if (!row) continue;
      for (const specifier of imports.packages)
        if (!packageAllowed(row.packages, specifier))
          problems.push(
            `${row.rule} (${where} may import the packages ${row.packages.join(', ') || 'none'}: ${row.why}): ${module} imports '${specifier}'`,
          );
    }
  }
  return problems;
};

const same = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((each, index) => each === b[index]);

/** Import cycles not in the allowance, and allowance entries that match no cycle any more. */
export const cycleViolations = (
  graph: ImportGraph,
  allowed: readonly (readonly string[])[] = ALLOWED_CYCLES,
): string[] => {
  const cycles = importCycles(graph);
  return [
    ...cycles
      .filter((cycle) => !allowed.some((entry) => same(entry, cycle)))
      .map((cycle) => `import cycle: ${cycle.join(' <-> ')}`),
    ...allowed
      .filter((entry) => !cycles.some((cycle) => same(entry, cycle)))
      .map(
        (entry) => `ALLOWED_CYCLES lists a cycle that is not there (any more): delete or update ${entry.join(', ')}`,
      ),
  ];
};

/** How many imports go from each subfolder of `within` to each other one, `from -> to  count`. */
export const folderGraph = (graph: ImportGraph, within: string): string[] => {
  const counts = new Map<string, number>();
  for (const [module, imports] of graph) {
    const from = subfolderOf(within, module);
    if (from === null) continue;
    for (const target of imports.files) {
      const to = subfolderOf(within, target);
      if (to === null || to === from) continue;
      counts.set(`${from} -> ${to}`, (counts.get(`${from} -> ${to}`) ?? 0) + 1);
    }
  }
  return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([edge, count]) => `${edge}  ${count}`);
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const graphOnly = process.argv.includes('--graph');
  const folder = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'src';
  const graph = importGraph(folder);
  if (graphOnly) {
    for (const line of folderGraph(graph, relative(process.cwd(), folder) || folder)) console.log(line);
  } else {
    const cycles = importCycles(graph);
    const problems = [...cycleViolations(graph), ...boundaryViolations(graph)];
    console.log(
      `${graph.size} modules, ${cycles.length} import cycle${cycles.length === 1 ? '' : 's'} (${ALLOWED_CYCLES.length} allowed for now), ${problems.length} violation${problems.length === 1 ? '' : 's'}`,
    );
    for (const problem of problems) console.log(`  ${problem}`);
    if (problems.length > 0) process.exitCode = 1;
  }
}
