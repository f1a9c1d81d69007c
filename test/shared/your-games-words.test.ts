import { describe, expect, it } from 'vitest';
import { yourGameWords } from '../../src/shared/your-games-words.ts';
import { stateView } from './state-view.ts';

const adomoc = {
  name: 'Adomoc',
  sides: [
    { id: 'light', name: 'Light' },
    { id: 'dark', name: 'Dark' },
  ],
};

const lastMove = (side: string, notation: string) => ({
  ply: 1,
  side,
  notation,
  description: '',
  playedAt: '2026-11-25T10:00:00Z',
});

describe('a game in "Your games"', () => {
  it('says whose move it is in the reader’s terms, and who played the last move', () => {
    const start = stateView({});
    expect(yourGameWords(start, adomoc, 'light')).toEqual({
      title: 'Adomoc against Bob',
      turn: 'yours',
      turnText: 'Your move',
      lastMoveText: 'No moves yet: you play first.',
    });
    expect(yourGameWords(start, adomoc, 'dark')).toEqual({
      title: 'Adomoc against Ann',
      turn: 'theirs',
      turnText: 'Ann’s move',
      lastMoveText: 'No moves yet.',
    });
    const after = stateView({ toMove: 'dark', ply: 1, lastMove: lastMove('light', 'Fa3a6') });
    expect(yourGameWords(after, adomoc, 'dark').lastMoveText).toBe('Last move: Ann played Fa3a6.');
    expect(yourGameWords(after, adomoc, 'light').lastMoveText).toBe('Last move: you played Fa3a6.');
  });

  it('names a side by its side’s name when the player gave none', () => {
    const unnamed = stateView({ players: { light: { name: 'Ann' }, dark: { name: '' } } });
    expect(yourGameWords(unnamed, adomoc, 'light').title).toBe('Adomoc against Dark');
    expect(yourGameWords(unnamed, adomoc, 'light').turnText).toBe('Your move');
  });

  it('says how a finished game ended, for the reader', () => {
    const won = stateView({ status: 'finished', toMove: null, result: { winner: 'light', reason: 'resignation' } });
    expect(yourGameWords(won, adomoc, 'light')).toMatchObject({ turn: 'over', turnText: 'Game over: you won' });
    expect(yourGameWords(won, adomoc, 'dark').turnText).toBe('Game over: Ann won');
    const drawn = stateView({ status: 'finished', toMove: null, result: { winner: null, reason: 'agreement' } });
    expect(yourGameWords(drawn, adomoc, 'dark').turnText).toBe('Game over: a draw');
    expect(yourGameWords(drawn, adomoc, 'dark').lastMoveText).toBe('No move was played.');
  });
});
