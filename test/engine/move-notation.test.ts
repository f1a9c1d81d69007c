import { describe, expect, test } from 'vitest';
import {
  START_POSITION,
  makeMove,
  parseMove,
  parseMoveText,
  parsePosition,
  type Position,
  type Variant,
} from '../../src/engine/adomoc/index.ts';
import { valueOf } from './results.ts';

const position = (text: string): Position => valueOf(parsePosition(text));

const refusal = (at: string, move: string, variant: Variant = 'standard') => {
  const parsed = parseMove(position(at), variant, move);
  if (parsed.ok) throw new Error(`${move} was accepted as ${makeMove(parsed.value)}`);
  return parsed.error;
};

describe('reading moves leniently', () => {
  test.each([
    ['M d2 a5', 'Md2a5', '10/3M6/10/10/10/10/10/10 - l - 1'],
    ['md2A5', 'Md2a5', '10/3M6/10/10/10/10/10/10 - l - 1'],
    ['Md2-a5', 'Md2a5', '10/3M6/10/10/10/10/10/10 - l - 1'],
    ['F^A3A6X', 'F^a3a6x', '10/10/F^9/10/10/f9/10/10 - l - 1'],
    ['Fˆa3a6x', 'F^a3a6x', '10/10/F^9/10/10/f9/10/10 - l - 1'],
    ["F'a3a6x", 'F^a3a6x', '10/10/F^9/10/10/f9/10/10 - l - 1'],
    ['F’a3a6x', 'F^a3a6x', '10/10/F^9/10/10/f9/10/10 - l - 1'],
    ['Fa3a6', 'F^a3a6x', '10/10/F^9/10/10/f9/10/10 - l - 1'],
    ['Sh5d50b2', 'Sh5d5ob2', '10/10/10/10/3M3s2/10/10/10 - d - 9'],
    [' S h5 d5 o b2 ', 'Sh5d5ob2', '10/10/10/10/3M3s2/10/10/10 - d - 9'],
    ['s^g7*', 'S^g7*', '10/10/10/10/10/10/6s^3/5m^2F^1 - d - 82'],
    ['Sg7*', 'S^g7*', '10/10/10/10/10/10/6s^3/5m^2F^1 - d - 82'],
  ])('%s is read as %s', (typed, canonical, at) => {
    const parsed = parseMove(position(at), 'standard', typed);
    expect(parsed.ok && makeMove(parsed.value)).toBe(canonical);
  });

  test('an origination written without its origin space is read when only one is free', () => {
    const at = '5ssss1/10/10/10/1M8/10/3s6/10 - l - 1';
    const parsed = parseMove(position(at), 'standard', 'Mb5d7');
    expect(parsed.ok && makeMove(parsed.value)).toBe('Mb5d7oj1');
  });
});

