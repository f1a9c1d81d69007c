/**
 * /tournaments (the list, and the form that creates one) and /t/:id (one tournament:
 * entry, standings, crosstable and rounds, live once the script runs). Times are in UTC
 * as served; the script redraws them in the reader's zone.
 */
import { GAMES } from '../../engine/games.ts';
import { TOURNAMENTS_SCRIPT } from '../../shared/bundles.ts';
import type { HomeGameInfo } from '../../shared/home-data.ts';
import {
  tournamentHtml,
  tournamentListHtml,
  tournamentTitle,
  type TournamentPageView,
  type TournamentSummaryView,
} from '../../shared/tournament-words.ts';
import { ROUND_ROBIN_MAX, SWISS_MAX, SWISS_ROUNDS_MAX } from './tournament-limits.ts';
import { gameInfo } from '../game/pages/home-page.ts';
import { BANK_HINT, bankFields, daysOptions, gameFields } from '../pages/game-fields.ts';
import { html, jsonScript, page, raw, type Html } from '../pages/layout.ts';
import type { Reader } from '../lobby/play-page.ts';
import type { TournamentListName } from './tournament-list.ts';
import type { Page } from '../db/page-cursor.ts';
import { pageLinks, type PageLabels } from '../pages/page-links.ts';

const createForm = (games: readonly HomeGameInfo[]): Html => {
  return html`<form id="tournament-form" class="card tournament-form" novalidate>
  <h2>Create a tournament</h2>
  ${gameFields(games, 'tournament')}
  <fieldset class="seat-choice">
    <legend>System</legend>
    <label><input type="radio" name="system" value="swiss" checked> Swiss <span class="muted">(a set number of rounds, paired by score)</span></label>
    <label><input type="radio" name="system" value="round-robin"> Round robin <span class="muted">(everyone plays everyone, all games at once)</span></label>
  </fieldset>
  <div class="field" id="tournament-rounds-field">
    <label for="tournament-rounds">Rounds</label>
    <input id="tournament-rounds" name="rounds" type="number" inputmode="numeric" min="1" max="${SWISS_ROUNDS_MAX}" value="5">
  </div>
  <div class="field">
    <label for="tournament-size">Most entrants</label>
    <input id="tournament-size" name="maxEntrants" type="number" inputmode="numeric" min="3" max="${SWISS_MAX}" value="16" data-swiss-max="${SWISS_MAX}" data-round-robin-max="${ROUND_ROBIN_MAX}">
  </div>
  <div class="field">
    <label for="tournament-days">Time per move</label>
    <select name="days" id="tournament-days">${daysOptions(false)}</select>
  </div>
  <div class="field bank-fields">
    ${bankFields()}
    <p class="muted">${BANK_HINT}</p>
  </div>
  <div class="field">
    <label for="tournament-start">Starts <span class="muted">(your time)</span></label>
    <input id="tournament-start" name="startsAt" type="datetime-local" required>
  </div>
  <p class="form-error" id="tournament-error" role="alert" hidden></p>
  <button type="submit" class="button button-primary">Create the tournament</button>
  <p class="muted">You are its first entrant. Others enter until it starts; with fewer than 3 by then, it is cancelled. Every pairing is a rated game, and you hear of each of yours by email.</p>
</form>`;
};

const readerNote = (reader: Reader): Html => {
  if (reader.kind === 'visitor')
    return html`<p class="notice">To create or enter a tournament, <a href="/me">sign in with your email address</a> and choose a player name.</p>`;
  if (reader.kind === 'nameless')
    return html`<p class="notice">You are signed in. <a href="/me">Choose your player name</a> to create or enter tournaments.</p>`;
  return html`<p class="muted">Signed in as <a href="/p/${encodeURIComponent(reader.name)}">${reader.name}</a>.</p>`;
};

export type TournamentLists = Readonly<Record<TournamentListName, readonly TournamentSummaryView[]>> & {
  /** Each list's next page, when it has more than its first. */
  readonly next: Readonly<Record<TournamentListName, string | null>>;
};

