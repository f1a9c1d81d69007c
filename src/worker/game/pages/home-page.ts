/**
 * The home page: what Orrery is, and the form that starts a game. The form is complete
 * without JavaScript for reading; the script (src/web/home) checks a starting position
 * with the engine before sending, creates the game, and shows the links.
 */
import type { Game } from '../../../engine/game.ts';
import type { GameId } from '../../../engine/game-id.ts';
import { GAMES } from '../../../engine/games.ts';
import { HOME_SCRIPT } from '../../../shared/bundles.ts';
import type { HomeGameInfo } from '../../../shared/home-data.ts';
import { html, jsonScript, page, raw, type Html } from '../../pages/layout.ts';
import { boardSvg } from '../../../render/board-svg.ts';

/**
 * The board of a game at its start, as the game page draws it: a picture of what is played
 * here, in the first screen of the landing page, named for a screen reader.
 */
const introBoard = (): string => {
  const game = GAMES.games[0]!;
  // Drawn as the game page draws it, in the page's colours for either scheme, as one picture.
  const svg = boardSvg({
    game: game.id,
    position: game.makePosition(game.startPosition(game.defaultVariant)),
    mode: 'page',
  }).replace('<svg', '<svg aria-hidden="true" focusable="false"');
  return `<div role="img" aria-label="The ${game.name} board at the start of a game">${svg}</div>`;
};
import { BANK_HINT, bankFields, gameFields } from '../../pages/game-fields.ts';
import { DEFAULT_LEVEL } from '../../../ai/levels.ts';

export const gameInfo = (game: Game): HomeGameInfo => ({
  id: game.id,
  name: game.name,
  sides: game.sides.map((side) => ({ id: side.id, name: side.name })),
  variants: game.variants.map((variant) => ({ id: variant.id, name: variant.name, summary: variant.summary })),
  defaultVariant: game.defaultVariant,
  start: game.makePosition(game.startPosition(game.defaultVariant)),
});

const BLURBS = {
  adomoc: 'A round board of eight cycles. Bring your prime sun to the centre.',
  adix: 'Nine by nine, with cubes: rock, paper, scissors, and a shelter. Capture the captain.',
} satisfies Record<GameId, string>;

const gameChoice = (info: HomeGameInfo, checked: boolean): Html => html`<label class="game-choice">
  <input type="radio" name="game" value="${info.id}"${checked ? ' checked' : ''}>
  <span><span class="game-choice-name">${info.name}</span>
  <span class="game-choice-blurb">${(BLURBS as Readonly<Record<string, string>>)[info.id] ?? ''}</span></span>
</label>`;

const variantSelect = (info: HomeGameInfo, shown: boolean): Html => {
  const options = info.variants.map(
    (variant) =>
      html`<option value="${variant.id}"${variant.id === info.defaultVariant ? ' selected' : ''}>${variant.name}</option>`,
  );
  return html`<select name="variant" id="variant-${info.id}" data-game="${info.id}"${shown ? '' : ' hidden disabled'}>${options}</select>`;
};

const playerFields = (index: number, side: { name: string }): Html => html`<fieldset class="player-fields">
  <legend data-side-label="${index}">${side.name}</legend>
  <label>Name <input name="name-${index}" autocomplete="off" maxlength="40" placeholder="${side.name}"></label>
  <label>Email <span class="muted">(optional: move notifications, once its owner says yes to the first email)</span> <input name="email-${index}" type="email" autocomplete="off" maxlength="254"></label>
</fieldset>`;

/**
 * The level the form starts at: a newcomer's first game, as the lessons advise (the API's
 * own default, DEFAULT_LEVEL, is a club player for whoever leaves the level out).
 */
const FORM_LEVEL = 1;

/** What each level is like, for the form: level 1 for a first game, 8 the strongest. */
const LEVEL_WORDS = [
  'a first game',
  'a beginner',
  'a casual player',
  'a club player',
  'a strong player',
  'stronger',
  'stronger still',
  'the strongest',
];

/** "Play the computer": an ordinary game in which the server plays the other seat. */
const computerForm = (games: readonly HomeGameInfo[]): Html => {
  const first = games[0]!;
  return html`<form id="computer-game" class="card new-game computer-game" novalidate>
  <h2>Play the computer</h2>
  <p class="muted">Someone to play at any hour. It answers within seconds; the game is kept like any other, with its link and history.</p>
  ${gameFields(games, 'computer')}
  <div class="field">
    <label for="computer-level">Level</label>
    <select name="level" id="computer-level">${LEVEL_WORDS.map(
      (words, index) =>
        html`<option value="${index + 1}"${index + 1 === FORM_LEVEL ? ' selected' : ''}>${index + 1}: ${words}</option>`,
    )}</select>
    <p class="muted">New to the game? Level 1 or 2 for a first game: level 1 sees little and sometimes errs on purpose. Level ${DEFAULT_LEVEL} plays like a club player.</p>
  </div>
  <fieldset class="seat-choice">
    <legend>You play</legend>
    ${first.sides.map(
      (side, index) =>
        html`<label><input type="radio" name="computer-seat" value="${index}"${index === 0 ? ' checked' : ''}> <span data-computer-side-label="${index}">${side.name}</span>${index === 0 ? html` <span class="muted">(moves first)</span>` : ''}</label>`,
    )}
  </fieldset>
  <label>Your name <span class="muted">(optional)</span> <input name="computer-name" autocomplete="off" maxlength="40"></label>
  <label>Email <span class="muted">(optional: to hear of its moves and keep the link, once you say yes to the first email)</span> <input name="computer-email" type="email" autocomplete="off" maxlength="254"></label>
  <p class="form-error" id="computer-error" role="alert" hidden></p>
  <button type="submit" class="button button-primary">Play the computer</button>
</form>`;
};

