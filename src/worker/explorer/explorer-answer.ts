/**
 * One position of the opening explorer, as the page and the JSON show it: the moves
 * played from it in finished public games with how often and how they scored, the games
 * that reached it (newest and highest-rated), and the computer's evaluation. Reads a few
 * rows by the position's key whatever the number of games; the evaluation is searched
 * once per position some game reached, then kept (db/explorer-evaluations.ts).
 */
import { judgingLevel, think } from '../../ai/index.ts';
import type { Game } from '../../engine/game.ts';
import type { GameId } from '../../engine/game-id.ts';
import { EXPLORER_PLIES } from '../../explorer/opening-path.ts';
import type { ExplorerPlace } from '../../explorer/explorer-place.ts';
import { scoreWords } from '../../shared/score-words.ts';
import { gamesAt, movesFrom, type ReachedGame } from '../db/explorer-reads.ts';
import { evaluationAt, keepEvaluation } from '../db/explorer-evaluations.ts';
import type { ExplorerEvaluationRow } from '../db/schema.ts';

/**
 * Positions the search looks at for an explored position, once per position: a few ms of
 * CPU warm (docs/platform.md: about 400,000 positions a CPU second), inside the Free
 * plan's 10 ms a request even in a fresh isolate's slower first searches.
 */
export const EVALUATION_NODES = 1_000;
/** Games listed as newest, and as highest-rated. */
const LISTED = 5;

export interface ExplorerMove {
  readonly move: string;
  readonly games: number;
  readonly firstWins: number;
  readonly secondWins: number;
  readonly draws: number;
  /** The first side's mean score in these games (1 a win, ½ a draw). */
  readonly firstScore: number;
}

export interface ExplorerGame {
  readonly id: string;
  readonly players: Record<string, string>;
  readonly result: { readonly winner: string | null; readonly reason: string | null };
  readonly plies: number;
  readonly ended: string;
  /** The players' mean rating before the game; null when it was not rated. */
  readonly rating: number | null;
}

export interface ExplorerEvaluation {
  /** For the side to move, in hundredths of a piece (src/ai/search.ts). */
  readonly score: number;
  readonly words: string;
  readonly best: string;
  readonly depth: number;
  readonly nodes: number;
}

export interface ExplorerAnswer {
  readonly game: string;
  readonly variant: string;
  readonly position: string;
  readonly key: string;
  readonly moves: readonly string[] | null;
  readonly toMove: string;
  /** How many plies of each game the explorer follows. */
  readonly plies: number;
  /** Games that played a move from here (within the plies followed). */
  readonly games: number;
  readonly next: readonly ExplorerMove[];
  readonly newest: readonly ExplorerGame[];
  readonly highestRated: readonly ExplorerGame[];
  /** Null where the game is over, or no game has reached the position. */
  readonly evaluation: ExplorerEvaluation | null;
}

const listed = (row: ReachedGame): ExplorerGame => ({
  id: row.id,
  players: JSON.parse(row.players) as Record<string, string>,
  result: { winner: row.winner, reason: row.reason },
  plies: row.ply,
  ended: new Date(row.endedAt).toISOString(),
  rating: row.rating,
});

/** The search, at the judging level's evaluation with a fixed node budget, so the same position gets the same figure. */
const search = <P, M>(
  game: Game<P, M>,
  variant: string,
  place: ExplorerPlace,
  key: string,
): ExplorerEvaluationRow | null => {
  const parsed = game.parsePosition(place.position);
  if (!parsed.ok || game.outcome(parsed.value, variant) || game.legalMoves(parsed.value, variant).length === 0)
    return null;
  const result = think(game, parsed.value, variant, {
    level: judgingLevel(game.id as GameId),
    limits: { nodes: EVALUATION_NODES },
  });
  return { key, score: result.score, best: result.notation, depth: result.depth, nodes: result.nodes };
};

export const explorerAnswer = async (
  d1: D1Database,
  game: Game,
  variant: string,
  place: ExplorerPlace,
  waitUntil: (promise: Promise<unknown>) => void,
): Promise<ExplorerAnswer> => {
  const [rows, newest, highestRated, kept] = await Promise.all([
    movesFrom(d1, place.key),
    gamesAt(d1, place.key, 'newest', LISTED),
    gamesAt(d1, place.key, 'rated', LISTED),
    evaluationAt(d1, place.key),
  ]);
  // Only a position some game reached is searched and kept: pasted positions no one played fill no table.
  let evaluation = kept;
  if (!evaluation && newest.length) {
    evaluation = search(game, variant, place, place.key);
    if (evaluation) waitUntil(keepEvaluation(d1, evaluation));
  }
  const next = rows
    .map((row) => ({
      move: row.move,
      games: row.games,
      firstWins: row.firstWins,
      secondWins: row.secondWins,
      draws: row.draws,
      firstScore: (row.firstWins + row.draws / 2) / row.games,
    }))
    .sort((a, b) => b.games - a.games || a.move.localeCompare(b.move));
  return {
    game: game.id,
    variant,
    position: place.position,
    key: place.key,
    moves: place.moves,
    toMove: place.toMove,
    plies: EXPLORER_PLIES,
    games: next.reduce((sum, move) => sum + move.games, 0),
    next,
    newest: newest.map(listed),
    highestRated: highestRated.map(listed),
    evaluation: evaluation
      ? {
          score: evaluation.score,
          words: scoreWords(game, place.toMove, evaluation.score),
          best: evaluation.best,
          depth: evaluation.depth,
          nodes: evaluation.nodes,
        }
      : null,
  };
};
