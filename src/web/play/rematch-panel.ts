/**
 * The rematch panel of the game page: the series score, what stands of a rematch offer,
 * and for a seated player the buttons to offer, accept, decline or withdraw one once the
 * game is over. The server checks every request again with the seat's token; following
 * the player to the new game is the page API's (page-api.ts).
 */
import type { GameStateView } from '../../shared/game-state.ts';
import type { GameNames } from '../../shared/game-words.ts';
import { panelSeriesText, rematchNote } from '../../shared/rematch-words.ts';
import type { SeatAction } from './seat-controls.ts';

export interface RematchPanelState {
  readonly state: GameStateView;
  readonly side: string | null;
  readonly busy: boolean;
}

const button = (text: string, className: string, onClick: () => void, disabled: boolean): HTMLButtonElement => {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.textContent = text;
  element.disabled = disabled;
  element.addEventListener('click', onClick);
  return element;
};

export class RematchPanel {
  readonly #section: HTMLElement;
  readonly #game: GameNames;
  readonly #onAction: (action: SeatAction) => void;
  readonly #onFollow: () => void;

  constructor(section: HTMLElement, game: GameNames, onAction: (action: SeatAction) => void, onFollow: () => void) {
    this.#section = section;
    this.#game = game;
    this.#onAction = onAction;
    this.#onFollow = onFollow;
  }

  render({ state, side, busy }: RematchPanelState): void {
    const series = panelSeriesText(state, this.#game);
    const note = rematchNote(state, this.#game, side);
    this.#section.hidden = series === null && note === '';
    this.#text('rematch-title', state.status === 'finished' ? 'Rematch' : 'Series');
    this.#text('series', series ?? '');
    this.#text('rematch-note', note);
    const actions = this.#section.querySelector<HTMLElement>('#rematch-actions')!;
    actions.replaceChildren(...this.#buttons(state, side, busy));
    actions.hidden = actions.childElementCount === 0;
  }

  #text(id: string, text: string): void {
    const element = this.#section.querySelector<HTMLElement>(`#${id}`)!;
    if (element.textContent !== text) element.textContent = text;
    element.hidden = text === '';
  }

  #buttons(state: GameStateView, side: string | null, busy: boolean): HTMLElement[] {
    const rematch = state.rematch ?? null;
    const act = (action: 'offer' | 'accept' | 'decline') => () => this.#onAction({ kind: 'rematch', action });
    if (rematch?.next) {
      if (side !== null) return [button('Go to the rematch', 'button', this.#onFollow, busy)];
      const link = document.createElement('a');
      link.className = 'button';
      link.href = `/g/${rematch.next}`;
      link.textContent = 'Watch the rematch';
      return [link];
    }
    if (side === null || state.status !== 'finished') return [];
    if (rematch?.offer === side) return [button('Withdraw rematch offer', 'button', act('decline'), busy)];
    if (rematch?.offer)
      return [
        button('Accept rematch', 'button', act('accept'), busy),
        button('Decline', 'button button-quiet', act('decline'), busy),
      ];
    // Each side offers once: withdrawn or declined, it is the opponent's to offer now.
    if (rematch?.offeredBy?.includes(side)) return [];
    return [button('Offer a rematch', 'button', act('offer'), busy)];
  }
}