/**
 * The games this browser holds a seat in (web/home/your-games.ts fills it and shows it
 * when there are any): on the home page, and on /me for a reader not signed in.
 */
export const yourGamesSection = (
  title: string,
  more: Html,
): Html => html`<section id="your-games" class="card your-games" aria-labelledby="your-games-title" hidden>
  <h2 id="your-games-title">${title}</h2>
  <p class="muted">The games this browser holds a seat in, the ones waiting for your move first. ${more}</p>
  <p class="your-games-status" data-your-games-status role="status"></p>
  <ol class="your-games-list" data-your-games></ol>
</section>`;

export const homePage = (): string => {
  const games = GAMES.games.map(gameInfo);
  const first = games[0]!;
  const defaultVariant = first.variants.find((variant) => variant.id === first.defaultVariant);
  const body = html`<div class="home">
<section class="intro">
  <figure class="intro-board">${raw(introBoard())}<figcaption class="muted">Adomoc at the start: eight cycles round the centre, light’s pieces below, dark’s above.</figcaption></figure>
  <h1>Slow games, by link</h1>
  <p>Orrery keeps correspondence games of <strong>Adomoc</strong> and <strong>ADIX</strong>: start a game, send your opponent a link, and move whenever you like. No accounts: each player’s link is their seat.</p>
  <div class="button-row intro-actions">
    <a class="button button-primary" href="#computer-game">Play the computer</a>
    <a class="button" href="#new-game">Start a game with a friend</a>
    <a class="button button-quiet" href="/learn">Learn to play</a>
  </div>
  <p class="find-opponent">No one to play? <a href="/play">Find an opponent</a> among the open challenges, or <a href="#computer-game">play the computer</a> (level 1 or 2 for a first game).</p>
  <p class="returning">Played here before? <a href="/me">Your games</a> by email address, on any device.</p>
  <p class="how-to-play">How to play: <a href="/rules/adomoc">Adomoc</a> · <a href="/rules/adix">ADIX</a> (the rules), or learn by playing: <a href="/learn">lessons and puzzles</a>.</p>
</section>
${yourGamesSection('Your games', html`Every game of your email address, on any device: <a href="/me">your games by email</a>.`)}
<form id="new-game" class="card new-game" novalidate>
  <h2>Start a game</h2>
  <fieldset class="game-choices">
    <legend>Game</legend>
    ${games.map((info, index) => gameChoice(info, index === 0))}
  </fieldset>
  <div class="field">
    <label for="variant-${first.id}" id="variant-label">Variant</label>
    ${games.map((info, index) => variantSelect(info, index === 0))}
    <p class="muted" id="variant-summary">${defaultVariant?.summary ?? ''}</p>
  </div>
  <div class="players-fields">
    ${first.sides.map((side, index) => playerFields(index, side))}
  </div>
  <fieldset class="seat-choice">
    <legend>You play</legend>
    ${first.sides.map(
      (side, index) =>
        html`<label><input type="radio" name="seat" value="${index}"${index === 0 ? ' checked' : ''}> <span data-side-label="${index}">${side.name}</span>${index === 0 ? html` <span class="muted">(moves first)</span>` : ''}</label>`,
    )}
  </fieldset>
  <details class="option">
    <summary>Clock <span class="muted">(optional)</span></summary>
    <label class="inline"><input type="checkbox" name="clock"> Limit the time for each move</label>
    <div class="two-fields">
      <label>Days per move <input name="daysPerMove" type="number" min="1" max="365" value="3" inputmode="numeric"></label>
      <label>Vacation days <input name="vacationDays" type="number" min="0" max="365" value="14" inputmode="numeric"></label>
    </div>
    ${bankFields()}
    <p class="muted">Run out of time and you lose. Vacation days stop your clock while you are away. ${BANK_HINT}</p>
  </details>
  <details class="option">
    <summary>Starting position <span class="muted">(optional)</span></summary>
    <label for="position">Position in the game’s notation</label>
    <textarea id="position" name="position" rows="2" spellcheck="false" autocomplete="off"></textarea>
    <p class="muted">Leave empty for the usual start, which is written <code id="start-position">${first.start}</code></p>
  </details>
  <p class="form-error" id="form-error" role="alert" hidden></p>
  <button type="submit" class="button button-primary">Create the game</button>
  <noscript><p class="form-error">Creating a game from this page needs JavaScript. The <a href="/api">API</a> works without it.</p></noscript>
</form>
${computerForm(games)}
<section id="created" class="card created" hidden tabindex="-1" aria-labelledby="created-title">
  <h2 id="created-title">Your game is ready</h2>
  <p>Each player’s link is their seat: whoever opens it plays that side. Keep yours; it cannot be recovered.</p>
  <ol class="links" id="created-links"></ol>
  <div class="button-row"><a class="button button-primary" id="play-now" href="/">Play now</a><button type="button" class="button button-quiet" id="another">Start another game</button></div>
</section>
</div>
${jsonScript('orrery-games', games)}`;
  return page({
    title: 'Orrery: correspondence Adomoc and ADIX',
    description: 'Play slow, correspondence games of Adomoc and ADIX with anyone, by link.',
    body,
    scripts: [HOME_SCRIPT],
  });
};
