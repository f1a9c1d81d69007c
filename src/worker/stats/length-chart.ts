/**
 * The lengths of a variant's games as a bar chart: server-drawn SVG in the page's colours
 * (CSS classes over custom properties, so either theme), as wide as its column on a phone
 * or a desktop, named for a screen reader in one sentence, with the same figures as a
 * table beside it for anyone who would rather read them.
 */
import { html, raw, type Html } from '../pages/layout.ts';

/** At most this many bars: enough to see the shape, few enough to label on a phone. */
const MAX_BINS = 12;
const NICE_WIDTHS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000];
const WIDTH = 320;
const HEIGHT = 150;
const LEFT = 34;
const BOTTOM = 24;
const TOP = 8;

export interface LengthBin {
  /** The lengths in plies from `from` to `to`, both included. */
  readonly from: number;
  readonly to: number;
  readonly games: number;
}

/** The lengths grouped in bins of a round width, from the shortest game's bin to the longest's. */
export const lengthBins = (lengths: readonly { readonly plies: number; readonly games: number }[]): LengthBin[] => {
  if (!lengths.length) return [];
  const shortest = Math.min(...lengths.map((length) => length.plies));
  const longest = Math.max(...lengths.map((length) => length.plies));
  const width =
    NICE_WIDTHS.find((nice) => Math.floor(longest / nice) - Math.floor(shortest / nice) < MAX_BINS) ??
    Math.ceil((longest + 1) / MAX_BINS);
  const first = Math.floor(shortest / width);
  const bins = Array.from({ length: Math.floor(longest / width) - first + 1 }, (_, index) => ({
    from: (first + index) * width,
    to: (first + index) * width + width - 1,
    games: 0,
  }));
  for (const length of lengths) bins[Math.floor(length.plies / width) - first]!.games += length.games;
  return bins;
};

const label = (bin: LengthBin): string => (bin.from === bin.to ? String(bin.from) : `${bin.from}–${bin.to}`);

export const lengthChart = (
  id: string,
  lengths: readonly { readonly plies: number; readonly games: number }[],
): Html => {
  const bins = lengthBins(lengths);
  if (!bins.length) return html``;
  const most = Math.max(...bins.map((bin) => bin.games));
  const slot = (WIDTH - LEFT) / bins.length;
  const plotHeight = HEIGHT - BOTTOM - TOP;
  const peak = bins.find((bin) => bin.games === most)!;
  const bars = bins
    .map((bin, index) => {
      const height = (bin.games / most) * plotHeight;
      const x = LEFT + index * slot;
      return `<rect class="chart-bar" x="${(x + slot * 0.1).toFixed(1)}" y="${(TOP + plotHeight - height).toFixed(1)}" width="${(slot * 0.8).toFixed(1)}" height="${height.toFixed(1)}"/>`;
    })
    .join('');
  // Labels under every other bar when there are many, so they do not overlap on a phone.
  const step = bins.length > 6 ? 2 : 1;
  const labels = bins
    .map((bin, index) =>
      index % step
        ? ''
        : `<text x="${(LEFT + (index + 0.5) * slot).toFixed(1)}" y="${HEIGHT - 8}" text-anchor="middle">${bin.from}</text>`,
    )
    .join('');
  const svg = `<svg class="chart" viewBox="0 0 ${WIDTH} ${HEIGHT}" aria-hidden="true" focusable="false"><line class="chart-axis" x1="${LEFT}" y1="${TOP + plotHeight}" x2="${WIDTH}" y2="${TOP + plotHeight}"/><text x="${LEFT - 4}" y="${TOP + 8}" text-anchor="end">${most}</text><text x="${LEFT - 4}" y="${TOP + plotHeight}" text-anchor="end">0</text>${bars}${labels}</svg>`;
  return html`<figure class="chart-figure">
<div role="img" aria-labelledby="${id}-caption">${raw(svg)}</div>
<figcaption id="${id}-caption">Games by length in plies, in bins of ${peak.to - peak.from + 1}: most games lasted ${label(peak)} plies (${most} ${most === 1 ? 'game' : 'games'}).</figcaption>
<details><summary>The lengths as a table</summary>
<table class="explorer-table"><thead><tr><th scope="col">Plies</th><th scope="col">Games</th></tr></thead>
<tbody>${bins.map((bin) => html`<tr><td>${label(bin)}</td><td class="number">${bin.games}</td></tr>`)}</tbody></table>
</details>
</figure>`;
};
