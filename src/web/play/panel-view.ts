/** The words around the board: whose turn, the players, the clock, a draw offer, the tab's title. */
import type { GameNames } from '../../shared/game-words.ts';
import { clockHtml, drawOfferText, playersHtml, ratingNoteText, takebackText } from '../../shared/game-panel.ts';
import type { GameStateView } from '../../shared/game-state.ts';
import { headlineText, unfurlTitle } from '../../shared/game-words.ts';
import { computerToMove, turnNote } from './turn-note.ts';

const element = (id: string): HTMLElement => document.getElementById(id)!;

export const renderPanel = (state: GameStateView, game: GameNames, side: string | null, myTurn: boolean): void => {
  element('status').textContent = headlineText(state, game);
  element('turn-note').textContent = turnNote(state, game, side, myTurn);
  const page = element('game');
  page.dataset.status = state.status;
  page.dataset.myTurn = String(myTurn);
  page.dataset.thinking = String(computerToMove(state));
  element('players').innerHTML = playersHtml(state, game, side);
  renderClock(state, game);
  const offer = element('draw-offer');
  offer.textContent = [drawOfferText(state, game, side), takebackText(state, game, side)]
    .filter((text) => text !== '')
    .join(' ');
  offer.hidden = offer.textContent === '';
  const ratingNote = element('rating-note');
  ratingNote.textContent = ratingNoteText(state);
  ratingNote.hidden = ratingNote.textContent === '';
  element('notation-form').hidden = state.status === 'finished' || side === null;
  // A tab left open shows at a glance that the game waits for its reader.
  document.title = `${myTurn ? '● Your turn · ' : ''}${unfurlTitle(state, game)}`;
};

/** The clock alone: its words ("3 hours left") age, so it is redrawn now and then. */
export const renderClock = (state: GameStateView, game: GameNames): void => {
  element('clock').innerHTML = clockHtml(state, game, Date.now());
};
