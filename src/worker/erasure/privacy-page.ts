/**
 * `/privacy`: what Orrery keeps about its players, in short, as docs/privacy.md says it
 * in full: where, for how long and why, what "Download my data" gives and what "Erase my
 * account" removes and keeps.
 */
import { Hono } from 'hono';
import { html, page } from '../pages/layout.ts';
import { pageResponse } from '../pages/page-response.ts';
import type { Env } from '../platform/env.ts';

const privacyPage = (): string =>
  page({
    title: 'Privacy · Orrery',
    description: 'What Orrery keeps about its players, where, for how long and why; downloading and erasing it.',
    body: html`<section class="narrow stack"><h1>Privacy</h1>
<p>Orrery keeps what correspondence play needs: the games, and enough about their players to reach them and show who played.</p>
<h2>What is kept</h2>
<ul>
  <li><strong>Your address</strong>, to send you your games’ emails and sign-in links, with your email choices and the times of recent emails (kept three days, to cap how many you get).</li>
  <li><strong>Your player name</strong>, your ratings and their history, your blocks and your bots, once you choose a name.</li>
  <li><strong>Your games</strong>: each seat’s name, the moves and the result, for good: they are records that archives and statistics count. With each of your seats, your notes, analysis, conditional moves, reminders, messages, chat channels and browsers with notifications on, for as long as the game.</li>
  <li><strong>Tournaments and challenges</strong> you entered or posted, with your name (a challenge a week or two).</li>
  <li><strong>Logs</strong>: a line for each emailed reply acted on and for failures, seen live, not stored.</li>
</ul>
<p>Email already sent is in its recipients’ inboxes and the mail service’s logs, out of Orrery’s reach.</p>
<h2>Download my data</h2>
<p>On <a href="/me">your games</a>, “Download my data” gives your address and name, every game of your address with what your seat keeps, your rating history and your blocks, as one file (NDJSON).</p>
<h2>Erase my account</h2>
<p>On <a href="/me">your games</a>, “Erase my account…” emails you a link; the page it opens asks once more. Within minutes, your address, name, page, ratings, messages, notes, analysis, chat channels, notifications, blocks, bots, sessions and links are gone, and no more email goes to your address about these games.</p>
<p>Your games stay as records, your seat shown as “erased player”: they are your opponents’ games too. Games still going are resigned for you, unrated, and your opponents told. Your opponents’ own messages stay theirs.</p>
</section>`,
  });

export const privacyPages = new Hono<{ Bindings: Env }>().get('/', () =>
  pageResponse(privacyPage(), { cache: 'public, max-age=3600' }),
);
