/**
 * The browser's half of a "choose a game" form (the server writes the fields:
 * `worker/pages/game-fields.ts`, and the home page's own "start a game"). Every such form
 * holds one variant list per game; only the chosen game's is shown and enabled, so the
 * form sends one variant, and the "Variant" label points at it. Labels that name a side
 * follow the chosen game too.
 */
import type { HomeGameInfo } from '../shared/home-data.ts';

export interface GameChoice {
  /** The game whose radio is checked (the first game when none is). */
  readonly game: () => HomeGameInfo;
  /** The chosen game's variant list. */
  readonly variantSelect: () => HTMLSelectElement;
  /** Shows the chosen game's variant list alone and names its sides; returns the game. */
  readonly follow: () => HomeGameInfo;
}

export interface GameChoiceIds {
  /** The variant lists' id before the game's id, e.g. `computer-variant` for `computer-variant-adix`. */
  readonly variant: string;
  /** The attribute holding a side's index in a label that names it, e.g. `data-side-label`. */
  readonly sideLabel?: string;
}

export const gameChoice = (form: HTMLFormElement, games: readonly HomeGameInfo[], ids: GameChoiceIds): GameChoice => {
  const game = (): HomeGameInfo => {
    const id = form.querySelector<HTMLInputElement>('input[name="game"]:checked')?.value;
    return games.find((info) => info.id === id) ?? games[0]!;
  };
  const variantSelect = (): HTMLSelectElement =>
    document.getElementById(`${ids.variant}-${game().id}`) as HTMLSelectElement;
  const follow = (): HomeGameInfo => {
    const chosen = game();
    for (const select of form.querySelectorAll<HTMLSelectElement>('select[name="variant"]')) {
      const shown = select.dataset.game === chosen.id;
      select.hidden = !shown;
      select.disabled = !shown;
    }
    document.getElementById(`${ids.variant}-label`)?.setAttribute('for', `${ids.variant}-${chosen.id}`);
    const attribute = ids.sideLabel;
    if (attribute) {
      for (const label of form.querySelectorAll<HTMLElement>(`[${attribute}]`)) {
        const side = chosen.sides[Number(label.getAttribute(attribute))];
        if (side) label.textContent = side.name;
      }
    }
    return chosen;
  };
  return { game, variantSelect, follow };
};

/** A form's error box: a message shows it, null hides it. */
export const problemBox =
  (box: HTMLElement) =>
  (message: string | null): void => {
    box.textContent = message ?? '';
    box.hidden = message === null;
  };

/**
 * A link may make the choice for the reader: the lessons' "play the computer at level 1"
 * is `/?game=adix&level=1#computer-game`. Only a game the form lists and a level it
 * offers are taken; anything else leaves the form as the server wrote it.
 */
export const chooseFromLink = (form: HTMLFormElement, search: string): void => {
  const params = new URLSearchParams(search);
  const game = params.get('game');
  const radio = [...form.querySelectorAll<HTMLInputElement>('input[name="game"]')].find(
    (input) => input.value === game,
  );
  if (radio) radio.checked = true;
  const level = params.get('level');
  const levels = form.querySelector<HTMLSelectElement>('select[name="level"]');
  if (levels && [...levels.options].some((option) => option.value === level)) levels.value = level!;
};
