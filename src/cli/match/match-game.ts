/**
 * One game between two engine programs, judged by this project's rules engine: each
 * engine is given the opening and every move since (`position fen … moves …`) and a limit
 * (`go movetime` or `go nodes`); its answer is read with the rules engine and played. An
 * illegal move, an error or no answer in time loses the game for the side that gave it,
 * and the result says so.
 */
import type { Game } from '../../engine/game.ts';
import type { EngineProcess } from '../bot/engine-process.ts';

/** What an engine is asked for each move: a time (ms) or a node budget. */
export type MoveLimit = { readonly movetime: number } | { readonly nodes: number };

/** One side of a game: its program and the engine level it is set to. */
export interface MatchSeat {
  readonly name: string;
  /** The program; replaced by `restart` after it fails to answer in time. */
  engine: EngineProcess;
  readonly restart: () => EngineProcess;
  readonly level: number;
}

export interface MatchGameSettings {
  readonly game: Game;
  readonly variant: string;
  /** The opening position (the game starts here). */
  readonly opening: unknown;
  readonly limit: MoveLimit;
  /** A game still going after this many plies is a draw. */
  readonly maxPlies: number;
  /** How long a move may take, beyond which the side that owes it loses on time. */
  readonly timeoutMs: number;
}

export interface MatchGameResult {
  /** 1 when the first seat (the game's first side) won, 0 when it lost, ½ a draw. */
  readonly firstScore: 1 | 0.5 | 0;
  /** How it ended, in words: the rules' outcome, the ply cap, or a side's failure. */
  readonly reason: string;
  /** Set when a side lost by an illegal move, an error or time, rather than on the board. */
  readonly forfeit: string | null;
  /** Drawn at the ply cap rather than by the rules. */
  readonly capped: boolean;
  readonly plies: number;
  readonly moves: readonly string[];
}

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve('timeout'), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

/** Plays one game, `seats[0]` as the game's first side. */
export const playMatchGame = async (
  settings: MatchGameSettings,
  seats: readonly [MatchSeat, MatchSeat],
): Promise<MatchGameResult> => {
  const { game, variant, limit } = settings;
  const start = game.makePosition(settings.opening as never);
  let position = settings.opening;
  const moves: string[] = [];
  const lose = (turn: 0 | 1, why: string): MatchGameResult => ({
    firstScore: turn === 0 ? 0 : 1,
    reason: why,
    forfeit: why,
    capped: false,
    plies: moves.length,
    moves,
  });
  for (let ply = 0; ply < settings.maxPlies; ply++) {
    const turn = game.toMove(position) === game.sides[0]!.id ? 0 : 1;
    const seat = seats[turn];
    const answer = await withTimeout(
      seat.engine.think({
        game: game.id,
        variant,
        start,
        moves,
        moveTime: 'movetime' in limit ? limit.movetime : 0,
        ...('nodes' in limit ? { nodes: limit.nodes } : {}),
        level: seat.level,
      }),
      settings.timeoutMs,
    );
    if (answer === 'timeout') {
      seat.engine.kill();
      seat.engine = seat.restart();
      return lose(turn, `${seat.name} gave no move within ${settings.timeoutMs} ms at ply ${ply + 1}`);
    }
    if (!answer.ok) return lose(turn, `${seat.name} failed at ply ${ply + 1}: ${answer.message}`);
    const parsed = game.parseMove(position, variant, answer.move);
    if (!parsed.ok)
      return lose(
        turn,
        `${seat.name} played an illegal move "${answer.move}" at ply ${ply + 1}: ${parsed.error.message}`,
      );
    const played = game.play(position, variant, parsed.value);
    if (!played.ok)
      return lose(
        turn,
        `${seat.name} played an illegal move "${answer.move}" at ply ${ply + 1}: ${played.error.message}`,
      );
    // Strict notation only: the answer is what an independent judge of the rules will read.
    const strict = game.makeMove(position, parsed.value);
    if (strict !== answer.move)
      return lose(turn, `${seat.name} wrote "${answer.move}" at ply ${ply + 1}, not the strict notation "${strict}"`);
    moves.push(strict);
    position = played.value.position;
    const outcome = played.value.outcome;
    if (outcome)
      return {
        firstScore: outcome.winner === null ? 0.5 : outcome.winner === game.sides[0]!.id ? 1 : 0,
        reason: game.describeOutcome(outcome),
        forfeit: null,
        capped: false,
        plies: moves.length,
        moves,
      };
  }
  const reason = `drawn at the ${settings.maxPlies}-ply cap`;
  return { firstScore: 0.5, reason, forfeit: null, capped: true, plies: moves.length, moves };
};
