/**
 * /play in the browser: the list of open challenges kept current over the lobby's socket,
 * the form that posts one, and the buttons that accept or withdraw. The socket carries
 * each change (lobby-list.ts patches the list with it); the page reads the list over HTTP
 * only when it (re)connects, after a pause drawn at random on a reconnect so that pages
 * cut off together do not all ask at once, and when a change names its reader. When a
 * challenge of this reader's is taken, the page asks the server for its game and opens
 * it in the reader's seat, as accepting does for the other player.
 */
import { backoffDelay } from '../../shared/backoff.ts';
import { challengeListHtml, type ChallengeView } from '../../shared/challenge-words.ts';
import type { HomeGameInfo } from '../../shared/home-data.ts';
import { sentence } from '../../shared/sentence.ts';
import { callApi } from '../api.ts';
import type { ChallengeGameView } from '../../shared/api-contract.ts';
import { gameChoice, problemBox } from '../game-choice.ts';
import { bankChecked, clockOf } from '../bank-fields.ts';
import type { LobbyChange, LobbyMessage } from '../../shared/lobby-changes.ts';
import type { ChallengeFilter } from '../../shared/challenge-filter.ts';
import { patchList, type ListReader } from './lobby-list.ts';

const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 30_000;
/** A reconnected page reads the list after a pause drawn from this span: thousands of pages cut off at once spread their reads. */
const REREAD_SPREAD_MS = 5_000;

export const wireLobby = (): void => {
  const list = document.getElementById('challenges');
  const status = document.getElementById('lobby-status');
  const data = document.getElementById('orrery-games');
  if (!list || !status || !data) return;
  const games = JSON.parse(data.textContent ?? '[]') as HomeGameInfo[];
  let you: string | null = list.dataset.you || null;
  const reader = (): ListReader => ({
    you,
    tag: list.dataset.tag || null,
    apart: new Set((list.dataset.apart ?? '').split(' ').filter(Boolean)),
    filter: JSON.parse(list.dataset.filter ?? '{}') as ChallengeFilter,
    paged: list.dataset.paged === 'true',
  });
  /** This reader's own open challenges, so a "taken" for one of them opens its game. */
  let mine = new Set<string>();
  /** The list as last read or patched; null until the first read. */
  let shown: readonly ChallengeView[] | null = null;
  /** Changes heard while a read is under way: applied to what it brings. */
  let heard: LobbyChange[] = [];
  let reading = false;

  const say = (text: string): void => {
    status.textContent = text;
  };

  const draw = (challenges: readonly ChallengeView[]): void => {
    shown = challenges;
    list.innerHTML = challengeListHtml(challenges, games, you, Date.now());
    const before = mine;
    mine = new Set(challenges.filter((challenge) => you !== null && challenge.by.name === you).map(({ id }) => id));
    // A challenge to a named player is never announced as taken on the socket (anyone may
    // listen): one of this reader's that left the list may have been taken, so ask.
    for (const id of before) if (!mine.has(id)) void ownTaken(id);
  };
  const readMine = (): void => {
    mine = new Set(
      [...list.querySelectorAll<HTMLElement>('[data-mine="true"]')].map((item) => item.dataset.challengeId!),
    );
  };
  readMine();

  const apply = (changes: readonly LobbyChange[]): void => {
    if (shown === null || reading) {
      heard.push(...changes);
      return;
    }
    const patched = patchList(shown, changes, reader());
    if (patched.challenges !== shown) draw(patched.challenges);
    if (patched.reread) void refresh();
  };

  const refresh = async (): Promise<void> => {
    reading = true;
    const answer = await callApi('GET /api/challenges', {
      params: {},
      query: Object.fromEntries(new URLSearchParams(list.dataset.query ?? '')),
    });
    reading = false;
    if (!answer.ok) return say(sentence(answer.error.message));
    you = answer.value.you?.name ?? null;
    const more = document.getElementById('more-challenges') as HTMLAnchorElement | null;
    if (more && answer.value.next) more.search = withCursor(more.search, answer.value.next);
    draw(answer.value.challenges);
    const waiting = heard;
    heard = [];
    if (waiting.length) apply(waiting);
  };

  /** Opens a game in this reader's seat: the game page keeps the link's token, and lists the game at home. */
  const openSeat = (game: ChallengeGameView['game']): void => window.location.assign(game.link ?? game.watch);

  const ownTaken = async (id: string): Promise<void> => {
    const answer = await callApi('GET /api/challenges/:id', { params: { id } });
    if (answer.ok && answer.value.game?.link) {
      say('Your challenge was accepted: opening the game…');
      openSeat(answer.value.game);
    }
  };

  list.addEventListener('click', async (event) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>(
      'button[data-accept], button[data-withdraw]',
    );
    if (!button) return;
    button.disabled = true;
    if (button.dataset.accept) {
      say('Starting the game…');
      const answer = await callApi('POST /api/challenges/:id/accept', {
        params: { id: button.dataset.accept },
        body: {},
      });
      if (answer.ok) return openSeat(answer.value.game);
      button.disabled = false;
      say(sentence(answer.error.message));
      await refresh();
      return;
    }
    const answer = await callApi('DELETE /api/challenges/:id', {
      // The button matched [data-withdraw] above.
      params: { id: button.dataset.withdraw! },
    });
    say(answer.ok ? 'Your challenge was withdrawn.' : sentence(answer.error.message));
    await refresh();
  });

  wireForm(games, async (posted) => {
    mine.add(posted.id);
    say('Your challenge is posted. This page opens the game when someone accepts it.');
    await refresh();
  });

  // The list as the lobby changes it; reconnects with a growing pause, and reads the
  // list again on each connection (what changed while it was away is not replayed).
  let failures = 0;
  let connections = 0;
  const connect = (): void => {
    const socket = new WebSocket(
      `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/challenges/live`,
    );
    socket.addEventListener('open', () => {
      failures = 0;
      list.dataset.live = 'open';
      // What changed while it was away is not replayed: read the list, at once the first
      // time (the page may be a moment old), after a random pause on a reconnect.
      if (connections++ === 0) void refresh();
      else setTimeout(() => void refresh(), Math.random() * REREAD_SPREAD_MS);
    });
    socket.addEventListener('message', (event) => {
      let message: LobbyMessage;
      try {
        message = JSON.parse(String(event.data)) as LobbyMessage;
      } catch {
        return;
      }
      if (message.type === 'changes' && Array.isArray(message.changes)) apply(message.changes);
    });
    socket.addEventListener('close', () => {
      list.dataset.live = 'closed';
      setTimeout(connect, backoffDelay(failures++, FIRST_RETRY_MS, LONGEST_RETRY_MS));
    });
  };
  connect();
};

