/**
 * The moderation pages (/mod): the open reports and the log; one report with what it
 * reported as it was, the reported player's and the reporter's recent history, and the
 * actions; a player's history and actions alone. Plain forms, so they work without script.
 */
import type { ModerationLogRow, ReportRow } from '../db/moderation-schema.ts';
import { html, page, type Html } from '../pages/layout.ts';
import { dateTimeText } from '../../shared/dates.ts';
import { MUTE_DAYS_MAX, ACTION_REASON_MAX, type PlayerAction } from './actions.ts';
import type { PlayerHistory } from './history.ts';
import type { ReportContent } from './report-content.ts';
import { REASON_WORDS } from './report-request.ts';

type Names = ReadonlyMap<string, string>;

const at = (time: number, now: number) => dateTimeText(new Date(time).toISOString(), { timeZone: 'UTC', now });

const who = (names: Names, id: string | null): Html => {
  const name = id === null ? null : names.get(id);
  return name ? html`<a href="/mod/players/${encodeURIComponent(name)}">${name}</a>` : html`<span>no player</span>`;
};

const ACTION_WORDS: Readonly<Record<ModerationLogRow['action'], string>> = {
  warn: 'warned',
  mute: 'muted',
  unmute: 'unmuted',
  rename: 'renamed',
  bar: 'barred from rated play',
  unbar: 'allowed rated play again',
  close: 'closed the account of',
  reopen: 'reopened the account of',
  dismiss: 'dismissed a report about',
};

const contentOf = (row: ReportRow): ReportContent => JSON.parse(row.content) as ReportContent;

/** What was reported, as it was when reported. */
const contentView = (content: ReportContent, now: number): Html => {
  switch (content.kind) {
    case 'message':
      return html`<p>Message ${content.seq} in <a href="/g/${content.game}">${content.game}</a>, written by <strong>${content.writer}</strong> at ${at(Date.parse(content.sent), now)}:</p>
<blockquote class="reported-text">${content.text}</blockquote>`;
    case 'name':
      return html`<p>The name: <strong class="reported-text">${content.name}</strong></p>`;
    case 'game':
      return html`<p>The game <a href="/g/${content.game}">${content.game}</a> (${content.title}), ${content.status}, between ${Object.entries(
        content.players,
      )
        .map(([side, name]) => `${name} (${side})`)
        .join(' and ')}.</p>
<p class="reported-moves">Moves: ${content.moves.length ? content.moves.join(' ') : 'none'}</p>`;
  }
};

const reportLine = (row: ReportRow, names: Names, now: number): Html =>
  html`<li><a href="/mod/reports/${row.id}">${REASON_WORDS[row.reason]}: ${row.kind} report</a> by ${who(names, row.reporterId)} about ${who(names, row.subjectId)}, ${at(row.createdAt, now)}${row.status === 'open' ? '' : html` (${row.status})`}</li>`;

const logLine = (row: ModerationLogRow, names: Names, now: number): Html =>
  html`<li><span class="log-when">${at(row.createdAt, now)}</span>: ${row.moderator} ${ACTION_WORDS[row.action]} ${who(names, row.playerId)}${row.until ? html` until ${at(row.until, now)}` : ''}, because “${row.reason}”${row.reportId ? html` (<a href="/mod/reports/${row.reportId}">report</a>)` : ''}</li>`;

const list = (items: readonly Html[], none: string): Html =>
  items.length ? html`<ul class="mod-list">${items}</ul>` : html`<p class="hint">${none}</p>`;

const modPage = (title: string, body: Html): string =>
  page({ title: `${title} · Moderation · Orrery`, body: html`<section class="stack moderation">${body}</section>` });

const findForm = (): Html => html`<form class="input-row" method="get" action="/mod/players">
  <label class="visually-hidden" for="mod-find">A player's name</label>
  <input id="mod-find" name="name" required maxlength="100" placeholder="A player's name">
  <button type="submit" class="button">Find the player</button>
</form>`;

export const modHomePage = (options: {
  readonly reports: readonly ReportRow[];
  readonly log: readonly ModerationLogRow[];
  readonly names: Names;
  readonly now: number;
}): string =>
  modPage(
    'Reports',
    html`<h1>Moderation</h1>
${findForm()}
<section class="stack" aria-labelledby="open-reports">
<h2 id="open-reports">Open reports (${options.reports.length})</h2>
${list(
  options.reports.map((row) => reportLine(row, options.names, options.now)),
  'No report is waiting.',
)}
</section>
<section class="stack" aria-labelledby="mod-log">
<h2 id="mod-log">Log</h2>
${list(
  options.log.map((row) => logLine(row, options.names, options.now)),
  'No action has been taken yet.',
)}
</section>`,
  );

const ACTION_CHOICES: readonly [PlayerAction, string][] = [
  ['warn', 'Warn'],
  ['mute', 'Mute their messages for a number of days'],
  ['unmute', 'Lift a mute'],
  ['rename', 'Rename to a neutral name (they choose a new one)'],
  ['bar', 'Bar from rated play'],
  ['unbar', 'Lift a bar from rated play'],
  ['close', 'Close the account'],
  ['reopen', 'Reopen a closed account'],
];

