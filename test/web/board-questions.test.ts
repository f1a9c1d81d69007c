import { describe, expect, it } from 'vitest';
import { adixBoard } from '../../src/web/games/adix.ts';
import { adomocBoard } from '../../src/web/games/adomoc.ts';
import type { BoardGame } from '../../src/web/games/board-game.ts';
import { answerQuestion, type QuestionContext } from '../../src/web/play/board-questions.ts';

/** The spaces a board's picture names, as the page reads them from it. */
const squaresOf = <P, M>(board: BoardGame<P, M>, position: P): string[] => {
  const svg = board.picture({ game: board.game.id, position: board.game.makePosition(position), mode: 'page' });
  return [...svg.matchAll(/data-square="([^"]+)"/g)].map((match) => match[1]!);
};

const contextOf = <P, M>(board: BoardGame<P, M>, position: P, side: string | null): QuestionContext<P, M> => ({
  board,
  position,
  variant: board.game.defaultVariant,
  side,
  squares: squaresOf(board, position),
  clock: null,
  lastMove: null,
  turn: 'Your turn: you play Light.',
});

const played = <P, M>(board: BoardGame<P, M>, position: P, notation: string): P => {
  const move = board.game.parseMove(position, board.game.defaultVariant, notation);
  if (!move.ok) throw new Error(move.error.message);
  const after = board.game.play(position, board.game.defaultVariant, move.value);
  if (!after.ok) throw new Error(after.error.message);
  return after.value.position;
};

describe('questions about the position', () => {
  const start = adomocBoard.game.startPosition('standard');
  const light = contextOf(adomocBoard, start, 'light');

  it('says where pieces stand, by kind, for the reader or the opponent', () => {
    expect(answerQuestion('Where are my feet?', light)).toBe(
      'Your feet (5): light foot on a3, b3, d3 and e3; light prime foot on c3.',
    );
    expect(answerQuestion('their suns', light)).toBeNull();
    expect(answerQuestion('where are their suns', light)).toMatch(/^Their suns \(\d+\): dark sun on /);
    expect(answerQuestion('pieces', light)).toMatch(/^Your pieces \(15\): /);
  });

  it('names a space, and what a piece there can do, in the engine’s words', () => {
    expect(answerQuestion('what is on c3', light)).toBe('c3: the light prime foot.');
    expect(answerQuestion('what is on e5', light)).toBe('e5 is empty.');
    expect(answerQuestion('what is on z9', light)).toBe('There is no space z9.');
    expect(answerQuestion('what can c3 do', light)).toMatch(
      /^The light prime foot on c3 has 3 moves\. F\^c3c4: The light prime foot would move from c3 to c4\./,
    );
  });

  it('says what attacks a piece, with the other side to move if need be', () => {
    const after = played(adomocBoard, played(adomocBoard, start, 'F^c3c6'), 'F^h3h6');
    const context = contextOf(adomocBoard, after, 'light');
    const answer = answerQuestion('what attacks c6', context)!;
    expect(answer).toMatch(
      /^(Nothing attacks the light prime foot on c6 now\.|The light prime foot on c6 is attacked by)/,
    );
    expect(answerQuestion('what attacks my nothing', context)).toBe('No piece found for “my nothing”.');
  });

  it('lists every legal move, and leaves a move alone', () => {
    expect(answerQuestion('moves', light)).toMatch(/^\d+ legal moves for Light: /);
    expect(answerQuestion('Fa3a6', light)).toBeNull();
    expect(answerQuestion('help', light)).toContain('what attacks c3');
  });

  it('reads an ADIX cube with every face', () => {
    const adix = adixBoard.game.startPosition('standard');
    const context = contextOf(adixBoard, adix, 'white');
    expect(answerQuestion('what is on e1', context)).toMatch(
      /^e1: the white rock captain\. Top rock, north \w+, east \w+, south \w+, west \w+\.$/,
    );
    expect(answerQuestion('where is my captain', context)).toBe('Your captain (1): white rock captain on e1.');
  });
});
