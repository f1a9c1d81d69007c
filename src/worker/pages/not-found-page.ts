/** The page for an address with nothing behind it, such as a mistyped game link. */
import { html, page } from './layout.ts';

export const notFoundPage = (what: string): string =>
  page({
    title: 'Not found · Orrery',
    body: html`<section class="narrow stack">
<h1>Nothing here</h1>
<p>${what}</p>
<p><a class="button button-primary" href="/">Start a new game</a></p>
</section>`,
  });
