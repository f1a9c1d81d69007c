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

    // A landing the piece cannot reach: the reason, and the selection let go.
    const tooFar = taps(start, ['c3', 'c7']);
    expect(tooFar.selection).toEqual(IDLE);
    expect(tooFar.message).toEqual({
      tone: 'problem',
      text: 'The light prime foot on c3 cannot go to c7: primes move at most 3 spaces; c7 is 4 from c3.',
    });

    const empty = taps(start, ['d5']);
    expect(empty.message).toEqual({ tone: 'problem', text: 'There is no piece on d5.' });
  });

  it('explains a tapped piece that cannot move as itself, not as a landing of the piece selected before', () => {
    const immobile = taps(start, ['c3', 'c2']);
    expect(immobile.selection).toEqual(IDLE);
    expect(immobile.message).toEqual({ tone: 'problem', text: 'The light prime moon on c2 has no legal move now.' });
    // Another piece that can move is simply selected instead.
    expect(marksOf(taps(start, ['c3', 'd3']).selection).selected).toBe('d3');
  });

  it('never capitalises a square that opens a sentence', () => {
    const sun = adomocAt('10/10/10/10/S9/10/10/F9 - l - 1');
    expect(taps(sun, ['a5', 'h6']).message).toEqual({
      tone: 'problem',
      text: 'The light sun on a5 cannot go to h6: a5 and h6 are not on one column, cycle or spiral.',
    });
    expect(typed('Sa5h6', sun).message).toEqual({
      tone: 'problem',
      text: 'a5 and h6 are not on one column, cycle or spiral.',
    });
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
    expect(sheltered.message?.text).toBe(
      `The ${adixBoard.pieceWords(context.position, 'e3')} on e3 cannot go to e5: ${reason.ok ? '' : reason.error.message}.`,
    );
  });

  it('reads a typed move leniently and confirms it in strict notation, or shows the engine’s reason as a sentence', () => {
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
      message: { tone: 'problem', text: 'A foot moves only along columns and cycles.' },
    });
    // A tap on the same landing gives the same reason, after the piece and the landing it names.
    expect(reason.ok ? '' : sentence(reason.error.message)).toBe('A foot moves only along columns and cycles.');
    expect(taps(start, ['a3', 'b5']).message?.text).toBe(
      'The light foot on a3 cannot go to b5: a foot moves only along columns and cycles.',
    );
  });

  it('says why nothing can be played when the reader may not move', () => {
    const blocked = { ...start, blocked: 'You are watching this game.' };
    expect(tap(IDLE, 'c3', blocked)).toEqual({
      selection: IDLE,
      message: { tone: 'problem', text: 'You are watching this game.' },
    });
  });
});
