/**
 * A game's live updates over its WebSocket (`/api/games/:id/live`), kept open for as long
 * as the page is: reconnects with growing, jittered delays; asks only for the moves it
 * has not seen (`?since=`); pings so a connection a proxy dropped silently is noticed.
 */
import { backoffDelay } from '../shared/backoff.ts';
import type { GameStateView } from '../shared/game-state.ts';

export type LiveMessage =
  | { readonly type: 'state'; readonly state: GameStateView }
  | {
      readonly type: 'update';
      readonly reason: string;
      /** The seat that made the change; null for the clock's own (docs/api.md). */
      readonly by?: string | null;
      readonly state: GameStateView;
    };

/** A new message between the seats: its number only, since watchers share the feed. */
export interface LiveSignal {
  readonly type: 'message';
  readonly seq: number;
}

export type LiveStatus = 'connecting' | 'open' | 'closed';

export interface LiveHandlers {
  /** How many moves the page holds: the server sends only those after it. */
  since(): number;
  onMessage(message: LiveMessage): void;
  onStatus(status: LiveStatus): void;
  onSignal?(signal: LiveSignal): void;
}

const PING_EVERY_MS = 25_000;
/** A ping unanswered this long means the connection is dead even if it looks open. */
const PONG_WITHIN_MS = 10_000;
const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 30_000;

const isLiveMessage = (value: unknown): value is LiveMessage => {
  const message = value as LiveMessage | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    (message.type === 'state' || message.type === 'update') &&
    typeof message.state === 'object'
  );
};

export class LiveFeed {
  readonly #path: string;
  readonly #handlers: LiveHandlers;
  #socket: WebSocket | null = null;
  #failures = 0;
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  #pingTimer: ReturnType<typeof setInterval> | undefined;
  #pongTimer: ReturnType<typeof setTimeout> | undefined;
  #stopped = false;

  constructor(path: string, handlers: LiveHandlers) {
    this.#path = path;
    this.#handlers = handlers;
    addEventListener('online', () => this.#reconnectNow());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState !== 'visible') return;
      if (this.#socket?.readyState === WebSocket.OPEN) this.#ping();
      else this.#reconnectNow();
    });
  }

  start(): void {
    this.#stopped = false;
    this.#connect();
  }

  stop(): void {
    this.#stopped = true;
    clearTimeout(this.#retryTimer);
    this.#socket?.close(1000, 'page closed');
  }

  /** Asks for the whole state again: after an update that does not follow what the page holds. */
  sync(): void {
    if (this.#socket?.readyState === WebSocket.OPEN) this.#socket.send('sync');
    else this.#reconnectNow();
  }

  #connect(): void {
    clearTimeout(this.#retryTimer);
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(`${scheme}//${location.host}${this.#path}?since=${this.#handlers.since()}`);
    this.#socket = socket;
    this.#handlers.onStatus('connecting');
    socket.addEventListener('open', () => {
      this.#failures = 0;
      this.#handlers.onStatus('open');
      clearInterval(this.#pingTimer);
      this.#pingTimer = setInterval(() => this.#ping(), PING_EVERY_MS);
    });
    socket.addEventListener('message', (event) => {
      clearTimeout(this.#pongTimer);
      if (typeof event.data !== 'string' || event.data === 'pong') return;
      let message: unknown;
      try {
        message = JSON.parse(event.data);
      } catch {
        return;
      }
      if (isLiveMessage(message)) this.#handlers.onMessage(message);
      else if ((message as LiveSignal | null)?.type === 'message') this.#handlers.onSignal?.(message as LiveSignal);
    });
    socket.addEventListener('close', () => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      clearInterval(this.#pingTimer);
      clearTimeout(this.#pongTimer);
      this.#handlers.onStatus('closed');
      if (!this.#stopped) this.#scheduleReconnect();
    });
  }

  #ping(): void {
    const socket = this.#socket;
    if (socket?.readyState !== WebSocket.OPEN) return;
    socket.send('ping');
    clearTimeout(this.#pongTimer);
    this.#pongTimer = setTimeout(() => socket.close(4000, 'no pong'), PONG_WITHIN_MS);
  }

  #scheduleReconnect(): void {
    const ceiling = backoffDelay(this.#failures, FIRST_RETRY_MS, LONGEST_RETRY_MS);
    this.#failures++;
    // Jitter, so the pages of a game do not all come back in the same instant after an outage.
    this.#retryTimer = setTimeout(() => this.#connect(), ceiling / 2 + Math.random() * (ceiling / 2));
  }

  #reconnectNow(): void {
    if (this.#stopped) return;
    const socket = this.#socket;
    if (socket && socket.readyState <= WebSocket.OPEN) return;
    this.#failures = 0;
    this.#connect();
  }
}
