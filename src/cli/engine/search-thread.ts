/**
 * The engine's search, on its own thread, so the protocol keeps reading commands
 * (`isready`, `stop`) while it thinks. A shared flag stops it; each finished iteration
 * and the final move are posted back.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { MAX_LEVEL } from '../../ai/levels.ts';
import { think } from '../../ai/player.ts';
import { GAMES } from '../../engine/games.ts';
import type { GoRequest } from './protocol.ts';

/** What the thread needs no longer than `movetime` to hand its answer back. */
const MARGIN_MS = 20;

const stopFlag = new Int32Array(workerData.stop as SharedArrayBuffer);
/** Milliseconds since the epoch, the clock both threads share (each has its own `performance.now`). */
const epochNow = (): number => performance.timeOrigin + performance.now();

parentPort!.on('message', (request: GoRequest & { readonly receivedAt: number }) => {
  const game = GAMES.get(request.game)!;
  const parsed = game.parsePosition(request.position);
  if (!parsed.ok) {
    parentPort!.postMessage({ type: 'error', code: parsed.error.code, message: parsed.error.message });
    return;
  }
  // movetime counts from when `go` was read, not from when this thread got to it.
  const started = request.receivedAt;
  const explicit = request.nodes !== undefined || request.depth !== undefined;
  const result = think(game, parsed.value, request.variant, {
    level: request.level,
    seed: request.seed,
    earlier: request.earlier,
    multiPv: request.multiPv,
    // The top level given a time thinks for all of it, not only until its node budget.
    untilDeadline: request.level >= MAX_LEVEL && !explicit,
    limits: {
      ...(explicit ? { nodes: request.nodes ?? Number.MAX_SAFE_INTEGER, depth: request.depth ?? 64 } : {}),
      ...(request.movetime !== undefined ? { deadline: started + Math.max(1, request.movetime - MARGIN_MS) } : {}),
    },
    now: epochNow,
    stopped: () => Atomics.load(stopFlag, 0) === 1,
    onInfo: (info) => parentPort!.postMessage({ type: 'info', info }),
  });
  parentPort!.postMessage({
    type: 'done',
    notation: result.notation,
    info: {
      depth: result.depth,
      score: result.score,
      nodes: result.nodes,
      ms: result.ms,
      pv: result.pv,
      lines: result.lines,
    },
  });
});

// Loaded: the protocol answers `isready` (and reads on) only once this has arrived, so the
// first `go` is not spent loading the engine.
parentPort!.postMessage({ type: 'ready' });
