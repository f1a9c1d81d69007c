/**
 * The links between the pages of a long list (docs/api.md, "Pages of a list"): plain
 * links with the list's cursor, so they work without script, named for where they go.
 */
import { html, page, type Html } from './layout.ts';

/** The cursors of the pages beside this one, as a list's read gives them (db/page-cursor.ts). */
export interface PageCursors {
  readonly next: string | null;
  readonly previous: string | null;
}

const withCursor = (path: string, cursor: string): string =>
  `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`;

/** What a list is and what its links to the pages beside one say. */
export interface PageLabels {
  readonly list: string;
  readonly previous: string;
  readonly next: string;
}

/** The links of a list of games, newest first. */
export const GAME_PAGES: PageLabels = { list: 'games', previous: '← Newer games', next: 'Older games →' };

/** The links to the pages before and after this one of the list at `path`; nothing when it has one page. */
export const pageLinks = (path: string, cursors: PageCursors, labels: PageLabels): Html =>
  cursors.next || cursors.previous
    ? html`<nav class="page-links" aria-label="Pages of ${labels.list}">${
        cursors.previous
          ? html`<a rel="prev" href="${withCursor(path, cursors.previous)}">${labels.previous}</a>`
          : html`<span></span>`
      }${cursors.next ? html`<a rel="next" href="${withCursor(path, cursors.next)}">${labels.next}</a>` : ''}</nav>`
    : html``;

/** A page asked for with a cursor this list did not give: said plainly, with the way back to its first page. */
export const badCursorPage = (message: string, firstPage: string): string =>
  page({
    title: 'Page not found · Orrery',
    body: html`<section class="narrow stack">
<h1>That page of the list cannot be read</h1>
<p class="notice error" role="alert">${message}</p>
<p><a href="${firstPage}">Back to the first page</a></p>
</section>`,
  });
