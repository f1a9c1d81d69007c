import { describe, expect, it } from 'vitest';
import { adomocGame } from '../../src/engine/adomoc/game.ts';
import type { GameStateView } from '../../src/shared/game-state.ts';
import { pointsText, rematchNote, rematchSectionHtml, seriesLine, seriesText } from '../../src/shared/rematch-words.ts';
import { stateView } from './state-view.ts';

const state = (fields: Partial<GameStateView>): GameStateView =>
  stateView({
    toMove: null,
    ply: 11,
    status: 'finished',
    result: { winner: 'light', reason: 'resignation' },
    ...fields,
  });

describe('rematches in words', () => {
  it('writes points with halves', () => {
    expect([0, 0.5, 1, 1.5, 12].map(pointsText)).toEqual(['0', '½', '1', '1½', '12']);
  });

  it('says the series score in the order of the sides, or nothing for a game alone', () => {
    const series = { game: 3, previous: 'bcdefghjkmnp', score: { light: 2, dark: 0.5 } };
    expect(seriesText(state({ series }), adomocGame)).toBe('Ann 2 – Bob ½');
    expect(seriesLine(state({ series }), adomocGame)).toBe('Series: Ann 2 – Bob ½ (game 3)');
    expect(seriesText(state({ series: null }), adomocGame)).toBeNull();
  });

  it('says what stands to each reader', () => {
    const offered = state({ rematch: { offer: 'dark', next: null, last: { event: 'offered', side: 'dark' } } });
    expect(rematchNote(offered, adomocGame, 'light')).toBe(
      'Bob offers a rematch: the same game with the sides swapped.',
    );
    expect(rematchNote(offered, adomocGame, 'dark')).toBe('You offered a rematch; it stands until Ann answers.');
    const declined = state({ rematch: { offer: null, next: null, last: { event: 'declined', side: 'light' } } });
    expect(rematchNote(declined, adomocGame, 'dark')).toBe('Ann declined the rematch.');
    expect(rematchNote(declined, adomocGame, 'light')).toBe('You declined the rematch.');
    const started = state({
      rematch: { offer: null, next: 'cdefghjkmnpq', last: { event: 'accepted', side: 'light' } },
    });
    expect(rematchNote(started, adomocGame, 'light')).toBe('The rematch has started: you play Dark there.');
    expect(rematchNote(state({ status: 'ongoing', result: null }), adomocGame, 'light')).toBe('');
  });

  it('escapes names in the server-written panel', () => {
    const html = rematchSectionHtml(
      state({
        players: { light: { name: '<b>Ann</b>' }, dark: { name: 'Bob' } },
        series: { game: 2, previous: 'bcdefghjkmnp', score: { light: 1, dark: 0 } },
      }),
      adomocGame,
    );
    expect(html).toContain('&lt;b&gt;Ann&lt;/b&gt; 1 – Bob 0');
    expect(html).not.toContain('<b>Ann');
  });
});