describe('refusing moves with the reason', () => {
  test.each([
    [START_POSITION, 'Md2a5', 'ERR_BLOCKED', 'no jumping: the light prime foot on c3 stands between d2 and a5'],
    ['10/10/10/10/1M8/10/10/10 - l - 1', 'Md2a5', 'ERR_NO_PIECE', 'there is no piece on d2'],
    ['10/10/10/10/1M8/10/10/10 - l - 1', 'Mb5b6', 'ERR_LINE', 'a moon moves only along spirals'],
    ['10/10/10/10/1F8/10/10/10 - l - 1', 'Fb5c6', 'ERR_LINE', 'a foot moves only along columns and cycles'],
    ['10/10/10/10/1S8/10/10/10 - l - 1', 'Sb5d8', 'ERR_LINE', 'b5 and d8 are not on one column, cycle or spiral'],
    [
      '5s4/10/10/10/1M8/10/10/10 - d b5f1 1',
      'Sf1b5ob2',
      'ERR_REVERSE',
      'the dark sun on f1 was originated by this moon last turn and cannot originate it back yet',
    ],
    ['5sssss/10/10/10/1M8/10/3s6/10 - l - 1', 'Mb5d7of1', 'ERR_NO_ORIGIN_SPACE', 'no free origin space for dark suns'],
    ['S^9/10/10/10/10/10/10/10 - l - 1', 'S^a1a5', 'ERR_TOO_FAR', 'primes move at most 3 spaces'],
    ['S9/10/10/10/4Fs4/10/10/10 - l - 1', 'Fe5e6', 'ERR_HELD', 'the foot on e5 is held by the dark sun on f5'],
    [START_POSITION, 'Ff3f4', 'ERR_NOT_YOUR_PIECE', "the dark foot on f3 is dark's; it is light's turn"],
    [START_POSITION, 'Ma3a4', 'ERR_WRONG_PIECE', 'the piece on a3 is a light foot, not a moon'],
    [START_POSITION, 'F^a3a4', 'ERR_WRONG_PIECE', 'the light foot on a3 is not a prime'],
    [START_POSITION, 'Sa1b1', 'ERR_LANDING', 'no one consumes their own pieces'],
    [START_POSITION, 'Fa3a3', 'ERR_SAME_SPACE', 'a move must leave its space'],
    [START_POSITION, 'Fa3a5x', 'ERR_BEHAVIOUR', 'there is no piece on a5 to consume'],
    ['10/10/10/F9/10/f9/10/10 - l - 1', 'Fa4a6x', 'ERR_LANDING', 'only a prime consumes'],
    ['10/10/10/F^9/10/f^9/10/10 - l - 1', 'F^a4a6x', 'ERR_LANDING', 'primes are never consumed'],
    [
      '10/10/10/10/3M3s2/10/10/10 - d - 9',
      'Sh5d5',
      'ERR_ORIGIN',
      'choose its origin space, for example Sh5d5oa2 (free: a2, b2, c2, d2, e2)',
    ],
    ['10/10/10/10/3M3s2/10/10/10 - d - 9', 'Sh5d5of1', 'ERR_ORIGIN', 'f1 is not a free origin space for light moons'],
    [
      '10/10/10/10/1F8/1f8/10/10 - l - 1',
      'Fb5b7',
      'ERR_BLOCKED',
      'no jumping: the dark foot on b6 stands between b5 and b7',
    ],
    ['10/10/10/10/10/2S^7/10/F^S8 - l - 12', 'S^c6*', 'ERR_CENTRE', 'only in a state of primes'],
    ['10/10/10/10/2S^7/10/10/F^M^8 - l - 12', 'S^c5*', 'ERR_TOO_FAR', 'the centre is 4 spaces from c5'],
    ['10/10/10/10/10/2S7/10/F^M^8 - l - 12', 'Sc6*', 'ERR_CENTRE', 'only a prime sun can enter the centre'],
    ['10/10/10/10/10/10/10/F^M^8 S^ d - 12', 'M^b8a7', 'ERR_GAME_OVER', 'the game is over'],
    ['F9/s9/10/10/10/10/10/10 - l - 40', 'Fa1a2', 'ERR_GAME_OVER', 'light has no legal move'],
  ])('%s: %s', (at, move, code, words) => {
    const error = refusal(at, move);
    expect(error.code).toBe(code);
    expect(error.message).toContain(words);
  });

  test('the variants add their own refusals', () => {
    expect(refusal('10/10/10/F^9/10/f9/10/10 - l - 1', 'F^a4a6x', 'infinite').message).toContain(
      'no consuming in the Infinite variant',
    );
    expect(refusal('10/10/10/10/1M8/10/3s^6/10 - l - 1', 'Mb5d7oh1', 'infinite').message).toContain(
      'in the Infinite variant only a prime can originate a prime',
    );
  });
});

describe('reading the text of a move', () => {
  test.each([
    ['', 'no move was given'],
    ['hello', 'a move starts with the piece letter'],
    ['Fk3a4', '"k3" is not a space'],
    ['Fa3a9', 'the centre has no space name'],
    ['Fa3a5q', 'unexpected "q" at the end'],
    ['Fa3', 'the landing space is missing'],
    ['Sg7*x', 'nothing may follow the *'],
    ['F'.repeat(100), 'far too long'],
  ])('"%s" is refused: %s', (text, words) => {
    const parsed = parseMoveText(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.code).toBe('ERR_SYNTAX');
      expect(parsed.error.message).toContain(words);
    }
  });
});
