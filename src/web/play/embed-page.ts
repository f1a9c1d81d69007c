/**
 * The embed view inside another site's frame: the board and one line of status, kept up
 * to date over the live socket. Nothing to press; a link opens the full game.
 */
import type { BoardGame } from '../games/board-game.ts';
import { LiveFeed } from '../live.ts';
import type { GamePageData, GameStateView } from '../../shared/game-state.ts';
import { headlineText } from '../../shared/game-words.ts';
import { seriesLine } from '../../shared/rematch-words.ts';

export const startEmbed = <P, M>(board: BoardGame<P, M>): void => {
  const data = JSON.parse(document.getElementById('orrery-game')?.textContent ?? '{}') as GamePageData;
  const boardElement = document.getElementById('board')!;
  const statusElement = document.getElementById('status')!;
  const seriesElement = document.getElementById('series')!;
  const flipped = boardElement.dataset.flipped === 'true';
  let latest: GameStateView = data.state;
  let before: string | null = data.before;

  const render = (): void => {
    const notation = latest.lastMove?.notation;
    const highlight = before !== null && notation ? board.moveSquares(before, notation) : [];
    boardElement.innerHTML = board.picture({
      game: latest.game,
      position: latest.position,
      flipped,
      highlight,
      mode: 'page',
    });
    statusElement.textContent = headlineText(latest, board.game);
    const series = seriesLine(latest, board.game);
    seriesElement.textContent = series ?? '';
    seriesElement.hidden = series === null;
  };

  const feed = new LiveFeed(`/api/games/${latest.id}/live`, {
    since: () => latest.ply,
    onMessage: (message) => {
      const state = message.state;
      // An older state than the one shown (they may cross on the way): nothing new.
      if (state.version < latest.version) return;
      // The position before the new move is the one shown, when the page saw every move.
      before = state.ply === latest.ply + 1 ? latest.position : state.ply === latest.ply ? before : null;
      latest = state;
      render();
    },
    onStatus: () => {},
  });
  feed.start();
};
