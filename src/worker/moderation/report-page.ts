/**
 * The report form (/report), reached from the links beside messages, on player pages and
 * on game pages: a plain form, so it works without script, with the reason as radio
 * buttons in a fieldset and the free text bounded. Then the page that says it was filed.
 */
import { REPORT_REASONS } from '../db/moderation-schema.ts';
import { html, page, type Html } from '../pages/layout.ts';
import { REASON_WORDS, REPORT_DETAILS_MAX, type ReportTarget } from './report-request.ts';

/** What the reader is reporting, in words, with a link to it where there is a page. */
const targetWords = (target: ReportTarget): Html => {
  switch (target.kind) {
    case 'message':
      return html`message ${target.message} in the game <a href="/g/${target.game}">${target.game}</a>`;
    case 'name':
      return html`the name of the player <a href="/p/${encodeURIComponent(target.name)}">${target.name}</a>`;
    case 'game':
      return html`the game <a href="/g/${target.game}">${target.game}</a>${target.name ? html` (the player ${target.name})` : ''}`;
  }
};

const hidden = (target: ReportTarget): Html => {
  const fields: [string, string][] = [['kind', target.kind]];
  if (target.kind !== 'name') fields.push(['game', target.game]);
  if (target.kind === 'message') fields.push(['message', String(target.message)]);
  if (target.kind === 'name') fields.push(['name', target.name]);
  if (target.kind === 'game' && target.name) fields.push(['name', target.name]);
  return html`${fields.map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}`;
};

export interface ReportFormOptions {
  readonly target: ReportTarget;
  /** Set when the reader is signed in with a name; otherwise the page says how to. */
  readonly signedIn: boolean;
  readonly error?: string;
  readonly typed?: { readonly reason?: string; readonly details?: string };
}

export const reportFormPage = (options: ReportFormOptions): string => {
  const { target } = options;
  const defaultReason = options.typed?.reason ?? (target.kind === 'name' ? 'offensive-name' : '');
  return page({
    title: 'Report · Orrery',
    body: html`<section class="narrow stack report">
<h1>Report ${targetWords(target)}</h1>
${
  options.signedIn
    ? html`<form class="card stack report-form" method="post" action="/report">
  ${options.error ? html`<p class="notice error" role="alert">${options.error}</p>` : ''}
  ${hidden(target)}
  <fieldset class="stack">
    <legend>What is wrong?</legend>
    ${REPORT_REASONS.map(
      (reason) =>
        html`<label class="choice"><input type="radio" name="reason" value="${reason}" required${reason === defaultReason ? ' checked' : ''}> ${REASON_WORDS[reason]}</label>`,
    )}
  </fieldset>
  <label for="report-details">In a few words (optional, needed for “something else”)</label>
  <textarea id="report-details" name="details" rows="4" maxlength="${REPORT_DETAILS_MAX}" aria-describedby="report-details-hint">${options.typed?.details ?? ''}</textarea>
  <p class="hint" id="report-details-hint">At most ${REPORT_DETAILS_MAX} characters. The moderators see what you report as it is now, even if it changes later, and who reported it; the player reported is not told who you are.</p>
  <button type="submit" class="primary">Send the report</button>
</form>`
    : html`<p class="notice">Reports come from signed-in players with a name, so moderators can tell one reporter from another and answer a flood of them. <a href="/me">Sign in on your games page</a>, choose your name, and come back to this page.</p>`
}
</section>`,
  });
};

export const reportFiledPage = (target: ReportTarget): string =>
  page({
    title: 'Report sent · Orrery',
    body: html`<section class="narrow stack">
<h1>Thank you: your report is sent</h1>
<p role="status">A moderator will read your report of ${targetWords(target)}. You will not hear back unless they need to ask you something; the player you reported is not told who you are.</p>
<p>To keep someone away at once, block them from their page: their challenges and messages stop reaching you.</p>
</section>`,
  });
