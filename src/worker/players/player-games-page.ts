/** "Your games": the sign-in form, and every game of one email address. */
import { movesPlayedText } from '../../shared/move-words.ts';
import type { PlayerGame } from '../db/players.ts';
import type { Page } from '../db/page-cursor.ts';
import { GAME_PAGES, pageLinks } from '../pages/page-links.ts';
import { GAMES, variantOf } from '../../engine/games.ts';
import { seatLink, seatToken, watchLink } from '../http/links.ts';
import { deadlineText } from '../mail/templates/format.ts';
import { ME_SCRIPT } from '../../shared/bundles.ts';
import { gameInfo, yourGamesSection } from '../game/pages/home-page.ts';
import { html, jsonScript, page, type Html } from '../pages/layout.ts';
import { playerPath } from './player-page.ts';
import { PLAYER_NAME_MAX } from '../../shared/player-name.ts';
import type { BlockedPlayer } from '../db/blocks.ts';
import { blocksSection } from './blocks-section.ts';
import { privacySection } from './privacy-section.ts';

const form = (error?: string): Html => html`
<form class="card stack" method="post" action="/me/link">
  ${error ? html`<p class="notice error" role="alert">${error}</p>` : ''}
  <label for="me-email">Your email address</label>
  <input id="me-email" name="email" type="email" autocomplete="email" required maxlength="254" placeholder="you@example.com">
  <button type="submit" class="primary">Email me a link</button>
  <p class="hint">You get a link that works once, for 30 minutes. It opens a list of every game played with that address, the ones waiting for your move first.</p>
</form>`;

export const signInPage = (options: { configured: boolean; token?: string; error?: string }): string => {
  if (options.token)
    return page({
      title: 'Your games · Orrery',
      body: html`<section class="narrow stack"><h1>Your games</h1>
<form class="card stack" method="post" action="/me/sign-in">
  <input type="hidden" name="t" value="${options.token}">
  <p>Open the list of your games on this device. The link works once; this device then stays signed in for 30 days.</p>
  <button type="submit" class="primary">Show my games</button>
</form></section>`,
    });
  // Signed out: this browser's own games first (a game just started against the
  // computer is here), then every game of an address, by a link sent to it.
  return page({
    title: 'Your games · Orrery',
    description: 'Every game of your email address, without an account.',
    body: html`<section class="narrow stack"><h1>Your games</h1>
${yourGamesSection('On this browser', html``)}
<h2>By email, on any device</h2>
${options.configured ? form(options.error) : html`<p class="notice">This server has no signing secret set, so it cannot send sign-in links.</p>`}
</section>
${jsonScript('orrery-games', GAMES.games.map(gameInfo))}`,
    scripts: [ME_SCRIPT],
  });
};

export const signInSentPage = (email: string, minutes: number): string =>
  page({
    title: 'Check your inbox · Orrery',
    body: html`<section class="narrow stack"><h1>Check your inbox</h1>
<p>If <strong>${email}</strong> has games here, a link to them is on its way. It works once, within ${minutes} minutes.</p>
<p class="hint">Nothing after a few minutes? Look in the spam folder, or <a href="/me">ask again</a>.</p></section>`,
  });

export const signInFailedPage = (message: string): string =>
  page({
    title: 'Link not valid · Orrery',
    body: html`<section class="narrow stack"><h1>That link did not work</h1><p class="notice error">${message}</p>${form()}</section>`,
  });

