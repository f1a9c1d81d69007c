/**
 * What a seated player can do besides moving: resign (asked twice), offer, accept or
 * decline a draw, take vacation, and choose how Orrery emails them. Shown only to the
 * holder of a seat; the server checks every request again with the seat's token.
 */
import { dateTimeText } from '../../shared/dates.ts';
import { NOTIFY_CHOICES, type GameStateView, type NotifyChoice } from '../../shared/game-state.ts';

export type SeatAction =
  | { readonly kind: 'resign' }
  | { readonly kind: 'draw'; readonly action: 'offer' | 'accept' | 'decline' }
  | { readonly kind: 'takeback'; readonly action: 'offer' | 'accept' | 'decline' }
  | { readonly kind: 'rematch'; readonly action: 'offer' | 'accept' | 'decline' }
  | { readonly kind: 'vacation'; readonly action: 'start' | 'end' }
  | { readonly kind: 'notify'; readonly notify: NotifyChoice };

export interface SeatControlsState {
  readonly state: GameStateView;
  readonly side: string | null;
  /** The seat's email settings, once the server has said; null hides the control. */
  readonly notify: { readonly choice: NotifyChoice; readonly email: boolean } | null;
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

/**
 * Why a draw offer or takeback request is not offered again: each may be asked once a
 * move (docs/api.md), and a button that simply vanished would look broken.
 */
const ONCE_A_MOVE = {
  draw: 'You offered a draw this move: you can offer again after the next move.',
  takeback: 'You asked to take back this move already: a takeback may be asked once a move.',
} as const;

const NOTIFY_WORDS: Readonly<Record<NotifyChoice, string>> = {
  move: 'after every move of my opponent',
  digest: 'once a day, a digest of my games',
  none: 'never',
};

export class SeatControls {
  readonly #actions: HTMLElement;
  readonly #notify: HTMLElement;
  /**
   * Beside the board, under the words that say an offer came: its Accept and Decline, so
   * that on a phone they are not a screen's height below the sentence asking for them.
   */
  readonly #answers: HTMLElement | null;
  readonly #onAction: (action: SeatAction) => void;
  /** Resigning asks once more before it is sent. */
  #askingResign = false;
  #last: SeatControlsState | null = null;

  constructor(
    actions: HTMLElement,
    notify: HTMLElement,
    onAction: (action: SeatAction) => void,
    answers: HTMLElement | null = null,
  ) {
    this.#actions = actions;
    this.#notify = notify;
    this.#answers = answers;
    this.#onAction = onAction;
  }

