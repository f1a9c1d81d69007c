/**
 * The computer's best lines as HTML (engine-view.ts): an ordered list's items, each its
 * score in words and its first moves as buttons that play the line to that move; and the
 * short sentence said to a screen reader when a depth is finished.
 */
import type { Game } from '../../engine/game.ts';
import { scoreWords } from '../../shared/score-words.ts';
import { escapeHtml } from '../../shared/html.ts';
import type { EngineLine } from './engine-messages.ts';

/** Moves of a line shown: enough to see its idea, few enough to fit a phone's width in two rows. */
const SHOWN_MOVES = 8;

export const engineLinesHtml = (game: Game, toMove: string, lines: readonly EngineLine[]): string =>
  lines
    .map((line, index) => {
      const moves = line.pv
        .slice(0, SHOWN_MOVES)
        .map((move, to) => {
          const label = to === 0 ? `Play ${move}` : `Play the line to ${move}`;
          return `<button type="button" class="engine-move" data-line="${index}" data-to="${to}" aria-label="${escapeHtml(label)}">${escapeHtml(move)}</button>`;
        })
        .join(' ');
      return `<li class="engine-line"><span class="engine-score">${escapeHtml(scoreWords(game, toMove, line.score))}</span> <span class="engine-moves">${moves}</span></li>`;
    })
    .join('');

/** "Depth 7: Light is ahead (+0.4) with F^c3c6; next, Even (+0.1) with Fa3a4." */
export const engineSummary = (game: Game, toMove: string, depth: number, lines: readonly EngineLine[]): string => {
  const [best, next] = lines;
  if (!best) return '';
  const first = `Depth ${depth}: ${scoreWords(game, toMove, best.score)} with ${best.pv[0] ?? ''}`;
  return next ? `${first}; next, ${scoreWords(game, toMove, next.score)} with ${next.pv[0] ?? ''}.` : `${first}.`;
};
