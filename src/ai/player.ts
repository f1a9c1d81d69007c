/**
 * The computer player: a level's search of a position, with its blur and its slips, for
 * any registered game. This is what the command line's engine, the game's Durable Object
 * and the browser call; each is a thin layer over it.
 */
import type { Game } from '../engine/game.ts';
import type { GameId } from '../engine/game-id.ts';
import { evaluationFor } from './evaluations.ts';
import { levelOf, nodesOf } from './levels.ts';
import { type SearchInfo, type SearchLimits, type SearchResult, WIN, runToEnd, searchSteps } from './search.ts';
import { seeded } from './seeded.ts';

export interface ThinkOptions {
  readonly level: number;
  /** The same seed, level and position give the same move (without a deadline). */
  readonly seed?: number;
  /** Tighter limits than the level's own (a deadline, a node budget, a depth). */
  readonly limits?: SearchLimits;
  /**
   * The level's node budget gives way to `limits.deadline`: the search goes on until the
   * time given is spent. For the top level given a time (`orrery engine`'s `go movetime`
   * and clocks), which is also the analysis engine: it uses all the time it is given.
   */
  readonly untilDeadline?: boolean;
  readonly now?: () => number;
  readonly onInfo?: (info: SearchInfo) => void;
  readonly stopped?: () => boolean;
  /** Asked now and then: true pauses `thinkSteps` there, to be resumed. */
  readonly pause?: () => boolean;
  /** The game's positions before this one, in its notation (search.ts: repetitions). */
  readonly earlier?: readonly string[];
  /** How many best lines each finished depth reports (search.ts `multiPv`); 1 by default. */
  readonly multiPv?: number;
}

const smaller = (a: number | undefined, b: number | undefined): number | undefined =>
  a === undefined ? b : b === undefined ? a : Math.min(a, b);

/** The computer's move in a position that is not over (it must have a legal move). */
export const think = <P, M>(game: Game<P, M>, position: P, variant: string, options: ThinkOptions): SearchResult<M> =>
  runToEnd(thinkSteps(game, position, variant, options));

/**
 * `think` as steps that pause where `options.pause` says (search.ts `searchSteps`): the
 * same move for the same seed, level and position, however often it pauses.
 */
export function* thinkSteps<P, M>(
  game: Game<P, M>,
  position: P,
  variant: string,
  options: ThinkOptions,
): Generator<void, SearchResult<M>, void> {
  const level = levelOf(game.id as GameId, options.level);
  const random = seeded((options.seed ?? 1) ^ (level.level * 0x9e3779b1));
  const noise = new Map<number, number>();
  const limits = options.limits ?? {};
  const result = (yield* searchSteps(game, evaluationFor(game.id as GameId, level) as never, variant, position, {
    limits: {
      nodes:
        options.untilDeadline && limits.deadline !== undefined
          ? limits.nodes
          : smaller(limits.nodes, nodesOf(level, variant)),
      depth: smaller(limits.depth, level.depth),
      deadline: limits.deadline,
    },
    now: options.now,
    onInfo: options.onInfo,
    stopped: options.stopped,
    contempt: level.contempt,
    earlier: options.earlier,
    rootNoise: level.noise
      ? (index) => {
          if (!noise.has(index)) noise.set(index, Math.round((random.next() * 2 - 1) * level.noise));
          return noise.get(index)!;
        }
      : undefined,
    pause: options.pause,
    multiPv: options.multiPv,
  })) as SearchResult<M>;
  if (level.slip > 0 && random.next() < level.slip && result.ranked.length > 1) {
    // A plausible slip: a move that looked nearly as good, never one that loses at once.
    const best = result.ranked[0]!.score;
    const near = result.ranked.slice(1, 4).filter((entry) => entry.score > -WIN / 2 && best - entry.score < 250);
    if (near.length > 0 && Math.abs(best) < WIN / 2) {
      const chosen = near[random.below(near.length)]!;
      return { ...result, move: chosen.move, notation: game.makeMove(position, chosen.move), score: chosen.score };
    }
  }
  return result;
}
