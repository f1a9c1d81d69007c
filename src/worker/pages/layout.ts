/**
 * The HTML shell every page shares: head, theme, header and footer. A page passes its body
 * as an `html` fragment, in which every string (player names are hostile input) was
 * escaped as it went in.
 */
import { SITE_SCRIPT, STYLESHEET } from '../../shared/bundles.ts';
import { html, raw, type Html } from './html.ts';
import { THEME_SCRIPT } from './theme-script.ts';

export { html, raw, type Html };

/**
 * A value for a `<script type="application/json">`: the browser never runs it, and with
 * `<` written as `\u003c` nothing in it can close the element.
 */
export const jsonScript = (id: string, value: unknown): Html =>
  html`<script type="application/json" id="${id}">${raw(
    JSON.stringify(value)
      .replace(/</g, '\\u003c')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029'),
  )}</script>`;

export { THEME_SCRIPT };

export type Theme = 'light' | 'dark';

export interface PageOptions {
  readonly title: string;
  readonly description?: string;
  /** More markup for `<head>` (meta tags, links). */
  readonly head?: Html;
  /** The page's own markup; it goes inside `<main>`. */
  readonly body: Html;
  /** Forces a theme (an embed's `?theme=`); otherwise the reader's choice, else their system's. */
  readonly theme?: Theme;
  /** Module scripts the page runs, by address. */
  readonly scripts?: readonly string[];
  /** Without the site's header and footer: for pages shown inside other sites. */
  readonly bare?: boolean;
  /** A class on `<body>`, for page-specific layout. */
  readonly bodyClass?: string;
}

const header = (): Html => html`<header class="site-header">
  <a class="site-name" href="/"><svg class="site-mark" viewBox="0 0 32 32" aria-hidden="true"><circle cx="16" cy="16" r="13"/><circle cx="16" cy="16" r="6"/><circle cx="25.2" cy="6.8" r="3.2"/></svg>Orrery</a>
  <nav class="site-nav" aria-label="Site">
    <a href="/me">Your games</a>
    <a href="/play">Find a game</a>
    <a href="/learn">Learn</a>
    <a href="/rules">Rules</a>
    <a href="/#new-game">New game</a>
  </nav>
  <button type="button" class="theme-toggle" data-theme-toggle><svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm0 1.5v11a5.5 5.5 0 0 1 0-11z"/></svg> <span class="theme-toggle-words">Dark theme</span></button>
</header>`;

const footer = (): Html => html`<footer class="site-footer">
  <p>Orrery: slow games of Adomoc and ADIX, played by link. <a href="/api">API</a> · <a href="/privacy">Privacy</a></p>
</footer>`;

/** A whole HTML document. */
export const page = (options: PageOptions): string => {
  const scripts = [...(options.bare ? [] : [SITE_SCRIPT]), ...(options.scripts ?? [])].map(
    (src) => html`<script type="module" src="${src}"></script>`,
  );
  return html`<!doctype html>
<html lang="en"${options.theme ? html` data-theme="${options.theme}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${options.title}</title>
${options.description ? html`<meta name="description" content="${options.description}">` : ''}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${STYLESHEET}">
${options.theme ? '' : html`<script>${raw(THEME_SCRIPT)}</script>`}
${options.head ?? ''}
${scripts}
</head>
<body${options.bodyClass ? html` class="${options.bodyClass}"` : ''}>
${options.bare ? '' : header()}
<main id="main">
${options.body}
</main>
${options.bare ? '' : footer()}
</body>
</html>
`.toString();
};
