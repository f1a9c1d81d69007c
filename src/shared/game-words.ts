/**
 * A game in words: whose turn, who won, the title a link preview shows, time left on the
 * clock, the moves in rounds. The server's pages and the browser say things the same way
 * because they share this module; it holds no rules (the engine's sentences are passed in).
 */
import type { GameOutcome, Named } from '../engine/game.ts';
import { clockTermsText } from './clock-words.ts';
import { dateTimeText } from './dates.ts';
import type { GameStateView } from './game-state.ts';
import { movesPlayedText, roundText, sentenceCase } from './move-words.ts';

/** What words about a game need from its engine. */
export interface GameNames {
  readonly name: string;
  readonly sides: readonly [Named, Named];
  describeOutcome(outcome: GameOutcome): string;
}

export const sideName = (game: GameNames, side: string): string =>
  game.sides.find((named) => named.id === side)?.name ?? side;

export const playerName = (state: GameStateView, game: GameNames, side: string): string =>
  state.players[side]?.name ?? sideName(game, side);

/** "Ann (light)", or "Light" when the player kept the side's own name. */
export const playerLabel = (state: GameStateView, game: GameNames, side: string): string => {
  const name = playerName(state, game, side);
  const sideWord = sideName(game, side);
  return name === sideWord ? name : `${name} (${sideWord.toLowerCase()})`;
};

/** "Dark to play (Bob)", or the result once the game is over. */
export const statusText = (state: GameStateView, game: GameNames): string => {
  if (state.status === 'finished') return state.result ? game.describeOutcome(state.result) : 'The game is over';
  if (state.toMove === null) return 'Waiting';
  const name = playerName(state, game, state.toMove);
  const side = sideName(game, state.toMove);
  return name === side ? `${side} to play` : `${side} to play (${name})`;
};

/** "1–0", "0–1" or "½–½", the first side's point first, as records and tables write a result; null while it goes on. */
export const scoreText = (state: GameStateView, game: GameNames): string | null => {
  if (state.status !== 'finished' || !state.result) return null;
  const winner = state.result.winner;
  if (winner === null) return '½–½';
  return winner === game.sides[0].id ? '1–0' : '0–1';
};

/** The line above the board: the status, led by the score once the game is over ("1–0 · Light wins …"). */
export const headlineText = (state: GameStateView, game: GameNames): string => {
  const score = scoreText(state, game);
  return score ? `${score} · ${statusText(state, game)}` : statusText(state, game);
};

/**
 * The move number a position is at, as both games' position notations write it (their
 * last field, counted as in the records: "12. F^c3c6 F^h3h6"). Pages, board pictures
 * and emails all number moves this way, so a title and its picture never disagree.
 */
export const moveNumberOf = (position: string): number => {
  const number = Number(position.trim().split(/\s+/).at(-1));
  return Number.isSafeInteger(number) && number > 0 ? number : 1;
};

/** "Ann (light) vs Bob (dark) · Adomoc · round 12 · dark to play": what a shared link's preview says. */
export const unfurlTitle = (state: GameStateView, game: GameNames): string => {
  const [first, second] = game.sides;
  const players = `${playerLabel(state, game, first.id)} vs ${playerLabel(state, game, second.id)}`;
  const where =
    state.status === 'finished'
      ? headlineText(state, game)
      : `${roundText(moveNumberOf(state.position))} · ${state.toMove ? sideName(game, state.toMove).toLowerCase() : ''} to play`;
  return `${players} · ${game.name} · ${where}`;
};

/** One or two sentences under the title of a link preview. */
export const unfurlDescription = (state: GameStateView, game: GameNames, variantName: string): string => {
  const played =
    state.ply === 0
      ? `${sentenceCase(movesPlayedText(0))}.`
      : `${sentenceCase(movesPlayedText(state.ply))}${state.lastMove ? `, the last ${state.lastMove.notation}` : ''}.`;
  const kind = `A correspondence game of ${game.name}${variantName && variantName !== 'Standard' ? ` (${variantName})` : ''}.`;
  return `${kind} ${played}${state.status === 'finished' ? '' : ` ${statusText(state, game)}.`}`;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "2 days 5 hours", "3 hours 12 minutes", "less than a minute": time left, to the useful precision. */
export const durationText = (ms: number): string => {
  if (ms < MINUTE) return 'less than a minute';
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (days > 0) return hours > 0 ? `${plural(days, 'day')} ${plural(hours, 'hour')}` : plural(days, 'day');
  if (hours > 0) return minutes > 0 ? `${plural(hours, 'hour')} ${plural(minutes, 'minute')}` : plural(hours, 'hour');
  return plural(minutes, 'minute');
};

/** "Mon 3 Nov, 14:05 UTC": a deadline people read at a glance; pages rewrite it in the reader's own time zone. */
export const deadlineText = (iso: string, timeZone?: string): string => dateTimeText(iso, timeZone ? { timeZone } : {});

/** The clock of a game in words: time left for the side to move, or why it is stopped. */
export const clockText = (state: GameStateView, game: GameNames, now: number): string | null => {
  const clock = state.clock;
  if (!clock) return null;
  if (state.status === 'finished') return clockTermsText(clock);
  const side = state.toMove ? sideName(game, state.toMove) : '';
  if (clock.paused)
    return `${side} is on vacation: the clock is stopped with ${durationText(clock.pausedLeftMs ?? 0)} left`;
  if (clock.deadline === null) return clockTermsText(clock);
  const left = Date.parse(clock.deadline) - now;
  if (left <= 0) return `${side}'s time is up`;
  // A bank says its terms with the time left: the time left is all the side has, not one move's.
  return clock.bank
    ? `${durationText(left)} left for ${side}, ${clockTermsText(clock)}`
    : `${durationText(left)} left for ${side}`;
};

export interface MoveCell {
  /** The number of moves played once this one is: the position after it. */
  readonly ply: number;
  readonly notation: string;
}

export interface MoveRow {
  readonly number: number;
  /** The first side's move and the second's; null where the other side's move stands alone. */
  readonly cells: readonly [MoveCell | null, MoveCell | null];
}

/** Moves in numbered rounds, first side then second; `firstMover` is 1 when the game began with the second side to move. */
export const moveRows = (moves: readonly string[], firstMover: 0 | 1): MoveRow[] => {
  const rows: MoveRow[] = [];
  for (let index = 0; index < moves.length; index++) {
    const slot = (index + firstMover) % 2;
    const cell = { ply: index + 1, notation: moves[index]! };
    const number = Math.floor((index + firstMover) / 2) + 1;
    if (slot === 0 || rows.length === 0) rows.push({ number, cells: slot === 0 ? [cell, null] : [null, cell] });
    else {
      const last = rows[rows.length - 1]!;
      rows[rows.length - 1] = { number: last.number, cells: [last.cells[0], cell] };
    }
  }
  return rows;
};
