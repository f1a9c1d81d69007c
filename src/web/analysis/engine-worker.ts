/**
 * The computer's search in a Web Worker, for the analysis board: the same search the
 * server's computer seat and `orrery engine` use (src/ai), run off the page's thread so
 * the board stays quick while it thinks. It reports every finished depth; the page ends
 * the worker when the position changes or the view is closed.
 */
import { MAX_LEVEL, evaluationFor, levelOf, search } from '../../ai/index.ts';
import type { Game } from '../../engine/game.ts';
import type { GameId } from '../../engine/game-id.ts';
import type { EngineReply, EngineRequest } from './engine-messages.ts';

/** Enough for a deep look on a phone, and an end to the work if the page forgets the worker. */
const NODE_LIMIT = 5_000_000;
const TIME_LIMIT_MS = 60_000;

export const serveEngine = <P, M>(game: Game<P, M>): void => {
  const scope = globalThis as unknown as {
    onmessage: ((event: MessageEvent<EngineRequest>) => void) | null;
    postMessage(reply: EngineReply): void;
  };
  scope.onmessage = ({ data }) => {
    const { id, variant, position: text } = data;
    const position = game.parsePosition(text);
    if (!position.ok) return scope.postMessage({ type: 'error', id, message: position.error.message });
    if (game.outcome(position.value, variant) || game.legalMoves(position.value, variant).length === 0)
      return scope.postMessage({ type: 'done', id });
    // The top level's knowledge: the analysis searches as far as level 8 does.
    const evaluation = evaluationFor(game.id as GameId, levelOf(game.id as GameId, MAX_LEVEL));
    search(game, evaluation as never, variant, position.value, {
      limits: { nodes: NODE_LIMIT, deadline: performance.now() + TIME_LIMIT_MS },
      onInfo: (info) =>
        scope.postMessage({ type: 'info', id, depth: info.depth, score: info.score, nodes: info.nodes, pv: info.pv }),
    });
    scope.postMessage({ type: 'done', id });
  };
};
