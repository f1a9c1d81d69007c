/**
 * A game's chat channels as its seats manage them through the game's object: added by
 * either seat while the game goes on (the checks are chat-hooks.ts), listed and removed
 * by either seat, and dropped when they are gone or keep failing (told only to the seat
 * that added one).
 */
import { ok, type EngineError, type Result } from '../../../engine/result.ts';
import { configuredOrigin } from '../../http/origin.ts';
import { limited } from '../../http/errors.ts';
import { shownUrl } from '../channels/hook-url.ts';
import { verifyEndpoint } from '../channels/hook-verification.ts';
import { hookViews, keepHook, prepareHook, removeHook, type HookView, type NewHookView } from './chat-hooks.ts';
import { DELIVERY_DELAY_MS } from '../room/notice-outbox.ts';
import type { RoomStore } from '../room/room-store.ts';
import type { RoomContext, RoomResult } from '../room/room-context.ts';

const HOUR_MS = 3_600_000;
/** Verification posts one game, with the games before it in its series, may send an hour (addHook). */
const VERIFICATIONS_PER_HOUR = 5;
/** Where the object keeps the times of its recent verification posts. */
const VERIFICATIONS_KEY = 'hook-verifications';

/** The times of the game's verification posts in the last hour (a rematch starts with its series' own). */
export const recentVerifications = (kv: SyncKvStorage, now: number): number[] =>
  (kv.get<number[]>(VERIFICATIONS_KEY) ?? []).filter((at) => at > now - HOUR_MS);

/** A new game's object starts with the verification posts its series sent within the hour. */
export const keepVerifications = (kv: SyncKvStorage, times: readonly number[]): void => {
  if (times.length) kv.put(VERIFICATIONS_KEY, [...times]);
};

/**
 * Adds a chat channel for the token's seat; the answer carries a generic endpoint's
 * secret, once. A generic endpoint is kept only once it has answered its verification
 * post, and a game sends at most VERIFICATIONS_PER_HOUR of those: adding an address
 * again and again is no way round the handshake's purpose.
 */
export const addHook = async (
  context: RoomContext,
  tokenHash: string,
  url: string,
): Promise<RoomResult<NewHookView>> => {
  const seat = context.seat(tokenHash, 'playing');
  if (!seat.ok) return seat;
  const { hooks } = context.stores;
  const now = Date.now();
  const prepared = prepareHook(hooks, context.env, seat.value.side, url, now);
  if (!prepared.ok) return prepared;
  const hook = prepared.value;
  if (hook.kind === 'webhook') {
    const kv = context.storage.kv;
    const recent = recentVerifications(kv, now);
    if (recent.length >= VERIFICATIONS_PER_HOUR)
      return limited(
        `this game (with the games before it in its series) has sent ${VERIFICATIONS_PER_HOUR} verification posts in the last hour; try again in ${Math.ceil((recent[0]! + HOUR_MS - now) / 60_000)} minutes`,
        (recent[0]! + HOUR_MS - now) / 1000,
      );
    kv.put(VERIFICATIONS_KEY, [...recent, now]);
    const { id } = seat.value.loaded.room;
    const game = { id, url: `${configuredOrigin(context.env) ?? ''}/g/${id}` };
    const verified = await verifyEndpoint(hook.url, hook.secret ?? '', game);
    if (!verified.ok) return verified;
  }
  return keepHook(hooks, hook);
};

/** The game's chat channels, to either seat. */
export const chatHooks = (context: RoomContext, tokenHash: string): RoomResult<HookView[]> => {
  const seat = context.seat(tokenHash, 'any');
  return seat.ok ? ok(hookViews(context.stores.hooks)) : seat;
};

export const removeChatHook = (
  context: RoomContext,
  tokenHash: string,
  id: string,
): Result<HookView[], EngineError> => {
  const seat = context.seat(tokenHash, 'any');
  if (!seat.ok) return seat;
  return removeHook(context.stores.hooks, context.stores.room, id);
};

/**
 * A channel that is gone or kept failing: removed, its posts dropped, and the seat that
 * added it told (only that seat: the other never chose it, and a channel added again and
 * again to fail must not become a way to send it notice after notice).
 */
export const dropHook = (context: RoomContext, id: string | null, reason: string): void => {
  const loaded = context.load();
  const { hooks, room: store } = context.stores;
  const hook = id ? hooks.get(id) : null;
  if (!loaded || !hook) return;
  const removed = removeHook(hooks, store, hook.id);
  if (!removed.ok) return;
  store.transaction(() =>
    context.tell(
      loaded.room,
      'chat-removed',
      null,
      { channel: shownUrl(hook.url), reason },
      Date.now(),
      hook.addedBy in loaded.room.seats ? [hook.addedBy] : [],
      `hook-${hook.id}`,
    ),
  );
  void context.scheduleAlarm();
};

/** Every delivery of one channel kind and what became of it (for tests and operators). */
export const deliveries = async (
  context: RoomContext,
  channel: string,
): Promise<ReturnType<RoomStore['deliveryLog']>> => {
  if (!context.load()) return [];
  await context.outbox.deliver(Date.now() + DELIVERY_DELAY_MS);
  await context.scheduleAlarm();
  return context.stores.room.deliveryLog(channel);
};
