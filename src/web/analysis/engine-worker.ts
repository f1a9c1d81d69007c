/**
 * The computer's search in a Web Worker, for the analysis board: the same search the
 * server's computer seat and `orrery engine` use (src/ai), run off the page's thread so
 * the board stays quick while it thinks. It searches in slices, reading the page's
 * messages between them, so a new position, a pause or a resume is taken at once without
 * ending the worker. It deepens without end while it is not paused: the page pauses it
 * when the tab is hidden or the reader presses Stop, and ends it when the view is closed.
 */
import { CLOCK_EVERY, MAX_LEVEL, evaluationFor, levelOf, searchSteps } from '../../ai/index.ts';
import type { SearchLine } from '../../ai/index.ts';
import type { Game } from '../../engine/game.ts';
import type { GameId } from '../../engine/game-id.ts';
import type { EngineReply, EngineRequest } from './engine-messages.ts';

/** How long the search runs before reading messages again. */
const SLICE_MS = 40;
/** Reports at most this often, so the page is not flooded while the shallow depths fly by. */
const REPORT_MS = 300;
const MAX_LINES = 5;

interface Analysis {
  readonly id: number;
  readonly steps: Generator<void, unknown, void>;
  paused: boolean;
  depth: number;
  lines: readonly SearchLine[];
  nodes: number;
  /** Milliseconds spent searching, pauses left out, for the positions a second. */
  busy: number;
  reportedAt: number;
}

export const serveEngine = <P, M>(game: Game<P, M>): void => {
  const scope = globalThis as unknown as {
    onmessage: ((event: MessageEvent<EngineRequest>) => void) | null;
    postMessage(reply: EngineReply): void;
  };
  let current: Analysis | null = null;
  let sliceEnds = 0;

  const report = (analysis: Analysis): void => {
    analysis.reportedAt = performance.now();
    scope.postMessage({
      type: 'info',
      id: analysis.id,
      depth: analysis.depth,
      lines: analysis.lines,
      nodes: analysis.nodes,
      nps: analysis.busy > 0 ? Math.round((analysis.nodes / analysis.busy) * 1000) : 0,
    });
  };

  const run = (analysis: Analysis): void => {
    if (analysis !== current || analysis.paused) return;
    const started = performance.now();
    sliceEnds = started + SLICE_MS;
    const step = analysis.steps.next();
    analysis.busy += performance.now() - started;
    if (step.done) {
      const result = step.value as { nodes: number };
      analysis.nodes = result.nodes;
      report(analysis);
      scope.postMessage({ type: 'done', id: analysis.id });
      current = null;
      return;
    }
    if (performance.now() - analysis.reportedAt >= REPORT_MS) report(analysis);
    setTimeout(() => run(analysis), 0);
  };

  const analyse = (id: number, variant: string, text: string, wanted: number): void => {
    current = null;
    const position = game.parsePosition(text);
    if (!position.ok) {
      scope.postMessage({ type: 'error', id, message: position.error.message });
      return;
    }
    if (game.outcome(position.value, variant) || game.legalMoves(position.value, variant).length === 0) {
      scope.postMessage({ type: 'done', id });
      return;
    }
    // The top level's knowledge: the analysis searches as far as level 8 does.
    const evaluation = evaluationFor(game.id as GameId, levelOf(game.id as GameId, MAX_LEVEL));
    const analysis: Analysis = {
      id,
      paused: false,
      depth: 0,
      lines: [],
      nodes: 0,
      busy: 0,
      reportedAt: 0,
      steps: searchSteps(game, evaluation as never, variant, position.value, {
        limits: {},
        multiPv: Math.min(Math.max(1, Math.floor(wanted)), MAX_LINES),
        // Asked once every CLOCK_EVERY positions: the count between finished depths.
        pause: () => {
          analysis.nodes += CLOCK_EVERY;
          return performance.now() >= sliceEnds;
        },
        onInfo: (info) => {
          analysis.depth = info.depth;
          analysis.lines = info.lines;
          analysis.nodes = info.nodes;
        },
      }),
    };
    current = analysis;
    run(analysis);
  };

  scope.onmessage = ({ data }) => {
    if (data.type === 'analyse') return analyse(data.id, data.variant, data.position, data.lines);
    if (!current) return;
    if (data.type === 'pause') current.paused = true;
    else if (current.paused) {
      current.paused = false;
      run(current);
    }
  };
};
