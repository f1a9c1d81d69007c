/**
 * The "play the computer" form: the chosen game, variant, level and side make an ordinary
 * game whose other seat the server plays; the page then opens the player's own seat.
 */
import { callApi } from '../api.ts';
import { chooseFromLink, gameChoice, problemBox } from '../game-choice.ts';
import { checkEmail, checkName } from '../../shared/player-fields.ts';
import { sentence } from '../../shared/sentence.ts';
import type { HomeGameInfo } from '../../shared/home-data.ts';

export const wireComputerForm = (): void => {
  const form = document.getElementById('computer-game') as HTMLFormElement | null;
  const data = document.getElementById('orrery-games');
  if (!form || !data) return;
  const games = JSON.parse(data.textContent ?? '[]') as HomeGameInfo[];
  const errorBox = document.getElementById('computer-error')!;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const value = (name: string): string =>
    (form.elements.namedItem(name) as HTMLInputElement | null)?.value.trim() ?? '';

  const choice = gameChoice(form, games, { variant: 'computer-variant', sideLabel: 'data-computer-side-label' });
  const showProblem = problemBox(errorBox);
  const followGame = (): void => {
    choice.follow();
    showProblem(null);
  };

  form.addEventListener('change', (event) => {
    if ((event.target as HTMLElement).matches('input[name="game"]')) followGame();
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const game = choice.game();
    const seat = Number(form.querySelector<HTMLInputElement>('input[name="computer-seat"]:checked')?.value ?? 0);
    const mine = game.sides[seat]!;
    const theirs = game.sides[1 - seat]!;
    // The server's own rules, checked here so the page says what to fix in its own words.
    const checkedName = checkName(value('computer-name'));
    if (!checkedName.ok) return showProblem(sentence(`Check your name: ${checkedName.error.message}`));
    const checkedEmail = checkEmail(value('computer-email').trim());
    if (!checkedEmail.ok) return showProblem(sentence(`Check your email address: ${checkedEmail.error.message}`));
    const name = checkedName.value;
    const email = checkedEmail.value;
    const body = {
      game: game.id,
      variant: choice.variantSelect().value,
      players: {
        [mine.id]: { ...(name ? { name } : {}), ...(email ? { email } : {}) },
        [theirs.id]: { computer: { level: Number(value('level')) } },
      },
    };
    showProblem(null);
    submit.disabled = true;
    submit.textContent = 'Starting…';
    const answer = await callApi('POST /api/games', { params: {}, body });
    if (!answer.ok) {
      submit.disabled = false;
      submit.textContent = 'Play the computer';
      return showProblem(sentence(answer.error.message));
    }
    // The seat link is the game: the game page keeps it, and so may the player's email.
    window.location.assign(answer.value.links[mine.id]!);
  });

  chooseFromLink(form, window.location.search);
  followGame();
};