/** A page link's query with its cursor replaced. */
const withCursor = (search: string, cursor: string): string => {
  const query = new URLSearchParams(search);
  query.set('cursor', cursor);
  return `?${query.toString()}`;
};

/** The "post a challenge" form: the game's variants and sides follow the chosen game. */
const wireForm = (games: readonly HomeGameInfo[], posted: (challenge: ChallengeView) => Promise<void>): void => {
  const form = document.getElementById('challenge-form') as HTMLFormElement | null;
  if (!form) return;
  const errorBox = document.getElementById('challenge-error')!;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
  const choice = gameChoice(form, games, { variant: 'challenge-variant', sideLabel: 'data-challenge-side-label' });
  const showProblem = problemBox(errorBox);
  const followGame = choice.follow;
  form.addEventListener('change', (event) => {
    if ((event.target as HTMLElement).matches('input[name="game"]')) followGame();
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const game = choice.game();
    const variant = choice.variantSelect().value;
    const days = Number((form.elements.namedItem('days') as HTMLSelectElement).value);
    if (days === 0 && bankChecked(form))
      return showProblem('A bank needs a clock: choose the days per move, which each move adds to the bank.');
    const clock = days > 0 ? clockOf(form, days, 14) : null;
    if (typeof clock === 'string') return showProblem(clock);
    const sideChoice = form.querySelector<HTMLInputElement>('input[name="side"]:checked')?.value ?? 'random';
    const side = sideChoice === 'random' ? 'random' : game.sides[Number(sideChoice)]!.id;
    const min = field('min')?.value.trim() ?? '';
    const max = field('max')?.value.trim() ?? '';
    const to = field('to')?.value.trim() ?? '';
    const body = {
      game: game.id,
      variant,
      side,
      rated: field('rated')?.checked ?? true,
      ...(clock ? { clock } : {}),
      ...(min || max ? { range: { ...(min ? { min: Number(min) } : {}), ...(max ? { max: Number(max) } : {}) } } : {}),
      ...(to ? { to } : {}),
    };
    showProblem(null);
    submit.disabled = true;
    const answer = await callApi('POST /api/challenges', { params: {}, body });
    submit.disabled = false;
    if (!answer.ok) return showProblem(sentence(answer.error.message));
    if (field('to')) field('to')!.value = '';
    await posted(answer.value.challenge);
  });
  followGame();
};
