/**
 * `orrery engine`: the computer player behind a line protocol on standard input and
 * output, after UCI, so match tools and scripts can drive it. Commands are handled in
 * order; while a search runs, `isready` and `stop` are answered at once, `quit` too when
 * nothing else waits, and the rest wait for its `bestmove`. The end of input quits once
 * everything read before it is done. `isready` is answered once the search thread has
 * loaded the engine, so a match tool that waits for `readyok` gets its next `go` answered
 * in time; `go movetime` counts from when `go` was read, as a match tool's clock does.
 */
import { createInterface } from 'node:readline';
import { Worker } from 'node:worker_threads';
import { WIN } from '../../ai/search.ts';
import type { SearchInfo } from '../../ai/search.ts';
import { type GoRequest, handleLine, initialState } from './protocol.ts';

const MATE_FROM = WIN - 1000;

/** `score cp N` or, for a forced result, `score mate N` in moves (negative when losing). */
export const formatScore = (score: number): string => {
  if (Math.abs(score) < MATE_FROM) return `score cp ${Math.round(score)}`;
  const plies = WIN - Math.abs(score);
  const moves = Math.ceil(plies / 2);
  return `score mate ${score > 0 ? moves : -moves}`;
};

/**
 * A finished depth's lines: one `info depth …` line, or with MultiPV above 1 one line for
 * each of the best lines, numbered `multipv 1`, `multipv 2`, … best first, as UCI's.
 */
export const formatInfo = (info: SearchInfo, multiPv = 1): string[] => {
  const nps = info.ms > 0 ? Math.round((info.nodes / info.ms) * 1000) : info.nodes;
  const rest = `nodes ${info.nodes} nps ${nps} time ${Math.round(info.ms)}`;
  const pvWords = (pv: readonly string[]) => (pv.length ? ` pv ${pv.join(' ')}` : '');
  if (multiPv <= 1) return [`info depth ${info.depth} ${formatScore(info.score)} ${rest}${pvWords(info.pv)}`];
  return info.lines.map(
    (line, index) =>
      `info depth ${info.depth} multipv ${index + 1} ${formatScore(line.score)} ${rest}${pvWords(line.pv)}`,
  );
};

export const runEngine = (input: NodeJS.ReadableStream, write: (line: string) => void): Promise<void> =>
  new Promise((resolve) => {
    let state = initialState();
    const stop = new SharedArrayBuffer(4);
    const stopFlag = new Int32Array(stop);
    const worker = new Worker(new URL('./search-thread.ts', import.meta.url), { workerData: { stop } });
    worker.unref();
    let searching = false;
    /** The search under way's MultiPV, for its info lines. */
    let multiPv = 1;
    // Until the thread has loaded the engine, `isready` is not answered (a `go` waits in
    // the thread's own queue, its movetime counting from when it was read).
    let loaded = false;
    let readyAsked = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let quitting = false;
    /** Commands read and not yet handled, each with when it was read (epoch milliseconds). */
    const waiting: { line: string; at: number }[] = [];
    const epochNow = (): number => performance.timeOrigin + performance.now();

    // A quit before the thread has loaded waits for it, so that `readyok`s owed are written.
    let finishWhenLoaded = false;
    const finish = (): void => {
      if (!loaded) {
        finishWhenLoaded = true;
        return;
      }
      worker.terminate().finally(() => resolve());
    };

    // A thread that cannot load or dies would leave every command waiting: say so and stop.
    worker.on('error', (error) => {
      write(`info string error ERR_ENGINE: the search thread failed (${error.message}); start the engine again`);
      quitting = true;
      resolve();
    });

    worker.on(
      'message',
      (message: { type: string; info?: SearchInfo; notation?: string; code?: string; message?: string }) => {
        if (message.type === 'ready') {
          loaded = true;
          for (; readyAsked > 0; readyAsked--) write('readyok');
          if (finishWhenLoaded) finish();
          return;
        }
        if (message.type === 'info') {
          for (const line of formatInfo(message.info!, multiPv)) write(line);
          return;
        }
        clearTimeout(timer);
        searching = false;
        if (message.type === 'error') write(`info string error ${message.code}: ${message.message}`);
        else write(`bestmove ${message.notation}`);
        if (quitting) finish();
        else drain();
      },
    );

    /** Starts a search; `movetime` counts from `receivedAt`, when its `go` was read. */
    const start = (request: GoRequest, receivedAt: number): void => {
      Atomics.store(stopFlag, 0, 0);
      multiPv = request.multiPv;
      searching = true;
      // The thread keeps its own deadline; this is the backstop should a step run long.
      if (request.movetime !== undefined)
        timer = setTimeout(
          () => Atomics.store(stopFlag, 0, 1),
          Math.max(0, receivedAt + request.movetime - epochNow()),
        );
      worker.postMessage({ ...request, receivedAt });
    };

    const handle = ({ line, at }: { line: string; at: number }): void => {
      const step = handleLine(state, line);
      state = step.state;
      for (const output of step.output) write(output);
      const action = step.action;
      if (action?.kind === 'go') start(action.request, at);
      else if (action?.kind === 'quit') {
        quitting = true;
        finish();
      }
    };

    const drain = (): void => {
      while (!searching && !quitting && waiting.length > 0) handle(waiting.shift()!);
    };

    const lines = createInterface({ input, terminal: false });
    lines.on('line', (line) => {
      if (quitting) return;
      const command = line.trim().split(/\s+/)[0]?.toLowerCase();
      if (!loaded && command === 'isready') return void readyAsked++;
      if (searching && command === 'isready') return write('readyok');
      if (searching && command === 'stop') return void Atomics.store(stopFlag, 0, 1);
      if (searching && command === 'quit' && waiting.length === 0) {
        quitting = true;
        Atomics.store(stopFlag, 0, 1);
        return;
      }
      if (command === 'stop' && !searching) return;
      waiting.push({ line, at: epochNow() });
      drain();
    });
    // The end of input is a quit after every command already read, searches included.
    lines.on('close', () => {
      if (quitting) return;
      waiting.push({ line: 'quit', at: epochNow() });
      drain();
    });
  });
