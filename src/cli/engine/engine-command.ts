/**
 * `orrery engine`: the computer player behind a line protocol on standard input and
 * output, after UCI, so match tools and scripts can drive it. Commands are handled in
 * order; while a search runs, `isready` and `stop` are answered at once, `quit` too when
 * nothing else waits, and the rest wait for its `bestmove`. The end of input quits once
 * everything read before it is done.
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

export const formatInfo = (info: SearchInfo): string => {
  const nps = info.ms > 0 ? Math.round((info.nodes / info.ms) * 1000) : info.nodes;
  return `info depth ${info.depth} ${formatScore(info.score)} nodes ${info.nodes} nps ${nps} time ${Math.round(info.ms)}${info.pv.length ? ` pv ${info.pv.join(' ')}` : ''}`;
};

export const runEngine = (input: NodeJS.ReadableStream, write: (line: string) => void): Promise<void> =>
  new Promise((resolve) => {
    let state = initialState();
    const stop = new SharedArrayBuffer(4);
    const stopFlag = new Int32Array(stop);
    const worker = new Worker(new URL('./search-thread.ts', import.meta.url), { workerData: { stop } });
    worker.unref();
    let searching = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let quitting = false;
    const waiting: string[] = [];

    const finish = (): void => {
      worker.terminate().finally(() => resolve());
    };

    worker.on(
      'message',
      (message: { type: string; info?: SearchInfo; notation?: string; code?: string; message?: string }) => {
        if (message.type === 'info') {
          write(formatInfo(message.info!));
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

    const start = (request: GoRequest): void => {
      Atomics.store(stopFlag, 0, 0);
      searching = true;
      // The thread keeps its own deadline; this is the backstop should a step run long.
      if (request.movetime !== undefined) timer = setTimeout(() => Atomics.store(stopFlag, 0, 1), request.movetime);
      worker.postMessage(request);
    };

    const handle = (line: string): void => {
      const step = handleLine(state, line);
      state = step.state;
      for (const output of step.output) write(output);
      const action = step.action;
      if (action?.kind === 'go') start(action.request);
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
      if (searching && command === 'isready') return write('readyok');
      if (searching && command === 'stop') return void Atomics.store(stopFlag, 0, 1);
      if (searching && command === 'quit' && waiting.length === 0) {
        quitting = true;
        Atomics.store(stopFlag, 0, 1);
        return;
      }
      if (command === 'stop' && !searching) return;
      waiting.push(line);
      drain();
    });
    // The end of input is a quit after every command already read, searches included.
    lines.on('close', () => {
      if (quitting) return;
      waiting.push('quit');
      drain();
    });
  });
