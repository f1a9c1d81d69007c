/**
 * Conditional moves (a forecast): lines a seat leaves to be played for it while it is
 * away, each starting with the opponent's next move and alternating with the seat's
 * replies. Pure functions: checking a set with the engine, and finding the reply to
 * the move the opponent played. The object keeps the set (forecast-store.ts) and plays
 * the reply in the transaction of the opponent's move (game-room.ts).
 */
import type { Game, GameOutcome } from '../../../engine/game.ts';
import { failure, ok, type EngineError, type Result } from '../../../engine/result.ts';

export type Lines = readonly (readonly string[])[];

/** At most this many lines, and this many moves in one line. */
export const MAX_LINES = 100;
export const MAX_LINE_MOVES = 60;

/**
 * The lines in strict notation, each checked move by move from `position` (the
 * opponent to move), without duplicates; or why not. A line ends with a reply, never
 * goes past the end of the game, and one opponent move never gets two different replies.
 */
export const checkLines = (
  game: Game,
  variant: string,
  position: unknown,
  lines: Lines,
): Result<string[][], EngineError> => {
  const strictLines: string[][] = [];
  const replies = new Map<string, string>();
  const seen = new Set<string>();
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const where = `line ${index + 1}`;
    let at = position;
    const strict: string[] = [];
    for (let step = 0; step < line.length; step++) {
      const so = strict.length ? ` after ${strict.join(' ')}` : '';
      if (game.outcome(at, variant))
        return failure('ERR_CONDITIONAL', `${where}: the game is over${so}; nothing may follow`);
      const move = game.parseMove(at, variant, line[step]!);
      if (!move.ok) return failure(move.error.code, `${where}, move ${step + 1}${so}: ${move.error.message}`);
      const played = game.play(at, variant, move.value);
      if (!played.ok) return failure(played.error.code, `${where}, move ${step + 1}${so}: ${played.error.message}`);
      strict.push(game.makeMove(at, move.value));
      at = played.value.position;
      if (step % 2 === 1) {
        const before = strict.slice(0, -1).join(' ');
        const reply = strict[strict.length - 1]!;
        const earlier = replies.get(before);
        if (earlier !== undefined && earlier !== reply)
          return failure(
            'ERR_CONDITIONAL',
            `${where}: after ${before} you reply ${reply} here but ${earlier} in another line; keep one reply per move`,
          );
        replies.set(before, reply);
      }
    }
    const key = strict.join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    strictLines.push(strict);
  }
  return ok(strictLines);
};

/** What the forecast says once the opponent has played `move` (strict): the reply and the lines after it, or nothing. */
export const matchLines = (lines: Lines, move: string): { reply: string; rest: string[][] } | null => {
  const matched = lines.filter((line) => line[0] === move && line.length >= 2);
  if (matched.length === 0) return null;
  const rest = matched.filter((line) => line.length > 2).map((line) => line.slice(2));
  return { reply: matched[0]![1]!, rest };
};

/** What a stored forecast does when the opponent has moved. */
export type ForecastOutcome<P> =
  /** No forecast waited for this move. */
  | { readonly step: 'none' }
  /** None of its lines began with this move: it is dropped. */
  | { readonly step: 'unmatched' }
  /** Its reply could not be played (it cannot happen, but it is checked): dropped, with the reason. */
  | { readonly step: 'dropped'; readonly reply: string; readonly reason: string }
  | {
      readonly step: 'reply';
      readonly reply: string;
      readonly position: P;
      readonly events: readonly unknown[];
      readonly outcome: GameOutcome | null;
      readonly rest: string[][];
    };

/**
 * The forecast's answer to `move` (strict), played by the opponent when `ply` moves had
 * been played, leaving `position`. A forecast saved for another ply does not apply.
 */
export const answerMove = <P>(
  game: Game<P>,
  variant: string,
  forecast: { readonly ply: number; readonly lines: Lines } | null,
  ply: number,
  move: string,
  position: P,
): ForecastOutcome<P> => {
  if (!forecast) return { step: 'none' };
  if (forecast.ply !== ply) return { step: 'unmatched' };
  const matched = matchLines(forecast.lines, move);
  if (!matched) return { step: 'unmatched' };
  const parsed = game.parseMove(position, variant, matched.reply);
  if (!parsed.ok) return { step: 'dropped', reply: matched.reply, reason: parsed.error.message };
  const played = game.play(position, variant, parsed.value);
  if (!played.ok) return { step: 'dropped', reply: matched.reply, reason: played.error.message };
  return {
    step: 'reply',
    reply: game.makeMove(position, parsed.value),
    position: played.value.position,
    events: played.value.events,
    outcome: played.value.outcome,
    rest: played.value.outcome ? [] : matched.rest,
  };
};
