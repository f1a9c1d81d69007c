/**
 * `npm run bench:web [-- --quick] [--profile] [--plies=N]`: a game page in Chromium (Debian's, through
 * playwright-core) at 20,000 plies (2,000 with --quick) and at 20, against `wrangler dev`
 * with fresh local state. The short game is set up from the long one's position 20 plies
 * before its end and plays the same 20 moves, so both pages show the same boards and
 * only the history's length differs. For each: the HTML's size and element count; the time from
 * navigation until the page is interactive (its script ran and its live connection is
 * open); the main thread's work for a history step (← pressed, and a click in the move
 * list), from Chromium's own counters (CDP Performance.getMetrics: TaskDuration, all
 * work of the main thread, and ScriptDuration), each step waited for until drawn and any
 * position it asked the server for has come (a click: until the board shows its move,
 * and again with what it set going while the page is idle); the board's DOM writes per
 * step, which no CPU load changes (a MutationObserver's count of elements written and
 * attributes set inside #board); the JavaScript heap after load and after the
 * steps (after a garbage collection) and the DOM's nodes. Then the ratios long ÷ short.
 * It reports figures and never fails on a missed goal.
 */
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { Api, ErrorLog } from './server/client.ts';
import { freePort, startBenchServer } from './server/local.ts';
import { newPlayer } from './server/phases.ts';
import { seededRandom } from './server/stats.ts';

const quick = process.argv.includes('--quick');
/** `--profile`: also where the steps' script time goes, from V8's sampling profiler. */
const profile = process.argv.includes('--profile');
// The browser code built with its names kept (scripts/build-web.ts), so the profile names them.
if (profile) process.env.ORRERY_WEB_READABLE = '1';
/** `--plies=N`: another length for the long game (a profile needs no long wait). */
const pliesArgument = process.argv.find((argument) => argument.startsWith('--plies='));
const LONG = pliesArgument ? Number(pliesArgument.slice('--plies='.length)) : quick ? 2_000 : 20_000;
const SHORT = 20;
/** Steps back from the end: within the short game, through the same positions in both. */
const KEY_STEPS = 18;
const CLICKS = 10;

interface PageFigures {
  readonly plies: number;
  readonly htmlBytes: number;
  readonly elements: number;
  readonly interactiveMs: number;
  readonly stepTaskMs: number[];
  readonly stepScriptMs: number[];
  /** The board's DOM work per step, whatever the CPU: elements written (with their descendants) and attributes set. */
  readonly stepElements: number[];
  readonly stepAttributes: number[];
  readonly clickTaskMs: number[];
  readonly clickAllTaskMs: number[];
  readonly heapAfterLoadMb: number;
  readonly heapAfterStepsMb: number;
  readonly nodes: number;
}

const metrics = async (cdp: CDPSession): Promise<Record<string, number>> => {
  const { metrics: list } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  return Object.fromEntries(list.map((metric) => [metric.name, metric.value]));
};

const heapMb = async (cdp: CDPSession): Promise<number> => {
  await cdp.send('HeapProfiler.collectGarbage');
  return (await metrics(cdp)).JSHeapUsedSize! / 1e6;
};

/** Until the step is drawn: two frames, no request of the page's own in flight, one frame more. */
const settled = async (page: Page): Promise<void> => {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const frame = (then: () => void) => requestAnimationFrame(() => then());
        const wait = () =>
          (window as unknown as { benchFetches: number }).benchFetches > 0
            ? setTimeout(wait, 2)
            : frame(() => frame(resolve));
        frame(wait);
      }),
  );
};

/** Main-thread work (ms) of one action, waited for until settled. */
const timed = async (page: Page, cdp: CDPSession, action: () => Promise<void>) => {
  const before = await metrics(cdp);
  await action();
  await settled(page);
  const after = await metrics(cdp);
  return {
    task: (after.TaskDuration! - before.TaskDuration!) * 1000,
    script: (after.ScriptDuration! - before.ScriptDuration!) * 1000,
  };
};

