import { describe, expect, it } from 'vitest';
import { boardCopies } from '../../../src/ai/board-copies.ts';

describe('boardCopies', () => {
  it('gives equal boards that change independently, past the end of a block', () => {
    const copy = boardCopies(81);
    const source = Uint8Array.from({ length: 81 }, (_, sq) => sq % 7);
    const copies = Array.from({ length: 2_500 }, () => copy(source));
    copies.forEach((board, index) => {
      board[index % 81] = 200;
    });
    expect(source.every((code, sq) => code === sq % 7)).toBe(true);
    copies.forEach((board, index) => {
      expect(board.length).toBe(81);
      for (let sq = 0; sq < 81; sq++) expect(board[sq]).toBe(sq === index % 81 ? 200 : sq % 7);
    });
  });
});
