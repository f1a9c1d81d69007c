/**
 * A player's public page, /p/:name: ratings per game and variant with a small chart of
 * each one's history, the player's record against the signed-in visitor, games going on
 * and finished games with results and rating changes. Links to games are watch links,
 * except on the player's own page, signed in, where each opens their seat (as /me does).
 */
import type { PlayerGameView, PlayerProfile, RatingView } from './player-profile.ts';
import { html, page, type Html } from '../pages/layout.ts';
import { ratingChart } from './rating-chart.ts';
import { GAME_PAGES, pageLinks } from '../pages/page-links.ts';

const REASON_WORDS: Readonly<Record<string, string>> = {
  resignation: 'by resignation',
  time: 'on time',
  agreement: 'by agreement',
};

const RESULT_WORDS = { won: 'Won', lost: 'Lost', drawn: 'Drawn' } as const;

/** "27 Nov 2026": a day, as dates are written on the site (shared/dates.ts), without a time. */
const sinceText = (iso: string): string => {
  const time = Date.parse(iso);
  return Number.isNaN(time)
    ? iso.slice(0, 10)
    : new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
        time,
      );
};

export const playerPath = (name: string): string => `/p/${encodeURIComponent(name)}`;

const playerLink = (name: string): Html => html`<a href="${playerPath(name)}">${name}</a>`;

/** "1662?": a provisional rating carries a question mark, which the note under the ratings explains. */
const ratingText = (view: RatingView): Html =>
  view.provisional
    ? html`${view.rating}<abbr title="provisional: after few rated games it can still move a long way">?</abbr>`
    : html`${view.rating}`;

const PROVISIONAL_NOTE =
  'A question mark after a rating means it is provisional: after only a few rated games it is a first guess, and moves a long way with each result until it settles.';

const ratingCard = (view: RatingView): Html => html`<li class="card rating-card">
  <h3>${view.label}</h3>
  <p class="rating-value"><strong>${ratingText(view)}</strong> <span class="muted">± ${view.deviation} · ${view.games} rated game${view.games === 1 ? '' : 's'}</span></p>
  ${ratingChart(
    view.label,
    view.start,
    view.history.map((point) => point.rating),
  )}
</li>`;

const signed = (change: number): string => (change >= 0 ? `+${change}` : `−${Math.abs(change)}`);

const opponentText = (game: PlayerGameView): Html =>
  game.opponent
    ? game.opponent.player
      ? html`${playerLink(game.opponent.player)}`
      : html`${game.opponent.name}`
    : html`—`;

/** Whose move a game waits for, from the reader's seat: the player's own page speaks to them. */
const turnText = (game: PlayerGameView, profile: PlayerProfile): Html => {
  const opponent = game.opponent?.name || 'the opponent';
  if (game.yourMove) return html`<strong>${profile.yours ? 'Your move' : `${profile.name}’s move`}</strong>`;
  return html`<span class="muted">Waiting for ${opponent}</span>`;
};

const gameRow = (game: PlayerGameView, profile: PlayerProfile): Html => {
  const state =
    game.status === 'finished' && game.result
      ? html`<span class="result result-${game.result}">${RESULT_WORDS[game.result]}</span>${game.reason && REASON_WORDS[game.reason] ? ` ${REASON_WORDS[game.reason]}` : ''}`
      : turnText(game, profile);
  const rating = game.rating
    ? html` · <span class="rating-change">${Math.round(game.rating.after)} (${signed(Math.round(game.rating.after) - Math.round(game.rating.before))})</span>`
    : '';
  // The player's own seat opens to play; anyone else's link only watches.
  return html`<li class="player-game${game.yourMove && profile.yours ? ' your-turn' : ''}">
  <a href="${game.seatLink ?? `/g/${game.id}`}">${game.label}</a> as ${game.sideName} vs <strong>${opponentText(game)}</strong>
  <span class="meta muted">· ${game.ply} moves</span>
  <span class="state">${state}${rating}</span>
</li>`;
};

const againstYou = (profile: PlayerProfile): Html => {
  const record = profile.againstYou;
  if (!record) return html``;
  const total = record.wins + record.draws + record.losses;
  return html`<p class="notice against-you">${
    total === 0
      ? html`You (${record.you}) have not finished a game with ${profile.name} yet.`
      : html`Against you (${record.you}): ${profile.name} won ${record.wins}, drew ${record.draws}, lost ${record.losses}.`
  }</p>`;
};

const gameList = (games: readonly PlayerGameView[], profile: PlayerProfile, none: string): Html =>
  games.length
    ? html`<ul class="player-games">${games.map((game) => gameRow(game, profile))}</ul>`
    : html`<p class="hint">${none}</p>`;

/** A bot's owner and what it plays; an owner's bots, apart from their games. */
const botFacts = (profile: PlayerProfile): Html => {
  const { bot } = profile;
  if (bot)
    return html`<p class="notice bot-facts"><span class="badge badge-bot">bot</span> A program plays as ${profile.name}, owned by ${playerLink(bot.owner)}${bot.paused ? ' (paused: it takes no challenges now)' : ''}. It plays ${bot.games.join(', ')}.${bot.description ? html` ${bot.description}` : ''}${bot.operational === null ? '' : html` <span class="badge${bot.operational ? '' : ' badge-warning'}">${bot.operational ? 'operational' : 'not answering'}</span>`}</p>`;
  return html``;
};

const ownedBots = (profile: PlayerProfile): Html =>
  profile.bots.length
    ? html`<h2>Bots</h2>
<ul class="player-bots">${profile.bots.map(
        (owned) =>
          html`<li>${playerLink(owned.name)} <span class="badge badge-bot">bot</span>${owned.paused ? html` <span class="muted">(paused)</span>` : ''}${owned.description ? html` <span class="muted">· ${owned.description}</span>` : ''}</li>`,
      )}</ul>`
    : html``;

/** `end`: what the page ends with for its reader (the form that blocks this player, players/blocks-section.ts). */
export const playerPage = (profile: PlayerProfile, end: Html = html``): string =>
  page({
    title: `${profile.name} · Orrery`,
    description: `${profile.name}'s games and ratings on Orrery.`,
    body: html`<section class="player-page stack">
<h1>${profile.name}</h1>
<p class="muted">Playing on Orrery since ${sinceText(profile.since)}.</p>
${botFacts(profile)}
${againstYou(profile)}
<h2>Ratings</h2>
${
  profile.ratings.length
    ? html`<ul class="rating-cards">${profile.ratings.map(ratingCard)}</ul>${
        profile.ratings.some((rating) => rating.provisional)
          ? html`<p class="hint provisional-note">${PROVISIONAL_NOTE}</p>`
          : ''
      }`
    : html`<p class="hint">No rated games yet. A game is rated when two signed-in players, each with the game on their page, finish it after each side has made at least two moves.</p>`
}
${
  profile.previous
    ? ''
    : html`<h2>Games going on</h2>
${gameList(profile.current, profile, 'None just now.')}`
}
${
  profile.previous
    ? html`<h2>Older games</h2>
${gameList([...profile.current, ...profile.finished], profile, 'None.')}`
    : html`<h2>Finished games</h2>
${gameList(profile.finished, profile, profile.next ? 'None on this page: older pages hold more.' : 'None yet.')}`
}
${pageLinks(playerPath(profile.name), profile, GAME_PAGES)}
${ownedBots(profile)}
${end}
</section>`,
  });