const standingWords = (history: PlayerHistory, now: number): string => {
  const { standing } = history;
  const held = [
    standing.mutedUntil !== null && standing.mutedUntil > now ? `muted until ${at(standing.mutedUntil, now)}` : null,
    standing.ratedBarred ? 'barred from rated play' : null,
    standing.mustRename ? 'renamed, to choose a new name' : null,
    standing.closedAt !== null ? `account closed ${at(standing.closedAt, now)}` : null,
  ].filter((each) => each !== null);
  return held.length ? held.join('; ') : 'in good standing';
};

const actionForm = (
  history: PlayerHistory,
  reportId: string | null,
): Html => html`<form class="card stack mod-actions" method="post" action="/mod/actions">
  <input type="hidden" name="player" value="${history.player.name}">
  ${reportId ? html`<input type="hidden" name="report" value="${reportId}">` : ''}
  <fieldset class="stack">
    <legend>Act on ${history.player.name}</legend>
    ${ACTION_CHOICES.map(
      ([action, words]) =>
        html`<label class="choice"><input type="radio" name="action" value="${action}" required> ${words}</label>`,
    )}
  </fieldset>
  <label for="mod-days">Days of a mute</label>
  <input id="mod-days" name="days" type="number" min="1" max="${MUTE_DAYS_MAX}" value="7" inputmode="numeric">
  <label for="mod-reason">Why (the player reads it in their email, and the log keeps it)</label>
  <textarea id="mod-reason" name="reason" rows="3" required maxlength="${ACTION_REASON_MAX}"></textarea>
  <button type="submit" class="primary">Act</button>
</form>`;

const historyView = (title: string, history: PlayerHistory, names: Names, now: number, id: string): Html =>
  html`<section class="stack mod-history" aria-labelledby="${id}">
<h2 id="${id}">${title}: ${history.player.name}</h2>
<p>Now: ${standingWords(history, now)}. Player since ${at(history.player.createdAt, now)}.</p>
<h3>Latest games</h3>
${list(
  history.games.map(
    (seat) =>
      html`<li><a href="/g/${seat.game.id}">${seat.game.game} ${seat.game.variant}</a> against ${seat.opponent?.name ?? 'nobody yet'}, ${seat.game.status}</li>`,
  ),
  'No games.',
)}
<h3>Reports about them</h3>
${list(
  history.reportsAbout.map((row) => reportLine(row, names, now)),
  'None.',
)}
<h3>Reports they filed</h3>
${list(
  history.reportsBy.map((row) => reportLine(row, names, now)),
  'None.',
)}
<h3>Actions on them</h3>
${list(
  history.actions.map((row) => logLine(row, names, now)),
  'None.',
)}
</section>`;

export const modReportPage = (options: {
  readonly report: ReportRow;
  readonly subject: PlayerHistory | null;
  readonly reporter: PlayerHistory | null;
  readonly names: Names;
  readonly now: number;
}): string => {
  const { report, names, now } = options;
  return modPage(
    'Report',
    html`<p><a href="/mod">All open reports</a></p>
<h1>${REASON_WORDS[report.reason]}: a ${report.kind} report</h1>
<p>Filed by ${who(names, report.reporterId)} about ${who(names, report.subjectId)}, ${at(report.createdAt, now)}; ${report.status === 'open' ? 'open' : `${report.status} by ${report.closedBy ?? ''} ${report.closedAt ? at(report.closedAt, now) : ''}`}.</p>
<section class="card stack" aria-labelledby="reported">
<h2 id="reported">What was reported, as it was</h2>
${contentView(contentOf(report), now)}
<p>The reporter's words: ${report.details ? html`“${report.details}”` : html`<span class="hint">none</span>`}</p>
</section>
${
  report.status === 'open'
    ? html`<div class="mod-decide stack">
${options.subject ? actionForm(options.subject, report.id) : ''}
<form class="card stack" method="post" action="/mod/reports/${report.id}/dismiss">
  <label for="dismiss-reason">Dismiss the report: why (kept in the log; nobody is told)</label>
  <textarea id="dismiss-reason" name="reason" rows="2" required maxlength="${ACTION_REASON_MAX}"></textarea>
  <button type="submit" class="button">Dismiss</button>
</form>
</div>`
    : ''
}
${options.subject ? historyView('The reported player', options.subject, names, now, 'subject-history') : ''}
${options.reporter ? historyView('The reporter', options.reporter, names, now, 'reporter-history') : ''}`,
  );
};

export const modPlayerPage = (options: {
  readonly history: PlayerHistory;
  readonly names: Names;
  readonly now: number;
}): string =>
  modPage(
    options.history.player.name,
    html`<p><a href="/mod">All open reports</a></p>
<h1>${options.history.player.name}</h1>
${actionForm(options.history, null)}
${historyView('History', options.history, options.names, options.now, 'player-history')}`,
  );

/** For anyone who is not a moderator: a clear refusal, and for the signed out how to sign in. */
export const notModeratorPage = (signedIn: boolean): string =>
  page({
    title: 'Moderators only · Orrery',
    body: html`<section class="narrow stack">
<h1>Moderators only</h1>
<p>This page is for Orrery's moderators, whose addresses the site's operator lists.${signedIn ? '' : html` If you are one, <a href="/me">sign in</a> first.`}</p>
<p>To report a message, a name or a game, use the “Report” link beside it.</p>
</section>`,
  });

export const modErrorPage = (message: string, back: string): string =>
  modPage(
    'Not done',
    html`<h1>Not done</h1><p class="notice error" role="alert">${message}</p><p><a href="${back}">Back</a></p>`,
  );