const gameRow = async (entry: PlayerGame, secret: string, now: number): Promise<Html> => {
  const { seat, game } = entry;
  const origin = game.origin ?? '';
  const engine = GAMES.get(game.game);
  const names = JSON.parse(game.players) as Record<string, string>;
  const opponentSide = Object.keys(names).find((side) => side !== seat.side) ?? '';
  const sideName = (side: string) => engine?.sides.find((info) => info.id === side)?.name ?? side;
  const variant = engine ? variantOf(engine, game.variant) : null;
  const gameName = `${engine?.name ?? game.game}${variant && engine && engine.variants.length > 1 ? ` · ${engine.variants.find((info) => info.id === variant)?.name ?? variant}` : ''}`;
  const yourTurn = game.status === 'ongoing' && game.toMove === seat.side;
  const state =
    game.status === 'finished'
      ? game.winner === null
        ? 'Drawn'
        : game.winner === seat.side
          ? 'You won'
          : 'You lost'
      : yourTurn
        ? `Your move${game.deadline ? `, by ${deadlineText(new Date(game.deadline).toISOString(), now)}` : ''}`
        : `Waiting for ${names[opponentSide] ?? sideName(opponentSide)}`;
  const link = seat.tokenSalt
    ? seatLink(origin, game.id, seat.side, await seatToken(secret, game.id, seat.side, seat.tokenSalt))
    : watchLink(origin, game.id);
  return html`<li class="player-game${yourTurn ? ' your-turn' : ''}">
  <a href="${link}"><strong>${seat.name}</strong> (${sideName(seat.side)}) vs <strong>${names[opponentSide] ?? ''}</strong></a>
  <span class="meta">${gameName} · ${movesPlayedText(game.ply)}</span>
  <span class="state">${state}</span>
</li>`;
};

/** Your player name and page, or the form to choose a name (once). */
const playerSection = (player: { name: string } | null, nameForm?: { error: string; typed: string }): Html =>
  player
    ? html`<p class="notice player-link">You play as <strong>${player.name}</strong>: your page is <a href="${playerPath(player.name)}">${playerPath(player.name)}</a>. Programs can play for you too: <a href="/me/bots">your bots</a>.</p>`
    : html`<form class="card stack name-form" method="post" action="/me/name">
  <h2><label for="player-name">Choose your player name</label></h2>
  ${nameForm ? html`<p class="notice error" role="alert">${nameForm.error}</p>` : ''}
  <p class="hint">Other players will know you by it, on your page with your ratings: up to ${PLAYER_NAME_MAX} characters, with at least one letter or digit. It is chosen once, and no one else can take it or a name that looks like it. Games you play by link need no name.</p>
  <div class="input-row">
    <input id="player-name" name="name" required maxlength="${PLAYER_NAME_MAX}" autocomplete="nickname" placeholder="e.g. Ann Lee" value="${nameForm?.typed ?? ''}">
    <button type="submit" class="primary">Choose this name</button>
  </div>
</form>`;

export const playerGamesPage = async (options: {
  email: string;
  /** A page of the address's games (db/players.ts, gamesOfEmail). */
  games: Page<PlayerGame>;
  /** How many of all its games wait for its move. */
  waiting: number;
  secret: string;
  now: number;
  /** The address's player, once it has chosen a name. */
  player: { name: string } | null;
  /** The name form sent back with what was wrong. */
  nameForm?: { error: string; typed: string };
  /** A page of the players this player has blocked (a player only). */
  blocked?: Page<BlockedPlayer> | null;
}): Promise<string> => {
  const rows = await Promise.all(options.games.items.map((entry) => gameRow(entry, options.secret, options.now)));
  const { waiting } = options;
  return page({
    title: 'Your games · Orrery',
    body: html`<section class="stack"><h1>Your games</h1>
${playerSection(options.player, options.nameForm)}
<p>Games of <strong>${options.email}</strong>: ${waiting === 0 ? 'none waits for your move' : waiting === 1 ? 'one waits for your move' : `${waiting} wait for your move`}.</p>
${rows.length ? html`<ul class="player-games">${rows}</ul>` : options.games.previous ? html`<p class="hint">No older games.</p>` : html`<p class="hint">No games with this address yet. <a href="/#new-game">Start one</a>.</p>`}
${pageLinks('/me', options.games, GAME_PAGES)}
${options.player ? blocksSection(options.blocked ?? { items: [], next: null, previous: null }) : ''}
${privacySection()}
<form method="post" action="/me/sign-out" class="sign-out"><button type="submit" class="button button-quiet">Sign out everywhere</button><span class="hint">Every device signed in with this address is signed out.</span></form>
</section>`,
  });
};