/** Each list's title, and what the links between its pages say. */
const LIST_WORDS: Readonly<Record<TournamentListName, { title: string; links: PageLabels; none: string }>> = {
  upcoming: {
    title: 'Starting soon',
    links: { list: 'tournaments starting soon', previous: '← Sooner', next: 'Later →' },
    none: 'No tournament is taking entries right now.',
  },
  running: {
    title: 'Being played',
    links: { list: 'tournaments being played', previous: '← Started later', next: 'Started earlier →' },
    none: 'No tournament is being played right now.',
  },
  finished: {
    title: 'Finished',
    links: { list: 'finished tournaments', previous: '← Finished later', next: 'Finished earlier →' },
    none: 'No tournament has finished yet.',
  },
};

/** /tournaments/:list: one list a page at a time, with links to the pages beside it. */
export const tournamentListPage = (list: TournamentListName, listPage: Page<TournamentSummaryView>): string => {
  const games = GAMES.games.map(gameInfo);
  const words = LIST_WORDS[list];
  const path = `/tournaments/${list}`;
  return page({
    title: `${words.title} · Tournaments · Orrery`,
    body: html`<div class="play-lobby tournaments-page">
<p class="muted"><a href="/tournaments">All tournaments</a></p>
<section class="card" aria-labelledby="list-title"><h1 id="list-title">${words.title}</h1>
<ul class="tournament-list">${raw(tournamentListHtml(listPage.items, games, 'UTC', words.none))}</ul>
${pageLinks(path, listPage, words.links)}</section>
</div>`,
  });
};

export const tournamentsPage = (lists: TournamentLists, reader: Reader): string => {
  const games = GAMES.games.map(gameInfo);
  // An empty list says so, unless it has nothing worth saying (`empty` blank): then its
  // section is hidden until the page's refresh finds something for it.
  const list = (id: TournamentListName, title: string, summaries: readonly TournamentSummaryView[], empty: string) =>
    html`<section class="card" aria-labelledby="${id}-title"${!empty && summaries.length === 0 ? raw(' hidden') : ''}><h2 id="${id}-title">${title}</h2>
<ul class="tournament-list" id="${id}" data-empty="${empty}">${raw(tournamentListHtml(summaries, games, 'UTC', empty))}</ul>${
      lists.next[id]
        ? html`<p><a href="/tournaments/${id}?cursor=${lists.next[id]}">More: ${LIST_WORDS[id].links.list} →</a></p>`
        : ''
    }</section>`;
  const body = html`<div class="play-lobby tournaments-page">
<section class="intro">
  <h1>Tournaments</h1>
  <p>Correspondence round robins and Swiss tournaments. Enter one before it starts; the server pairs the rounds, and every pairing is an ordinary game at the tournament’s time per move. <a href="/play">Open challenges</a> are on /play.</p>
  ${readerNote(reader)}
</section>
${list('upcoming', 'Starting soon', lists.upcoming, 'No tournament is taking entries right now.')}
${list('running', 'Being played', lists.running, 'No tournament is being played right now.')}
${list('finished', 'Recently finished', lists.finished, '')}
${reader.kind === 'player' ? createForm(games) : ''}
${jsonScript('orrery-games', games)}
</div>`;
  return page({
    title: 'Tournaments · Orrery',
    description: 'Correspondence round robins and Swiss tournaments of Adomoc and ADIX.',
    body,
    scripts: [TOURNAMENTS_SCRIPT],
  });
};

export const tournamentPage = (view: TournamentPageView): string => {
  const games = GAMES.games.map(gameInfo);
  const body = html`<div class="play-lobby tournament-page">
<p class="muted"><a href="/tournaments">All tournaments</a></p>
<div id="tournament" data-id="${view.tournament.id}">${raw(tournamentHtml(view, games, 'UTC'))}</div>
<p class="lobby-status muted" id="tournament-status" role="status"></p>
${jsonScript('orrery-games', games)}
</div>`;
  return page({
    title: `${tournamentTitle(view.tournament, games)} · Orrery`,
    description: 'A correspondence tournament on Orrery: entrants, rounds, standings and crosstable.',
    body,
    scripts: [TOURNAMENTS_SCRIPT],
  });
};
