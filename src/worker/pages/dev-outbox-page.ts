/**
 * The development outbox: every email the server would have sent, newest first, shown
 * as the recipient would see it. Each email sits in a sandboxed frame, so its markup
 * can do nothing to this page.
 */
import type { OutboxEmail } from '../mail/dev-outbox.ts';
import { escapeHtml, page } from './layout.ts';

const emailCard = (email: OutboxEmail, index: number): string => {
  const headers = Object.entries(email.headers)
    .map(([name, value]) => `<div><dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd></div>`)
    .join('');
  return `<article class="card stack outbox-email" id="email-${index}">
<h2>${escapeHtml(email.subject)}</h2>
<dl class="outbox-headers">
<div><dt>To</dt><dd>${escapeHtml(email.to)}</dd></div>
<div><dt>From</dt><dd>${escapeHtml(email.from)}</dd></div>
${email.replyTo ? `<div><dt>Reply-To</dt><dd>${escapeHtml(email.replyTo)}</dd></div>` : ''}
<div><dt>Sent</dt><dd><time datetime="${escapeHtml(email.sentAt)}">${escapeHtml(email.sentAt)}</time></dd></div>
${headers}
</dl>
<iframe class="outbox-html" title="${escapeHtml(`The email "${email.subject}" as HTML`)}" sandbox srcdoc="${escapeHtml(email.html)}" loading="lazy"></iframe>
<details><summary>Plain text</summary><pre class="outbox-text">${escapeHtml(email.text)}</pre></details>
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
  const html = page({
    title: `Outbox (${emails.length}) · Orrery`,
    head: `<style>${STYLE}</style>`,
    description: 'Emails sent while no Resend key is set.',
    body: `<section class="stack"><h1>Development outbox</h1>
<p>The development setting <code>DEV_OUTBOX</code> is on and no <code>RESEND_API_KEY</code> is set, so every email lands here instead of being sent. Newest first; as JSON at <a href="/dev/outbox.json">/dev/outbox.json</a>.</p>
${emails.length ? emails.map(emailCard).join('\n') : '<p class="hint">No emails yet. Create a game with an email address, or play a move in one.</p>'}
</section>`,
  });
  // Emails carry inline styles and the board picture; their frames are sandboxed without scripts.
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy':
        "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; frame-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    },
  });
};
