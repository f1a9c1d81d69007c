/**
 * /play, finding an opponent: the open challenges (live once the script runs), a page at
 * a time, filtered by a plain GET form, and the form to post one. Reading needs no
 * sign-in; posting and accepting need a player name, and the page says how to get one
 * instead of showing buttons that would only refuse.
 */
import { GAMES } from '../../engine/games.ts';
import { LOBBY_SCRIPT } from '../../shared/bundles.ts';
import { challengeListHtml, type ChallengeView } from '../../shared/challenge-words.ts';
import type { HomeGameInfo } from '../../shared/home-data.ts';
import { OPEN_CHALLENGES_MAX } from './challenge.ts';
import { gameInfo } from '../game/pages/home-page.ts';
import { BANK_HINT, bankFields, daysOptions, gameFields } from '../pages/game-fields.ts';
import { html, jsonScript, page, raw, type Html } from '../pages/layout.ts';
import { filterQuery, type ChallengeFilter } from '../../shared/challenge-filter.ts';
import type { ChallengePage } from './lobby-reads.ts';
import { MIN_MOVES_EACH } from '../../rating/rated-game.ts';

/** Who reads the page: nobody signed in, an address without a name yet, or a player. */
export type Reader =
  | { readonly kind: 'visitor' }
  | { readonly kind: 'nameless' }
  | { readonly kind: 'player'; readonly name: string };

const challengeForm = (games: readonly HomeGameInfo[]): Html => {
  const first = games[0]!;
  return html`<form id="challenge-form" class="card new-game challenge-form" novalidate>
  <h2>Post a challenge</h2>
  ${gameFields(games, 'challenge')}
  <div class="field">
    <label for="challenge-days">Time per move</label>
    <select name="days" id="challenge-days">${daysOptions(true)}</select>
  </div>
  <div class="field bank-fields">
    ${bankFields()}
    <p class="muted">${BANK_HINT}</p>
  </div>
  <fieldset class="seat-choice">
    <legend>You play</legend>
    <label><input type="radio" name="side" value="random" checked> Drawn at random</label>
    ${first.sides.map(
      (side, index) =>
        html`<label><input type="radio" name="side" value="${index}"> <span data-challenge-side-label="${index}">${side.name}</span>${index === 0 ? html` <span class="muted">(moves first)</span>` : ''}</label>`,
    )}
  </fieldset>
  <label class="check"><input type="checkbox" name="rated" checked> Rated <span class="muted">(both players’ ratings change with the result, once each side has made at least ${MIN_MOVES_EACH} moves: a game that ends sooner is not rated)</span></label>
  <fieldset class="rating-range">
    <legend>Opponent’s rating <span class="muted">(optional)</span></legend>
    <label>From <input name="min" type="number" inputmode="numeric" min="0" max="4000" step="50" autocomplete="off"></label>
    <label>to <input name="max" type="number" inputmode="numeric" min="0" max="4000" step="50" autocomplete="off"></label>
  </fieldset>
  <label>Only for <span class="muted">(optional: a player’s name, and no one else may accept)</span> <input name="to" autocomplete="off" maxlength="40"></label>
  <p class="form-error" id="challenge-error" role="alert" hidden></p>
  <button type="submit" class="button button-primary">Post the challenge</button>
  <p class="muted">You may hold ${OPEN_CHALLENGES_MAX} open challenges at once; each waits a week. When someone accepts, the game starts and this page opens it in your seat (you are emailed the link too).</p>
</form>`;
};

const readerNote = (reader: Reader): Html => {
  if (reader.kind === 'visitor')
    return html`<p class="notice">To post or accept a challenge, <a href="/me">sign in with your email address</a> and choose a player name. Games by link need neither: <a href="/#new-game">start one</a> and send the link.</p>`;
  if (reader.kind === 'nameless')
    return html`<p class="notice">You are signed in. <a href="/me">Choose your player name</a> to post or accept challenges.</p>`;
  return html`<p class="muted">Signed in as <a href="/p/${encodeURIComponent(reader.name)}">${reader.name}</a>.</p>`;
};

/** How /play was asked for, and the listen tags its script needs (lobby/listen-tags.ts). */
export interface PlayView {
  readonly reader: Reader;
  readonly filter: ChallengeFilter;
  /** The cursor of a page past the first (null: the first): new challenges are not drawn into a later one. */
  readonly cursor: string | null;
  readonly tags: { readonly you: string | null; readonly apart: readonly string[] };
}

