/**
 * A game's page, `/g/:id`: complete on first paint (the board drawn on the server, the
 * players, the clock, the moves), with the tags that make a shared link unfold into a
 * picture of the board. The game's own script (src/web/play) then takes it over.
 */
import type { Game } from '../../../engine/game.ts';
import { boardSvg, moveSquares } from '../../../render/board-svg.ts';
import { engineScript, playScript } from '../../../shared/bundles.ts';
import {
  clockHtml,
  drawOfferText,
  moveRowCount,
  moveRowsHtml,
  playersHtml,
  ratingNoteText,
  takebackText,
} from '../../../shared/game-panel.ts';
import type { GamePageData, GameStateView } from '../../../shared/game-state.ts';
import { headlineText, unfurlDescription, unfurlTitle } from '../../../shared/game-words.ts';
import { GLOSSARY, termHtml } from '../../../shared/glossary.ts';
import { html, jsonScript, page, raw, type Html } from '../../pages/layout.ts';
import { reportLink } from '../../pages/report-link.ts';
import { rematchSectionHtml } from '../../../shared/rematch-words.ts';
import { MAX_FRAMES } from './gif-limits.ts';
import { MESSAGE_MAX_CHARS } from '../../../shared/player-messages.ts';

/**
 * Moves a long game's page carries in its data: as many as its list's rows hold. The
 * page's loader reads only these from the game (page-routes.ts).
 */
export const PAGE_MOVES = 300;

/** Rows of a long game's move list written into the page: its script shows the rest as they scroll into view. */
const PAGE_MOVE_ROWS = 40;

/** The move list's last rows (all of a shorter game's); `moves` are the moves after ply `movesFrom`. */
const latestMovesHtml = (moves: readonly string[], movesFrom: number, firstMover: 0 | 1, ply: number): string => {
  const rows = moveRowCount(movesFrom + moves.length, firstMover);
  return moveRowsHtml(moves, firstMover, ply, Math.max(0, rows - PAGE_MOVE_ROWS), rows, movesFrom);
};

/** The animated GIF of the game, or of its last MAX_FRAMES positions when it is longer. */
const gifLink = (id: string, ply: number): string =>
  ply < MAX_FRAMES ? `/g/${id}/game.gif` : `/g/${id}/game.gif?from=${ply - MAX_FRAMES + 1}&to=${ply}`;

/** The size of the `board.png` pictures that link previews show (src/worker/game/pages/board-routes.ts). */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

export interface GamePageInput {
  readonly game: Game;
  readonly state: GameStateView;
  /** The position before the last move, for its highlight; null at the start. */
  readonly before: string | null;
  /** Where links point: the configured public origin or the request's. */
  readonly origin: string;
}

/**
 * A legal move in the position, as an example of the notation in the move box: a plain
 * one from one square to another (two squares touched), the shortest to write.
 */
const exampleMove = (game: Game, state: GameStateView): string => {
  const position = game.parsePosition(state.position);
  if (!position.ok || state.status === 'finished') return '';
  const written = game.legalMoves(position.value, state.variant).map((move) => game.makeMove(position.value, move));
  const plain = written.filter((notation) => moveSquares(game.id, state.position, notation).length === 2);
  return (plain.length ? plain : written).sort((a, b) => a.length - b.length)[0] ?? '';
};

const unfurlTags = (input: GamePageInput, title: string, description: string): Html => {
  const { state, origin } = input;
  const url = `${origin}/g/${state.id}`;
  const image = `${url}/board.png?ply=${state.ply}`;
  const meta = (attribute: 'property' | 'name', key: string, value: string): Html =>
    html`<meta ${raw(attribute)}="${key}" content="${value}">`;
  const tags = [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Orrery'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(PREVIEW_WIDTH)),
    meta('property', 'og:image:height', String(PREVIEW_HEIGHT)),
    meta(
      'property',
      'og:image:alt',
      `The ${input.game.name} board after ${state.ply} move${state.ply === 1 ? '' : 's'}`,
    ),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    html`<link rel="alternate" type="application/json+oembed" href="${`${origin}/oembed?url=${encodeURIComponent(url)}&format=json`}" title="${title}">`,
    html`<link rel="canonical" href="${url}">`,
  ];
  return html`${tags.map((tag, index) => (index === 0 ? tag : html`\n${tag}`))}`;
};

