/**
 * The parts of a game page that change as the game goes on (players, clock, draw offer,
 * move list), as HTML text. The server writes them into the first page and the browser
 * rewrites them after each update, from the same functions, so both always agree.
 */
import type { GameStateView } from './game-state.ts';
import { clockText, deadlineText, playerName, sideName, type GameNames } from './game-words.ts';
import { escapeHtml } from './html.ts';
import { clockTermsText } from './clock-words.ts';

export const playersHtml = (state: GameStateView, game: GameNames, mySide: string | null): string =>
  game.sides
    .map((side, index) => {
      const toMove = state.toMove === side.id;
      const name = playerName(state, game, side.id);
      const player = state.players[side.id]?.player;
      const rating = state.players[side.id]?.rating;
      const away = state.clock?.vacations[side.id]?.active ? '<span class="badge">on vacation</span>' : '';
      const bot = state.players[side.id]?.bot
        ? '<span class="badge badge-bot" title="a program plays this seat">bot</span>'
        : '';
      const won = state.result && state.result.winner === side.id ? '<span class="badge badge-won">won</span>' : '';
      const page = player ? `/p/${escapeHtml(encodeURIComponent(player))}` : null;
      // A seat named as its player is the link to their page, not the name written twice.
      const named =
        page && player === name
          ? `<a class="player-name" href="${page}">${escapeHtml(name)}</a>`
          : `<span class="player-name">${escapeHtml(name)}</span>${page ? `<a class="player-page-link" href="${page}">${escapeHtml(player!)}</a>` : ''}`;
      return `<li class="player${toMove ? ' player-to-move' : ''}" data-side="${escapeHtml(side.id)}">
<span class="swatch swatch-${index === 0 ? 'first' : 'second'}" aria-hidden="true"></span>
${named}${bot}${rating ? `<span class="player-rating">${escapeHtml(String(rating.before))} → ${escapeHtml(String(rating.after))}</span>` : ''}
${name === side.name ? '' : `<span class="player-side">${escapeHtml(side.name)}</span>`}${mySide === side.id ? '<span class="badge badge-you">you</span>' : ''}${toMove ? '<span class="badge badge-turn">to play</span>' : ''}${away}${won}
</li>`;
    })
    .join('');

/** Why a finished game between two players is not rated, when it ended too soon to count; '' otherwise. */
export const ratingNoteText = (state: GameStateView): string =>
  state.unrated?.reason === 'short'
    ? `Not rated: a game counts for ratings only once each side has made at least ${state.unrated.movesEach} moves, and this one ended sooner.`
    : '';

/** The clock in words and, while one runs, the deadline (in UTC on the server; pages show it in local time). */
export const clockHtml = (state: GameStateView, game: GameNames, now: number, timeZone?: string): string => {
  const words = clockText(state, game, now);
  if (words === null) return '<p class="muted">No clock: take as long as you like.</p>';
  const deadline =
    state.status === 'ongoing' && state.clock?.deadline
      ? `<p class="muted">Move by <time datetime="${escapeHtml(state.clock.deadline)}">${escapeHtml(deadlineText(state.clock.deadline, timeZone))}</time></p>`
      : '';
  // A bank's terms are in the words already.
  const perMove =
    state.clock && !state.clock.bank ? ` <span class="muted">(${escapeHtml(clockTermsText(state.clock))})</span>` : '';
  return `<p>${escapeHtml(words)}${state.status === 'ongoing' ? perMove : ''}</p>${deadline}`;
};

/** The takeback request standing, in words for the reader. */
export const takebackText = (state: GameStateView, game: GameNames, mySide: string | null): string => {
  const asked = state.takebackOffer ?? null;
  if (state.status !== 'ongoing' || asked === null) return '';
  if (asked === mySide) return 'You asked to take back your last move; it stands until your opponent answers or moves.';
  return `${playerName(state, game, asked)} (${sideName(game, asked)}) asks to take back their last move.`;
};

export const drawOfferText = (state: GameStateView, game: GameNames, mySide: string | null): string => {
  if (state.status !== 'ongoing' || state.drawOffer === null) return '';
  if (state.drawOffer === mySide) return 'You offered a draw; it stands until your opponent answers or moves.';
  return `${playerName(state, game, state.drawOffer)} (${sideName(game, state.drawOffer)}) offers a draw.`;
};

/**
 * The moves in numbered rounds, each a button that shows the position after it.
 * `viewed` is the ply on the board; `firstMover` 1 when the game began with the second side.
 */
export const movesHtml = (moves: readonly string[], firstMover: 0 | 1, viewed: number): string =>
  moveRowsHtml(moves, firstMover, viewed, 0, moveRowCount(moves.length, firstMover));

/** How many numbered rows `plies` moves take. */
export const moveRowCount = (plies: number, firstMover: 0 | 1): number => Math.ceil((plies + firstMover) / 2);

/**
 * Rows `first` (0 is the first) to `last` (excluded) of the move list: a long game's
 * list shows only the rows in view, so a page never writes all of them. `moves` are the
 * moves after ply `movesFrom`: a long game's page may not hold the earlier ones.
 */
export const moveRowsHtml = (
  moves: readonly string[],
  firstMover: 0 | 1,
  viewed: number,
  first: number,
  last: number,
  movesFrom = 0,
  describe: (ply: number) => string = () => '',
): string => {
  if (movesFrom + moves.length === 0) return '<li class="muted moves-empty">No moves yet.</li>';
  const cell = (index: number, column: number): string => {
    const notation = index >= movesFrom ? moves[index - movesFrom] : undefined;
    if (notation === undefined)
      return `<span class="move move-none" aria-hidden="true">${column === 0 ? '…' : ''}</span>`;
    const ply = index + 1;
    // Named by the move and what it did: a screen reader going down the list hears the game.
    const words = describe(ply);
    const label = words ? ` aria-label="${escapeHtml(`${notation}: ${words}`)}"` : '';
    return `<button type="button" class="move" data-ply="${ply}"${ply === viewed ? ' aria-current="step"' : ''}${label}>${escapeHtml(notation)}</button>`;
  };
  const rows: string[] = [];
  for (let row = first; row < last; row++) {
    const index = 2 * row - firstMover;
    rows.push(`<li><span class="move-number">${row + 1}.</span>${cell(index, 0)}${cell(index + 1, 1)}</li>`);
  }
  return rows.join('');
};
