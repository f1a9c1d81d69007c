/**
 * Reading a chat channel's URL into a kind and a URL Orrery may post to, or a stable error.
 * Only HTTPS on the default port, no credentials, no query or fragment on the chat services,
 * and nothing that names a machine inside a network (public-host.ts: the host is put in one
 * form, without case, trailing dots or Unicode, before any rule reads it, and the URL kept
 * is written with that form). Discord and Slack are recognised by their hosts and the
 * documented shapes of their webhook paths; any other host is a generic JSON endpoint.
 * (Names that resolve to private addresses are out of reach too: a Worker's fetch cannot
 * connect to them, and redirects are never followed.)
 *
 * The one allowance is for development: with CHAT_HOOKS_LOCAL=on, http://localhost and
 * http://127.0.0.1 on any port are taken as generic endpoints, for a local stand-in receiver.
 */
import { failure, ok, type EngineError, type Result } from '../../../engine/result.ts';
import { normalHost, privateHostReason } from './public-host.ts';

export const HOOK_KINDS = ['discord', 'slack', 'webhook'] as const;
export type HookKind = (typeof HOOK_KINDS)[number];

export const HOOK_URL_MAX = 512;

const DISCORD_HOSTS = new Set(['discord.com', 'discordapp.com', 'ptb.discord.com', 'canary.discord.com']);
/** /api/webhooks/{id}/{token}, optionally with an API version: Discord's "Execute Webhook". */
const DISCORD_PATH = /^\/api(?:\/v\d{1,2})?\/webhooks\/\d{15,25}\/[A-Za-z0-9_-]{40,100}$/;
const SLACK_HOST = 'hooks.slack.com';
/** /services/T…/B…/secret: an incoming webhook of a Slack app. */
const SLACK_PATH = /^\/services\/T[A-Z0-9]{4,20}\/B[A-Z0-9]{4,20}\/[A-Za-z0-9]{16,40}$/;

export interface HookTarget {
  readonly kind: HookKind;
  readonly url: string;
}

export const readHookUrl = (text: unknown, allowLocal: boolean): Result<HookTarget, EngineError> => {
  if (typeof text !== 'string' || text.trim() === '')
    return failure('ERR_FIELD', 'the body must be {"url": "https://…"}: a Discord or Slack webhook URL, or your own');
  const raw = text.trim();
  if (raw.length > HOOK_URL_MAX)
    return failure(
      'ERR_HOOK_URL',
      `a channel URL may be at most ${HOOK_URL_MAX} characters; this one is ${raw.length}`,
    );
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return failure('ERR_HOOK_URL', 'that is not a URL: give the whole address, starting with https://');
  }
  const host = normalHost(url.hostname);
  if (url.hostname !== '') url.hostname = host;
  if (allowLocal && url.protocol === 'http:' && (host === 'localhost' || host === '127.0.0.1') && !url.username)
    return ok({ kind: 'webhook', url: url.href });
  if (url.protocol !== 'https:')
    return failure('ERR_HOOK_NOT_HTTPS', `only https:// URLs are posted to, not ${url.protocol}//`);
  if (url.username || url.password)
    return failure(
      'ERR_HOOK_CREDENTIALS',
      'the URL carries a user name or password; put any secret in the path instead (Orrery signs its posts)',
    );
  if (url.port !== '') return failure('ERR_HOOK_PORT', 'only the default HTTPS port (443) is posted to');
  const refused = privateHostReason(host);
  if (refused !== null) return failure('ERR_HOOK_PRIVATE', refused);
  const onlyPath = url.search === '' && url.hash === '';
  if (DISCORD_HOSTS.has(host)) {
    if (!onlyPath || !DISCORD_PATH.test(url.pathname))
      return failure(
        'ERR_HOOK_SHAPE',
        "a Discord webhook URL looks like https://discord.com/api/webhooks/<id>/<token>: copy it from the channel's Integrations → Webhooks",
      );
    return ok({ kind: 'discord', url: `https://${host}${url.pathname}` });
  }
  if (host === SLACK_HOST) {
    if (!onlyPath || !SLACK_PATH.test(url.pathname))
      return failure(
        'ERR_HOOK_SHAPE',
        "a Slack incoming webhook URL looks like https://hooks.slack.com/services/T…/B…/…: copy it from your Slack app's Incoming Webhooks",
      );
    return ok({ kind: 'slack', url: `https://${host}${url.pathname}` });
  }
  if (host.endsWith('.slack.com') || host.endsWith('.discord.com'))
    return failure(
      'ERR_HOOK_SHAPE',
      'give the webhook URL itself: https://discord.com/api/webhooks/… or https://hooks.slack.com/services/…',
    );
  return ok({ kind: 'webhook', url: url.href });
};

/** A URL as both seats see it: the host and the start of the path, never the token in it. */
export const shownUrl = (url: string): string => {
  const parsed = new URL(url);
  const path = parsed.pathname.length > 14 ? `${parsed.pathname.slice(0, 12)}…` : parsed.pathname;
  return `${parsed.protocol}//${parsed.host}${path}`;
};
