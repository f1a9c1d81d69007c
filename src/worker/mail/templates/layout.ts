/**
 * The one layout every email shares, written once for HTML and once for plain text from
 * the same blocks, so the two versions always say the same. Templates hand over plain
 * text only; Hono's `html` template escapes it here, so no template can forget.
 *
 * HTML: tables and inline styles (what mail clients render alike), 658px wide at most (the
 * board picture 600px across inside the card's margins), a
 * light palette with explicit colours on every element so clients that darken emails
 * keep the contrast, and dark styles for the clients that honour `prefers-color-scheme`.
 */
import { html, raw, type Html } from '../../pages/html.ts';
import { oneLine } from './text.ts';

export type Inline = string | { readonly strong: string } | { readonly href: string; readonly text: string };

export type Block =
  | { readonly kind: 'paragraph'; readonly content: readonly Inline[] }
  /** Small, quiet text: warnings about links, explanations. */
  | { readonly kind: 'note'; readonly content: readonly Inline[] }
  | { readonly kind: 'button'; readonly href: string; readonly label: string }
  /**
   * The board: a picture in HTML; in plain text its caption, the position in words
   * (`words`, one line each, where given) and the picture's address.
   */
  | {
      readonly kind: 'image';
      readonly src: string;
      readonly alt: string;
      readonly href: string;
      readonly words?: readonly string[];
    }
  /** A list of items, each a line of inline content (the digest's games). */
  | { readonly kind: 'list'; readonly items: readonly (readonly Inline[])[] };

export interface Footer {
  /** Why the reader gets this email. */
  readonly reason: string;
  /** The rules reference ("How to play"): of the email's game, or the index of both. */
  readonly howToPlay: string;
  readonly preferences: string;
  readonly unsubscribe: string;
}

export interface Layout {
  readonly subject: string;
  /** The line mail clients show next to the subject in the inbox. */
  readonly preview: string;
  /** Above the heading: "Orrery · Adomoc". */
  readonly kicker: string;
  readonly heading: string;
  readonly blocks: readonly Block[];
  /** Every notification has one; the sign-in email has none. */
  readonly footer: Footer | null;
}

