/**
 * The "start a game" form: follows the chosen game (its variants, its sides' names),
 * checks a starting position with that game's engine before sending, creates the game,
 * then shows the three links with what each is for.
 */
import { isGameId, type GameId } from '../../engine/game-id.ts';
import { callApi } from '../api.ts';
import { chooseFromLink, gameChoice, problemBox } from '../game-choice.ts';
import type { CreatedGame, HomeGameInfo } from '../../shared/home-data.ts';
import { checkEmail, checkName } from '../../shared/player-fields.ts';
import { sentence } from '../../shared/sentence.ts';
import { copyButton } from './copy-button.ts';
import { clockOf } from '../bank-fields.ts';

/** The engine's reading of a position: null when well formed, else why not. */
export type PositionCheck = (text: string) => string | null;

const field = <T extends HTMLElement>(form: HTMLFormElement, name: string): T =>
  form.elements.namedItem(name) as unknown as T;

/** `checks` has every game's reader: a game without one does not compile. */
export const wireNewGameForm = (checks: Readonly<Record<GameId, PositionCheck>>): void => {
  const form = document.getElementById('new-game') as HTMLFormElement | null;
  const created = document.getElementById('created');
  const data = document.getElementById('orrery-games');
  if (!form || !created || !data) return;
  const games = JSON.parse(data.textContent ?? '[]') as HomeGameInfo[];
  const errorBox = document.getElementById('form-error')!;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;

  const choice = gameChoice(form, games, { variant: 'variant', sideLabel: 'data-side-label' });
  const showProblem = problemBox(errorBox);

  /** Variant list, its summary, the sides' names and the example position follow the chosen game. */
  const followGame = (): void => {
    const game = choice.follow();
    const variant = game.variants.find((info) => info.id === choice.variantSelect().value);
    document.getElementById('variant-summary')!.textContent = variant?.summary ?? '';
    game.sides.forEach((side, index) => {
      field<HTMLInputElement>(form, `name-${index}`).setAttribute('placeholder', side.name);
    });
    document.getElementById('start-position')!.textContent = game.start;
    showProblem(null);
  };

  form.addEventListener('change', (event) => {
    const target = event.target as HTMLElement;
    if (target.matches('input[name="game"], select[name="variant"]')) followGame();
  });

  /** The request body, or a sentence saying what to fix. */
  const readForm = (): { body: Record<string, unknown>; seat: number } | string => {
    const game = choice.game();
    const players: Record<string, { name?: string; email?: string }> = {};
    // The server's own rules, checked here so the page says what to fix in its own words.
    for (const [index, side] of game.sides.entries()) {
      const name = checkName(field<HTMLInputElement>(form, `name-${index}`).value);
      if (!name.ok) return sentence(`Check ${side.name}’s name: ${name.error.message}`);
      const email = checkEmail(field<HTMLInputElement>(form, `email-${index}`).value.trim());
      if (!email.ok) return sentence(`Check ${side.name}’s email address: ${email.error.message}`);
      players[side.id] = {
        ...(name.value ? { name: name.value } : {}),
        ...(email.value ? { email: email.value } : {}),
      };
    }
    const body: Record<string, unknown> = { game: game.id, variant: choice.variantSelect().value, players };
    if (field<HTMLInputElement>(form, 'clock').checked) {
      const daysPerMove = Number(field<HTMLInputElement>(form, 'daysPerMove').value);
      const vacationDays = Number(field<HTMLInputElement>(form, 'vacationDays').value || '0');
      if (!Number.isInteger(daysPerMove) || daysPerMove < 1 || daysPerMove > 365)
        return 'Days per move must be a whole number from 1 to 365.';
      if (!Number.isInteger(vacationDays) || vacationDays < 0 || vacationDays > 365)
        return 'Vacation days must be a whole number from 0 to 365.';
      const clock = clockOf(form, daysPerMove, vacationDays);
      if (typeof clock === 'string') return clock;
      body.clock = clock;
    }
    const position = field<HTMLTextAreaElement>(form, 'position').value.trim();
    if (position) {
      const problem = isGameId(game.id) ? checks[game.id](position) : null;
      if (problem) return sentence(`That starting position is not one ${game.name} can read: ${problem}`);
      body.position = position;
    }
    return { body, seat: Number(form.querySelector<HTMLInputElement>('input[name="seat"]:checked')?.value ?? 0) };
  };

  const linkItem = (link: string, heading: string, sentence: string): HTMLLIElement => {
    const item = document.createElement('li');
    const title = document.createElement('h3');
    title.textContent = heading;
    const row = document.createElement('div');
    row.className = 'copy-row';
    const input = document.createElement('input');
    input.readOnly = true;
    input.value = link;
    input.setAttribute('aria-label', heading);
    row.append(input, copyButton(input));
    const words = document.createElement('p');
    words.className = 'muted';
    words.textContent = sentence;
    item.append(title, row, words);
    return item;
  };

  const showLinks = (game: HomeGameInfo, answer: CreatedGame, seat: number, names: readonly string[]): void => {
    const mine = game.sides[seat]!;
    const theirs = game.sides[1 - seat]!;
    const opponent = names[1 - seat] ? ` (${names[1 - seat]})` : '';
    const you = names[seat] ? ` (${names[seat]})` : '';
    const list = document.getElementById('created-links')!;
    list.replaceChildren(
      linkItem(answer.links[mine.id]!, `Your link: ${mine.name}${you}`, `Open this yourself to play ${mine.name}.`),
      linkItem(
        answer.links[theirs.id]!,
        `Your opponent’s link: ${theirs.name}`,
        `Send this to your opponent${opponent}: whoever opens it plays ${theirs.name}.`,
      ),
      linkItem(answer.links.watch!, 'Watch link', 'Anyone with this link can watch.'),
    );
    (document.getElementById('play-now') as HTMLAnchorElement).href = answer.links[mine.id]!;
    form.hidden = true;
    created.hidden = false;
    created.focus();
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const read = readForm();
    if (typeof read === 'string') return showProblem(read);
    showProblem(null);
    submit.disabled = true;
    submit.textContent = 'Creating…';
    const answer = await callApi('POST /api/games', { params: {}, body: read.body });
    submit.disabled = false;
    submit.textContent = 'Create the game';
    if (!answer.ok) return showProblem(sentence(answer.error.message));
    const game = choice.game();
    const names = game.sides.map((_, index) => field<HTMLInputElement>(form, `name-${index}`).value.trim());
    showLinks(game, answer.value, read.seat, names);
  });

  document.getElementById('another')?.addEventListener('click', () => {
    created.hidden = true;
    form.hidden = false;
    form.querySelector<HTMLInputElement>('input[name="game"]:checked')?.focus();
  });

  chooseFromLink(form, window.location.search);
  followGame();
};
