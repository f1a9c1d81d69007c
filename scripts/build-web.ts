/**
 * Builds what browsers load into dist/web, which Workers Static Assets serves: one
 * minified bundle per page and per game (a game's page loads only its own engine), the
 * stylesheet with the boards' colours for both themes, and a manifest of sizes. The game
 * pages' JavaScript must stay under its budget; the build fails when it does not.
 * `wrangler dev` and `wrangler deploy` run this first ([build] in wrangler.toml); it also
 * builds the picture pack the Worker bundles (scripts/build-pictures.ts), when stale.
 */
import { build } from 'esbuild';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { GAME_IDS, type GameId } from '../src/engine/game-id.ts';
import { boardCssVariables } from '../src/render/palette.ts';
import { THEME_SCRIPT, THEME_SCRIPT_SHA256 } from '../src/worker/pages/theme-script.ts';
import { buildPictures } from './build-pictures.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'dist', 'web');
const ASSETS = join(OUT, 'assets');
/** The most JavaScript a game's page may load, gzipped. */
const GAME_PAGE_BUDGET = 60 * 1024;

/** Each game's pages and its engine's worker, one bundle each (src/shared/bundles.ts names what they become). */
const GAME_ENTRIES = {
  adomoc: {
    play: 'src/web/entries/play-adomoc.ts',
    embed: 'src/web/entries/embed-adomoc.ts',
    learn: 'src/web/entries/learn-adomoc.ts',
    engine: 'src/web/entries/engine-adomoc.ts',
  },
  adix: {
    play: 'src/web/entries/play-adix.ts',
    embed: 'src/web/entries/embed-adix.ts',
    learn: 'src/web/entries/learn-adix.ts',
    engine: 'src/web/entries/engine-adix.ts',
  },
} satisfies Record<GameId, { play: string; embed: string; learn: string; engine: string }>;

const entries: Record<string, string> = {
  site: 'src/web/entries/site.ts',
  home: 'src/web/entries/home.ts',
  me: 'src/web/entries/me.ts',
  lobby: 'src/web/entries/lobby.ts',
  tournaments: 'src/web/entries/tournaments.ts',
  'learn-path': 'src/web/entries/learn-path.ts',
};
for (const id of GAME_IDS) {
  entries[`play-${id}`] = GAME_ENTRIES[id].play;
  entries[`embed-${id}`] = GAME_ENTRIES[id].embed;
  entries[`learn-${id}`] = GAME_ENTRIES[id].learn;
  // The analysis board's engine, loaded in a Web Worker only when asked for.
  entries[`engine-${id}`] = GAME_ENTRIES[id].engine;
}

/** Board colours for both themes: the system's by default, the reader's choice when made. */
const themeCss = (): string => {
  const light = boardCssVariables('light');
  const dark = boardCssVariables('dark');
  return `:root{${light}}
@media (prefers-color-scheme: dark){:root:not([data-theme="light"]){${dark}}}
:root[data-theme="dark"]{${dark}}
`;
};

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="13" fill="none" stroke="#c38b1c" stroke-width="3"/><circle cx="16" cy="16" r="6" fill="#2e3341"/><circle cx="25.2" cy="6.8" r="3.6" fill="#c38b1c"/></svg>`;

/** Static assets never run the Worker, so their headers come from this file. */
const HEADERS = `/assets/*
  X-Content-Type-Options: nosniff
/sw.js
  X-Content-Type-Options: nosniff
  Cache-Control: no-cache
`;

/** The pages' Content-Security-Policy allows the inline theme script by this hash: a stale one would block it. */
const checkThemeScriptHash = (): void => {
  const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
  if (hash !== THEME_SCRIPT_SHA256)
    throw new Error(
      `src/worker/pages/theme-script.ts: THEME_SCRIPT_SHA256 is stale; the script's hash is '${hash}': write that`,
    );
};

const main = async (): Promise<void> => {
  checkThemeScriptHash();
  // The Worker bundles the picture pack: it must exist, and be current, before wrangler bundles.
  await buildPictures();
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(ASSETS, { recursive: true });
  await build({
    absWorkingDir: ROOT,
    entryPoints: entries,
    outdir: ASSETS,
    bundle: true,
    // ORRERY_WEB_READABLE=1 keeps the names, so a profile of the page says which function
    // spent the time (`npm run bench:web -- --profile` sets it for the server it starts).
    minify: !process.env.ORRERY_WEB_READABLE,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    legalComments: 'none',
    logLevel: 'warning',
  });
  const css = readFileSync(join(ROOT, 'src/web/styles.css'), 'utf8');
  const styles = await build({
    stdin: {
      contents: `${themeCss()}\n${css}`,
      loader: 'css',
      resolveDir: join(ROOT, 'src/web'),
      sourcefile: 'orrery.css',
    },
    outfile: join(ASSETS, 'orrery.css'),
    bundle: true,
    minify: true,
    target: ['chrome110', 'firefox115', 'safari16'],
    logLevel: 'warning',
  });
  // A CSS warning is a broken stylesheet: an unclosed brace nests every rule after it
  // inside the one it left open, and those rules stop applying without a word.
  if (styles.warnings.length)
    throw new Error(
      `src/web/styles.css: ${styles.warnings.length} warning(s) above; the stylesheet must build cleanly`,
    );
  // The service worker at the root, so its scope is the whole site (a worker's scope cannot
  // be wider than its own folder).
  await build({
    absWorkingDir: ROOT,
    entryPoints: ['src/web/push/service-worker.ts'],
    outfile: join(OUT, 'sw.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    platform: 'browser',
    legalComments: 'none',
    logLevel: 'warning',
  });
  writeFileSync(join(OUT, 'favicon.svg'), FAVICON);
  writeFileSync(join(OUT, '_headers'), HEADERS);

  const files = [...Object.keys(entries).map((name) => `${name}.js`), 'orrery.css'];
  const sizes = Object.fromEntries(
    files.map((file) => {
      const bytes = readFileSync(join(ASSETS, file));
      return [file, { bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }];
    }),
  );
  const gzipOf = (file: string): number => sizes[file]?.gzip ?? 0;
  // What a game's page loads: its own bundle and the site script.
  const pages = Object.fromEntries(
    GAME_IDS.map((id) => [`/g/:id (${id})`, gzipOf(`play-${id}.js`) + gzipOf('site.js')]),
  );
  writeFileSync(
    join(ROOT, 'dist', 'web-manifest.json'),
    `${JSON.stringify({ files: sizes, gamePageJavaScript: pages, budget: GAME_PAGE_BUDGET }, null, 2)}\n`,
  );

  const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('Browser bundles (dist/web/assets):');
  for (const file of files)
    console.log(
      `  ${file.padEnd(18)} ${kb(sizes[file]!.bytes).padStart(9)}  ${kb(sizes[file]!.gzip).padStart(8)} gzipped`,
    );
  let over = false;
  for (const [name, bytes] of Object.entries(pages)) {
    const fits = bytes <= GAME_PAGE_BUDGET;
    over ||= !fits;
    console.log(
      `JavaScript of a game page ${name}: ${kb(bytes)} gzipped (budget ${kb(GAME_PAGE_BUDGET)})${fits ? '' : '  OVER BUDGET'}`,
    );
  }
  // The budget is for what is served: a readable build for a profile is bigger by design.
  if (over && !process.env.ORRERY_WEB_READABLE) {
    console.error('A game page loads more JavaScript than its budget allows.');
    process.exitCode = 1;
  }
};

await main();
