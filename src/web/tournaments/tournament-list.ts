/**
 * /tournaments' lists, kept fresh: drawn again in the reader's zone once the page has
 * loaded (the server writes UTC), then every minute while the page is seen and at once
 * when it is seen again, so a tournament that starts, fills or ends moves list without
 * a reload (the "Recently finished" list, hidden while empty, appears with its first). A minute is plenty for correspondence tournaments, and a hidden page asks
 * for nothing.
 */
import type { HomeGameInfo } from '../../shared/home-data.ts';
import { tournamentListHtml } from '../../shared/tournament-words.ts';
import { callApi } from '../api.ts';

const REFRESH_EVERY_MS = 60_000;
const LISTS = ['upcoming', 'running', 'finished'] as const;

export const wireTournamentList = (): void => {
  const shown = LISTS.map((id) => [id, document.getElementById(id)] as const).filter(
    (entry): entry is readonly [(typeof LISTS)[number], HTMLElement] => entry[1] !== null,
  );
  const data = document.getElementById('orrery-games');
  if (shown.length === 0 || !data) return;
  const games = JSON.parse(data.textContent ?? '[]') as HomeGameInfo[];
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  let asking = false;
  // What each list was last drawn from (the browser's own innerHTML is written differently).
  const drawn = new Map<string, string>();
  const refresh = async (): Promise<void> => {
    if (asking || document.visibilityState !== 'visible') return;
    asking = true;
    const answer = await callApi('GET /api/tournaments', { params: {} });
    asking = false;
    // A failed refresh leaves the lists as they were; the next one may do better.
    if (!answer.ok) return;
    for (const [id, list] of shown) {
      const empty = list.dataset.empty ?? '';
      const html = tournamentListHtml(answer.value[id], games, zone, empty);
      // A list with nothing to say when empty (recently finished) shows only once it has something.
      const section = list.closest('section');
      if (section && !empty) section.hidden = answer.value[id].length === 0;
      if (drawn.get(id) === html) continue;
      drawn.set(id, html);
      list.innerHTML = html;
    }
  };
  document.addEventListener('visibilitychange', () => void refresh());
  setInterval(() => void refresh(), REFRESH_EVERY_MS);
  void refresh();
};
