import { describe, expect, it } from 'vitest';
import { adixGame } from '../../src/engine/adix/game.ts';
import { adomocGame } from '../../src/engine/adomoc/game.ts';
import type { GameStateView } from '../../src/shared/game-state.ts';
import {
  durationText,
  headlineText,
  moveRows,
  scoreText,
  statusText,
  unfurlTitle,
} from '../../src/shared/game-words.ts';
import { movesHtml, playersHtml } from '../../src/shared/game-panel.ts';
import { stateView } from './state-view.ts';

const state = (fields: Partial<GameStateView>): GameStateView => stateView({ toMove: 'dark', ply: 11, ...fields });

describe('a game in words', () => {
  it('titles a shared link with the players, the game, the move and whose turn it is, or the result', () => {
    // Eleven moves played: Dark's reply in round 6, as the position's own counter says.
    const position = 'SSS^SSsss^ss/MMM^MMmmm^mm/FFF^FFfff^ff/10/10/10/10/10 - d - 6';
    expect(unfurlTitle(state({ position }), adomocGame)).toBe(
      'Ann (light) vs Bob (dark) · Adomoc · round 6 · dark to play',
    );
    const over = state({ status: 'finished', toMove: null, result: { winner: 'light', reason: 'resignation' } });
    expect(unfurlTitle(over, adomocGame)).toBe('Ann (light) vs Bob (dark) · Adomoc · 1–0 · Light won: Dark resigned');
    // The score as records write it, the first side's point first.
    expect(headlineText(over, adomocGame)).toBe('1–0 · Light won: Dark resigned');
    const dark = state({ status: 'finished', toMove: null, result: { winner: 'dark', reason: 'resignation' } });
    expect(scoreText(dark, adomocGame)).toBe('0–1');
    const drawn = state({ status: 'finished', toMove: null, result: { winner: null, reason: 'agreement' } });
    expect(scoreText(drawn, adomocGame)).toBe('½–½');
    expect(headlineText(state({ position }), adomocGame)).toBe(statusText(state({ position }), adomocGame));
    expect(
      unfurlTitle(
        state({
          players: { white: { name: 'White' }, black: { name: 'Bob' } },
          toMove: 'white',
          ply: 0,
          position: adixGame.makePosition(adixGame.startPosition('standard')),
        }),
        adixGame,
      ),
    ).toBe('White vs Bob (black) · ADIX · round 1 · white to play');
    expect(statusText(state({}), adomocGame)).toBe('Dark to play (Bob)');
  });

  it('says how long is left to the useful precision', () => {
    expect(durationText(30_000)).toBe('less than a minute');
    expect(durationText(5 * 60_000)).toBe('5 minutes');
    expect(durationText(3 * 3600_000 + 12 * 60_000)).toBe('3 hours 12 minutes');
    expect(durationText(2 * 86_400_000 + 5 * 3600_000)).toBe('2 days 5 hours');
    expect(durationText(86_400_000)).toBe('1 day');
  });

  it('numbers moves in rounds, also when the second side moved first', () => {
    expect(moveRows(['a', 'b', 'c'], 0)).toEqual([
      {
        number: 1,
        cells: [
          { ply: 1, notation: 'a' },
          { ply: 2, notation: 'b' },
        ],
      },
      { number: 2, cells: [{ ply: 3, notation: 'c' }, null] },
    ]);
    expect(moveRows(['a', 'b'], 1)).toEqual([
      { number: 1, cells: [null, { ply: 1, notation: 'a' }] },
      { number: 2, cells: [{ ply: 2, notation: 'b' }, null] },
    ]);
  });

  it('names a seat without a name once, by its side', () => {
    const html = playersHtml(
      state({ players: { light: { name: 'Light' }, dark: { name: 'Bob' } } }),
      adomocGame,
      'light',
    );
    const light = html.slice(0, html.indexOf('data-side="dark"'));
    expect(light.match(/Light/g)).toHaveLength(1);
    expect(html).toContain('<span class="player-side">Dark</span>');
  });

  it('escapes what players wrote', () => {
    const hostile = state({ players: { light: { name: '<b>Ann</b>' }, dark: { name: 'Bob' } } });
    expect(playersHtml(hostile, adomocGame, 'light')).toContain('&lt;b&gt;Ann&lt;/b&gt;');
    expect(playersHtml(hostile, adomocGame, 'light')).not.toContain('<b>');
    expect(movesHtml(['<i>'], 0, 1)).toContain('&lt;i&gt;');
  });
});
