/**
 * One palette of at most 256 colours for every picture: the flat colours the boards are painted
 * with kept exactly, and the rest (edges, where shapes blend) shared out by median cut
 * over how often each colour appears in real pictures.
 */

/** Colour counts, by 0xRRGGBB. */
export type Histogram = Map<number, number>;

export const countColours = (rgba: Uint8Array, histogram: Histogram): void => {
  for (let i = 0; i < rgba.length; i += 4) {
    const key = (rgba[i]! << 16) | (rgba[i + 1]! << 8) | rgba[i + 2]!;
    histogram.set(key, (histogram.get(key) ?? 0) + 1);
  }
};

/** A colour this common is a fill: kept exactly. */
const PINNED_SHARE = 0.0004;
const MOST_PINNED = 112;

const channel = (key: number, c: number): number => (key >> (16 - 8 * c)) & 255;

export const cutPalette = (histogram: Histogram, size = 256): number[] => {
  const total = [...histogram.values()].reduce((a, b) => a + b, 0);
  const byCount = [...histogram].sort((a, b) => b[1] - a[1]);
  const pinned = byCount
    .filter(([, count]) => count >= total * PINNED_SHARE)
    .slice(0, MOST_PINNED)
    .map(([key]) => key);
  const pinnedSet = new Set(pinned);
  const rest = byCount.filter(([key]) => !pinnedSet.has(key));
  let boxes: [number, number][][] = rest.length ? [rest] : [];
  while (boxes.length + pinned.length < size) {
    // Split the box that holds the most pixels times its widest channel's range.
    let best = -1;
    let bestScore = 0;
    let bestChannel = 0;
    boxes.forEach((box, b) => {
      if (box.length < 2) return;
      const weight = box.reduce((sum, [, count]) => sum + count, 0);
      for (let c = 0; c < 3; c++) {
        let lo = 255;
        let hi = 0;
        for (const [key] of box) {
          const v = channel(key, c);
          if (v < lo) lo = v;
          if (v > hi) hi = v;
        }
        const score = (hi - lo) * Math.sqrt(weight);
        if (score > bestScore) [best, bestScore, bestChannel] = [b, score, c];
      }
    });
    if (best < 0) break;
    const box = boxes[best]!.sort((a, b) => channel(a[0], bestChannel) - channel(b[0], bestChannel));
    const half = box.reduce((sum, [, count]) => sum + count, 0) / 2;
    let seen = 0;
    let cut = 1;
    for (; cut < box.length - 1; cut++) {
      seen += box[cut - 1]![1];
      if (seen >= half) break;
    }
    boxes = [...boxes.slice(0, best), box.slice(0, cut), box.slice(cut), ...boxes.slice(best + 1)];
  }
  const means = boxes.map((box) => {
    const sums = [0, 0, 0];
    let weight = 0;
    for (const [key, count] of box) {
      for (let c = 0; c < 3; c++) sums[c]! += channel(key, c) * count;
      weight += count;
    }
    const [r, g, b] = sums.map((sum) => Math.round(sum / weight)) as [number, number, number];
    return (r << 16) | (g << 8) | b;
  });
  return [...pinned, ...means];
};

/** The nearest palette entry to each colour, remembered. */
export const nearestIndex = (palette: readonly number[]): ((key: number) => number) => {
  const memo = new Map<number, number>();
  return (key) => {
    const known = memo.get(key);
    if (known !== undefined) return known;
    let best = 0;
    let bestDistance = Number.POSITIVE_INFINITY;
    palette.forEach((entry, i) => {
      const d =
        (channel(entry, 0) - channel(key, 0)) ** 2 +
        (channel(entry, 1) - channel(key, 1)) ** 2 +
        (channel(entry, 2) - channel(key, 2)) ** 2;
      if (d < bestDistance) [best, bestDistance] = [i, d];
    });
    memo.set(key, best);
    return best;
  };
};
