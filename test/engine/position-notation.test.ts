import { describe, expect, test } from 'vitest';
import { START_POSITION, makePosition, parsePosition, startPosition } from '../../src/engine/adomoc/index.ts';

describe('position notation', () => {
  test('the start position is written as RULES.md gives it', () => {
    expect(makePosition(startPosition())).toBe(START_POSITION);
  });

  test.each([
    START_POSITION,
    '10/10/10/10/10/10/10/F^M^8 S^ d - 12',
    '10/1M8/10/10/3s6/10/10/10 - l d5b2 10',
    '5ssssf/10/10/10/10/10/10/9s - d - 3',
    'm^M^S1MF2m1/4S^2mmm/F2F^2ff^f1/10/7S2/ss^M7/10/1F4MM2 - d g8g3 160',
  ])('%s is written back unchanged', (text) => {
    const parsed = parsePosition(text);
    expect(parsed.ok && makePosition(parsed.value)).toBe(text);
  });

  test('surrounding and repeated spaces between fields are accepted', () => {
    const parsed = parsePosition(`  ${START_POSITION.replaceAll(' ', '   ')}\n`);
    expect(parsed.ok && makePosition(parsed.value)).toBe(START_POSITION);
  });

  test.each([
    ['', 'ERR_FIELDS', 'expected 5 fields'],
    ['10/10/10/10/10/10/10/10 - l -', 'ERR_FIELDS', 'found 4'],
    ['10/10/10/10/10/10/10 - l - 1', 'ERR_BOARD', 'expected 8 cycles'],
    ['10/10/9/10/10/10/10/10 - l - 1', 'ERR_BOARD', 'cycle 3 ("9") describes 9 spaces'],
    ['10/10/F10/10/10/10/10/10 - l - 1', 'ERR_BOARD', 'describes 11 spaces'],
    ['55/10/10/10/10/10/10/10 - l - 1', 'ERR_BOARD', 'two numbers side by side'],
    ['0F9/10/10/10/10/10/10/10 - l - 1', 'ERR_BOARD', '0 is not a run'],
    ['X9/10/10/10/10/10/10/10 - l - 1', 'ERR_BOARD', 'unexpected "X"'],
    ['^F8/10/10/10/10/10/10/10 - l - 1', 'ERR_BOARD', '"^" must follow a piece letter'],
    ['10/10/10/10/10/10/10/10 F^ l - 1', 'ERR_CENTRE', 'the centred prime sun'],
    ['10/10/10/10/10/10/10/10 - w - 1', 'ERR_SIDE', '"l" (Light to move) or "d"'],
    ['10/10/10/10/10/10/10/10 - l d5 1', 'ERR_REVERSE', 'two spaces such as "d5b2"'],
    ['10/10/10/10/10/10/10/10 - l d5d5 1', 'ERR_REVERSE', 'the same space twice'],
    ['10/10/10/10/10/10/10/10 - l d5b2 1', 'ERR_REVERSE', 'd5, which is empty'],
    ['10/10/10/10/10/10/10/10 - l - 0', 'ERR_ROUND', 'a whole number from 1'],
    ['10/10/10/10/10/10/10/10 - l - 01', 'ERR_ROUND', 'without leading zeros'],
    ['10/10/10/10/10/10/10/10 - l - 1.5', 'ERR_ROUND', 'whole number'],
  ])('"%s" is refused with %s', (text, code, words) => {
    const parsed = parsePosition(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.code).toBe(code);
      expect(parsed.error.message).toContain(words);
    }
  });
});
