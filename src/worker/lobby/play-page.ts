/**
 * /play, finding an opponent: the open challenges (live once the script runs) and the
 * form to post one. Reading needs no sign-in; posting and accepting need a player name,
 * and the page says how to get one instead of showing buttons that would only refuse.
 */
import { GAMES } from '../../engine/games.ts';
import { LOBBY_SCRIPT } from '../../shared/bundles.ts';
import { challengeListHtml, type ChallengeView } from '../../shared/challenge-words.ts';
import type { HomeGameInfo } from '../../shared/home-data.ts';
import { OPEN_CHALLENGES_MAX } from './challenge.ts';
import { gameInfo } from '../game/pages/home-page.ts';
import { BANK_HINT, bankFields, daysOptions, gameFields } from '../pages/game-fields.ts';
import { html, jsonScript, page, raw, type Html } from '../pages/layout.ts';
import { MIN_MOVES_EACH } from '../../rating/rated-game.ts';

/** Who reads the page: nobody signed in, an address without a name yet, or a player. */
export type Reader =
  | { readonly kind: 'visitor' }
  | { readonly kind: 'nameless' }
  | { readonly kind: 'player'; readonly name: string };

const challengeForm = (games: readonly HomeGameInfo[]): Html => {
  const first = games[0]!;
  return html`<form id="challenge-form" class="card new-game challenge-form" novalidate>
  <h2>Post a challenge</h2>
  ${gameFields(games, 'challenge')}
  <div class="field">
    <label for="challenge-days">Time per move</label>
    <select name="days" id="challenge-days">${daysOptions(true)}</select>
  </div>
  <div class="field bank-fields">
    ${bankFields()}
    <p class="muted">${BANK_HINT}</p>
  </div>
  <fieldset class="seat-choice">
    <legend>You play</legend>
    <label><input type="radio" name="side" value="random" checked> Drawn at random</label>
    ${first.sides.map(
      (side, index) =>
        html`<label><input type="radio" name="side" value="${index}"> <span data-challenge-side-label="${index}">${side.name}</span>${index === 0 ? html` <span class="muted">(moves first)</span>` : ''}</label>`,
    )}
  </fieldset>
  <label class="check"><input type="checkbox" name="rated" checked> Rated <span class="muted">(both players’ ratings change with the result, once each side has made at least ${MIN_MOVES_EACH} moves: a game that ends sooner is not rated)</span></label>
  <fieldset class="rating-range">
    <legend>Opponent’s rating <span class="muted">(optional)</span></legend>
    <label>From <input name="min" type="number" inputmode="numeric" min="0" max="4000" step="50" autocomplete="off"></label>
    <label>to <input name="max" type="number" inputmode="numeric" min="0" max="4000" step="50" autocomplete="off"></label>
  </fieldset>
  <label>Only for <span class="muted">(optional: a player’s name, and no one else may accept)</span> <input name="to" autocomplete="off" maxlength="40"></label>
  <p class="form-error" id="challenge-error" role="alert" hidden></p>
  <button type="submit" class="button button-primary">Post the challenge</button>
  <p class="muted">You may hold ${OPEN_CHALLENGES_MAX} open challenges at once; each waits a week. When someone accepts, the game starts and this page opens it in your seat (you are emailed the link too).</p>
</form>`;
};

const readerNote = (reader: Reader): Html => {
  if (reader.kind === 'visitor')
    return html`<p class="notice">To post or accept a challenge, <a href="/me">sign in with your email address</a> and choose a player name. Games by link need neither: <a href="/#new-game">start one</a> and send the link.</p>`;
  if (reader.kind === 'nameless')
    return html`<p class="notice">You are signed in. <a href="/me">Choose your player name</a> to post or accept challenges.</p>`;
  return html`<p class="muted">Signed in as <a href="/p/${encodeURIComponent(reader.name)}">${reader.name}</a>.</p>`;
};

export const playPage = (challenges: readonly ChallengeView[], reader: Reader, now: number): string => {
  const games = GAMES.games.map(gameInfo);
  const you = reader.kind === 'player' ? reader.name : null;
  const body = html`<div class="play-lobby">
<section class="intro">
  <h1>Find an opponent</h1>
  <p>Open challenges from players looking for a game. Accept one and it starts at once, in your seat; or post your own. For more games at once, enter a <a href="/tournaments">tournament</a>.</p>
  ${readerNote(reader)}
</section>
<section class="card lobby-list" aria-labelledby="challenges-title">
  <h2 id="challenges-title">Open challenges</h2>
  <p class="lobby-status muted" id="lobby-status" role="status"></p>
  <ul class="challenges" id="challenges" data-you="${you ?? ''}">${raw(challengeListHtml(challenges, games, you, now))}</ul>
</section>
${reader.kind === 'player' ? challengeForm(games) : ''}
${jsonScript('orrery-games', games)}
</div>`;
  return page({
    title: 'Find an opponent · Orrery',
    description: 'Open challenges for Adomoc and ADIX: accept one and play by correspondence.',
    body,
    scripts: [LOBBY_SCRIPT],
  });
};
