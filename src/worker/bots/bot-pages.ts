/**
 * `/me/bots`, a player's bots as a page (docs/bots.md, "Bot accounts"): the list, and a
 * form that makes one and shows its credential once. Forms post from Orrery's own pages
 * only; rotating, revoking, pausing and the push endpoint are the API's (the same rules,
 * owner-routes.ts).
 */
import { Hono } from 'hono';
import type { Env } from '../platform/env.ts';
import { ApiError } from '../http/errors.ts';
import { limitBody } from '../http/body.ts';
import { sameOrigin } from '../http/same-origin.ts';
import { html, page, type Html } from '../pages/layout.ts';
import { pageResponse } from '../pages/page-response.ts';
import { signedIn } from '../session/signed-in.ts';
import { botsOfOwner, type BotAccount } from '../db/bot-records.ts';
import type { PlayerRow } from '../db/schema.ts';
import { allGameVariants, readBotRequest, DESCRIPTION_MAX } from './bot-request.ts';
import { gamesOf } from './bot-view.ts';
import { makeBot } from './owner-routes.ts';

type App = { Bindings: Env };

const botItem = (account: BotAccount): Html =>
  html`<li><a href="/p/${encodeURIComponent(account.player.name)}">${account.player.name}</a> <span class="badge badge-bot">bot</span>${account.bot.pausedAt === null ? '' : html` <span class="muted">(paused: ${account.bot.pauseReason ?? ''})</span>`} <span class="muted">· ${gamesOf(account).join(', ')}</span></li>`;

const botsPage = (
  you: PlayerRow,
  bots: readonly BotAccount[],
  shown?: { name: string; token: string },
  error?: string,
) =>
  page({
    title: 'Your bots · Orrery',
    description: 'Programs that play on Orrery for you.',
    body: html`<section class="narrow stack"><h1>Your bots</h1>
<p>A bot is a program that plays as a player of its own, marked as a bot, and owned by you (<a href="/p/${encodeURIComponent(you.name)}">${you.name}</a>). It plays through the bot API with its credential; <code>npx orrery bot</code> connects any engine.</p>
${
  shown
    ? html`<div class="notice bot-credential" role="status"><p><strong>${shown.name}</strong> is made. Its credential, shown this once:</p><p><code id="bot-token">${shown.token}</code></p><p class="hint">Keep it secret: whoever holds it plays as the bot. Lost? Make a new one (POST /api/bots/:name/credentials).</p></div>`
    : ''
}
${bots.length ? html`<ul class="player-bots" id="bots">${bots.map(botItem)}</ul>` : html`<p class="hint">No bots yet.</p>`}
<form class="card stack" method="post" action="/me/bots" id="bot-form">
  <h2>Make a bot</h2>
  ${error ? html`<p class="notice error" role="alert">${error}</p>` : ''}
  <label for="bot-name">Its name</label>
  <input id="bot-name" name="name" required maxlength="24" autocomplete="off">
  <label for="bot-description">What it is <span class="muted">(optional)</span></label>
  <input id="bot-description" name="description" maxlength="${DESCRIPTION_MAX}" autocomplete="off">
  <fieldset><legend>It plays</legend>${allGameVariants().map(
    (id) => html`<label class="check"><input type="checkbox" name="games" value="${id}" checked> ${id}</label>`,
  )}</fieldset>
  <button type="submit" class="primary">Make the bot</button>
</form>
</section>`,
  });

export const botPages = new Hono<App>()
  .get('/', async (c) => {
    const who = await signedIn(c);
    if (!who?.player) return c.redirect('/me', 303);
    return pageResponse(botsPage(who.player, await botsOfOwner(c.env.DB, who.player.id)));
  })
  .post('/', sameOrigin, limitBody, async (c) => {
    const who = await signedIn(c);
    if (!who?.player) return c.redirect('/me', 303);
    const form = await c.req.parseBody({ all: true });
    const games = form.games === undefined ? [] : [form.games].flat();
    const read = readBotRequest({
      name: form.name,
      description: form.description ?? '',
      games: games.length ? games : undefined,
    });
    try {
      if (!read.ok) throw new ApiError(read.error.code, read.error.message);
      const made = await makeBot(c.env, who.player, read.value);
      const bots = await botsOfOwner(c.env.DB, who.player.id);
      return pageResponse(botsPage(who.player, bots, { name: made.account.player.name, token: made.token }), {
        status: 201,
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const bots = await botsOfOwner(c.env.DB, who.player.id);
      return pageResponse(botsPage(who.player, bots, undefined, error.message), { status: error.status });
    }
  });
