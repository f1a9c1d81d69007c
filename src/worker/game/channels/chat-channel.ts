/**
 * Chat channels: Discord and Slack webhooks and generic JSON endpoints, each a channel of
 * the whole game (both seats see them). A post is one HTTPS request, never redirected;
 * what the service answers decides what happens next:
 *
 * - 2xx: sent.
 * - 429: tried again when the service says (Discord's `retry_after`, or `Retry-After`).
 * - 5xx, no connection: tried again with the outbox's backoff.
 * - 404 or 410: the webhook no longer exists; the channel is removed and the seats told.
 * - 3xx and other 4xx: failed for good (the request would not change).
 * - no answer within CHAT_TIMEOUT_MS: failed, not retried, since it may have been posted.
 *
 * After DROP_AFTER failed attempts in a row the channel is removed as if gone.
 */
import { discardBody, readTextUpTo } from '../../http/bounded-read.ts';
import { configuredOrigin } from '../../http/origin.ts';
import type { ChatHook } from '../chat/hook-store.ts';
import type { HookKind } from './hook-url.ts';
import { retryAfterMs, type Channel, type ChannelContext, type Delivery, type Outcome } from './channel.ts';
import { discordBody, slackBody, webhookBody } from './chat-formats.ts';
import { CHAT_CARRIES, chatPostOf, type ChatPost } from './chat-post.ts';
import { signBody } from './signature.ts';

export const CHAT_TIMEOUT_MS = 10_000;
/** Failed attempts in a row after which a channel is removed. */
export const DROP_AFTER = 10;
/** The longest wait a 429 may ask for before it counts as a failure with the usual backoff. */
const LONGEST_RATE_WAIT_MS = 60 * 60_000;

interface Request {
  readonly body: string;
  readonly headers: Record<string, string>;
}

const requestOf = async (hook: ChatHook, post: ChatPost, delivery: Delivery): Promise<Request> => {
  const json = { 'Content-Type': 'application/json' };
  if (hook.kind === 'discord') return { body: JSON.stringify(discordBody(post)), headers: json };
  if (hook.kind === 'slack') return { body: JSON.stringify(slackBody(post)), headers: json };
  const body = JSON.stringify(webhookBody(post, delivery.key, Date.now()));
  return {
    body,
    headers: {
      ...json,
      'User-Agent': 'Orrery-Webhook/1',
      'X-Orrery-Delivery': delivery.key,
      'X-Orrery-Signature': `sha256=${await signBody(hook.secret ?? '', body)}`,
    },
  };
};

/** The most of a refusal read. */
const ANSWER_READ_BYTES = 2_048;

/** How long a 429 asks to wait, in ms: Discord's JSON `retry_after` (seconds), else `Retry-After`. */
const rateWait = (response: Response, text: string): number | null => {
  let fromBody: unknown;
  try {
    fromBody = (JSON.parse(text) as { retry_after?: unknown }).retry_after;
  } catch {
    fromBody = undefined;
  }
  return retryAfterMs(response, fromBody);
};

const answerOf = async (response: Response): Promise<Outcome> => {
  const { status } = response;
  if (status >= 200 && status < 300) {
    await discardBody(response);
    return { sent: `HTTP ${status}` };
  }
  // Enough for a reason and Discord's `retry_after`; the rest is cancelled unread.
  const text = await readTextUpTo(response, ANSWER_READ_BYTES);
  const said = text.slice(0, 120).replace(/\s+/g, ' ');
  const detail = `HTTP ${status}${said ? ` ${said}` : ''}`;
  if (status === 404 || status === 410) return { gone: `the webhook answered ${detail}` };
  if (status === 429) {
    const wait = rateWait(response, text);
    return wait !== null && wait <= LONGEST_RATE_WAIT_MS
      ? { retry: `rate limited (${detail})`, afterMs: wait }
      : { retry: `rate limited (${detail})` };
  }
  if (status >= 500) return { retry: detail };
  if (status >= 300 && status < 400) return { fail: `${detail}: redirects are not followed` };
  return { fail: detail };
};

const post = async (hook: ChatHook, request: Request): Promise<Outcome> => {
  try {
    const response = await fetch(hook.url, {
      method: 'POST',
      body: request.body,
      headers: request.headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(CHAT_TIMEOUT_MS),
    });
    return await answerOf(response);
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError')
      return { fail: `no answer within ${CHAT_TIMEOUT_MS / 1000} s; not tried again, since it may have been posted` };
    return { retry: `could not connect: ${String(error)}` };
  }
};

/** The channel for one kind of chat hook. */
export const chatChannel =
  (kind: HookKind) =>
  (context: ChannelContext): Channel => ({
    reach: 'game',
    carries: CHAT_CARRIES,
    targets: () =>
      context.hooks
        .all()
        .filter((hook) => hook.kind === kind)
        .map((hook) => hook.id),
    async deliver(delivery) {
      const hook = delivery.hook ? context.hooks.get(delivery.hook) : null;
      if (!hook) return { skip: 'the channel was removed' };
      const origin = configuredOrigin(context.env);
      if (!origin) return { fail: 'PUBLIC_URL is not set: chat posts carry the game link, so none is sent' };
      const made = chatPostOf(context, origin, delivery.notice);
      if ('skip' in made) return made;
      const outcome = await post(hook, await requestOf(hook, made, delivery));
      if ('sent' in outcome) context.hooks.noteSuccess(hook.id);
      else if (('retry' in outcome && outcome.afterMs === undefined) || 'fail' in outcome) {
        const failures = context.hooks.noteFailure(hook.id);
        if (failures >= DROP_AFTER)
          return { gone: `${failures} failed posts in a row, the last: ${Object.values(outcome)[0]}` };
      }
      return outcome;
    },
  });
