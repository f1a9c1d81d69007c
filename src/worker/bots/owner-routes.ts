/**
 * A signed-in player's bots (docs/bots.md, "Bot accounts"): making one, listing them,
 * rotating and revoking their credentials, pausing and resuming them. Only the owner
 * does these, from a browser session; the bot itself holds only its `bot:play` credential.
 */
import { Hono, type Context } from 'hono';
import type { Env } from '../platform/env.ts';
import { limitBody } from '../http/body.ts';
import { ApiError, unwrap } from '../http/errors.ts';
import { notCrossSite } from '../http/same-origin.ts';
import { emptyBody, jsonBody, noBodyButJson } from '../http/validators.ts';
import { base64url } from '../http/tokens.ts';
import { requirePlayer } from '../session/require-player.ts';
import { findPlayer } from '../players/player-routes.ts';
import type { PlayerRow } from '../db/schema.ts';
import {
  botOfPlayer,
  botsOfOwner,
  insertBot,
  liveTokensOf,
  revokeTokens,
  rotateTokens,
  setBotPaused,
  type BotAccount,
} from '../db/bot-records.ts';
import { credentialView, newCredential, ROTATION_GRACE_MS } from './bot-credentials.ts';
import { readBotRequest, type BotRequest } from './bot-request.ts';
import { botView } from './bot-view.ts';
import { botInbox } from './bot-inbox.ts';
import { newPushSecret } from './push-delivery.ts';
import { readHookUrl } from '../game/channels/hook-url.ts';
import { failure, ok, type EngineError, type Result } from '../../engine/result.ts';

type App = { Bindings: Env };

/**
 * `{"url": "https://…"}`: checked as strictly as a chat channel's generic endpoint (https,
 * port 443, no credentials, a public host: game/channels/hook-url.ts), and not a Discord
 * or Slack webhook, which cannot take a bot's events.
 */
const readPushUrl = (body: unknown): Result<string, EngineError> => {
  const url =
    typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as { url?: unknown }).url : null;
  if (Object.keys(body ?? {}).some((field) => field !== 'url'))
    return failure('ERR_FIELD', 'the body is {"url": "https://…"}, your bot\'s endpoint, and nothing else');
  // Localhost only where chat channels take it too: a development setting, never deployed.
  const target = readHookUrl(url, false);
  if (!target.ok) return target;
  if (target.value.kind !== 'webhook')
    return failure(
      'ERR_HOOK_SHAPE',
      "a chat service's webhook cannot take a bot's events: give your bot's own endpoint",
    );
  return ok(target.value.url);
};

/** Bots one player may own: enough for an engine at a few strengths, too few to fill the lobby alone. */
export const BOTS_PER_OWNER = 5;

const owner = <E extends App>(c: Context<E>) => requirePlayer(c, 'a bot is owned by a named player');

/** The owner's bot named in the path, or a refusal that does not tell strangers whose bots are whose. */
const ownedBot = async <E extends App>(c: Context<E>, you: PlayerRow): Promise<BotAccount> => {
  const name = decodeURIComponent(c.req.param('name') ?? '');
  const player = await findPlayer(c.env.DB, name);
  const bot = player ? await botOfPlayer(c.env.DB, player.id) : null;
  if (!player || !bot) throw new ApiError('ERR_BOT_NOT_FOUND', `there is no bot named "${name.slice(0, 40)}"`);
  if (bot.ownerId !== you.id) throw new ApiError('ERR_BOT_NOT_YOURS', `${player.name} is another player's bot`);
  return { bot, player };
};

const withTokens = async (env: Env, account: BotAccount, ownerName: string) => ({
  ...botView(account, ownerName),
  credentials: (await liveTokensOf(env.DB, account.bot.playerId, Date.now())).map(credentialView),
});

/** Makes `you`'s new bot: its player row, its bot row and its first credential, in one batch. */
export const makeBot = async (
  env: Env,
  you: PlayerRow,
  request: BotRequest,
): Promise<{ account: BotAccount; token: string }> => {
  if (await botOfPlayer(env.DB, you.id)) throw new ApiError('ERR_BOT_NOT_YOURS', 'a bot cannot own bots');
  if ((await botsOfOwner(env.DB, you.id)).length >= BOTS_PER_OWNER)
    throw new ApiError('ERR_BOT_LIMIT', `you own ${BOTS_PER_OWNER} bots, the most one player may; remove one first`);
  const now = Date.now();
  const id = base64url(crypto.getRandomValues(new Uint8Array(12)));
  const credential = await newCredential(id, now);
  const account = unwrap(
    await insertBot(
      env.DB,
      // Its address can receive nothing (.invalid), so no email ever goes to a bot.
      {
        id,
        email: `bot.${id.toLowerCase()}@bots.invalid`,
        name: request.name.name,
        nameKey: request.name.key,
        createdAt: now,
      },
      {
        playerId: id,
        ownerId: you.id,
        description: request.description,
        games: JSON.stringify(request.games),
        createdAt: now,
        pausedAt: null,
        pauseReason: null,
        pushOperational: null,
      },
      credential.row,
    ),
  );
  return { account, token: credential.token };
};

