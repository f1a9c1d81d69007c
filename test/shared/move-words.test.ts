import { describe, expect, it } from 'vitest';
import {
  afterMovesText,
  moveText,
  movesPlayedText,
  positionInGameText,
  recordMoveText,
  roundText,
  sentenceCase,
} from '../../src/shared/move-words.ts';

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

describe('where an earlier position stands', () => {
  it('names the move as the move list does, and counts it among the moves', () => {
    expect(recordMoveText(1, 'F^c3c6', 0)).toBe('1. F^c3c6');
    expect(recordMoveText(6, 'F^h3h6', 0)).toBe('3… F^h3h6');
    // A game begun by the second side: its first move is the second of round 1.
    expect(recordMoveText(1, 'F^h3h6', 1)).toBe('1… F^h3h6');
    expect(positionInGameText(6, 8, 0, 'F^h3h6')).toBe('after 3… F^h3h6, move 6 of 8');
    expect(positionInGameText(0, 8, 0, undefined)).toBe('at the start, before move 1 of 8');
    expect(positionInGameText(5, 300, 0, undefined)).toBe('after move 5 of 300');
  });
});