/** ⏮ ◀ ▶ ⏭ drawn, since not every system font has those characters. */
const icon = (path: string): Html =>
  html`<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="${path}"/></svg>`;

const NAV_BUTTONS = [
  ['first', icon('M3 3h2v10H3zM13 3v10L6 8z'), 'First position', 'Home'],
  ['prev', icon('M11 3v10L4 8z'), 'Previous move', 'ArrowLeft'],
  ['next', icon('M5 3v10l7-5z'), 'Next move', 'ArrowRight'],
  ['last', icon('M3 3v10l7-5zM11 3h2v10h-2z'), 'Latest position', 'End'],
] as const;

export const gamePage = (input: GamePageInput): string => {
  const { game, state, before, origin } = input;
  const title = unfurlTitle(state, game);
  const variant = game.variants.find((info) => info.id === state.variant);
  const description = unfurlDescription(state, game, variant?.name ?? '');
  const highlight = before !== null && state.lastMove ? moveSquares(game.id, before, state.lastMove.notation) : [];
  const svg = boardSvg({ game: game.id, position: state.position, highlight, mode: 'page' });
  const startPosition = game.parsePosition(state.start);
  const firstMover: 0 | 1 = startPosition.ok && game.toMove(startPosition.value) === game.sides[1].id ? 1 : 0;
  const example = exampleMove(game, state);
  const nav = NAV_BUTTONS.map(
    ([name, symbol, label, key]) =>
      html`<button type="button" class="button button-icon" data-nav="${name}" aria-label="${label}" title="${label} (${key === 'ArrowLeft' ? '←' : key === 'ArrowRight' ? '→' : key})" aria-keyshortcuts="${key}"${name === 'next' || name === 'last' || state.ply === 0 ? ' disabled' : ''}>${symbol}</button>`,
  );
  const watch = `${origin}/g/${state.id}`;
  // A long game's page carries its latest moves only; its script fetches the rest when needed.
  const held = Math.min(state.moves.length, PAGE_MOVES);
  const data: GamePageData = {
    state:
      held < state.moves.length ? { ...state, moves: state.moves.slice(-held), movesFrom: state.ply - held } : state,
    before,
  };
  const offer = [drawOfferText(state, game, null), takebackText(state, game, null)].filter((text) => text).join(' ');

  const body = html`<div class="game-page" id="game" data-game="${game.id}" data-status="${state.status}">
<section class="board-area" aria-label="Board">
  <div class="status-bar">
    <p class="status" id="status">${headlineText(state, game)}</p>
    <p class="turn-note muted" id="turn-note"></p>
    <p class="history-note" id="history-note" hidden></p>
    <p class="visually-hidden" id="history-said" aria-live="polite"></p>
    <a class="message-alert" id="message-alert" href="#messages" hidden></a>
  </div>
  <div class="board" id="board" data-flipped="false">${raw(svg)}</div>
  <figure class="piece-inspector" id="piece-inspector" hidden></figure>
  <div class="board-tools">
    <div class="history-nav" role="group" aria-label="Move history">${nav}</div>
    <button type="button" class="button button-quiet" id="flip">Flip board</button>
    <button type="button" class="button button-quiet" id="board-words-toggle" aria-expanded="false" aria-controls="board-words">Board in words</button>
    <button type="button" class="button" id="analyse" title="Explore variations from the position shown">Analyse</button>
  </div>
  <section class="board-words card" id="board-words" aria-labelledby="board-words-title" hidden>
  <h2 id="board-words-title" tabindex="-1">The board in words</h2>
  <p class="muted">Each space is a button: press it as you would tap the board. <a href="/learn/accessibility">Playing without the board picture</a>.</p>
  <div class="board-words-grid" id="board-words-grid"></div>
  <form class="board-words-ask" id="board-words-ask">
    <label for="board-question">Ask about the position</label>
    <div class="input-row">
      <input id="board-question" autocomplete="off" autocapitalize="off" spellcheck="false" placeholder="where are my pieces" aria-describedby="board-question-help">
      <button type="submit" class="button">Ask</button>
    </div>
    <p class="muted" id="board-question-help">For example: where are my feet · what is on c3 · what can c3 do · what attacks my captain · moves · last move · clock · help.</p>
  </form>
  <p class="board-answer" id="board-answer" role="status" aria-live="polite"></p>
  </section>
</section>
<div class="board-feedback">
  <p class="message" id="message"></p>
  <div class="button-row offer-answer" id="offer-answer" hidden></div>
  <div class="chooser card" id="chooser" aria-live="polite" hidden></div>
</div>
<aside class="game-panel">
  <section class="panel-section">
    <h1 class="game-title">${game.name}${variant ? html` <span class="muted">· ${variant.name}</span>` : ''}</h1>
    <ul class="players" id="players">${raw(playersHtml(state, game, null))}</ul>
    <div class="clock" id="clock">${raw(clockHtml(state, game, Date.now(), 'UTC'))}</div>
    <p class="draw-offer" id="draw-offer"${offer ? '' : ' hidden'}>${offer}</p>
    <p class="rating-note muted" id="rating-note"${ratingNoteText(state) ? '' : ' hidden'}>${ratingNoteText(state)}</p>
    <p class="your-games-links">Your games: <a href="/#your-games">on this browser</a> · <a href="/me">by email</a></p>
    <p class="how-to-play"><a href="/rules/${game.id}">How to play ${game.name}</a> · <a href="/learn/${game.id}">lessons</a> · <a href="/learn/${game.id}/puzzles">puzzles</a></p>
    <p class="glossary muted">Words: ${raw(GLOSSARY[game.id].map((term) => termHtml(game.id, term, term.word, `p-${term.anchor}`)).join(' · '))}</p>
  </section>
  <section class="panel-section seat-actions" id="seat-actions" aria-label="Your seat" hidden></section>
  ${raw(rematchSectionHtml(state, game))}
  <form class="panel-section notation-form" id="notation-form" hidden>
    <label for="notation-input">Type a move</label>
    <div class="input-row">
      <input id="notation-input" name="move" list="legal-moves" autocomplete="off" autocapitalize="off" spellcheck="false"${example ? html` placeholder="for example ${example}"` : ''}>
      <datalist id="legal-moves"></datalist>
      <button type="submit" class="button">Play</button>
    </div>
  </form>
  <section class="panel-section analysis-section" id="analysis" aria-labelledby="analysis-title" hidden>
    <div class="analysis-head">
      <h2 id="analysis-title">Analysis</h2>
      <button type="button" class="button button-primary" id="analysis-close">Back to the game</button>
    </div>
    <p class="muted analysis-help">Moves for either side, checked by the engine; none is sent to the game. <kbd>←</kbd> <kbd>→</kbd> along a line, <kbd>↑</kbd> <kbd>↓</kbd> between variations. The game’s own moves are in bold.</p>
    <div class="analysis-tree" id="analysis-tree" aria-label="Variations"></div>
    <p class="analysis-status muted" id="analysis-status" aria-live="polite"></p>
    <div class="analysis-engine" id="analysis-engine" data-engine-script="${engineScript(game.id)}">
      <button type="button" class="button" data-engine-toggle aria-pressed="false">Show the computer’s view</button>
      <div class="engine-panel" data-engine-panel hidden>
        <div class="engine-controls">
          <button type="button" class="button" data-engine-run>Stop</button>
          <span class="engine-count"><label for="engine-count">Lines shown</label> <select id="engine-count" data-engine-count>${raw([1, 2, 3, 4, 5].map((count) => `<option${count === 3 ? ' selected' : ''}>${count}</option>`).join(''))}</select></span>
          <span class="engine-status muted" data-engine-status></span>
        </div>
        <ol class="engine-lines" data-engine-lines aria-label="The computer’s best lines"></ol>
        <p class="visually-hidden" data-engine-said aria-live="polite"></p>
      </div>
      <p><a data-explore-link href="/explore/${game.id}" hidden>This position in the opening explorer</a></p>
      <p class="muted engine-fair-play" data-engine-fair-play hidden>The computer’s view is shown in finished games and in games against the computer, never beside a game between people still in progress.</p>
    </div>
    <div class="button-row">
      <button type="button" class="button" id="analysis-copy">Copy line</button>
      <button type="button" class="button button-quiet" id="analysis-delete">Delete variation</button>
    </div>
    <div class="conditional" id="conditional" hidden></div>
    <label for="analysis-line">Movetext of a line from the start of the game</label>
    <textarea id="analysis-line" rows="3" spellcheck="false" autocomplete="off" placeholder="1. … 2. …"></textarea>
    <div class="button-row"><button type="button" class="button" id="analysis-paste">Add this line</button></div>
    <p class="muted" id="analysis-line-status" aria-live="polite"></p>
  </section>
  <section class="panel-section moves-section" id="moves-section" aria-labelledby="moves-title">
    <h2 id="moves-title">Moves</h2>
    <div class="moves-scroll"><ol class="moves" id="moves">${raw(latestMovesHtml(data.state.moves, data.state.movesFrom, firstMover, state.ply))}</ol></div>
    <p class="move-words" id="move-words" hidden></p>
  </section>
  <section class="panel-section messages" id="messages" aria-labelledby="messages-title" hidden>
    <h2 id="messages-title">Messages</h2>
    <p class="muted">Between you and your opponent only: watchers and chat channels never see them.</p>
    <p class="muted" data-message-empty>No messages yet.</p>
    <ol class="message-list" data-message-list aria-label="Messages with your opponent"></ol>
    <form class="chat-form">
      <label for="message-text">Write to your opponent</label>
      <textarea id="message-text" rows="2" spellcheck="true" aria-describedby="message-count"></textarea>
      <div class="chat-send">
        <span class="muted chat-count" id="message-count" data-message-count>0 / ${MESSAGE_MAX_CHARS}</span>
        <button type="submit" class="button" disabled>Send</button>
      </div>
    </form>
    <p class="muted chat-status" data-message-status role="status" aria-live="polite"></p>
    <label class="check message-mute"><input type="checkbox" data-message-mute> <span data-message-mute-label>Hide your opponent’s messages in this game</span></label>
  </section>
  <section class="panel-section notes" id="notes" aria-labelledby="notes-title" hidden>
    <h2 id="notes-title"><label for="notes-text">Private notes</label></h2>
    <p class="muted">Only you see these, on any device with your seat link.</p>
    <textarea id="notes-text" rows="5" spellcheck="true"></textarea>
    <p class="muted notes-status" data-notes-status aria-live="polite"></p>
  </section>
  <section class="panel-section seat-player" id="seat-player" hidden></section>
  <section class="panel-section notify" id="notify" hidden></section>
  <section class="panel-section reminders" id="reminders" hidden></section>
  <section class="panel-section push" id="push" aria-labelledby="push-title" hidden>
    <h2 id="push-title">Notifications</h2>
    <p class="muted">A notification on this phone or computer when it is your move, with the page closed.</p>
    <div class="button-row"><button type="button" class="button" data-push-toggle aria-pressed="false">Notify me on this device</button></div>
    <p class="muted push-status" data-push-status aria-live="polite"></p>
  </section>
  <section class="panel-section chat-channels" id="chat-channels" aria-labelledby="chat-title" hidden>
    <h2 id="chat-title">Chat channels</h2>
    <p class="muted">Post every move, with the board, to a Discord or Slack channel or your own HTTPS endpoint (which must first answer a <a href="/api">verification post</a>). Both players see these.</p>
    <ul class="chat-list" data-chat-list hidden></ul>
    <form class="chat-form">
      <label for="chat-url">Webhook URL</label>
      <input id="chat-url" type="url" inputmode="url" autocomplete="off" spellcheck="false" placeholder="https://discord.com/api/webhooks/…" required>
      <div class="button-row"><button type="submit" class="button">Add channel</button></div>
    </form>
    <p class="muted chat-status" data-chat-status aria-live="polite"></p>
    <p class="chat-secret" data-chat-secret hidden>Posts are signed with this secret (shown only now; see the API documentation): <code></code></p>
  </section>
  <section class="panel-section share">
    <h2>Share</h2>
    <label for="watch-link">Anyone with this link can watch</label>
    <input id="watch-link" readonly value="${watch}">
    <p><a href="/api/games/${state.id}/record" download>Download the game record</a> · <a href="${gifLink(state.id, state.ply)}" download>Animated GIF</a> · <a href="/g/${state.id}/embed">Embed view</a></p>
    <p>${reportLink(`/report?kind=game&game=${state.id}`, 'Report this game')} <span class="muted">(cheating, abuse: a moderator reads it)</span></p>
  </section>
  <p class="connection muted" id="connection" aria-live="off">Connecting…</p>
</aside>
</div>
<div class="visually-hidden" id="spoken" role="log" aria-live="polite" aria-label="What happens in the game"></div>
${jsonScript('orrery-game', data)}`;

  return page({
    title,
    description,
    head: unfurlTags(input, title, description),
    body,
    scripts: [playScript(game.id)],
    bodyClass: 'page-game',
  });
};
