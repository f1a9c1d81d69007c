import { describe, expect, test } from 'vitest';
import { START_POSITION, makePosition, parsePosition, startPosition } from '../../../src/engine/adix/index.ts';

describe('position notation', () => {
  test('the start position is written as RULES.md gives it', () => {
    expect(makePosition(startPosition())).toBe(START_POSITION);
    expect(START_POSITION).toBe(
      '2afc1*pfc1afc2/1afc1afc1afc1afc1/2afc1afc1afc2/9/9/9/2AFC1AFC1AFC2/1AFC1AFC1AFC1AFC1/2AFC1*PFC1AFC2 w -,- 0 1',
    );
  });

  test.each([
    START_POSITION,
    '4*pfc4/9/9/9/9/4FPC4/9/9/4*PFC4 w e4:2,- 0 9',
    '2afc1*pfc1afc2/3afcfacafc1afc1/2afc3afc2/9/9/9/2AFC3AFC2/1AFCPFCAFC1AFC3/4*PFC1AFC2 b -,- 0 6',
    '9/9/9/9/4*PFC4/9/9/9/*pfc8 w -,- 0 30',
    '4*pfc4/9/9/9/9/4AFC4/9/9/4*PFC4 b -,- 30 21',
    '1caf3facafc2/2*cfp6/4afc1fca2/4acf4/9/2CPF3FPCPFC1/9/CFP1FAC3*PFC2/3CAF4afc b -,g7:1 2 31',
    // Every cube a teammate can show, and captains turned other ways.
    '*CFP8/*fcp8/PFCPCFFPCFCPCPFCFPAFCACFFAC/fcacafcfa6/9/9/9/9/9 w a9:1,b8:2 123 456',
    // After a winning capture of the white captain, White is to move without one.
    '4*pfc4/9/9/9/9/9/9/9/4fpc4 w -,- 0 7',
    // A pivot run naming a square its side does not hold is read (and bars nothing).
    '4*pfc4/9/9/4fpc4/9/9/9/9/4*PFC4 w e6:1,- 0 12',
  ])('%s is written back unchanged', (text) => {
    const parsed = parsePosition(text);
    expect(parsed.ok && makePosition(parsed.value)).toBe(text);
  });

  test('surrounding and repeated spaces between fields are accepted', () => {
    const parsed = parsePosition(`  ${START_POSITION.replaceAll(' ', '   ')}\n`);
    expect(parsed.ok && makePosition(parsed.value)).toBe(START_POSITION);
  });

  test("the start position has the publisher's cubes", () => {
    const start = startPosition();
    expect(start.turn).toBe('white');
    expect(start.pivots).toEqual({ white: null, black: null });
    expect([start.quiet, start.moveNumber]).toEqual([0, 1]);
    expect(start.board.filter((code) => code !== 0)).toHaveLength(20);
  });

  const EMPTY_BOARD = '4*pfc4/9/9/9/9/9/9/9/4*PFC4';
  test.each([
    ['', 'ERR_FIELDS', 'expected 5 fields', 'found 0'],
    [`${EMPTY_BOARD} w -,- 0`, 'ERR_FIELDS', 'found 4', 'board, side, pivots'],
    ['9/9/9/9/9/9/9/9 w -,- 0 1', 'ERR_BOARD', 'expected 9 ranks', 'found 8'],
    ['4*pfc4/9/9/8/9/9/9/9/4*PFC4 w -,- 0 1', 'ERR_BOARD', 'rank 6 ("8") describes 8 squares', 'exactly 9'],
    ['4*pfc4/9/9/AFC9/9/9/9/9/4*PFC4 w -,- 0 1', 'ERR_BOARD', 'describes 10 squares', 'files a to i'],
    ['4*pfc4/9/9/45/9/9/9/9/4*PFC4 w -,- 0 1', 'ERR_BOARD', 'two digits side by side', 'one digit'],
    ['4*pfc4/9/9/0AFC8/9/9/9/9/4*PFC4 w -,- 0 1', 'ERR_BOARD', '0 is not a run', '1 to 9'],
    ['4*pfc4/9/9/X8/9/9/9/9/4*PFC4 w -,- 0 1', 'ERR_BOARD', 'unexpected "X"', 'AFC or *pfc'],
    ['4*pfc4/9/9/AfC8/9/9/9/9/4*PFC4 w -,- 0 1', 'ERR_PIECE', '"AfC" mixes cases', 'all upper case (White)'],
    ['4*pfc4/9/9/AF8/9/9/9/9/4*PFC4 w -,- 0 1', 'ERR_PIECE', '"AF8" is not a piece', '[*]<top><north><east>'],
    ['4*pfc4/9/9/AFA6/9/9/9/9/4*PFC4 w -,- 0 1', 'ERR_PIECE', '"AFA" is no cube', 'rock is opposite shelter'],
    ['4*pfc4/9/9/PAC6/9/9/9/9/4*PFC4 w -,- 0 1', 'ERR_PIECE', '"PAC" is no cube', 'one on each of the three faces'],
    ['4*pfc4/9/9/FFC6/9/9/9/9/4*PFC4 w -,- 0 1', 'ERR_PIECE', '"FFC" is no cube', 'teammate'],
    ['4*afc4/9/9/9/9/9/9/9/4*PFC4 w -,- 0 1', 'ERR_PIECE', '"*afc" is no cube', 'has no shelter'],
    [
      '4*pfp4/9/9/9/9/9/9/9/4*PFC4 w -,- 0 1',
      'ERR_PIECE',
      '"*pfp" is no cube',
      'a captain shows rock, paper and scissors',
    ],
    ['4*pfc4/9/9/9/9/9/9/9/3*PFC*PFC4 w -,- 0 1', 'ERR_PIECE_COUNT', 'white has 2 captains', 'a side has one'],
    [
      '4*pfc4/9/AFCAFCAFCAFCAFCAFCAFCAFCAFC/AFC8/9/9/9/9/4*PFC4 w -,- 0 1',
      'ERR_PIECE_COUNT',
      'white has 10 teammates',
      'at most 9',
    ],
    [
      '9/9/9/9/9/9/9/9/4*PFC4 w -,- 0 1',
      'ERR_PIECE_COUNT',
      "black has no captain, yet it is white's turn",
      'only the side to move',
    ],
    [`${EMPTY_BOARD} x -,- 0 1`, 'ERR_SIDE', '"w" (White to move) or "b"', '"x"'],
    [`${EMPTY_BOARD} w - 0 1`, 'ERR_PIVOTS', 'separated by a comma', '"-,-"'],
    [`${EMPTY_BOARD} w -,-,- 0 1`, 'ERR_PIVOTS', 'separated by a comma', 'e4:2'],
    [`${EMPTY_BOARD} w e1:3,- 0 1`, 'ERR_PIVOTS', 'white\'s "e1:3"', '1 or 2'],
    [`${EMPTY_BOARD} w e1:0,- 0 1`, 'ERR_PIVOTS', 'white\'s "e1:0"', '1 or 2'],
    [`${EMPTY_BOARD} w -,E9:1 0 1`, 'ERR_PIVOTS', 'black\'s "E9:1"', 'such as "e4:2"'],
    [`${EMPTY_BOARD} w -,j9:1 0 1`, 'ERR_PIVOTS', 'black\'s "j9:1"', 'square'],
    [`${EMPTY_BOARD} w -,e9 0 1`, 'ERR_PIVOTS', 'black\'s "e9"', 'how many turns'],
    [`${EMPTY_BOARD} w -,- 01 1`, 'ERR_QUIET', 'without leading zeros', 'since the last slide'],
    [`${EMPTY_BOARD} w -,- -1 1`, 'ERR_QUIET', '"-1"', 'from 0'],
    [`${EMPTY_BOARD} w -,- 0 0`, 'ERR_MOVE_NUMBER', 'a whole number from 1', '"0"'],
    [`${EMPTY_BOARD} w -,- 0 01`, 'ERR_MOVE_NUMBER', 'without leading zeros', '"01"'],
    [`${EMPTY_BOARD} w -,- 0 1.5`, 'ERR_MOVE_NUMBER', 'whole number', '"1.5"'],
  ])('"%s" is refused with %s', (text, code, words, more) => {
    const parsed = parsePosition(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.code).toBe(code);
      expect(parsed.error.message).toContain(words);
      expect(parsed.error.message).toContain(more);
    }
  });

  test('control characters in a refused position are not echoed', () => {
    const parsed = parsePosition('4*pfc4/9/9/\u001b8/9/9/9/9/4*PFC4 w -,- 0 1');
    expect(!parsed.ok && parsed.error.message).toContain('unexpected "?"');
  });
});
