import { describe, expect, it } from 'vitest';
import { adixGame } from '../../src/engine/adix/game.ts';
import { adomocGame } from '../../src/engine/adomoc/game.ts';
import { adixBoard } from '../../src/web/games/adix.ts';
import { adomocBoard } from '../../src/web/games/adomoc.ts';
import { sentence } from '../../src/shared/sentence.ts';
import type { BoardGame } from '../../src/web/games/board-game.ts';
import { IDLE, choose, marksOf, tap, typed, type Selection, type TapContext } from '../../src/web/play/move-input.ts';

const ADOMOC_SQUARES = new Set(
  [...'abcdefghij'].flatMap((column) => [1, 2, 3, 4, 5, 6, 7, 8].map((cycle) => `${column}${cycle}`)).concat('centre'),
);
const ADIX_SQUARES = new Set(
  [...'abcdefghi'].flatMap((file) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((rank) => `${file}${rank}`)),
);

const contextOf = <P, M>(
  board: BoardGame<P, M>,
  position: P,
  squares: ReadonlySet<string>,
  blocked: string | null = null,
): TapContext<P, M> => ({
  board,
  position,
  variant: 'standard',
  blocked,
  isSquare: (name) => squares.has(name),
});

const adomocAt = (text: string) => {
  const parsed = adomocGame.parsePosition(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return contextOf(adomocBoard, parsed.value, ADOMOC_SQUARES);
};

const taps = <P, M>(context: TapContext<P, M>, squares: readonly string[]) => {
  let selection: Selection<M> = IDLE;
  let message = null as ReturnType<typeof tap>['message'];
  for (const square of squares) ({ selection, message } = tap(selection, square, context));
  return { selection, message };
};

describe('making a move by taps', () => {
  const start = contextOf(adomocBoard, adomocGame.startPosition('standard'), ADOMOC_SQUARES);

  it('selects a piece that can move, with the landings the engine gives', () => {
    const { selection, message } = taps(start, ['c3']);
    expect(selection.stage).toBe('piece');
    expect(marksOf(selection)).toEqual({
      selected: 'c3',
      targets: adomocGame.targetsFrom(start.position, 'standard', 'c3').map((target) => target.to),
      choices: [],
    });
    expect(message).toEqual({
      tone: 'info',
      text: 'The light prime foot on c3 is selected: 3 marked landings. Tap one, or tap the piece again to let go.',
    });
    expect(taps(start, ['c3', 'c3']).selection).toEqual(IDLE);
  });

  it('refuses a piece or a landing with the engine’s own reason', () => {
    const opponent = taps(start, ['h3']);
    const reason = adomocGame.parseMove(start.position, 'standard', 'F^h3h3');
    expect(opponent.selection).toEqual(IDLE);
    expect(opponent.message).toEqual({ tone: 'problem', text: reason.ok ? '' : sentence(reason.error.message) });

    const tooFar = taps(start, ['c3', 'c7']);
    expect(tooFar.selection.stage).toBe('piece');
    expect(tooFar.message).toEqual({ tone: 'problem', text: 'Primes move at most 3 spaces; c7 is 4 from c3.' });

    const empty = taps(start, ['d5']);
    expect(empty.message).toEqual({ tone: 'problem', text: 'There is no piece on d5.' });
  });

  it('asks for the origin space of an origination on the board, then confirms', () => {
    const context = adomocAt('10/10/10/10/M9/1f8/10/10 - l - 1');
    const choosing = taps(context, ['a5', 'b6']);
    expect(choosing.selection.stage).toBe('choice');
    expect(marksOf(choosing.selection).choices).toEqual(['f3', 'g3', 'h3', 'i3', 'j3']);
    const confirming = tap(choosing.selection, 'h3', context);
    expect(confirming.selection).toMatchObject({
      stage: 'confirm',
      from: 'a5',
      to: 'b6',
      chosen: 'h3',
      option: { notation: 'Ma5b6oh3' },
    });
    expect(marksOf(confirming.selection)).toEqual({ selected: 'a5', targets: ['b6'], choices: ['h3'] });
    // A tap elsewhere while choosing goes back to the piece.
    expect(tap(choosing.selection, 'a5', context).selection).toEqual(IDLE);
  });

  it('offers ADIX’s pivots and slide-or-tip as buttons', () => {
    const context = contextOf(adixBoard, adixGame.startPosition('standard'), ADIX_SQUARES);
    const selected = taps(context, ['e1']);
    expect(selected.message?.text).toContain('tapping the piece itself moves it in place');
    const pivots = tap(selected.selection, 'e1', context);
    expect(pivots.selection).toMatchObject({ stage: 'choice', onBoard: false });
    if (pivots.selection.stage !== 'choice') throw new Error('expected a choice');
    expect(pivots.selection.target.options.map((option) => adixBoard.choiceLabel(option))).toEqual([
      'Pivot clockwise',
      'Pivot anticlockwise',
    ]);
    const confirmed = choose(pivots.selection, pivots.selection.target.options[1]!, context);
    expect(confirmed.selection).toMatchObject({ stage: 'confirm', option: { notation: '*Pe1(' }, chosen: null });

    const both = taps(context, ['e1', 'e2']);
    if (both.selection.stage !== 'choice') throw new Error('expected a choice');
    expect(both.selection.target.options.map((option) => adixBoard.choiceLabel(option)).sort()).toEqual([
      'Slide',
      'Tip',
    ]);

    const sheltered = taps(context, ['e3', 'e5']);
    expect(sheltered.message?.tone).toBe('problem');
    const reason = adixGame.parseMove(context.position, 'standard', 'e3/e5');
    expect(sheltered.message?.text).toBe(reason.ok ? '' : sentence(reason.error.message));
  });

  it('reads a typed move leniently and confirms it in strict notation, or shows the engine’s message as it is', () => {
    expect(typed('f^ C3-c5', start).selection).toMatchObject({
      stage: 'confirm',
      from: 'c3',
      to: 'c5',
      option: { notation: 'F^c3c5' },
    });
    const origination = typed('ma5b6oh3', adomocAt('10/10/10/10/M9/1f8/10/10 - l - 1'));
    expect(marksOf(origination.selection)).toEqual({ selected: 'a5', targets: ['b6'], choices: ['h3'] });
    const reason = adomocGame.parseMove(start.position, 'standard', 'Fa3b5');
    expect(typed('Fa3b5', start)).toEqual({
      selection: IDLE,
      message: { tone: 'problem', text: reason.ok ? '' : reason.error.message },
    });
  });

  it('says why nothing can be played when the reader may not move', () => {
    const blocked = { ...start, blocked: 'You are watching this game.' };
    expect(tap(IDLE, 'c3', blocked)).toEqual({
      selection: IDLE,
      message: { tone: 'problem', text: 'You are watching this game.' },
    });
  });
});
