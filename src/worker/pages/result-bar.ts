/**
 * A bar of three parts, the first side's wins, the draws and the second side's wins, for
 * a row of the explorer or the statistics: drawn as SVG in the page's own colours (CSS
 * custom properties, so it follows either theme), hidden from screen readers since the
 * same figures stand beside it in words.
 */
import { html, type Html } from './layout.ts';

const WIDTH = 100;

export const resultBar = (firstWins: number, draws: number, secondWins: number): Html => {
  const total = firstWins + draws + secondWins || 1;
  const first = (firstWins / total) * WIDTH;
  const draw = (draws / total) * WIDTH;
  return html`<svg class="result-bar" viewBox="0 0 ${WIDTH} 10" preserveAspectRatio="none" aria-hidden="true" focusable="false"><rect class="result-bar-first" x="0" y="0" width="${first.toFixed(2)}" height="10"/><rect class="result-bar-draw" x="${first.toFixed(2)}" y="0" width="${draw.toFixed(2)}" height="10"/><rect class="result-bar-second" x="${(first + draw).toFixed(2)}" y="0" width="${(WIDTH - first - draw).toFixed(2)}" height="10"/></svg>`;
};
