/**
 * /t/:id in the browser: the tournament kept current over its socket (each "changed"
 * reads it again and redraws it with the same function the server used, in the
 * reader's zone), and the buttons that enter and withdraw.
 */
import { backoffDelay } from '../../shared/backoff.ts';
import type { HomeGameInfo } from '../../shared/home-data.ts';
import { sentence } from '../../shared/sentence.ts';
import { tournamentHtml, type TournamentPageView } from '../../shared/tournament-words.ts';
import { callApi } from '../api.ts';

const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 30_000;

export const wireTournament = (): void => {
  const root = document.getElementById('tournament');
  const status = document.getElementById('tournament-status');
  const data = document.getElementById('orrery-games');
  if (!root || !status || !data) return;
  const id = root.dataset.id!;
  const games = JSON.parse(data.textContent ?? '[]') as HomeGameInfo[];
  const say = (text: string): void => {
    status.textContent = text;
  };

  /** Draws the tournament again; a question the reader has opened (withdraw?) stays open. */
  const redraw = (view: TournamentPageView): void => {
    const open = [...root.querySelectorAll<HTMLDetailsElement>('details[open]')].map((details) => details.className);
    root.innerHTML = tournamentHtml(view, games, undefined);
    for (const details of root.querySelectorAll<HTMLDetailsElement>('details'))
      if (open.includes(details.className)) details.open = true;
  };

  const refresh = async (): Promise<void> => {
    const answer = await callApi('GET /api/tournaments/:id', { params: { id } });
    if (!answer.ok) return say(sentence(answer.error.message));
    redraw(answer.value);
  };

  /** What each button asks the server, and what the page says once it has. */
  const actions = {
    enter: {
      send: () => callApi('POST /api/tournaments/:id/entry', { params: { id }, body: {} }),
      done: () => 'You have entered. Your games open here, and by email, when the rounds start.',
    },
    leave: {
      send: () => callApi('DELETE /api/tournaments/:id/entry', { params: { id } }),
      done: (view: TournamentPageView) =>
        view.tournament.status === 'running'
          ? 'You have withdrawn. Your unfinished games here are being resigned.'
          : 'Your entry is withdrawn.',
    },
    cancel: {
      send: () => callApi('DELETE /api/tournaments/:id', { params: { id } }),
      done: () => 'The tournament is cancelled. Everyone else who entered will be emailed.',
    },
  } as const;

  root.addEventListener('click', async (event) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>(
      'button[data-enter], button[data-leave], button[data-cancel]',
    );
    if (!button) return;
    const action = actions[(Object.keys(actions) as (keyof typeof actions)[]).find((name) => name in button.dataset)!];
    button.disabled = true;
    const answer = await action.send();
    if (!answer.ok) {
      button.disabled = false;
      say(sentence(answer.error.message));
      return;
    }
    say(action.done(answer.value));
    redraw(answer.value);
  });

  // Reconnects with a growing pause, and reads the tournament again on each connection.
  let failures = 0;
  const connect = (): void => {
    const socket = new WebSocket(
      `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/tournaments/${id}/live`,
    );
    socket.addEventListener('open', () => {
      failures = 0;
      root.dataset.live = 'open';
      void refresh();
    });
    socket.addEventListener('message', (event) => {
      if (String(event.data).includes('"changed"')) void refresh();
    });
    socket.addEventListener('close', () => {
      root.dataset.live = 'closed';
      setTimeout(connect, backoffDelay(failures++, FIRST_RETRY_MS, LONGEST_RETRY_MS));
    });
  };
  connect();
};
