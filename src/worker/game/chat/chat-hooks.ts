/**
 * A game's chat channels as its seats manage them: added by either seat (checked by
 * game/channels/hook-url.ts, at most MAX_HOOKS, each URL once; a generic endpoint only once it
 * has answered its verification, game/channels/hook-verification.ts), listed to both with their URLs
 * shown only in part, removed by either. Removing one also drops its posts still waiting.
 */
import { failure, ok, type EngineError, type Result } from '../../../engine/result.ts';
import { readHookUrl, shownUrl, type HookKind } from '../channels/hook-url.ts';
import { newHookSecret } from '../channels/signature.ts';
import type { Env } from '../../platform/env.ts';
import { base64url } from '../../http/tokens.ts';
import type { ChatHook, HookStore } from './hook-store.ts';
import type { RoomStore } from '../room/room-store.ts';

/** Chat channels one game may post to. */
export const MAX_HOOKS = 3;

export interface HookView {
  readonly id: string;
  readonly kind: HookKind;
  /** The host and the start of the path: enough to recognise it, never its token. */
  readonly url: string;
  readonly addedBy: string;
  readonly added: string;
  /** Failed posts in a row (the channel is removed at DROP_AFTER). */
  readonly failures: number;
}

export interface NewHookView extends HookView {
  /** For a generic endpoint: the secret its posts are signed with, shown this once. */
  readonly secret?: string;
}

const viewOf = (hook: ChatHook): HookView => ({
  id: hook.id,
  kind: hook.kind,
  url: shownUrl(hook.url),
  addedBy: hook.addedBy,
  added: new Date(hook.createdAt).toISOString(),
  failures: hook.failures,
});

export const hookViews = (hooks: HookStore): HookView[] => hooks.all().map(viewOf);

/** The development allowance for a local stand-in receiver (hook-url.ts). */
const allowLocal = (env: Env): boolean =>
  ['on', 'true', '1'].includes((env.CHAT_HOOKS_LOCAL ?? '').trim().toLowerCase());

/** A channel checked and made, not yet kept: a generic endpoint must first answer its verification. */
export type NewHook = Omit<ChatHook, 'failures'>;

/** Checks `url` for the game (its shape, a URL not yet used, room for one more) and makes the channel. */
export const prepareHook = (
  hooks: HookStore,
  env: Env,
  side: string,
  url: string,
  now: number,
): Result<NewHook, EngineError> => {
  const target = readHookUrl(url, allowLocal(env));
  if (!target.ok) return target;
  const room = roomForHook(hooks, target.value.url);
  if (!room.ok) return room;
  return ok({
    id: base64url(crypto.getRandomValues(new Uint8Array(6))),
    kind: target.value.kind,
    url: target.value.url,
    secret: target.value.kind === 'webhook' ? newHookSecret() : null,
    addedBy: side,
    createdAt: now,
  });
};

const roomForHook = (hooks: HookStore, url: string): Result<null, EngineError> => {
  const existing = hooks.all();
  if (existing.some((hook) => hook.url === url))
    return failure('ERR_HOOK_EXISTS', 'this game posts to that URL already');
  if (existing.length >= MAX_HOOKS)
    return failure(
      'ERR_HOOK_LIMIT',
      `a game posts to at most ${MAX_HOOKS} chat channels; remove one (DELETE /api/games/:id/webhooks/:hookId) first`,
    );
  return ok(null);
};

/**
 * Keeps a prepared channel, checking again what may have changed while a generic
 * endpoint was being verified (another request of the game's may have run meanwhile).
 */
export const keepHook = (hooks: HookStore, hook: NewHook): Result<NewHookView, EngineError> => {
  const room = roomForHook(hooks, hook.url);
  if (!room.ok) return room;
  hooks.add(hook);
  const view = viewOf({ ...hook, failures: 0 });
  return ok(hook.secret ? { ...view, secret: hook.secret } : view);
};

export const removeHook = (hooks: HookStore, store: RoomStore, id: string): Result<HookView[], EngineError> => {
  const removed = store.transaction(() => {
    const gone = hooks.remove(id);
    if (gone) store.dropHookDeliveries(id, 'the channel was removed');
    return gone;
  });
  if (!removed)
    return failure('ERR_HOOK_NOT_FOUND', `this game has no chat channel "${id.slice(0, 20)}"; list them with GET`);
  return ok(hookViews(hooks));
};
