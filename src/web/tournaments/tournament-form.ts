/**
 * The "create a tournament" form on /tournaments: the variants follow the chosen game,
 * the rounds field shows for a Swiss alone, and the start time is read in the reader's
 * zone and sent as UTC. A created tournament's page opens.
 */
import type { HomeGameInfo } from '../../shared/home-data.ts';
import { sentence } from '../../shared/sentence.ts';
import { callApi } from '../api.ts';
import { gameChoice, problemBox } from '../game-choice.ts';
import { clockOf } from '../bank-fields.ts';

/** Tomorrow at the next whole hour, as a datetime-local value in the reader's zone. */
const defaultStart = (): string => {
  const at = new Date(Date.now() + 86_400_000);
  at.setMinutes(0, 0, 0);
  at.setHours(at.getHours() + 1);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
};

export const wireTournamentForm = (): void => {
  const form = document.getElementById('tournament-form') as HTMLFormElement | null;
  const data = document.getElementById('orrery-games');
  if (!form || !data) return;
  const games = JSON.parse(data.textContent ?? '[]') as HomeGameInfo[];
  const errorBox = document.getElementById('tournament-error')!;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  const checked = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value;
  const choice = gameChoice(form, games, { variant: 'tournament-variant' });
  const showProblem = problemBox(errorBox);
  const follow = (): void => {
    choice.follow();
    const swiss = checked('system') === 'swiss';
    document.getElementById('tournament-rounds-field')!.hidden = !swiss;
    const size = input('maxEntrants');
    size.max = (swiss ? size.dataset.swissMax : size.dataset.roundRobinMax) ?? size.max;
  };
  if (!input('startsAt').value) input('startsAt').value = defaultStart();
  form.addEventListener('change', follow);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const game = choice.game();
    const system = checked('system') ?? 'swiss';
    const start = new Date(input('startsAt').value);
    if (Number.isNaN(start.getTime())) return showProblem('Choose when the tournament starts.');
    const clock = clockOf(form, Number((form.elements.namedItem('days') as HTMLSelectElement).value), 14);
    if (typeof clock === 'string') return showProblem(clock);
    const body = {
      game: game.id,
      variant: choice.variantSelect().value,
      system,
      ...(system === 'swiss' ? { rounds: Number(input('rounds').value) } : {}),
      maxEntrants: Number(input('maxEntrants').value),
      clock,
      startsAt: start.toISOString(),
    };
    showProblem(null);
    submit.disabled = true;
    const answer = await callApi('POST /api/tournaments', { params: {}, body });
    submit.disabled = false;
    if (!answer.ok) return showProblem(sentence(answer.error.message));
    window.location.assign(`/t/${answer.value.tournament.id}`);
  });
  follow();
};