const option = (value: string, label: string, chosen: string): Html =>
  html`<option value="${value}"${value === chosen ? ' selected' : ''}>${label}</option>`;

/** The filter, a GET form: it works without script, and its words are the API's (challenge-filter.ts). */
const filterForm = (games: readonly HomeGameInfo[], filter: ChallengeFilter): Html => {
  const chosen = filterQuery(filter);
  const gameOptions = games.flatMap((game) => [
    option(game.id, game.variants.length > 1 ? `${game.name}, any variant` : game.name, chosen.game ?? ''),
    ...(game.variants.length > 1
      ? game.variants.map((variant) =>
          option(`${game.id}/${variant.id}`, `${game.name} ${variant.name}`, chosen.game ?? ''),
        )
      : []),
  ]);
  return html`<form class="challenge-filter" method="get" action="/play" aria-label="Show only some challenges">
  <label>Game <select name="game">${option('', 'Any game', chosen.game ?? '')}${gameOptions}</select></label>
  <label>Rating <select name="rated">${option('', 'Rated or casual', chosen.rated ?? '')}${option('rated', 'Rated', chosen.rated ?? '')}${option('casual', 'Casual', chosen.rated ?? '')}</select></label>
  <label>Time <select name="clock">${option('', 'Any time', chosen.clock ?? '')}${[1, 2, 3, 5, 7, 14].map((days) => option(String(days), `${days} day${days === 1 ? '' : 's'} a move`, chosen.clock ?? ''))}${option('none', 'No clock', chosen.clock ?? '')}</select></label>
  <button type="submit" class="button button-quiet">Show</button>
</form>`;
};

const playPath = (filter: ChallengeFilter, cursor: string | null = null): string => {
  const query = new URLSearchParams({ ...filterQuery(filter), ...(cursor ? { cursor } : {}) }).toString();
  return query ? `/play?${query}` : '/play';
};

/** "More challenges", older ones, and the way back to the newest from a later page. */
const morePages = (next: string | null, view: PlayView): Html =>
  next || view.cursor
    ? html`<nav class="page-links" aria-label="Pages of challenges">${
        view.cursor ? html`<a href="${playPath(view.filter)}">← Newest challenges</a>` : html`<span></span>`
      }${next ? html`<a rel="next" id="more-challenges" href="${playPath(view.filter, next)}">More challenges →</a>` : ''}</nav>`
    : html``;

export const playPage = (list: ChallengePage, view: PlayView, now: number): string => {
  const { reader } = view;
  const challenges: readonly ChallengeView[] = list.challenges;
  const games = GAMES.games.map(gameInfo);
  const you = reader.kind === 'player' ? reader.name : null;
  const apiQuery = new URLSearchParams({
    ...filterQuery(view.filter),
    ...(view.cursor ? { cursor: view.cursor } : {}),
  }).toString();
  const body = html`<div class="play-lobby">
<section class="intro">
  <h1>Find an opponent</h1>
  <p>Open challenges from players looking for a game. Accept one and it starts at once, in your seat; or post your own. For more games at once, enter a <a href="/tournaments">tournament</a>.</p>
  ${readerNote(reader)}
</section>
<section class="card lobby-list" aria-labelledby="challenges-title">
  <h2 id="challenges-title">Open challenges</h2>
  ${filterForm(games, view.filter)}
  <p class="lobby-status muted" id="lobby-status" role="status"></p>
  <ul class="challenges" id="challenges" data-you="${you ?? ''}" data-tag="${view.tags.you ?? ''}" data-apart="${view.tags.apart.join(' ')}" data-query="${apiQuery}" data-filter="${JSON.stringify(view.filter)}"${view.cursor ? ' data-paged="true"' : ''}>${raw(challengeListHtml(challenges, games, you, now))}</ul>
  ${morePages(list.next, view)}
</section>
${reader.kind === 'player' ? challengeForm(games) : ''}
${jsonScript('orrery-games', games)}
</div>`;
  return page({
    title: 'Find an opponent · Orrery',
    description: 'Open challenges for Adomoc and ADIX: accept one and play by correspondence.',
    body,
    scripts: [LOBBY_SCRIPT],
  });
};
