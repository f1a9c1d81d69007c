/**
 * What a game's live sockets may do. Anyone who knows a game's id may watch it, so a
 * watcher must not be able to slow the game for its players: a socket may send only
 * "sync" (and "ping", answered by the platform without waking the game), a few bytes
 * at a time, a few times a second; a "sync" is answered at most every SYNC_EVERY_MS;
 * anything else closes the socket with a code that says why. A game takes at most
 * MAX_SOCKETS sockets, at most MAX_SOCKETS_PER_CLIENT from one client (an IPv6 /64
 * counts as one), so a flood costs the attacker its sockets, not the players their game.
 */

export const MAX_SOCKETS = 200;
export const MAX_SOCKETS_PER_CLIENT = 8;
/** Longer than any message a page sends ("sync"). */
export const MAX_MESSAGE_BYTES = 32;
export const MESSAGES_PER_WINDOW = 20;
export const WINDOW_MS = 10_000;
export const SYNC_EVERY_MS = 5_000;

/** RFC 6455 close codes: 1008 the message broke the rules, 1009 it was too big. */
export const CLOSE_POLICY = 1008;
export const CLOSE_TOO_BIG = 1009;

export type Verdict =
  | { readonly kind: 'sync' }
  /** A sync came too soon after the last: answered once the interval has passed. */
  | { readonly kind: 'sync-later'; readonly inMs: number }
  /** A sync is already waiting for its turn, or the socket is being closed. */
  | { readonly kind: 'ignore' }
  | { readonly kind: 'close'; readonly code: number; readonly reason: string };

interface SocketState {
  /** Closed by the guard: whatever it still had in flight is dropped unread. */
  closed: boolean;
  windowStart: number;
  count: number;
  lastSync: number;
  syncWaiting: boolean;
}

/** The tag a socket is accepted with: its client's key, so the object can count them. */
export const clientTag = (clientKey: string): string => `client:${clientKey}`.slice(0, 200);

/**
 * Per-socket counts, kept in memory: after the object hibernates they start afresh,
 * which costs nothing, since a flooding socket keeps the object awake.
 */
export class SocketGuard {
  private readonly states = new WeakMap<WebSocket, SocketState>();

  judge(socket: WebSocket, message: string | ArrayBuffer, now: number): Verdict {
    const verdict = this.verdict(socket, message, now);
    if (verdict.kind === 'close') this.stateOf(socket, now).closed = true;
    return verdict;
  }

  private stateOf(socket: WebSocket, now: number): SocketState {
    let state = this.states.get(socket);
    if (!state) {
      state = { closed: false, windowStart: now, count: 0, lastSync: -Infinity, syncWaiting: false };
      this.states.set(socket, state);
    }
    return state;
  }

  private verdict(socket: WebSocket, message: string | ArrayBuffer, now: number): Verdict {
    if (this.states.get(socket)?.closed) return { kind: 'ignore' };
    const size = typeof message === 'string' ? message.length : message.byteLength;
    if (size > MAX_MESSAGE_BYTES)
      return { kind: 'close', code: CLOSE_TOO_BIG, reason: `messages are at most ${MAX_MESSAGE_BYTES} bytes` };
    if (message !== 'sync')
      return { kind: 'close', code: CLOSE_POLICY, reason: 'unknown message: pages send only "sync"' };
    const state = this.stateOf(socket, now);
    if (now - state.windowStart >= WINDOW_MS) Object.assign(state, { windowStart: now, count: 0 });
    state.count++;
    if (state.count > MESSAGES_PER_WINDOW)
      return {
        kind: 'close',
        code: CLOSE_POLICY,
        reason: `too many messages: at most ${MESSAGES_PER_WINDOW} per ${WINDOW_MS / 1000} s`,
      };
    if (state.syncWaiting) return { kind: 'ignore' };
    const wait = state.lastSync + SYNC_EVERY_MS - now;
    if (wait > 0) {
      state.syncWaiting = true;
      return { kind: 'sync-later', inMs: wait };
    }
    state.lastSync = now;
    return { kind: 'sync' };
  }

  /** A deferred sync is being answered now. */
  synced(socket: WebSocket, now: number): void {
    const state = this.states.get(socket);
    if (state) Object.assign(state, { lastSync: now, syncWaiting: false });
  }
}
