/**
 * The computer's best lines as the analysis board shows them (src/web/analysis/engine-lines-render.ts):
 * scores in words from the first side's view, moves as buttons naming what they play, and
 * the sentence said to a screen reader after a depth.
 */
import { describe, expect, test } from 'vitest';
import { WIN } from '../../src/ai/index.ts';
import { engineLinesHtml, engineSummary } from '../../src/web/analysis/engine-lines-render.ts';
import { GAMES } from '../../src/engine/games.ts';

const adomoc = GAMES.get('adomoc')!;
const lines = [
  { score: 40, pv: ['F^c3c6', 'F^h3h6', 'Fa3a4'] },
  { score: -(WIN - 5), pv: ['Fa3a4'] },
];

describe('the computer’s lines on the analysis board', () => {
  test('each line is its score in words and its moves, each a button that plays the line to it', () => {
    const html = engineLinesHtml(adomoc, 'dark', lines);
    const items = html.split('</li>').filter(Boolean);
    expect(items).toHaveLength(2);
    // Dark to move and 0.4 ahead: the first side, Light, is behind.
    expect(items[0]).toContain('<span class="engine-score">Dark is ahead (−0.4)</span>');
    expect(items[0]).toContain('data-line="0" data-to="0" aria-label="Play F^c3c6">F^c3c6</button>');
    expect(items[0]).toContain('data-line="0" data-to="2" aria-label="Play the line to Fa3a4">Fa3a4</button>');
    expect(items[1]).toContain('Light wins in 3 moves');
  });

  test('moves are escaped, and a long line shows its first eight', () => {
    const html = engineLinesHtml(adomoc, 'light', [{ score: 0, pv: ['<b>', ...Array(12).fill('Fa3a4')] }]);
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;b&gt;');
    expect(html.match(/<button/g)).toHaveLength(8);
  });

  test('a finished depth is summed up in a sentence: the best line and the next', () => {
    expect(engineSummary(adomoc, 'light', 7, lines)).toBe(
      'Depth 7: Light is ahead (+0.4) with F^c3c6; next, Dark wins in 3 moves with Fa3a4.',
    );
    expect(engineSummary(adomoc, 'light', 2, lines.slice(0, 1))).toBe('Depth 2: Light is ahead (+0.4) with F^c3c6.');
    expect(engineSummary(adomoc, 'light', 1, [])).toBe('');
  });
});
