/**
 * One search for every game: iterative deepening over a negamax alpha-beta search with
 * principal-variation windows, a transposition table keyed by each game's position key
 * (src/engine/position-key.ts), moves ordered by the table's move, then the game's forcing
 * moves, killers and history, and a short quiescence search over captures (consumptions and
 * originations in Adomoc) so that a line never stops in the middle of an exchange.
 * Where a game's evaluation allows it, null-move pruning and late-move reductions.
 *
 * It knows games only through the engine's interface and a per-game Evaluation. It is
 * anytime: it stops at a node budget or a deadline, whichever comes first, and answers
 * with the best move of the deepest finished iteration (always a legal move). With a
 * node budget and no deadline it is deterministic.
 */
import type { Game, GameOutcome } from '../engine/game.ts';
import type { GameId } from '../engine/game-id.ts';
import type { PositionKey } from '../engine/position-key.ts';
import type { Evaluation } from './evaluation.ts';
import { moveHistory } from './move-history.ts';
import { TranspositionTable } from './transposition-table.ts';
import { POSITION_KEYS } from './position-keys.ts';
import { ORDER_BEST, ORDER_BUFFER, ORDER_SLOTS, ORDER_TOP, nextIndex } from './move-order.ts';
import type { SearchLine, SearchOptions, SearchResult } from './search-types.ts';

/** A won position's score; a win found sooner scores higher. */
export const WIN = 1_000_000;
const MAX_PLY = 64;
const QUIESCENCE_DEPTH = 4;
/** How often (in nodes) the clock is read, and `stopped` and `pause` asked. */
export const CLOCK_EVERY = 128;

export type { SearchInfo, SearchLimits, SearchLine, SearchOptions, SearchResult } from './search-types.ts';

/** A table entry's bound (transposition-table.ts): the score is exact, at least it, or at most it. */
const EXACT = 0;
const LOWER = 1;
const UPPER = 2;
/**
 * Table entries kept at most. When full, the half written longest ago goes: clearing it
 * all, as it once did, threw away the line being searched and every deeper result midway
 * through level 8's search.
 */
const TABLE_LIMIT = 200_000;
/**
 * Pruning, where the game's evaluation allows it (Evaluation.prunes). The null move: a
 * position at least 3 plies from the horizon whose score already beats beta is searched
 * once more with the opponent moving twice, 2 plies shallower (3 from 6 plies on); if it
 * still beats beta, so would any real move, and the position is cut. Late-move
 * reductions: quiet moves after the first four of a position at least 3 plies from the
 * horizon are searched a ply shallower (two after the first sixteen) and searched again
 * at full depth only if they beat alpha. Both only in null-window searches, where the
 * result is a bound.
 */
const NULL_MIN_DEPTH = 3;
const NULL_REDUCTION = 2;
const NULL_DEEPER = 6;
const REDUCE_MIN_DEPTH = 3;
const REDUCE_AFTER = 4;
const REDUCE_MORE_AFTER = 16;

class Aborted extends Error {}

/**
 * The score of a finished game for the side that just moved into it. A draw is worth
 * `contempt` less than level to the side searching (and that much more to its opponent):
 * a searcher with contempt plays on rather than settle for a draw it need not take.
 */
const endScore = (outcome: GameOutcome, mover: string, ply: number, rootMover = '', contempt = 0): number =>
  outcome.winner === null
    ? mover === rootMover
      ? -contempt
      : contempt
    : outcome.winner === mover
      ? WIN - ply
      : -(WIN - ply);

/** The search, whole: `searchSteps` run to its end without a pause. */
export const search = <P, M>(
  game: Game<P, M>,
  evaluation: Evaluation<P, M>,
  variant: string,
  root: P,
  options: SearchOptions,
): SearchResult<M> => {
  return runToEnd(searchSteps(game, evaluation, variant, root, options));
};

/** Runs steps to their end without pausing, and gives their result. */
export const runToEnd = <T>(steps: Generator<void, T, void>): T => {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
};

/**
 * The search as steps: it pauses (yields) whenever `options.pause` says so, asked with the
 * clock, and goes on where it was when resumed, so a caller that shares its thread (a
 * game's object beside other games) can let others run between slices of it. The result
 * is the generator's return value, the same as `search` gives.
 */
