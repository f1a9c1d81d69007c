/**
 * The embed view, `/g/:id/embed`, for other sites' frames: the board and one line of
 * status (and the series score of a game with rematches), kept live by its script; no controls. `?theme=light|dark` fixes the colours to
 * match the host page, `?flip=1` shows the board from the second side.
 */
import type { Game } from '../../../engine/game.ts';
import { boardSvg, moveSquares } from '../../../render/board-svg.ts';
import { embedScript } from '../../../shared/bundles.ts';
import type { GamePageData, GameStateView } from '../../../shared/game-state.ts';
import { headlineText, unfurlTitle } from '../../../shared/game-words.ts';
import { html, jsonScript, page, raw, type Theme } from '../../pages/layout.ts';
import { seriesLine } from '../../../shared/rematch-words.ts';

export interface EmbedPageInput {
  readonly game: Game;
  readonly state: GameStateView;
  readonly before: string | null;
  readonly theme?: Theme;
  readonly flipped: boolean;
}

export const embedPage = (input: EmbedPageInput): string => {
  const { game, state, before, flipped } = input;
  const highlight = before !== null && state.lastMove ? moveSquares(game.id, before, state.lastMove.notation) : [];
  const svg = boardSvg({ game: game.id, position: state.position, flipped, highlight, mode: 'page' });
  const data: GamePageData = { state, before };
  const series = seriesLine(state, game);
  const body = html`<div class="embed">
<div class="board" id="board" data-flipped="${String(flipped)}">${raw(svg)}</div>
<p class="embed-status"><span id="status" aria-live="polite">${headlineText(state, game)}</span> <span class="embed-series" id="series"${series === null ? ' hidden' : ''}>${series ?? ''}</span> <a href="/g/${state.id}" target="_blank" rel="noopener">Open in Orrery</a></p>
</div>
${jsonScript('orrery-game', data)}`;
  return page({
    title: unfurlTitle(state, game),
    body,
    bare: true,
    bodyClass: 'page-embed',
    scripts: [embedScript(game.id)],
    ...(input.theme ? { theme: input.theme } : {}),
  });
};
