/**
 * The seat this device holds in a game, and everything sent with its token: moves,
 * resignations, draw answers, rematches, vacations, email preferences. The server checks the token
 * on every request; a token it refuses is forgotten here.
 */
import { callApi, type ApiAnswer, type SeatCall, type SeatRequestOptions } from '../api.ts';
import type { AnswerOf, ParamsOf } from '../../shared/api-contract.ts';
import { forgetSeat, seatFromAddress, type StoredSeat } from '../seat.ts';
import type { GameStateView, NotifyChoice } from '../../shared/game-state.ts';
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
    const answer = await callApi('GET /api/games/:id/seat', { params: { id: this.#gameId }, token: this.#seat.token });
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
    return this.request('POST /api/games/:id/moves', { body: { move: notation, ply, takebacks } });
  }

  async act(action: SeatAction): Promise<ApiAnswer<GameStateView | null>> {
    switch (action.kind) {
      case 'resign':
        return this.request('POST /api/games/:id/resign');
      case 'draw':
        return this.request('POST /api/games/:id/draw', { body: { action: action.action } });
      case 'takeback':
        return this.request('POST /api/games/:id/takeback', { body: { action: action.action } });
      case 'rematch':
        return this.request('POST /api/games/:id/rematch', { body: { action: action.action } });
      case 'vacation':
        return this.request('POST /api/games/:id/vacation', { body: { action: action.action } });
      case 'notify': {
        const answer = await this.request('POST /api/games/:id/notifications', { body: { notify: action.notify } });
        if (answer.ok) this.emails = { choice: action.notify, email: this.emails?.email ?? true };
        return answer.ok ? { ok: true, value: null } : answer;
      }
    }
  }

  /** A call about this game with the seat's token (notes, analysis and the like). */
  async request<Call extends SeatCall>(
    call: Call,
    options: SeatRequestOptions<Call> = {},
  ): Promise<ApiAnswer<AnswerOf<Call>>> {
    if (!this.#seat)
      return {
        ok: false,
        status: 401,
        error: { code: 'ERR_NO_SEAT', message: 'This device holds no seat in this game.' },
      };
    const answer = await callApi(call, {
      ...options,
      params: { ...options.params, id: this.#gameId } as ParamsOf<Call>,
      token: this.#seat.token,
    });
    if (!answer.ok && answer.status === 401) this.forget();
    return answer;
  }
}