  /** The answers to an offer made to this seat: beside the board where the page has a place for them. */
  #answerButtons({ state, side, busy }: Pick<SeatControlsState, 'state' | 'side' | 'busy'>): HTMLButtonElement[] {
    const buttons: HTMLButtonElement[] = [];
    if (state.drawOffer !== null && state.drawOffer !== side)
      buttons.push(
        button('Accept draw', 'button', () => this.#onAction({ kind: 'draw', action: 'accept' }), busy),
        button('Decline draw', 'button', () => this.#onAction({ kind: 'draw', action: 'decline' }), busy),
      );
    const asked = state.takebackOffer ?? null;
    if (asked !== null && asked !== side)
      buttons.push(
        button('Accept takeback', 'button', () => this.#onAction({ kind: 'takeback', action: 'accept' }), busy),
        button('Decline takeback', 'button', () => this.#onAction({ kind: 'takeback', action: 'decline' }), busy),
      );
    return buttons;
  }

  render(view: SeatControlsState): void {
    this.#last = view;
    this.#renderActions(view);
    this.#renderNotify(view);
  }

  #rerender(): void {
    if (this.#last) this.render(this.#last);
  }

  #renderActions({ state, side, busy }: SeatControlsState): void {
    const playing = side !== null && state.status === 'ongoing';
    this.#actions.hidden = !playing;
    this.#actions.replaceChildren();
    const answers = playing ? this.#answerButtons({ state, side, busy }) : [];
    if (this.#answers) {
      this.#answers.replaceChildren(...answers);
      this.#answers.hidden = answers.length === 0;
    }
    if (!playing) return;
    const row = document.createElement('div');
    row.className = 'button-row';
    if (this.#askingResign) {
      const question = document.createElement('p');
      question.textContent = 'Resign this game? Your opponent wins.';
      this.#actions.append(question);
      row.append(
        button(
          'Yes, resign',
          'button button-danger',
          () => {
            this.#askingResign = false;
            this.#onAction({ kind: 'resign' });
          },
          busy,
        ),
        button(
          'Keep playing',
          'button button-quiet',
          () => {
            this.#askingResign = false;
            this.#rerender();
          },
          false,
        ),
      );
      this.#actions.append(row);
      return;
    }
    // Without a place beside the board, the answers to an offer lead the seat's actions.
    if (!this.#answers) row.append(...answers);
    const hints: string[] = [];
    if (state.drawOffer === side) {
      row.append(
        button('Withdraw draw offer', 'button', () => this.#onAction({ kind: 'draw', action: 'decline' }), busy),
      );
    } else if (state.drawOffer === null) {
      // Once a move: a declined or withdrawn offer waits for the next move (docs/api.md).
      if (state.offered?.draw.includes(side ?? '')) hints.push(ONCE_A_MOVE.draw);
      else row.append(button('Offer a draw', 'button', () => this.#onAction({ kind: 'draw', action: 'offer' }), busy));
    }
    const asked = state.takebackOffer ?? null;
    if (asked === side)
      row.append(
        button(
          'Withdraw takeback request',
          'button',
          () => this.#onAction({ kind: 'takeback', action: 'decline' }),
          busy,
        ),
      );
    else if (asked === null && state.lastMove?.side === side) {
      if (state.offered?.takeback.includes(side ?? '')) hints.push(ONCE_A_MOVE.takeback);
      else
        row.append(
          button('Ask to take back', 'button', () => this.#onAction({ kind: 'takeback', action: 'offer' }), busy),
        );
    }
    const vacation = state.clock && side !== null ? state.clock.vacations[side] : undefined;
    if (state.clock && state.clock.vacationDays > 0 && vacation) {
      if (vacation.active) {
        // How long it can last, as when it was taken: the days left run down while it does.
        const until = vacation.until ? ` (until ${dateTimeText(vacation.until, { now: Date.now() })} at most)` : '';
        row.append(
          button(`End vacation${until}`, 'button', () => this.#onAction({ kind: 'vacation', action: 'end' }), busy),
        );
      } else if (vacation.daysLeft > 0)
        row.append(
          button(
            `Take vacation (${vacation.daysLeft} days left)`,
            'button',
            () => this.#onAction({ kind: 'vacation', action: 'start' }),
            busy,
          ),
        );
    }
    row.append(
      button(
        'Resign',
        'button button-quiet',
        () => {
          this.#askingResign = true;
          this.#rerender();
          this.#actions.querySelector<HTMLButtonElement>('.button-danger')?.focus();
        },
        busy,
      ),
    );
    this.#actions.append(row);
    for (const text of hints) {
      const hint = document.createElement('p');
      hint.className = 'hint';
      hint.textContent = text;
      this.#actions.append(hint);
    }
  }

  #renderNotify({ side, notify, busy }: SeatControlsState): void {
    const shown = side && notify?.email;
    this.#notify.hidden = !shown;
    this.#notify.replaceChildren();
    if (!shown) return;
    const label = document.createElement('label');
    label.htmlFor = 'notify-choice';
    label.textContent = 'Email me';
    const select = document.createElement('select');
    select.id = 'notify-choice';
    select.disabled = busy;
    for (const choice of NOTIFY_CHOICES) {
      const option = document.createElement('option');
      option.value = choice;
      option.textContent = NOTIFY_WORDS[choice];
      option.selected = choice === notify.choice;
      select.append(option);
    }
    select.addEventListener('change', () => this.#onAction({ kind: 'notify', notify: select.value as NotifyChoice }));
    const heading = document.createElement('h2');
    heading.textContent = 'Email';
    this.#notify.append(heading, label, select);
  }
}