interface CpuProfile {
  readonly nodes: readonly {
    readonly id: number;
    readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  }[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** The functions the steps spent most time in (self time), with where they are. */
const printProfile = (recorded: CpuProfile): void => {
  const frames = new Map(recorded.nodes.map((node) => [node.id, node.callFrame]));
  const self = new Map<string, number>();
  recorded.samples.forEach((id, i) => {
    const frame = frames.get(id)!;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\//, '')}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (recorded.timeDeltas[i] ?? 0) / 1000);
  });
  const total = [...self.values()].reduce((sum, ms) => sum + ms, 0);
  console.error(`  the steps' samples: ${total.toFixed(0)} ms in all, by function (self time):`);
  for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.error(`  ${ms.toFixed(1).padStart(8)} ms  ${key}`);
};

const quantile = (values: readonly number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
};

const server = await startBenchServer(await freePort(8796));
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const api = new Api(server.url, new ErrorLog());
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(server.url + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<{ id: string; tokens: Record<string, string>; state: { toMove: string } }>;
  };

  /** The long game, played at random by the engine. */
  const longGame = async (): Promise<string> => {
    const player = await newPlayer(api, 'web', seededRandom(LONG));
    const started = performance.now();
    await player.playTo('web', LONG, (ply) => {
      if (ply % 2000 === 0)
        console.error(`  ${ply} plies played (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    });
    return player.id;
  };

  /** A game set up from the long one's position SHORT plies before its end, playing the same moves. */
  const shortGame = async (longId: string): Promise<string> => {
    const from = LONG - SHORT;
    const at = (await (await fetch(`${server.url}/api/games/${longId}/positions/${from}`)).json()) as {
      position: string;
    };
    const rest = (await (await fetch(`${server.url}/api/games/${longId}?since=${from}`)).json()) as { moves: string[] };
    const created = await post('/api/games', { game: 'adomoc', variant: 'infinite', position: at.position });
    let toMove = created.state.toMove;
    for (const [i, move] of rest.moves.entries()) {
      const answer = await post(`/api/games/${created.id}/moves`, { move, ply: i }, created.tokens[toMove]);
      toMove =
        (answer as unknown as { state: { toMove: string } }).state?.toMove ??
        (answer as unknown as { toMove: string }).toMove;
    }
    return created.id;
  };

  const measure = async (id: string): Promise<PageFigures> => {
    const url = `${server.url}/g/${id}`;
    const htmlBytes = (await (await fetch(url)).arrayBuffer()).byteLength;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => {
      // The board's DOM writes, counted whatever the CPU: elements added (each with its
      // descendants) and attributes set inside #board.
      const board = window as unknown as { benchBoard: { elements: number; attributes: number } };
      board.benchBoard = { elements: 0, attributes: 0 };
      new MutationObserver((records) => {
        for (const record of records) {
          const target = record.target instanceof Element ? record.target : record.target.parentElement;
          if (!target?.closest('#board')) continue;
          if (record.type === 'attributes') board.benchBoard.attributes++;
          for (const node of record.addedNodes)
            if (node instanceof Element) board.benchBoard.elements += 1 + node.getElementsByTagName('*').length;
        }
      }).observe(document, { subtree: true, childList: true, attributes: true });
      const counter = window as unknown as { benchFetches: number };
      counter.benchFetches = 0;
      const native = window.fetch.bind(window);
      window.fetch = async (...args: Parameters<typeof fetch>) => {
        counter.benchFetches++;
        try {
          return await native(...args);
        } finally {
          counter.benchFetches--;
        }
      };
    });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`  the page threw: ${error.message}`));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(url);
    await page.waitForFunction(() => document.querySelector('#connection')?.getAttribute('data-status') === 'open');
    const interactiveMs = await page.evaluate(() => performance.now());
    await settled(page);
    const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
    const heapAfterLoadMb = await heapMb(cdp);
    const stepTaskMs: number[] = [];
    const stepScriptMs: number[] = [];
    const stepElements: number[] = [];
    const stepAttributes: number[] = [];
    const boardWrites = () =>
      page.evaluate(() => ({
        ...(window as unknown as { benchBoard: { elements: number; attributes: number } }).benchBoard,
      }));
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    for (let i = 0; i < KEY_STEPS; i++) {
      const written = await boardWrites();
      const { task, script } = await timed(page, cdp, () => page.keyboard.press('ArrowLeft'));
      const after = await boardWrites();
      stepTaskMs.push(task);
      stepScriptMs.push(script);
      stepElements.push(after.elements - written.elements);
      stepAttributes.push(after.attributes - written.attributes);
    }
    if (profile) printProfile(((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile);
    const clickTaskMs: number[] = [];
    const clickAllTaskMs: number[] = [];
    for (let i = 0; i < CLICKS; i++) {
      const buttons = page.locator('#moves button[data-ply]:not([aria-current])');
      const count = await buttons.count();
      const target = (await buttons.nth((i * 7) % count).getAttribute('data-ply'))!;
      // The button by its ply: the list may write its rows again (positions fetched while
      // idle) between choosing the button and clicking it, and the nth would be another.
      const button = page.locator(`#moves button[data-ply="${target}"]`);
      const before = await metrics(cdp);
      await button.click();
      // Drawn: the board shows the move clicked, and two frames have passed.
      await page.waitForFunction((ply) => document.getElementById('board')?.dataset.ply === ply, target);
      await page.evaluate(
        () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
      );
      const drawn = await metrics(cdp);
      // Then what the click set going while the page is idle: in a long game, the positions
      // of rows the list wrote as it scrolled (fetched so that the next click needs none).
      await settled(page);
      const after = await metrics(cdp);
      clickTaskMs.push((drawn.TaskDuration! - before.TaskDuration!) * 1000);
      clickAllTaskMs.push((after.TaskDuration! - before.TaskDuration!) * 1000);
    }
    const plies = await page.evaluate(
      () =>
        (JSON.parse(document.getElementById('orrery-game')?.textContent ?? '{}') as { state?: { ply?: number } }).state
          ?.ply ?? 0,
    );
    const heapAfterStepsMb = await heapMb(cdp);
    const nodes = (await metrics(cdp)).Nodes!;
    await context.close();
    return {
      plies,
      htmlBytes,
      elements,
      interactiveMs,
      stepTaskMs,
      stepScriptMs,
      stepElements,
      stepAttributes,
      clickTaskMs,
      clickAllTaskMs,
      heapAfterLoadMb,
      heapAfterStepsMb,
      nodes,
    };
  };

  console.error(`playing a game to ${LONG} plies`);
  const longId = await longGame();
  const shortId = await shortGame(longId);
  console.error(`game page at ${SHORT} plies`);
  const short = await measure(shortId);
  console.error(`game page at ${LONG} plies`);
  const long = await measure(longId);

  const rows: [string, (f: PageFigures) => number, string][] = [
    ['HTML (KB)', (f) => f.htmlBytes / 1000, 'goal < 100 KB'],
    ['elements after load', (f) => f.elements, ''],
    ['interactive (ms from navigation)', (f) => f.interactiveMs, 'goal < 1000 ms'],
    ['← step, main thread p50 (ms)', (f) => quantile(f.stepTaskMs, 0.5), ''],
    ['← step, main thread max (ms)', (f) => Math.max(...f.stepTaskMs), 'goal < 16 ms'],
    ['← step, script p50 (ms)', (f) => quantile(f.stepScriptMs, 0.5), ''],
    ['← step, script max (ms)', (f) => Math.max(...f.stepScriptMs), 'goal < 16 ms'],
    ['← step, board elements written p50', (f) => quantile(f.stepElements, 0.5), ''],
    ['← step, board attributes set p50', (f) => quantile(f.stepAttributes, 0.5), ''],
    ['click in the list, until drawn, p50 (ms)', (f) => quantile(f.clickTaskMs, 0.5), ''],
    ['click in the list, until drawn, max (ms)', (f) => Math.max(...f.clickTaskMs), 'goal < 16 ms'],
    ['click, with the idle fetches it starts, max', (f) => Math.max(...f.clickAllTaskMs), ''],
    ['JS heap after load (MB)', (f) => f.heapAfterLoadMb, ''],
    ['JS heap after the steps (MB)', (f) => f.heapAfterStepsMb, ''],
    ['DOM nodes after the steps', (f) => f.nodes, ''],
  ];
  const n = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1)).padStart(10);
  console.log(`Game page in Chromium: ${short.plies} plies against ${long.plies}${quick ? ' (quick)' : ''}`);
  console.log(
    `${''.padEnd(42)}${String(short.plies).padStart(10)}${String(long.plies).padStart(10)}${'ratio'.padStart(8)}`,
  );
  for (const [name, read, goal] of rows) {
    const [a, b] = [read(short), read(long)];
    console.log(`${name.padEnd(42)}${n(a)}${n(b)}${(b / a).toFixed(2).padStart(8)}  ${goal}`);
  }
  console.log('goal: every ratio within 1.5');
} finally {
  await browser.close();
  await server.stop();
}
