/**
 * A rating's history as a small inline SVG: one line through the rating before the
 * first game and after each game since, scaled to its own range (at least 100 points
 * tall, so a few points' wobble does not look like a cliff), with the lowest and highest
 * ratings written at its left. Drawn on the server; no script. Colours come from the
 * page's theme through `currentColor` and CSS classes.
 */
import { html, raw, type Html } from '../pages/layout.ts';

const WIDTH = 320;
const HEIGHT = 88;
const LEFT = 40;
const PAD = 8;
const MIN_SPAN = 100;

export const ratingChart = (label: string, start: number, points: readonly number[]): Html => {
  const values = [start, ...points];
  const low = Math.min(...values);
  const high = Math.max(...values);
  const middle = (low + high) / 2;
  const span = Math.max(high - low, MIN_SPAN);
  const bottom = middle - span / 2;
  const x = (index: number) => LEFT + ((WIDTH - LEFT - PAD) * index) / Math.max(1, values.length - 1);
  const y = (value: number) => PAD + (HEIGHT - 2 * PAD) * (1 - (value - bottom) / span);
  const line = values.map((value, index) => `${x(index).toFixed(1)},${y(value).toFixed(1)}`).join(' ');
  const last = values.length - 1;
  const words = `${label}: from ${start} to ${values[last]} over ${points.length} rated game${points.length === 1 ? '' : 's'} (lowest ${low}, highest ${high})`;
  return html`<svg class="rating-chart" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${words}">
<line class="rating-chart-axis" x1="${LEFT}" y1="${y(low).toFixed(1)}" x2="${WIDTH - PAD}" y2="${y(low).toFixed(1)}"/>
<line class="rating-chart-axis" x1="${LEFT}" y1="${y(high).toFixed(1)}" x2="${WIDTH - PAD}" y2="${y(high).toFixed(1)}"/>
<text class="rating-chart-label" x="${LEFT - 6}" y="${(y(high) + 4).toFixed(1)}" text-anchor="end">${high}</text>
${low === high ? '' : html`<text class="rating-chart-label" x="${LEFT - 6}" y="${(y(low) + 4).toFixed(1)}" text-anchor="end">${low}</text>`}
<polyline class="rating-chart-line" points="${line}"/>
${raw(values.map((value, index) => `<circle class="rating-chart-dot" cx="${x(index).toFixed(1)}" cy="${y(value).toFixed(1)}" r="${index === last ? 3.5 : 2}"/>`).join(''))}
</svg>`;
};
