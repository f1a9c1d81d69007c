/**
 * Rematches and the series score in words, for the server's pages, the browser's game
 * page and the embed view alike: "Ann 2 – Bob 1½", "Bob offers a rematch".
 */
import type { GameStateView, RematchView } from './game-state.ts';
import { playerName, sideName, type GameNames } from './game-words.ts';
import { escapeHtml } from './html.ts';

/** Points with halves written as ½: 0, ½, 1, 1½… */
export const pointsText = (points: number): string => {
  const whole = Math.floor(points);
  const half = points - whole >= 0.5;
  return half ? `${whole === 0 ? '' : whole}½` : String(whole);
};

/** "Ann 2 – Bob 1", the sides in the game's order; null for a game alone. */
export const seriesText = (state: GameStateView, game: GameNames): string | null => {
  const series = state.series;
  if (!series) return null;
  const [first, second] = game.sides;
  const score = (side: string) => `${playerName(state, game, side)} ${pointsText(series.score[side] ?? 0)}`;
  return `${score(first.id)} – ${score(second.id)}`;
};

/** "Series: Ann 2 – Bob 1 (game 3)", or null for a game alone. */
export const seriesLine = (state: GameStateView, game: GameNames): string | null => {
  const text = seriesText(state, game);
  return text === null ? null : `Series: ${text} (game ${state.series!.game})`;
};

/** The rematch panel's line: "Series:" only where the heading says "Rematch". */
export const panelSeriesText = (state: GameStateView, game: GameNames): string | null => {
  const text = seriesText(state, game);
  if (text === null) return null;
  return state.status === 'finished' ? seriesLine(state, game) : `${text} (game ${state.series!.game})`;
};

const opponentOf = (game: GameNames, side: string): string => game.sides.find((named) => named.id !== side)!.id;

/** What stands now, for the reader: a pending offer, or what became of the last one. */
export const rematchNote = (state: GameStateView, game: GameNames, mySide: string | null): string => {
  const rematch = state.rematch;
  if (state.status !== 'finished') return '';
  if (!rematch) return mySide === null ? '' : 'Play again? A rematch swaps the sides.';
  const name = (side: string) => (side === mySide ? 'You' : playerName(state, game, side));
  if (rematch.next !== null)
    return mySide === null
      ? 'The rematch has started.'
      : `The rematch has started: you play ${sideName(game, opponentOf(game, mySide))} there.`;
  if (rematch.offer !== null)
    return rematch.offer === mySide
      ? `You offered a rematch; it stands until ${playerName(state, game, opponentOf(game, mySide))} answers.`
      : `${name(rematch.offer)} offers a rematch: the same game with the sides swapped.`;
  return rematch.last ? rematchEventText(state, game, rematch.last, mySide) : '';
};

/** One step of a rematch in words, as the live page says it when it happens. */
export const rematchEventText = (
  state: GameStateView,
  game: GameNames,
  last: NonNullable<RematchView['last']>,
  mySide: string | null,
): string => {
  const who = last.side === mySide ? 'You' : playerName(state, game, last.side);
  switch (last.event) {
    case 'offered':
      return `${who} offered a rematch: the same game with the sides swapped.`;
    case 'withdrawn':
      return `${who} withdrew the rematch offer.`;
    case 'declined':
      return `${who} declined the rematch.`;
    case 'accepted':
      return `${who} accepted the rematch.`;
  }
};

/**
 * The rematch panel as the server writes it, for a watcher (the server never knows the
 * seat: its token stays in the browser); the page's script fills in a seat's buttons.
 */
export const rematchSectionHtml = (state: GameStateView, game: GameNames): string => {
  const series = panelSeriesText(state, game);
  const note = rematchNote(state, game, null);
  const hidden = (text: string | null) => (text ? '' : ' hidden');
  return `<section class="panel-section rematch" id="rematch" aria-labelledby="rematch-title"${series === null && note === '' ? ' hidden' : ''}>
    <h2 id="rematch-title">${state.status === 'finished' ? 'Rematch' : 'Series'}</h2>
    <p class="series" id="series"${hidden(series)}>${escapeHtml(series ?? '')}</p>
    <p class="rematch-note" id="rematch-note" aria-live="polite"${hidden(note)}>${escapeHtml(note)}</p>
    <div class="button-row" id="rematch-actions" hidden></div>
  </section>`;
};
