/**
 * One way to tell a seat anything: a channel takes a stored notice and delivers it for one
 * target, and says what became of it as a value. The game's object queues one delivery per
 * notice, channel and target in its outbox (game/room/notice-outbox.ts), in the transaction that
 * writes the notice, and sends them from its alarm with backoff; the outbox key makes each
 * delivery happen once however often the alarm runs.
 *
 * A channel reaches either seats (email: each seat with an address) or the whole game
 * (a chat channel both seats see). Adding a kind to CHANNEL_KINDS makes the type checker
 * list what it still lacks: its entry in the table of channels (game/channels/index.ts) and
 * its choice for every notice kind in `carries`.
 */
import type { Game } from '../../../engine/game.ts';
import type { NoticeKind, TypedNotice } from '../room/notice.ts';
import type { Env } from '../../platform/env.ts';
import type { HookStore } from '../chat/hook-store.ts';
import type { PushStore } from '../push/push-store.ts';
import type { RoomRecord } from '../room/room-record.ts';
import type { LastMove } from '../room/view.ts';

export const CHANNEL_KINDS = ['email', 'push', 'discord', 'slack', 'webhook'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/** A notice as a channel receives it: the stored notice with its sequence number and time. */
export type QueuedNotice = TypedNotice & { readonly seq: number; readonly createdAt: number };

/** One delivery waiting in the outbox. */
export interface Delivery {
  /** Names the delivery: unique in the game, and the idempotency key where the service takes one. */
  readonly key: string;
  readonly channel: ChannelKind;
  /** The seat it is for (seat channels), or '' for a channel of the whole game. */
  readonly side: string;
  /** The chat channel it goes to (game channels), or null. */
  readonly hook: string | null;
  /** Failed attempts so far. */
  readonly attempts: number;
  readonly notice: QueuedNotice;
}

/**
 * What one attempt came to. `sent`, `skip` (a choice: nothing to send) and `fail` (for
 * good) settle the delivery; `retry` tries again after a backoff (or after `afterMs`,
 * when the service said when); `gone` means the target no longer exists: the delivery
 * is dropped and so is the target.
 */
export type Outcome =
  | { readonly sent: string }
  | { readonly skip: string }
  | { readonly fail: string }
  | { readonly retry: string; readonly afterMs?: number }
  | { readonly gone: string };

/** Who a channel reaches. */
export type Reach = 'seat' | 'game';

export interface Channel {
  readonly reach: Reach;
  /** Which notices it carries: every kind must be decided for every channel. */
  readonly carries: Readonly<Record<NoticeKind, boolean>>;
  /** The targets of a notice meant for `recipients` (seats): seats (`reach: 'seat'`) or chat channel ids. */
  targets(room: RoomRecord, recipients: readonly string[]): readonly string[];
  /** One attempt; an exception counts as a failure to retry. */
  deliver(delivery: Delivery): Promise<Outcome>;
}

/** What a channel may read of the game when it delivers (never held across its awaits). */
export interface ChannelContext {
  readonly env: Env;
  /** The game as it is now, or null when there is none. */
  readonly current: () => { readonly room: RoomRecord; readonly game: Game } | null;
  /** The move played at a ply, in the engine's words. */
  readonly moveAt: (ply: number) => LastMove | null;
  /** The game's chat channels. */
  readonly hooks: Pick<HookStore, 'all' | 'get' | 'noteFailure' | 'noteSuccess'>;
  /** The browsers each seat gets notifications in. */
  readonly pushes: Pick<PushStore, 'hasAny' | 'ofSide' | 'markSent' | 'removeById'>;
}

/** The wait a service asks for in `Retry-After` (seconds), in ms; null when it names none. */
export const retryAfterMs = (response: Response, seconds?: unknown): number | null => {
  const value = typeof seconds === 'number' ? seconds : Number(response.headers.get('Retry-After') ?? Number.NaN);
  return Number.isFinite(value) && value >= 0 ? Math.ceil(value * 1000) : null;
};

/** A send that has not answered by then counts as failed. */
export const SEND_TIMEOUT_MS = 15_000;

/**
 * `work`, or `fallback` if it has not settled within `ms`. The timer is cleared as soon as
 * `work` settles: a timer left running keeps the object's event loop busy, so the object
 * could not be evicted (and is billed as active) for the rest of the 15 s after every
 * email it sent.
 */
export const withTimeout = <T>(work: Promise<T>, ms: number, fallback: T): Promise<T> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([work, late]).finally(() => {
    if (timer !== undefined) clearTimeout(timer);
  });
};
