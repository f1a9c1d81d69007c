import { describe, expect, test } from 'vitest';
import { moveSquares } from '../../../src/render/board-svg.ts';

const ADOMOC_START = 'SSS^SSsss^ss/MMM^MMmmm^mm/FFF^FFfff^ff/10/10/10/10/10 - l - 1';
const ADIX_START =
  '2afc1*pfc1afc2/1afc1afc1afc1afc1/2afc1afc1afc2/9/9/9/2AFC1AFC1AFC2/1AFC1AFC1AFC1AFC1/2AFC1*PFC1AFC2 w -,- 0 1';

describe('the squares of a move', () => {
  test.each([
    ['a plain move', ADOMOC_START, 'Fa3a6', ['a3', 'a6']],
    ['an origination, with the origin space', '10/10/10/10/3M3s2/10/10/10 - d - 9', 'Sh5d5ob2', ['h5', 'd5', 'b2']],
    ['a centring move, ending in the centre', '10/10/10/10/10/10/6S^3/F^M^8 - l - 20', 'S^g7*', ['g7', 'centre']],
  ])('Adomoc: %s', (_, position, move, squares) => {
    expect(moveSquares('adomoc', position, move)).toEqual(squares);
  });

  test.each([
    ['a tip', ADIX_START, '^c3/c4', ['c3', 'c4']],
    ['a pivot, in place', '9/9/9/9/4*PFC4/9/9/9/4*pfc4 w -,- 0 1', '*Pe5)', ['e5']],
  ])('ADIX: %s', (_, position, move, squares) => {
    expect(moveSquares('adix', position, move)).toEqual(squares);
  });

  test('is empty for what is no move there, or no game', () => {
    expect(moveSquares('adomoc', ADOMOC_START, 'Fa3a9')).toEqual([]);
    expect(moveSquares('adomoc', 'not a position', 'Fa3a6')).toEqual([]);
    expect(moveSquares('adix', ADIX_START, '*Pe1-e4')).toEqual([]);
    expect(moveSquares('chess', ADIX_START, 'e4')).toEqual([]);
  });
});
