/**
 * The fields every "choose a game" form shares (a challenge, a tournament, a game against
 * the computer): the game as radio cards, one variant list per game (only the chosen
 * game's shown and sent), and the days a move. `prefix` keeps each form's ids apart on pages that hold more than one.
 */
import type { HomeGameInfo } from '../../shared/home-data.ts';
import { html, type Html } from './layout.ts';

const DAYS = [1, 2, 3, 5, 7, 14];

export const gameFields = (games: readonly HomeGameInfo[], prefix: string): Html => {
  const first = games[0]!;
  return html`<fieldset class="game-choices">
    <legend>Game</legend>
    ${games.map(
      (info, index) =>
        html`<label class="game-choice"><input type="radio" name="game" value="${info.id}"${index === 0 ? ' checked' : ''}><span><span class="game-choice-name">${info.name}</span></span></label>`,
    )}
  </fieldset>
  <div class="field">
    <label for="${prefix}-variant-${first.id}" id="${prefix}-variant-label">Variant</label>
    ${games.map(
      (info, index) =>
        html`<select name="variant" id="${prefix}-variant-${info.id}" data-game="${info.id}"${index === 0 ? '' : ' hidden disabled'}>${info.variants.map(
          (variant) =>
            html`<option value="${variant.id}"${variant.id === info.defaultVariant ? ' selected' : ''}>${variant.name}</option>`,
        )}</select>`,
    )}
  </div>`;
};

/** Days a move, 3 chosen; `noClock` adds "No clock" (value 0). */
export const daysOptions = (noClock: boolean): Html =>
  html`${DAYS.map(
    (days) =>
      html`<option value="${days}"${days === 3 ? ' selected' : ''}>${days} day${days === 1 ? '' : 's'}</option>`,
  )}${noClock ? html`<option value="0">No clock</option>` : ''}`;

/**
 * "Bank the time", in the same words on every form that sets a clock (the home page's
 * new game, a challenge, a tournament): the checkbox and the bank's two numbers. The
 * browser reads them with src/web/bank-fields.ts.
 */
export const bankFields =
  (): Html => html`<label class="inline"><input type="checkbox" name="bank"> Bank the time: each move adds its days to what is left</label>
    <div class="two-fields">
      <label>Days in the bank to start <input name="bankDays" type="number" min="1" max="365" value="7" inputmode="numeric"></label>
      <label>Most days in the bank <input name="maxDays" type="number" min="1" max="365" value="10" inputmode="numeric"></label>
    </div>`;

/** What a bank does, said under the fields. */
export const BANK_HINT = 'With a bank, time you do not use is kept for later moves, up to the most.';
