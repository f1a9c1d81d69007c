/**
 * The seat this device holds in a game, and everything sent with its token: moves,
 * resignations, draw answers, rematches, vacations, email preferences. The server checks the token
 * on every request; a token it refuses is forgotten here.
 */
import { callApi, type ApiAnswer } from '../api.ts';
import { forgetSeat, seatFromAddress, type StoredSeat } from '../seat.ts';
import type { GameStateView, NotifyChoice, SeatView } from '../../shared/game-state.ts';
import type { SeatAction } from './seat-controls.ts';

export interface EmailSettings {
  readonly choice: NotifyChoice;
  readonly email: boolean;
}

export class SeatSession {
  readonly #gameId: string;
  #seat: StoredSeat | null;
  /** Known once the server has answered `GET /seat`; null hides the email control. */
  emails: EmailSettings | null = null;

  constructor(gameId: string, sides: readonly string[]) {
    this.#gameId = gameId;
    this.#seat = seatFromAddress(gameId, sides);
  }

  get side(): string | null {
    return this.#seat?.side ?? null;
  }

  /** Asks the server which seat the kept token is, and its email settings. False when the token is refused. */
  async check(): Promise<boolean> {
    if (!this.#seat) return true;
    const answer = await callApi<SeatView>('GET', `/api/games/${this.#gameId}/seat`, { token: this.#seat.token });
    if (answer.ok) {
      this.#seat = { side: answer.value.side, token: this.#seat.token };
      this.emails = { choice: answer.value.notify, email: answer.value.email };
      return true;
    }
    if (answer.status === 401) this.forget();
    return answer.status !== 401;
  }

  forget(): void {
    forgetSeat(this.#gameId);
    this.#seat = null;
    this.emails = null;
  }

  /** `ply` and `takebacks` as the page last knew them: the server refuses a move made on an older position. */
  sendMove(notation: string, ply: number, takebacks: number): Promise<ApiAnswer<GameStateView>> {
    return this.#post('moves', { move: notation, ply, takebacks });
  }

  async act(action: SeatAction): Promise<ApiAnswer<GameStateView | null>> {
    switch (action.kind) {
      case 'resign':
        return this.#post('resign');
      case 'draw':
        return this.#post('draw', { action: action.action });
      case 'takeback':
        return this.#post('takeback', { action: action.action });
      case 'rematch':
        return this.#post('rematch', { action: action.action });
      case 'vacation':
        return this.#post('vacation', { action: action.action });
      case 'notify': {
        const answer = await this.#post('notifications', { notify: action.notify });
        if (answer.ok) this.emails = { choice: action.notify, email: this.emails?.email ?? true };
        return answer.ok ? { ok: true, value: null } : answer;
      }
    }
  }

  #post(path: string, body?: unknown): Promise<ApiAnswer<GameStateView>> {
    return this.request<GameStateView>('POST', path, body);
  }

  /** A request with the seat's token to `/api/games/:id/<path>` (notes, analysis and the like). */
  async request<T>(method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> {
    if (!this.#seat)
      return {
        ok: false,
        status: 401,
        error: { code: 'ERR_NO_SEAT', message: 'This device holds no seat in this game.' },
      };
    const answer = await callApi<T>(method, `/api/games/${this.#gameId}/${path}`, {
      token: this.#seat.token,
      ...(body === undefined ? {} : { body }),
    });
    if (!answer.ok && answer.status === 401) this.forget();
    return answer;
  }
}
