/**
 * What the pages say of blocks: on /me the list of players the reader has blocked, each
 * with "Unblock"; on a player's page the form that blocks them, or says they are blocked
 * and undoes it. Plain forms (block-routes.ts), so they work without script.
 */
import type { BlockedPlayer } from '../db/blocks.ts';
import type { Page } from '../db/page-cursor.ts';
import { html, type Html } from '../pages/layout.ts';
import { playerPath } from './player-page.ts';

const WHAT_A_BLOCK_DOES =
  'their challenges to you are refused and theirs are hidden from you, tournaments pair you apart when the field allows, and their messages do not reach you (they are not told)';

const unblockForm = (
  name: string,
  back: 'me' | 'player',
): Html => html`<form method="post" action="/me/blocks/undo" class="inline-form">
  <input type="hidden" name="name" value="${name}"><input type="hidden" name="back" value="${back}">
  <button type="submit" class="button button-quiet">Unblock <span class="visually-hidden">${name}</span></button>
</form>`;

/** The links between pages of the blocks on /me: its own `?blocks=` cursor, apart from the games' `?cursor=`. */
const blockPages = (page: Page<BlockedPlayer>): Html =>
  page.next || page.previous
    ? html`<nav class="page-links" aria-label="Pages of blocked players">${
        page.previous
          ? html`<a rel="prev" href="/me?blocks=${encodeURIComponent(page.previous)}#blocks-title">← Later blocks</a>`
          : html`<span></span>`
      }${page.next ? html`<a rel="next" href="/me?blocks=${encodeURIComponent(page.next)}#blocks-title">Earlier blocks →</a>` : ''}</nav>`
    : html``;

/** /me: a page of the reader's blocks, the newest first. */
export const blocksSection = (
  blocked: Page<BlockedPlayer>,
): Html => html`<section class="blocks stack" aria-labelledby="blocks-title">
<h2 id="blocks-title">Players you have blocked</h2>
${
  blocked.items.length
    ? html`<ul class="blocked-players">${blocked.items.map(
        (player) =>
          html`<li><a href="${playerPath(player.name)}">${player.name}</a> ${unblockForm(player.name, 'me')}</li>`,
      )}</ul>`
    : blocked.previous
      ? html`<p class="hint">No earlier blocks.</p>`
      : html`<p class="hint">None. Block a player from their page: ${WHAT_A_BLOCK_DOES}.</p>`
}
${blockPages(blocked)}
<p class="hint">Only you see this list.</p>
</section>`;

/** A player's page, for a signed-in reader with a name who is someone else. */
export const blockForm = (name: string, blocked: boolean): Html =>
  blocked
    ? html`<div class="notice block-state"><p>You have blocked ${name}: ${WHAT_A_BLOCK_DOES}.</p>${unblockForm(name, 'player')}</div>`
    : html`<details class="block-player">
  <summary>Block ${name}</summary>
  <p class="hint">If you block ${name}, ${WHAT_A_BLOCK_DOES}. Games you are playing go on. Only you see your blocks, and you can undo one on your games page.</p>
  <form method="post" action="/me/blocks"><input type="hidden" name="name" value="${name}">
    <button type="submit" class="button">Block ${name}</button>
  </form>
</details>`;
