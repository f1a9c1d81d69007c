/**
 * The development outbox: every email the server would have sent, newest first, shown
 * as the recipient would see it. Each email sits in a sandboxed frame, so its markup
 * can do nothing to this page.
 */
import type { OutboxEmail } from './dev-outbox.ts';
import { html, page, raw, type Html } from '../pages/layout.ts';
import { pageResponse } from '../pages/page-response.ts';

const emailCard = (email: OutboxEmail, index: number): Html => {
  const headers = Object.entries(email.headers).map(
    ([name, value]) => html`<div><dt>${name}</dt><dd>${value}</dd></div>`,
  );
  return html`<article class="card stack outbox-email" id="email-${index}">
<h2>${email.subject}</h2>
<dl class="outbox-headers">
<div><dt>To</dt><dd>${email.to}</dd></div>
<div><dt>From</dt><dd>${email.from}</dd></div>
${email.replyTo ? html`<div><dt>Reply-To</dt><dd>${email.replyTo}</dd></div>` : ''}
<div><dt>Sent</dt><dd><time datetime="${email.sentAt}">${email.sentAt}</time></dd></div>
${headers}
</dl>
<iframe class="outbox-html" title="${`The email "${email.subject}" as HTML`}" sandbox srcdoc="${email.html}" loading="lazy"></iframe>
<details><summary>Plain text</summary><pre class="outbox-text">${email.text}</pre></details>
</article>`;
};

const STYLE = `
.outbox-headers{display:grid;grid-template-columns:max-content 1fr;gap:.15rem 1rem;margin:0;font-size:.9rem}
.outbox-headers div{display:contents}
.outbox-headers dt{font-weight:600;opacity:.75}
.outbox-headers dd{margin:0;overflow-wrap:anywhere}
.outbox-html{width:100%;height:760px;border:1px solid color-mix(in srgb,currentColor 20%,transparent);border-radius:8px;background:#fff}
.outbox-text{white-space:pre-wrap;font-size:.85rem}
`;

export const devOutboxPage = (emails: readonly OutboxEmail[]): Response => {
  const document = page({
    title: `Outbox (${emails.length}) · Orrery`,
    head: html`<style>${raw(STYLE)}</style>`,
    description: 'Emails sent while no Resend key is set.',
    body: html`<section class="stack"><h1>Development outbox</h1>
<p>The development setting <code>DEV_OUTBOX</code> is on and no <code>RESEND_API_KEY</code> is set, so every email lands here instead of being sent. Newest first; as JSON at <a href="/dev/outbox.json">/dev/outbox.json</a>.</p>
${emails.length ? emails.map((email, index) => html`${index ? '\n' : ''}${emailCard(email, index)}`) : html`<p class="hint">No emails yet. Create a game with an email address, or play a move in one.</p>`}
</section>`,
  });
  // Emails carry inline styles and the board picture; their frames are sandboxed without
  // scripts. The route asks for the outbox's own security policy (pages/page-security.ts).
  return pageResponse(document);
};
