/**
 * Proving a puzzle: which moves force a win within a number of the mover's moves, whatever
 * the defence. An exhaustive AND/OR search over the engine's own legal moves: the mover
 * needs one move that works, the defender must have none that escapes. It uses no score
 * and cuts nothing it has not proved, so its answers hold whatever the evaluation thinks;
 * move order (the last refutation first, then the game's forcing moves) only makes it
 * quicker. A table keyed by the position's notation remembers what is proved; the
 * notation counts the rounds, so a position met again is met at the same depth of the
 * game and the table never mixes distances.
 */
import type { Game } from '../engine/game.ts';

/** Higher first: the game's forcing moves (its evaluation's order hint), for speed only. */
export type MoveOrder<P, M> = (position: P, move: M) => number;

export interface FirstMoveProof {
  readonly notation: string;
  /** Whether it wins within the moves asked, against every defence. */
  readonly wins: boolean;
  /**
   * For a move that does not win: the defender's answer that escapes (after which no win
   * within the moves left remains, or the defender wins or draws), or null when the move
   * itself ends the game or it was the last move asked for. For a winning move: null.
   */
  readonly refutation: string | null;
}

interface Known {
  /** The fewest of the mover's moves it is proved to win within (Infinity: none yet). */
  wins: number;
  /** The most of the mover's moves it is proved not to win within (0: none yet). */
  fails: number;
}

const TABLE_LIMIT = 500_000;

/** Thrown when a prover given a budget of moves to play has played them all. */
export class ProofTooLong extends Error {}

/** A prover for one game and variant; its table lives as long as it does. */
export class ForcedWinProver<P, M> {
  private readonly table = new Map<string, Known>();
  /** The last defender escape and attacker win seen at each number of moves left. */
  private readonly escapes = new Map<number, string>();
  private readonly wins = new Map<number, string>();
  /** Moves played: the measure of the proof's work. */
  plays = 0;

  private readonly game: Game<P, M>;
  private readonly variant: string;
  private readonly order: MoveOrder<P, M>;

  private readonly budget: number;

  /** `budget`: the most moves it may play before giving up with ProofTooLong (a page's patience). */
  constructor(game: Game<P, M>, variant: string, order: MoveOrder<P, M> = () => 0, budget = Number.POSITIVE_INFINITY) {
    this.game = game;
    this.variant = variant;
    this.order = order;
    this.budget = budget;
  }

  private tick(): void {
    if (++this.plays > this.budget) throw new ProofTooLong();
  }

  /** Moves with the remembered one first, then by the order hint. */
  private ordered(position: P, remembered: string | undefined): M[] {
    const moves = this.game.legalMoves(position, this.variant);
    const keyed = moves.map((move) => ({
      move,
      key:
        remembered !== undefined && this.game.makeMove(position, move) === remembered
          ? Number.POSITIVE_INFINITY
          : this.order(position, move),
    }));
    keyed.sort((a, b) => b.key - a.key);
    return keyed.map((entry) => entry.move);
  }

  /** Whether the side to move at `position` wins within `moves` of its moves. */
  winsWithin(position: P, moves: number): boolean {
    if (moves <= 0) return false;
    const key = this.game.makePosition(position);
    const known = this.table.get(key);
    if (known && known.wins <= moves) return true;
    if (known && known.fails >= moves) return false;
    const mover = this.game.toMove(position);
    let result = false;
    for (const move of this.ordered(position, this.wins.get(moves))) {
      this.tick();
      const played = this.game.play(position, this.variant, move);
      if (!played.ok) continue;
      const { outcome } = played.value;
      const wins = outcome
        ? outcome.winner === mover
        : moves > 1 && this.defenderLoses(played.value.position, moves - 1);
      if (wins) {
        this.wins.set(moves, this.game.makeMove(position, move));
        result = true;
        break;
      }
    }
    if (this.table.size > TABLE_LIMIT) this.table.clear();
    const entry = known ?? { wins: Number.POSITIVE_INFINITY, fails: 0 };
    if (result) entry.wins = Math.min(entry.wins, moves);
    else entry.fails = Math.max(entry.fails, moves);
    this.table.set(key, entry);
    return result;
  }

