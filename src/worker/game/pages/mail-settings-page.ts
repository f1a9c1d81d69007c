/** The page a link in every email opens: how this seat (or this address) hears of its games. */
import type { Notify } from '../room/room-store.ts';
import { html, page } from '../../pages/layout.ts';

const CHOICES: readonly { readonly value: Notify; readonly label: string; readonly hint: string }[] = [
  { value: 'move', label: 'Every move', hint: 'an email each time it is your move, and when the game ends' },
  {
    value: 'digest',
    label: 'Daily digest',
    hint: 'one email a day listing every game waiting for you; game ends and draw offers still come at once',
  },
  { value: 'none', label: 'No email', hint: 'nothing at all; you follow the game on its page' },
];

export interface MailSettingsView {
  /** Who the settings are for, in words ("Ann, playing Light in game abc…"). */
  readonly who: string;
  /** The current choice; null when it differs between the address's games. */
  readonly notify: Notify | null;
  /** The signed query the form posts back to. */
  readonly query: string;
  readonly saved?: boolean;
  readonly gameLink?: string;
}

export const mailSettingsPage = (view: MailSettingsView): string =>
  page({
    title: 'Email settings · Orrery',
    body: html`<section class="narrow stack"><h1>Email settings</h1>
<p>${view.who}</p>
${view.saved ? html`<p class="notice" role="status">Saved.</p>` : ''}
<form class="card stack" method="post" action="/mail/preferences?${view.query}">
<fieldset class="stack"><legend>Email me</legend>
${CHOICES.map(
  (choice, index) =>
    html`${index ? '\n' : ''}<label class="choice"><input type="radio" name="notify" value="${choice.value}"${choice.value === view.notify ? ' checked' : ''} required> <strong>${choice.label}</strong>: ${choice.hint}</label>`,
)}
</fieldset>
<button type="submit" class="primary">Save</button>
</form>
${view.gameLink ? html`<p><a href="${view.gameLink}">Back to the game</a></p>` : ''}
</section>`,
  });

export const unsubscribePage = (who: string, query: string, done: boolean): string =>
  page({
    title: 'Unsubscribe · Orrery',
    body: html`<section class="narrow stack"><h1>${done ? 'Unsubscribed' : 'Unsubscribe'}</h1>
<p>${who}</p>
${
  done
    ? html`<p class="notice" role="status">No more emails will be sent for this. You can turn them on again below.</p>`
    : html`<form method="post" action="/mail/unsubscribe?${query}"><button type="submit" class="primary">Stop these emails</button></form>`
}
<p><a href="/mail/preferences?${query}">All email settings</a></p>
</section>`,
  });

export const mailLinkFailedPage = (message: string): string =>
  page({
    title: 'Link not valid · Orrery',
    body: html`<section class="narrow stack"><h1>That link did not work</h1><p class="notice error">${message}</p></section>`,
  });

/** The invitation's "yes, email me": a GET only shows this button, since mail scanners open links. */
export const confirmPage = (email: string, game: string | null, query: string, done: boolean): string =>
  page({
    title: 'Confirm your email · Orrery',
    body: html`<section class="narrow stack"><h1>${done ? 'Confirmed' : game ? 'Email about this game' : 'Email about your games'}</h1>
${
  done
    ? html`<p class="notice" role="status">Orrery will email ${email} about ${game ? html`<a href="/g/${game}">this game</a>` : 'its games'}: your moves, draw offers and the end of the game. Every email has a link to change that or to stop.</p>`
    : html`<p>Someone gave ${email} for a seat in a game on Orrery. Until you say yes, Orrery sends it nothing about ${game ? 'this game' : 'a game'} but one invitation.</p>
<form method="post" action="/mail/confirm?${query}"><button type="submit" class="primary">${game ? 'Yes, email me about this game' : 'Yes, email me about my games'}</button></form>`
}
</section>`,
  });
