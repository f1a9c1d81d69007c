/**
 * "Your games" on the home page: the games this browser holds a seat in (my-games.ts),
 * each asked of the public API once per visit (`GET /api/games/:id?since=…`, with no
 * move list), the most recently opened first, the ones waiting for the reader's move
 * above the rest. A game the server does not know (deleted, or never existed) is dropped
 * from the list; one that cannot be read now stays, said so.
 */
import { callApi } from '../api.ts';
import { forgetGame, knownGames, rememberGame, type KnownGame } from '../my-games.ts';
import type { GameStateView } from '../../shared/game-state.ts';
import type { HomeGameInfo } from '../../shared/home-data.ts';
import { yourGameWords, type Turn } from '../../shared/your-games-words.ts';

/** At most this many games are asked for, so a visit costs a bounded number of requests. */
export const SHOWN = 20;
// Past any ply a game reaches: the answer carries no moves, only the state.
const NO_MOVES = 999_999_999;

type Row =
  | { readonly entry: KnownGame; readonly state: GameStateView; readonly info: HomeGameInfo }
  | { readonly entry: KnownGame; readonly state: null; readonly problem: string };

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = '') => {
  const made = document.createElement(tag);
  made.className = className;
  made.textContent = text;
  return made;
};

const readRow = async (entry: KnownGame, games: readonly HomeGameInfo[]): Promise<Row | null> => {
  const answer = await callApi('GET /api/games/:id', { params: { id: entry.id }, query: { since: NO_MOVES } });
  if (!answer.ok) {
    if (answer.status === 404) {
      forgetGame(entry.id);
      return null;
    }
    return { entry, state: null, problem: answer.error.message };
  }
  const state = answer.value;
  const info = games.find((game) => game.id === state.game);
  if (!info) return null;
  // Names and the game's kind as they are now; when it was last opened stays as it was.
  rememberGame({
    id: entry.id,
    game: state.game,
    side: entry.side,
    names: Object.fromEntries(Object.entries(state.players).map(([side, player]) => [side, player.name])),
    seen: entry.seen,
  });
  return { entry, state, info };
};

const ORDER: Readonly<Record<Turn, number>> = { yours: 0, theirs: 1, over: 2 };

const rowElement = (row: Row, onForget: (id: string) => void): HTMLLIElement => {
  const item = element('li', 'your-game');
  item.dataset.gameId = row.entry.id;
  const link = element('a', 'your-game-link');
  link.href = `/g/${row.entry.id}`;
  let title: string;
  if (row.state) {
    const words = yourGameWords(row.state, row.info, row.entry.side);
    title = words.title;
    item.dataset.turn = words.turn;
    link.append(element('span', 'your-game-title', words.title), element('span', 'your-game-turn', words.turnText));
    item.append(link, element('span', 'your-game-last muted', words.lastMoveText));
  } else {
    title = `Game ${row.entry.id}`;
    link.append(element('span', 'your-game-title', title));
    item.append(link, element('span', 'your-game-last muted', row.problem));
  }
  const forget = element('button', 'button button-quiet your-game-forget', 'Forget');
  forget.type = 'button';
  forget.setAttribute('aria-label', `Forget ${title} on this browser`);
  forget.addEventListener('click', () => {
    // The seat's token goes too: without its link the game cannot be played here again.
    if (confirm(`Forget ${title} on this browser? To play it here again you will need your seat link.`))
      onForget(row.entry.id);
  });
  item.append(forget);
  return item;
};

/** Fills the section from this browser's seats; it stays hidden when there are none. */
export const showYourGames = async (section: HTMLElement, games: readonly HomeGameInfo[]): Promise<void> => {
  const list = section.querySelector<HTMLOListElement>('[data-your-games]');
  const status = section.querySelector<HTMLElement>('[data-your-games-status]');
  if (!list || !status) return;
  const known = knownGames().slice(0, SHOWN);
  if (known.length === 0) return;
  section.hidden = false;
  status.textContent = 'Looking up your games…';
  const rows = (await Promise.all(known.map((entry) => readRow(entry, games)))).filter((row) => row !== null);
  const turnOf = (row: Row): number => (row.state ? ORDER[yourGameWords(row.state, row.info, row.entry.side).turn] : 3);
  rows.sort((a, b) => turnOf(a) - turnOf(b) || b.entry.seen - a.entry.seen);
  const forget = (id: string): void => {
    forgetGame(id);
    list.querySelector(`[data-game-id="${id}"]`)?.remove();
    status.textContent = list.children.length
      ? 'Forgotten on this browser. Its seat link still plays it.'
      : 'No games on this browser now. Its seat link still plays the game you forgot.';
  };
  list.replaceChildren(...rows.map((row) => rowElement(row, forget)));
  const waiting = rows.filter(
    (row) => row.state && ORDER[yourGameWords(row.state, row.info, row.entry.side).turn] === 0,
  );
  status.textContent = rows.length
    ? waiting.length
      ? `${waiting.length === 1 ? 'One game waits' : `${waiting.length} games wait`} for your move.`
      : 'None waits for your move.'
    : 'The games this browser had are gone from the server.';
};
