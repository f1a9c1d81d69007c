import { describe, expect, it } from 'vitest';
import { adixGame } from '../../src/engine/adix/game.ts';
import { adomocGame } from '../../src/engine/adomoc/game.ts';
import { describeMove, moveDescriptionText, playedText } from '../../src/shared/played-words.ts';

describe('a move in words', () => {
  it('closes each of the engine’s sentences, and names who played what before them', () => {
    expect(moveDescriptionText('The light foot moved from a3 to a6. the dark foot on a6 was consumed')).toBe(
      'The light foot moved from a3 to a6. The dark foot on a6 was consumed.',
    );
    expect(playedText('Bob', 'Fa3a6', 'The light foot moved from a3 to a6.')).toBe(
      'Bob played Fa3a6. The light foot moved from a3 to a6.',
    );
    expect(playedText('You', 'Fa3a6', '')).toBe('You played Fa3a6.');
    expect(playedText('Bob', 'F^h3h6', '', ' from their conditional moves')).toBe(
      'Bob played F^h3h6 from their conditional moves.',
    );
  });

  it('replays a move from the position before it, in either game', () => {
    const adomoc = adomocGame.startPosition('standard');
    expect(describeMove(adomocGame, adomoc, 'standard', 'Fa3a6')).toBe('The light foot moved from a3 to a6.');
    const adix = adixGame.startPosition(adixGame.defaultVariant);
    expect(describeMove(adixGame, adix, adixGame.defaultVariant, '^c3/c4')).toMatch(
      /^The white .* tipped from c3 to c4/,
    );
    // Not a move there: no words rather than wrong ones.
    expect(describeMove(adomocGame, adomoc, 'standard', 'Fa9a1')).toBe('');
  });
});