export const botsApi = new Hono<App>()
  .get('/', async (c) => {
    const you = await owner(c);
    const mine = await botsOfOwner(c.env.DB, you.id);
    return c.json({ bots: await Promise.all(mine.map((account) => withTokens(c.env, account, you.name))) });
  })
  .post(
    '/',
    limitBody,
    notCrossSite,
    jsonBody<BotRequest, { name: string; description?: string; games?: string[] }>(readBotRequest),
    async (c) => {
      const you = await owner(c);
      const made = await makeBot(c.env, you, c.req.valid('json'));
      c.header('Location', `/api/bots/${encodeURIComponent(made.account.player.name)}`);
      return c.json({ bot: await withTokens(c.env, made.account, you.name), token: made.token }, 201);
    },
  )
  .get('/:name', async (c) => {
    const you = await owner(c);
    return c.json({ bot: await withTokens(c.env, await ownedBot(c, you), you.name) });
  })
  .post('/:name/credentials', limitBody, notCrossSite, emptyBody, async (c) => {
    const you = await owner(c);
    const account = await ownedBot(c, you);
    const now = Date.now();
    const credential = await newCredential(account.bot.playerId, now);
    await rotateTokens(c.env.DB, credential.row, now + ROTATION_GRACE_MS);
    return c.json({ bot: await withTokens(c.env, account, you.name), token: credential.token }, 201);
  })
  .delete('/:name/credentials', limitBody, notCrossSite, noBodyButJson, async (c) => {
    const you = await owner(c);
    const account = await ownedBot(c, you);
    const revoked = await revokeTokens(c.env.DB, account.bot.playerId, Date.now());
    return c.json({ revoked, bot: await withTokens(c.env, account, you.name) });
  })
  .put('/:name/push', limitBody, notCrossSite, jsonBody<string, { url: string }>(readPushUrl), async (c) => {
    const you = await owner(c);
    const account = await ownedBot(c, you);
    const secret = newPushSecret();
    const pinged = await botInbox(c.env, account.bot.playerId).setPush(account.bot.playerId, {
      url: c.req.valid('json'),
      secret,
    });
    return c.json({ push: await botInbox(c.env, account.bot.playerId).pushStatus(), ping: pinged, secret }, 201);
  })
  .get('/:name/push', async (c) => {
    const you = await owner(c);
    const account = await ownedBot(c, you);
    return c.json({ push: await botInbox(c.env, account.bot.playerId).pushStatus() });
  })
  .post('/:name/push/ping', limitBody, notCrossSite, emptyBody, async (c) => {
    const you = await owner(c);
    const account = await ownedBot(c, you);
    const inbox = botInbox(c.env, account.bot.playerId);
    if (!(await inbox.pushStatus()))
      throw new ApiError('ERR_BOT_NOT_FOUND', `${account.player.name} has no push endpoint; set one with PUT first`);
    const ping = await inbox.ping(account.bot.playerId);
    return c.json({ push: await inbox.pushStatus(), ping });
  })
  .delete('/:name/push', limitBody, notCrossSite, noBodyButJson, async (c) => {
    const you = await owner(c);
    const account = await ownedBot(c, you);
    await botInbox(c.env, account.bot.playerId).clearPush(account.bot.playerId);
    return c.json({ push: null });
  })
  .post('/:name/pause', limitBody, notCrossSite, emptyBody, async (c) => {
    const you = await owner(c);
    const account = await ownedBot(c, you);
    await setBotPaused(c.env.DB, account.bot.playerId, 'paused by its owner', Date.now());
    return c.json({ bot: await withTokens(c.env, await ownedBot(c, you), you.name) });
  })
  .post('/:name/resume', limitBody, notCrossSite, emptyBody, async (c) => {
    const you = await owner(c);
    const account = await ownedBot(c, you);
    await setBotPaused(c.env.DB, account.bot.playerId, null, Date.now());
    return c.json({ bot: await withTokens(c.env, await ownedBot(c, you), you.name) });
  });
