/**
 * The pages of erasing an account (erasure-routes.ts): the email is on its way; the page
 * the emailed link opens, which asks once more with a button; the erasure begun; and a
 * link that did not work. docs/privacy.md says what goes and what stays.
 */
import { html, page, type Html } from '../pages/layout.ts';

/** What erasing does, said the same on every page of it. */
const WHAT_GOES = html`<ul>
  <li>Your address, your player name and your page, your ratings, your messages, notes, analysis, conditional moves, reminders, chat channels, notifications, blocks, bots and sign-in sessions go.</li>
  <li>Your games stay as records of moves, with your seat shown as “erased player”. Games still going are resigned for you, unrated, and your opponents are told the game is over.</li>
  <li>Nothing more is emailed to your address for these games.</li>
</ul>
<p class="hint">What Orrery keeps and why: <a href="/privacy">privacy</a>.</p>`;

const section = (title: string, body: Html): string =>
  page({ title: `${title} · Orrery`, body: html`<section class="narrow stack"><h1>${title}</h1>${body}</section>` });

export const erasureSentPage = (email: string, minutes: number): string =>
  section(
    'Check your inbox',
    html`<p>A link to erase your account is on its way to <strong>${email}</strong>. It works once, within ${minutes} minutes; nothing is erased until you follow it and confirm.</p>
<p><a href="/me">Back to your games</a></p>`,
  );

/** The page the emailed link opens: only its button erases (a mail scanner that opens the link erases nothing). */
export const erasureConfirmPage = (token: string): string =>
  section(
    'Erase your account',
    html`<p>This cannot be undone.</p>
${WHAT_GOES}
<form class="card stack" method="post" action="/me/erase/confirm">
  <input type="hidden" name="t" value="${token}">
  <button type="submit" class="button button-danger">Erase my account now</button>
</form>
<p><a href="/me">Keep my account</a></p>`,
  );

export const erasureBegunPage = (): string =>
  section(
    'Your account is being erased',
    html`<p>Erasing has begun and finishes within minutes, on its own: you have been signed out on every device, and there is nothing more to do.</p>
${WHAT_GOES}`,
  );

export const erasureFailedPage = (message: string): string =>
  section(
    'That link did not work',
    html`<p class="notice error" role="alert">${message}</p><p>Nothing was erased. To erase your account, sign in on <a href="/me">your games</a> and ask again.</p>`,
  );
