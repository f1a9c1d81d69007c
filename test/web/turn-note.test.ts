import { describe, expect, it } from 'vitest';
import { adixGame } from '../../src/engine/adix/game.ts';
import { adomocGame } from '../../src/engine/adomoc/game.ts';
import type { GameStateView } from '../../src/shared/game-state.ts';
import { computerToMove, turnNote } from '../../src/web/play/turn-note.ts';
import { stateView } from '../shared/state-view.ts';

const state = (fields: Partial<GameStateView>): GameStateView => stateView({ ply: 1, ...fields });

describe('the turn note', () => {
  it('tells the seat whose turn it is, and whom it waits for', () => {
    expect(turnNote(state({}), adomocGame, 'light', true)).toBe('Your turn: you play Light.');
    expect(turnNote(state({}), adomocGame, 'dark', false)).toBe('You play Dark; waiting for Ann.');
    expect(turnNote(state({}), adomocGame, null, false)).toBe('You are watching.');
    expect(turnNote(state({ status: 'finished', toMove: null }), adomocGame, 'light', false)).toBe('');
  });

  it('says the computer is thinking while it is the computer’s move, to a seat and to a watcher', () => {
    const computer = state({
      toMove: 'dark',
      players: { light: { name: 'Ann' }, dark: { name: 'Computer', computer: { level: 1 } } },
    });
    expect(computerToMove(computer)).toBe(true);
    expect(turnNote(computer, adomocGame, 'light', false)).toBe('You play Light. The computer is thinking…');
    expect(turnNote(computer, adomocGame, null, false)).toBe('You are watching. The computer is thinking…');
    // On the player's own move the computer's seat changes nothing.
    const mine = { ...computer, toMove: 'light' };
    expect(computerToMove(mine)).toBe(false);
    expect(turnNote(mine, adomocGame, 'light', true)).toBe('Your turn: you play Light.');
  });

  it('names ADIX sides as ADIX does', () => {
    const computer = state({
      game: 'adix',
      toMove: 'white',
      players: { white: { name: 'Computer', computer: { level: 4 } }, black: { name: 'Ann' } },
    });
    expect(turnNote(computer, adixGame, 'black', false)).toBe('You play Black. The computer is thinking…');
  });
});
