import { describe, expect, it } from 'vitest';
import { sentence, sentences } from '../../src/shared/sentence.ts';

describe('messages as sentences', () => {
  it('capitalises the first word and ends with a full stop', () => {
    expect(sentence('a move must leave its space')).toBe('A move must leave its space.');
    expect(sentence('  it is not your turn! ')).toBe('It is not your turn!');
    expect(sentence('')).toBe('');
  });

  it('keeps the case of a square or a move that opens the sentence', () => {
    expect(sentence('j1 and h6 are not on one column, cycle or spiral')).toBe(
      'j1 and h6 are not on one column, cycle or spiral.',
    );
    expect(sentence('e3/e5: the piece is under shelter')).toBe('e3/e5: the piece is under shelter.');
    expect(sentence('F^c3c6 is a legal move.')).toBe('F^c3c6 is a legal move.');
    expect(sentence('"zz" is not a space')).toBe('"zz" is not a space.');
  });

  it('joins several messages, leaving out the empty ones', () => {
    expect(sentences('the game has moved on', null, 'The board has been brought up to date.')).toBe(
      'The game has moved on. The board has been brought up to date.',
    );
    expect(sentences(undefined, '')).toBe('');
  });
});
