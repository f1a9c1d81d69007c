/**
 * A game's live updates over its WebSocket (`/api/games/:id/live`), kept open for as long
 * as the page is: reconnects with growing, jittered delays; asks only for the moves it
 * has not seen (`?since=`). The socket is one-way: the server reads nothing a page sends,
 * and says "beat" every 25 s, so a connection silent for longer was dropped without a
 * close (by a proxy, a sleeping laptop) and is opened again.
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

/** The server's beat comes every 25 s: a socket silent this long is dead even if it looks open. */
const SILENT_FOR_MS = 40_000;
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
  #silenceTimer: ReturnType<typeof setTimeout> | undefined;
  #heardAt = 0;
  #stopped = false;

  constructor(path: string, handlers: LiveHandlers) {
    this.#path = path;
    this.#handlers = handlers;
    addEventListener('online', () => this.#reconnectNow());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState !== 'visible') return;
      // Timers sleep in a hidden tab: on its return, a socket silent too long is given up now.
      if (this.#socket?.readyState === WebSocket.OPEN) this.#checkSilence();
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

  #connect(): void {
    clearTimeout(this.#retryTimer);
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(`${scheme}//${location.host}${this.#path}?since=${this.#handlers.since()}`);
    this.#socket = socket;
    this.#handlers.onStatus('connecting');
    socket.addEventListener('open', () => {
      this.#failures = 0;
      this.#handlers.onStatus('open');
      this.#heard();
    });
    socket.addEventListener('message', (event) => {
      this.#heard();
      if (typeof event.data !== 'string' || !event.data.startsWith('{')) return;
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
      clearTimeout(this.#silenceTimer);
      this.#handlers.onStatus('closed');
      if (!this.#stopped) this.#scheduleReconnect();
    });
  }

  /** Something came: the connection is alive for SILENT_FOR_MS more. */
  #heard(): void {
    this.#heardAt = Date.now();
    clearTimeout(this.#silenceTimer);
    this.#silenceTimer = setTimeout(() => this.#checkSilence(), SILENT_FOR_MS);
  }

  #checkSilence(): void {
    if (Date.now() - this.#heardAt < SILENT_FOR_MS) return;
    this.#socket?.close(4000, 'silent too long');
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
