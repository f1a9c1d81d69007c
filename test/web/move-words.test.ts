import { describe, expect, it } from 'vitest';
import { afterMovesText, moveText, movesPlayedText, roundText, sentenceCase } from '../../src/shared/move-words.ts';

describe('the words for counting a game', () => {
  it('counts moves one side at a time and rounds as the record numbers them', () => {
    expect(moveText(24)).toBe('move 24');
    expect(roundText(12)).toBe('round 12');
    expect(movesPlayedText(0)).toBe('no moves yet');
    expect(movesPlayedText(1)).toBe('1 move played');
    expect(movesPlayedText(24)).toBe('24 moves played');
    expect(afterMovesText(0)).toBe('at the start');
    expect(afterMovesText(8)).toBe('after move 8');
    expect(sentenceCase(movesPlayedText(0))).toBe('No moves yet');
  });
});