export function* searchSteps<P, M>(
  game: Game<P, M>,
  evaluation: Evaluation<P, M>,
  variant: string,
  root: P,
  options: SearchOptions,
): Generator<void, SearchResult<M>, void> {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const { limits } = options;
  const maxDepth = Math.min(limits.depth ?? MAX_PLY, MAX_PLY);
  // Keyed by the position's key, not its notation: building the notation at every
  // interior node, and hashing it in the Map, was a tenth of the search's time. Two
  // positions share a key by accident with a chance of 2^-53 a pair (position-key.ts):
  // then one takes the other's table entry (its score as a bound, its move index, which
  // ordering uses only if it is in range) or is taken for a repetition and scored a draw,
  // at one node of the search.
  const keys = POSITION_KEYS[game.id as GameId] as PositionKey<P>;
  const table = new TranspositionTable(TABLE_LIMIT);
  const rootMover = game.toMove(root);
  const contempt = options.contempt ?? 0;
  const pruning = options.pruning ?? evaluation.prunes(variant);
  const finished = (outcome: GameOutcome, mover: string, ply: number): number =>
    endScore(outcome, mover, ply, rootMover, contempt);
  const killers: number[][] = Array.from({ length: MAX_PLY + QUIESCENCE_DEPTH + 2 }, () => [-1, -1]);
  const orderBuffers: (Float64Array | undefined)[] = [];
  const history = moveHistory();
  /** Positions the line has been through (and the game before the root), without their move counters. */
  const visited = new Map<number, number>();
  const visit = (key: number, by: number) => {
    const count = (visited.get(key) ?? 0) + by;
    if (count > 0) visited.set(key, count);
    else visited.delete(key);
  };
  for (const notation of options.earlier ?? []) {
    // Read once; a position that does not read cannot come back, and is passed over.
    const earlier = game.parsePosition(notation);
    if (earlier.ok) visit(keys.repetition(earlier.value), 1);
  }
  const rootRepetition = keys.repetition(root);
  visit(rootRepetition, 1);
  const rootKey = keys.whole(root, rootRepetition);
  /** A repeated position as a draw, for the side to move there (with the searcher's contempt). */
  const repeated = (mover: string): number => (mover === rootMover ? -contempt : contempt);
  let nodes = 0;
  /**
   * A pause asked for inside the quiescence search, a plain function that cannot yield:
   * the search pauses as soon as it is back in negamax, a few hundred positions at most
   * later. Where it pauses does not change what it finds.
   */
  let pauseAsked = false;

  /** Counts a position; stops the search at a limit; true when the caller should pause here. */
  const tick = (): boolean => {
    nodes++;
    if (limits.nodes !== undefined && nodes >= limits.nodes) throw new Aborted();
    if (nodes % CLOCK_EVERY === 0) {
      if (limits.deadline !== undefined && now() >= limits.deadline) throw new Aborted();
      if (options.stopped?.()) throw new Aborted();
      return options.pause?.() ?? false;
    }
    return false;
  };

  /**
   * The moves' worths, for nextIndex to give their indices most promising first (ties in
   * generation order). Each move's worth and index are packed into one number,
   * `(ORDER_TOP - worth) * ORDER_SLOTS + index`, so that the smallest number is the best
   * move and a typed array's own numeric sort orders the rest: a comparator function
   * called from the sort was a tenth of the search's time.
   */
  const ordered = (position: P, moves: M[], best: number, ply: number): Float64Array => {
    const killer = killers[ply]!;
    // One buffer per ply, reused: a node's order is read only while its own moves are
    // searched, and every node below it is at a deeper ply (a new array per node was a
    // fiftieth of the search's time).
    let buffer = orderBuffers[ply];
    if (!buffer || buffer.length < moves.length)
      buffer = orderBuffers[ply] = new Float64Array(Math.max(moves.length, ORDER_BUFFER));
    const packed = buffer.subarray(0, moves.length);
    for (let index = 0; index < moves.length; index++) {
      const move = moves[index]!;
      let worth: number;
      if (index === best) worth = ORDER_BEST;
      else {
        const key = evaluation.moveKey(move);
        worth = evaluation.orderHint(position, move) * 1000;
        if (key === killer[0]) worth += 900_000;
        else if (key === killer[1]) worth += 800_000;
        worth += Math.min(history.get(key), 700_000);
      }
      packed[index] = (ORDER_TOP - worth) * ORDER_SLOTS + index;
    }
    return packed;
  };

  /**
   * The quiescence search, nine positions in ten: a plain recursive function, as a
   * generator for each of its positions (and each leaf's negamax) cost about a tenth of
   * the search's time in their making and the garbage they left.
   */
  const quiescence = (position: P, alpha: number, beta: number, ply: number, depth: number): number => {
    if (tick()) pauseAsked = true;
    const standPat = evaluation.score(position, variant);
    if (depth === 0 || standPat >= beta) return standPat;
    if (standPat > alpha) alpha = standPat;
    const mover = game.toMove(position);
    const moves = evaluation.noisyMoves(position, variant);
    moves.sort((a, b) => evaluation.orderHint(position, b) - evaluation.orderHint(position, a));
    for (const move of moves) {
      const played = evaluation.advance(position, variant, move);
      const score = played.outcome
        ? finished(played.outcome, mover, ply + 1)
        : -quiescence(played.position, -beta, -alpha, ply + 1, depth - 1);
      if (score >= beta) return score;
      if (score > alpha) alpha = score;
    }
    return alpha;
  };

  /** The quiescence search's score, then the pause it asked for, if it did. */
  const horizon = function* (position: P, alpha: number, beta: number, ply: number): Generator<void, number, void> {
    const score = quiescence(position, alpha, beta, ply, QUIESCENCE_DEPTH);
    if (pauseAsked) {
      pauseAsked = false;
      yield;
    }
    return score;
  };

  const negamax = function* (
    position: P,
    depth: number,
    alpha: number,
    beta: number,
    ply: number,
    nullAllowed = true,
  ): Generator<void, number, void> {
    // Repetitions are looked for where the table's key is made anyway, and one move from
    // the root (a move straight back into the game's past): not at every leaf (when the
    // key was the notation, it would have cost more than the rest of the leaf).
    if (depth <= 0 && ply > 1) return yield* horizon(position, alpha, beta, ply);
    const again = keys.repetition(position);
    if (visited.has(again)) return repeated(game.toMove(position));
    if (depth <= 0) return yield* horizon(position, alpha, beta, ply);
    visit(again, 1);
    // One generator a position expanded (it and a helper it called were two).
    const key = keys.whole(position, again);
    try {
      if (tick()) yield;
      const known = table.find(key);
      const tableBest = known ? table.best : -1;
      if (known && table.depth >= depth && ply > 0) {
        const { bound, score } = table;
        if (bound === EXACT) return score;
        if (bound === LOWER && score >= beta) return score;
        if (bound === UPPER && score <= alpha) return score;
      }
      const moves = game.legalMoves(position, variant);
      const mover = game.toMove(position);
      if (moves.length === 0) {
        const outcome = game.outcome(position, variant);
        return outcome ? -endScore(outcome, mover, ply) : 0;
      }
      // The null move (above): not twice running, and never to prove a win or a loss, which
      // a position the side to move could not really pass in may not be.
      if (
        pruning &&
        nullAllowed &&
        depth >= NULL_MIN_DEPTH &&
        beta - alpha === 1 &&
        Math.abs(beta) < WIN - MAX_PLY &&
        evaluation.score(position, variant) >= beta
      ) {
        const reduction = NULL_REDUCTION + (depth >= NULL_DEEPER ? 1 : 0);
        const score = -(yield* negamax(
          evaluation.pass(position),
          depth - 1 - reduction,
          -beta,
          -beta + 1,
          ply + 1,
          false,
        ));
        if (score >= beta && score < WIN - MAX_PLY) return score;
      }
      const startAlpha = alpha;
      let bestScore = -Infinity;
      let bestIndex = -1;
      let first = true;
      let searched = 0;
      const order = ordered(position, moves, tableBest, ply);
      for (let n = 0; n < moves.length; n++) {
        const index = nextIndex(order, n);
        const move = moves[index]!;
        const played = evaluation.advance(position, variant, move);
        const child = played.position;
        // A reply at the horizon goes straight to the quiescence search, as negamax would send
        // it, without the generator negamax is: one a leaf was a large part of the garbage.
        const atHorizon = depth - 1 <= 0;
        let score: number;
        if (played.outcome) score = finished(played.outcome, mover, ply + 1);
        else if (first)
          score = atHorizon
            ? -quiescence(child, -beta, -alpha, ply + 1, QUIESCENCE_DEPTH)
            : -(yield* negamax(child, depth - 1, -beta, -alpha, ply + 1));
        else {
          const reduction =
            pruning && depth >= REDUCE_MIN_DEPTH && searched >= REDUCE_AFTER && !evaluation.isNoisy(position, move)
              ? searched >= REDUCE_MORE_AFTER && depth >= REDUCE_MIN_DEPTH + 1
                ? 2
                : 1
              : 0;
          // A reduced move is never at the horizon: reductions start 3 plies from it.
          score = atHorizon
            ? -quiescence(child, -alpha - 1, -alpha, ply + 1, QUIESCENCE_DEPTH)
            : -(yield* negamax(child, depth - 1 - reduction, -alpha - 1, -alpha, ply + 1));
          if (reduction > 0 && score > alpha) score = -(yield* negamax(child, depth - 1, -alpha - 1, -alpha, ply + 1));
          if (score > alpha && score < beta)
            score = atHorizon
              ? -quiescence(child, -beta, -alpha, ply + 1, QUIESCENCE_DEPTH)
              : -(yield* negamax(child, depth - 1, -beta, -alpha, ply + 1));
        }
        if (pauseAsked) {
          pauseAsked = false;
          yield;
        }
        first = false;
        searched++;
        if (score > bestScore) {
          bestScore = score;
          bestIndex = index;
        }
        if (score > alpha) alpha = score;
        if (alpha >= beta) {
          if (!evaluation.isNoisy(position, move)) {
            const moveKey = evaluation.moveKey(move);
            const killer = killers[ply]!;
            if (killer[0] !== moveKey) {
              killer[1] = killer[0]!;
              killer[0] = moveKey;
            }
            history.add(moveKey, depth * depth);
          }
          break;
        }
      }
      table.trim();
      table.store(
        key,
        depth,
        bestScore,
        bestScore <= startAlpha ? UPPER : bestScore >= beta ? LOWER : EXACT,
        bestIndex,
      );
      return bestScore;
    } finally {
      visit(again, -1);
    }
  };

  /** The line the table holds from the root, in strict notation. */
  const principalVariation = (position: P, length: number): string[] => {
    const line: string[] = [];
    let current = position;
    const seen = new Set<number>();
    for (let i = 0; i < length; i++) {
      const key = keys.whole(current, keys.repetition(current));
      if (!table.find(key) || table.best < 0 || seen.has(key)) break;
      seen.add(key);
      const moves = game.legalMoves(current, variant);
      const move = moves[table.best];
      if (move === undefined) break;
      line.push(game.makeMove(current, move));
      const played = game.play(current, variant, move);
      if (!played.ok || played.value.outcome) break;
      current = played.value.position;
    }
    return line;
  };

  const rootMoves = game.legalMoves(root, variant);
  if (rootMoves.length === 0) throw new Error('search: the position has no legal move');
  const noise = options.rootNoise ?? (() => 0);
  // A weaker level blurs every root move's score and may slip to a near-best move, so it
  // needs every root move's exact score: a null-window bound plus noise could rank a
  // losing move first (a bound of "at most alpha - 1" is not a score).
  const exactRoot = options.rootNoise !== undefined;
  // Each root move's latest score; the order of the next iteration.
  const rootScores = rootMoves.map((move) => evaluation.orderHint(root, move) / 1000);
  let order = rootMoves.map((_, index) => index).sort((a, b) => rootScores[b]! - rootScores[a]! || a - b);
  let best = order[0]!;
  let bestScore = -Infinity;
  let finishedDepth = 0;
  let pv: string[] = [];
  const wanted = Math.max(1, Math.floor(options.multiPv ?? 1));
  /** The last finished iteration's lines (empty until one finishes, or when a cut-short one changed the best). */
  let reported: readonly SearchLine[] = [];

  for (let depth = 1; depth <= maxDepth; depth++) {
    let alpha = -Infinity;
    let iterationBest = -1;
    const scores = new Map<number, number>();
    // The best `wanted` moves so far, best first. A move is searched with a window whose
    // floor is the last of them: it either fails low (a bound, below every line kept) or
    // gets its exact score and a place among them. With one line, the floor is alpha.
    const lines: (SearchLine & { index: number })[] = [];
    try {
      for (const index of order) {
        const floor = wanted === 1 ? alpha : lines.length < wanted ? -Infinity : lines[wanted - 1]!.score;
        const played = evaluation.advance(root, variant, rootMoves[index]!);
        const raw = played.outcome
          ? finished(played.outcome, rootMover, 1)
          : -(yield* negamax(
              played.position,
              depth - 1,
              -Infinity,
              exactRoot || floor === -Infinity ? Infinity : -floor + 1,
              1,
            ));
        // Without noise, a move that fails low against the floor scores at most its
        // bound: good enough to rank it below. With noise the score is exact (above).
        const score = raw + noise(index);
        scores.set(index, score);
        if (score > alpha) {
          alpha = score;
          iterationBest = index;
        }
        if (wanted > 1 && score > floor) {
          // Read at once, while the table still holds the line below this move.
          const first = game.makeMove(root, rootMoves[index]!);
          const below = played.outcome ? [] : principalVariation(played.position, depth - 1);
          const at = lines.findIndex((line) => line.score < score);
          lines.splice(at < 0 ? lines.length : at, 0, { index, score, pv: [first, ...below] });
          lines.length = Math.min(lines.length, wanted);
        }
      }
      if (iterationBest < 0) break;
      for (const [index, score] of scores) rootScores[index] = score;
      order = [...order].sort((a, b) => rootScores[b]! - rootScores[a]! || a - b);
      best = iterationBest;
      bestScore = alpha;
      finishedDepth = depth;
      table.store(rootKey, depth, alpha, EXACT, best);
      pv = wanted > 1 ? [...lines[0]!.pv] : principalVariation(root, depth);
      const found = wanted > 1 ? lines.map((line) => ({ score: line.score, pv: line.pv })) : [{ score: bestScore, pv }];
      reported = found;
      options.onInfo?.({ depth, score: bestScore, nodes, ms: now() - started, pv, lines: found });
      // Deeper iterations cannot change forced results; with several lines, all must be.
      if (found.every((line) => Math.abs(line.score) >= WIN - MAX_PLY)) break;
    } catch (error) {
      if (!(error instanceof Aborted)) throw error;
      // An iteration cut short still counts once it has searched the last iteration's best
      // move (it goes first): a move that beat it at the new depth is the better-informed
      // choice. Without this, a budget twice another's often finished the same depth and
      // played the same moves, and level 5 was hardly stronger than level 4.
      if (finishedDepth > 0 && iterationBest >= 0 && scores.has(order[0]!) && iterationBest !== order[0]) {
        best = iterationBest;
        bestScore = alpha;
        rootScores[iterationBest] = alpha;
        order = [iterationBest, ...order.filter((index) => index !== iterationBest)];
        pv = [game.makeMove(root, rootMoves[best]!)];
        reported = [];
      }
      break;
    }
  }

  const move = rootMoves[best]!;
  if (finishedDepth === 0) {
    bestScore = evaluation.score(root, variant);
    pv = [game.makeMove(root, move)];
  }
  return {
    move,
    notation: game.makeMove(root, move),
    score: bestScore,
    depth: finishedDepth,
    nodes,
    ms: now() - started,
    pv,
    lines: reported.length > 0 ? reported : [{ score: bestScore, pv }],
    ranked: order.map((index) => ({ move: rootMoves[index]!, score: rootScores[index]! })),
  };
}