  /**
   * Whether the side to move at `position` (the defender) loses, whatever it plays, to a
   * win of the other side within `moves` of that side's moves. Returns the escape when
   * there is one.
   */
  escape(position: P, moves: number): { readonly loses: boolean; readonly escape: string | null } {
    const defender = this.game.toMove(position);
    const legal = this.ordered(position, this.escapes.get(moves));
    if (legal.length === 0) {
      const outcome = this.game.outcome(position, this.variant);
      return { loses: outcome !== null && outcome.winner !== null && outcome.winner !== defender, escape: null };
    }
    for (const move of legal) {
      this.tick();
      const played = this.game.play(position, this.variant, move);
      if (!played.ok) continue;
      const { outcome } = played.value;
      const lost = outcome
        ? outcome.winner !== null && outcome.winner !== defender
        : this.winsWithin(played.value.position, moves);
      if (!lost) {
        const notation = this.game.makeMove(position, move);
        this.escapes.set(moves, notation);
        return { loses: false, escape: notation };
      }
    }
    return { loses: true, escape: null };
  }

  private defenderLoses(position: P, moves: number): boolean {
    return this.escape(position, moves).loses;
  }

  /** Every legal first move of the side to move, judged: does it force a win within `moves`? */
  firstMoves(position: P, moves: number): FirstMoveProof[] {
    const mover = this.game.toMove(position);
    return this.game.legalMoves(position, this.variant).map((move) => {
      const notation = this.game.makeMove(position, move);
      this.tick();
      const played = this.game.play(position, this.variant, move);
      if (!played.ok) return { notation, wins: false, refutation: null };
      const { outcome } = played.value;
      if (outcome) return { notation, wins: outcome.winner === mover, refutation: null };
      if (moves <= 1) return { notation, wins: false, refutation: null };
      const answer = this.escape(played.value.position, moves - 1);
      return { notation, wins: answer.loses, refutation: answer.escape };
    });
  }
}

/** The notations of every first move that forces a win within `moves`. */
export const winningFirstMoves = <P, M>(
  game: Game<P, M>,
  variant: string,
  position: P,
  moves: number,
  order?: MoveOrder<P, M>,
): string[] =>
  new ForcedWinProver(game, variant, order)
    .firstMoves(position, moves)
    .filter((proof) => proof.wins)
    .map((proof) => proof.notation);

export type LineProof =
  | { readonly ok: true; readonly plays: number }
  | { readonly ok: false; readonly problem: string };

/**
 * Whether `solution` (the main line, both sides' moves in strict notation, the solver's
 * first and last) is a sound "win in N" puzzle: at every one of the solver's turns its move
 * is the only one that forces a win within the moves left, every move of the line is
 * legal and in strict notation, the defence does not shorten the line, and the last move
 * wins.
 */
export const proveWinningLine = <P, M>(
  game: Game<P, M>,
  variant: string,
  start: P,
  solution: readonly string[],
  order?: MoveOrder<P, M>,
): LineProof => {
  if (solution.length % 2 === 0) return { ok: false, problem: 'the line must end with the solver’s move' };
  const prover = new ForcedWinProver(game, variant, order);
  const solver = game.toMove(start);
  const moves = (solution.length + 1) / 2;
  let position = start;
  for (const [ply, text] of solution.entries()) {
    const left = moves - Math.floor(ply / 2);
    if (ply % 2 === 0) {
      const winning = prover
        .firstMoves(position, left)
        .filter((proof) => proof.wins)
        .map((proof) => proof.notation);
      if (winning.length !== 1 || winning[0] !== text)
        return {
          ok: false,
          problem: `at ply ${ply + 1} the moves that win within ${left} are [${winning.join(', ')}], not only ${text}`,
        };
      // Shortest: had a quicker win existed, the line would not be the puzzle's length.
      if (left > 1 && prover.winsWithin(position, left - 1))
        return { ok: false, problem: `at ply ${ply + 1} there is a win in fewer than ${left} moves` };
    }
    const move = game.parseMove(position, variant, text);
    if (!move.ok) return { ok: false, problem: `ply ${ply + 1} (${text}): ${move.error.message}` };
    if (game.makeMove(position, move.value) !== text)
      return { ok: false, problem: `ply ${ply + 1}: ${text} is not in strict notation` };
    const played = game.play(position, variant, move.value);
    if (!played.ok) return { ok: false, problem: `ply ${ply + 1} (${text}): ${played.error.message}` };
    const last = ply === solution.length - 1;
    if (played.value.outcome && !last)
      return { ok: false, problem: `the game ends at ply ${ply + 1}, before the line does` };
    if (last && played.value.outcome?.winner !== solver)
      return { ok: false, problem: 'the line’s last move does not win' };
    position = played.value.position;
  }
  return { ok: true, plays: prover.plays };
};