export interface RenderedEmail {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

/** The rules of `game` (or of both games) on the Orrery that `link`, any absolute link of it, belongs to. */
export const rulesLink = (link: string, game?: string): string =>
  new URL(game ? `/rules/${game.toLowerCase()}` : '/rules', link).href;

export const paragraph = (...content: Inline[]): Block => ({ kind: 'paragraph', content });
export const note = (...content: Inline[]): Block => ({ kind: 'note', content });
export const button = (href: string, label: string): Block => ({ kind: 'button', href, label });
export const image = (src: string, alt: string, href: string, words?: readonly string[]): Block => ({
  kind: 'image',
  src,
  alt,
  href,
  ...(words ? { words } : {}),
});

// Font names carry quotes: written as they are, not as entities.
const FONT = raw("-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif");
const INK = '#1d1c1a';
const MUTED = '#5f5a50';
const PAGE = '#f2efe8';
const CARD = '#ffffff';
const RULE = '#e0dbd0';
const ACCENT = '#1f4f8f';

const inlineHtml = (content: readonly Inline[]): Html[] =>
  content.map((part) => {
    if (typeof part === 'string') return html`${part}`;
    if ('strong' in part)
      return html`<strong style="font-weight:600;color:${INK};" class="ink">${part.strong}</strong>`;
    return html`<a href="${part.href}" style="color:${ACCENT};text-decoration:underline;" class="link">${part.text}</a>`;
  });

const blockHtml = (block: Block): Html => {
  switch (block.kind) {
    case 'paragraph':
      return html`<p style="margin:0 0 16px 0;font-family:${FONT};font-size:16px;line-height:1.5;color:${INK};" class="ink">${inlineHtml(block.content)}</p>`;
    case 'note':
      return html`<p style="margin:0 0 16px 0;font-family:${FONT};font-size:13px;line-height:1.5;color:${MUTED};" class="muted">${inlineHtml(block.content)}</p>`;
    case 'button':
      return html`<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 20px 0;"><tr><td style="border-radius:6px;background-color:${ACCENT};" bgcolor="${ACCENT}"><a href="${block.href}" style="display:inline-block;padding:13px 26px;font-family:${FONT};font-size:16px;font-weight:600;line-height:1.2;color:#ffffff;text-decoration:none;border-radius:6px;">${block.label}</a></td></tr></table>`;
    case 'image':
      return html`<p style="margin:0 0 16px 0;"><a href="${block.href}"><img src="${block.src}" alt="${block.alt}" width="600" style="display:block;width:100%;max-width:600px;height:auto;border:1px solid ${RULE};border-radius:4px;font-family:${FONT};font-size:14px;color:${MUTED};"></a></p>`;
    case 'list':
      return html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px 0;">${block.items.map(
        (item) =>
          html`<tr><td style="padding:12px 0;border-top:1px solid ${RULE};font-family:${FONT};font-size:15px;line-height:1.5;color:${INK};" class="ink">${inlineHtml(item)}</td></tr>`,
      )}</table>`;
  }
};

// Dark colours for clients that honour prefers-color-scheme; narrower margins on phones, so the board keeps its width.
const STYLES = raw(`@media (prefers-color-scheme: dark) {
  .page { background-color: #1b1a18 !important; }
  .card { background-color: #262522 !important; border-color: #3a3833 !important; }
  .ink { color: #f1eee8 !important; }
  .muted { color: #b9b3a7 !important; }
  .link { color: #8db8f2 !important; }
}
@media (max-width: 480px) {
  .outer { padding: 12px 4px !important; }
  .card { padding: 20px 14px 4px 14px !important; }
}`);

const footerHtml = (footer: Footer): Html =>
  html`<tr><td style="padding:16px 28px 0 28px;font-family:${FONT};font-size:12px;line-height:1.5;color:${MUTED};" class="muted">${footer.reason}<br><a href="${footer.howToPlay}" style="color:${MUTED};text-decoration:underline;" class="muted">How to play</a> &middot; <a href="${footer.preferences}" style="color:${MUTED};text-decoration:underline;" class="muted">Email settings</a> &middot; <a href="${footer.unsubscribe}" style="color:${MUTED};text-decoration:underline;" class="muted">Unsubscribe</a></td></tr>`;

const renderHtml = (layout: Layout): string =>
  html`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"><title>${layout.subject}</title><style>${STYLES}</style></head><body style="margin:0;padding:0;background-color:${PAGE};" class="page"><div style="display:none;max-height:0;overflow:hidden;opacity:0;color:${PAGE};">${layout.preview}</div><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${PAGE};" bgcolor="${PAGE}" class="page"><tr><td align="center" style="padding:24px 12px;" class="outer"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:658px;"><tr><td style="background-color:${CARD};border:1px solid ${RULE};border-radius:8px;padding:24px 28px 8px 28px;" bgcolor="${CARD}" class="card"><p style="margin:0 0 8px 0;font-family:${FONT};font-size:12px;letter-spacing:0.08em;text-transform:uppercase;color:${MUTED};" class="muted">${layout.kicker}</p><h1 style="margin:0 0 20px 0;font-family:${FONT};font-size:22px;line-height:1.3;font-weight:600;color:${INK};" class="ink">${layout.heading}</h1>${layout.blocks.map(blockHtml)}</td></tr>${layout.footer ? footerHtml(layout.footer) : ''}</table></td></tr></table></body></html>`.toString();

const inlineText = (content: readonly Inline[]): string =>
  content
    .map((part) => {
      if (typeof part === 'string') return part;
      if ('strong' in part) return part.strong;
      return part.text === part.href ? part.href : `${part.text}: ${part.href}`;
    })
    .join('');

const blockText = (block: Block): string => {
  switch (block.kind) {
    case 'paragraph':
    case 'note':
      return inlineText(block.content);
    case 'button':
      return `${block.label}: ${block.href}`;
    case 'image':
      return block.words
        ? [`${block.alt}:`, ...block.words, `Picture: ${block.src}`].join('\n')
        : `${block.alt}: ${block.src}`;
    case 'list':
      return block.items.map((item) => `- ${inlineText(item)}`).join('\n\n');
  }
};

/**
 * The plain text version. It opens with the kicker, never with game notation, and its
 * footer follows the "-- " signature line, which reply readers (ours too) skip.
 */
const renderText = (layout: Layout): string => {
  const parts = [layout.kicker, layout.heading, ...layout.blocks.map(blockText)];
  const footer = layout.footer
    ? `\n\n-- \n${layout.footer.reason}\nHow to play: ${layout.footer.howToPlay}\nEmail settings: ${layout.footer.preferences}\nUnsubscribe: ${layout.footer.unsubscribe}`
    : '';
  return `${parts.join('\n\n')}${footer}\n`;
};

/**
 * A subject of one line, in which a name's `=?…?=` cannot pass for an RFC 2047 encoded
 * word (mail clients would decode it: into a line break, say): a word joiner goes
 * between `=` and `?`, which shows nothing and makes the subject one that is encoded whole.
 */
const subjectLine = (text: string): string => oneLine(text, 150).replaceAll('=?', '=\u2060?');

export const render = (layout: Layout): RenderedEmail => {
  const subject = subjectLine(layout.subject);
  return { subject, html: renderHtml({ ...layout, subject }), text: renderText(layout) };
};
