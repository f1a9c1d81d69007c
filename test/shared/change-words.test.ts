import { describe, expect, it } from 'vitest';
import { adomocGame } from '../../src/engine/adomoc/game.ts';
import { changeWords } from '../../src/shared/change-words.ts';
import type { ClockView, GameStateView } from '../../src/shared/game-state.ts';
import { stateView } from './state-view.ts';

const state = (fields: Partial<GameStateView>): GameStateView =>
  stateView({
    ply: 4,
    movesFrom: 4,
    lastMove: { ply: 4, side: 'dark', notation: 'F^h3h6', description: '', playedAt: '' },
    takebackOffer: null,
    ...fields,
  });

/** What each seat and a watcher read about the change from `before` to `after`, made by `by`. */
const readers = (before: GameStateView, after: GameStateView, by: string | null) => ({
  light: changeWords(before, after, { game: adomocGame, viewer: 'light', by }),
  dark: changeWords(before, after, { game: adomocGame, viewer: 'dark', by }),
  watcher: changeWords(before, after, { game: adomocGame, viewer: null, by }),
});

describe('what changed in a game, in words for each reader', () => {
  const offered = state({ drawOffer: 'light' });
  const quiet = state({});

  it('tells of a draw offer made, declined and withdrawn, naming who did it', () => {
    expect(readers(quiet, offered, 'light')).toEqual({
      light: ['You offered a draw: it stands until Bob answers or moves.'],
      // Ann offered on her own turn: Bob has no move yet to decline it with.
      dark: ['Ann offers a draw: accept or decline it.'],
      watcher: ['Ann offers a draw.'],
    });
    expect(readers(offered, quiet, 'dark')).toEqual({
      light: ['Bob declined your draw offer.'],
      dark: ["You declined Ann's draw offer."],
      watcher: ["Bob declined Ann's draw offer."],
    });
    expect(readers(offered, quiet, 'light')).toEqual({
      light: ['You withdrew your draw offer.'],
      dark: ['Ann withdrew the draw offer.'],
      watcher: ['Ann withdrew the draw offer.'],
    });
    // After a reconnection the server does not say who: the words do not guess.
    expect(readers(offered, quiet, null).light).toEqual(['Your draw offer no longer stands.']);
    // Offered after her move, on Bob's turn: a move of his declines it too.
    const afterMove = state({ drawOffer: 'light', toMove: 'dark' });
    expect(readers(state({ toMove: 'dark' }), afterMove, 'light').dark).toEqual([
      'Ann offers a draw: accept or decline it, or play a move to decline it.',
    ]);
  });

  it('tells of an offer accepted, a resignation and a timeout as the end of the game', () => {
    const drawn = state({ status: 'finished', toMove: null, result: { winner: null, reason: 'agreement' } });
    expect(readers(offered, drawn, 'dark')).toEqual({
      light: ['Bob accepted your draw offer: the game is drawn.'],
      dark: ["You accepted Ann's draw offer: the game is drawn."],
      watcher: ["Bob accepted Ann's draw offer: the game is drawn."],
    });
    const resigned = state({ status: 'finished', toMove: null, result: { winner: 'light', reason: 'resignation' } });
    expect(readers(quiet, resigned, 'dark')).toEqual({
      light: ['Bob resigned: you win.'],
      dark: ['You resigned: Ann wins.'],
      watcher: ['Bob resigned: Ann wins.'],
    });
    const late = state({ status: 'finished', toMove: null, result: { winner: 'dark', reason: 'time' } });
    expect(readers(quiet, late, null).light).toEqual(['Your time ran out: Bob wins.']);
  });

  it('tells of a takeback asked, declined, withdrawn and accepted', () => {
    const asked = state({ takebackOffer: 'dark' });
    expect(readers(quiet, asked, 'dark')).toEqual({
      light: ['Bob asks to take back the move F^h3h6: accept or decline it, or play a move to decline it.'],
      dark: ['You asked to take back your move F^h3h6: the request stands until Ann answers or moves.'],
      watcher: ['Bob asks to take back the move F^h3h6.'],
    });
    expect(readers(asked, quiet, 'light').dark).toEqual(['Ann declined your takeback request.']);
    expect(readers(asked, quiet, 'dark').light).toEqual(['Bob withdrew the takeback request.']);
    const back = state({ ply: 3, toMove: 'dark', lastMove: null, movesFrom: 0 });
    expect(readers(asked, back, 'light')).toEqual({
      light: ["You accepted Bob's takeback request: Bob's move F^h3h6 was taken back."],
      dark: ['Ann accepted your takeback request: your move F^h3h6 was taken back.'],
      watcher: ["Ann accepted Bob's takeback request: Bob's move F^h3h6 was taken back."],
    });
  });

  it('tells that a move declines what was asked of its player', () => {
    const answered = state({
      ply: 5,
      toMove: 'dark',
      lastMove: { ply: 5, side: 'light', notation: 'Mb2c3', description: '', playedAt: '' },
    });
    expect(readers(state({ drawOffer: 'dark' }), answered, 'light').dark).toEqual([
      'That move declines your draw offer.',
    ]);
    // A move that leaves things as they were adds nothing.
    expect(readers(quiet, answered, 'light').dark).toEqual([]);
  });

  it('tells of a vacation begun and ended', () => {
    const clock = (active: boolean): ClockView => ({
      daysPerMove: 3,
      vacationDays: 14,
      deadline: null,
      paused: active,
      pausedLeftMs: null,
      vacations: {
        light: { daysLeft: 14, active: false, until: null },
        dark: { daysLeft: 10, active, until: null },
      },
    });
    const away = state({ clock: clock(true) });
    const here = state({ clock: clock(false) });
    expect(readers(here, away, 'dark')).toEqual({
      light: ['Bob is on vacation: their clock is stopped until they come back.'],
      dark: ['Your clock is stopped: enjoy your vacation.'],
      watcher: ['Bob is on vacation: their clock is stopped until they come back.'],
    });
    expect(readers(away, here, 'dark').light).toEqual(['Bob is back from vacation: their clock runs again.']);
  });
});
