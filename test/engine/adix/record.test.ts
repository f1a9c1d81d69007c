import { describe, expect, test } from 'vitest';
import {
  START_POSITION,
  makePosition,
  makeRecord,
  makeTaggedRecord,
  parsePosition,
  parseTaggedRecord,
  replayRecord,
  replayTaggedRecord,
  startPosition,
  tokenizeRecord,
  type Position,
} from '../../../src/engine/adix/index.ts';
import { valueOf } from '../results.ts';

const position = (text: string): Position => valueOf(parsePosition(text));

const RULEBOOK_GAME =
  '1. ^e3/e4 ^b8/a8 2. ^h2/h3 Ca8XFe4 3. Fh3-h6 Ce4) 4. Fh6/h7 ^e7/e8 5. ^c1/c2 Ce4XFc2 6. Ph7XCc2 Fe8X*Pe1#';

describe('replaying records', () => {
  test('the rulebook game (Annexe 4) ends in Black capturing the captain', () => {
    const replay = replayRecord(RULEBOOK_GAME);
    expect(replay.stopped).toBeNull();
    expect(replay.notation).toHaveLength(12);
    expect(replay.outcome).toEqual({ winner: 'black', reason: 'captain-captured' });
    expect(makePosition(replay.position)).toBe(
      '2afc1*pfc1afc2/3afc1afc1afc1/2afc3afc2/9/9/9/2AFC3AFC2/1AFCPFCAFC1AFC3/4fac1AFC2 w -,- 0 7',
    );
  });

  test("the rulebook's misprint ^g1/g2 is refused: the c1 cube is the one the next move needs", () => {
    const replay = replayRecord(RULEBOOK_GAME.replace('^c1/c2', '^g1/g2'));
    expect(replay.stopped).toMatchObject({ ply: 9, moveNumber: 5, side: 'black', text: 'Ce4XFc2' });
    expect(replay.stopped?.error.code).toBe('ERR_NO_TARGET');
  });

  test('an illegal move stops the replay and says where and why', () => {
    const replay = replayRecord('1. ^e3/e4 ^b8/a8 2. Fe4-e9 ^h8/h7');
    expect(replay.moves).toHaveLength(2);
    expect(replay.stopped).toMatchObject({ ply: 2, moveNumber: 2, side: 'white', text: 'Fe4-e9' });
    expect(replay.stopped?.error.code).toBe('ERR_BLOCKED');
    expect(makePosition(replay.position)).toBe(
      '2afc1*pfc1afc2/cfp2afc1afc1afc1/2afc1afc1afc2/9/9/4FAC4/2AFC3AFC2/1AFC1AFC1AFC1AFC1/2AFC1*PFC1AFC2 w -,- 2 2',
    );
  });

  test('an unreadable word stops the replay where it stands', () => {
    const replay = replayRecord('1. ^e3/e4 ^b8/a8 2. hello');
    expect(replay.moves).toHaveLength(2);
    expect(replay.stopped).toMatchObject({ ply: 2, text: 'hello' });
    expect(replay.stopped?.error.code).toBe('ERR_RECORD_SYNTAX');
  });

  test('move numbers must fit the moves', () => {
    const replay = replayRecord('1. ^e3/e4 ^b8/a8 3. ^h2/h3');
    expect(replay.stopped?.error.code).toBe('ERR_MOVE_NUMBER');
    expect(replay.stopped?.error.message).toContain('the next move is 2. (White)');
  });

  test('nothing may follow a resignation or a winning capture', () => {
    const resigned = replayRecord('1. ^e3/e4 _ 2. ^h2/h3');
    expect(resigned.outcome).toEqual({ winner: 'white', reason: 'resignation' });
    expect(resigned.stopped?.error.code).toBe('ERR_AFTER_END');
    const won = replayRecord(`${RULEBOOK_GAME} 7. ^c3/c4`);
    expect(won.stopped?.error.code).toBe('ERR_AFTER_END');
    expect(won.stopped?.error.message).toContain("Black won: White's captain was captured");
  });

  test('a forfeit by the player with no legal action may be written or left out', () => {
    const start = position('4*pfc4/9/9/9/9/9/9/afcafc7/*PFCafc7 b a1:2,- 0 10');
    for (const text of ['10... *Pe9-e8', '10... *Pe9-e8 _']) {
      const replay = replayRecord(text, { start });
      expect(replay.stopped).toBeNull();
      expect(replay.outcome).toEqual({ winner: 'black', reason: 'no-moves' });
    }
  });

  test('an agreed draw, and the thirtieth quiet ply', () => {
    expect(replayRecord('1. ^e3/e4 --').outcome).toEqual({ winner: null, reason: 'agreement' });
    const quiet = replayRecord('20. ^e4/e5', { start: position('4*pfc4/9/9/9/9/4AFC4/9/9/4*PFC4 w -,- 29 20') });
    expect(quiet.outcome).toEqual({ winner: null, reason: 'no-slides' });
  });

  test('records are read leniently', () => {
    const replay = replayRecord('1.Λe3 / e4  ^B8/A8\n2. h2/h3 ca8 x fe4');
    expect(replay.stopped).toBeNull();
    expect(replay.notation).toEqual(['^e3/e4', '^b8/a8', '^h2/h3', 'Ca8XFe4']);
  });
});

describe('tokenizing', () => {
  test('numbers, moves with spaces inside, forfeits and draws', () => {
    const { tokens, unreadable } = tokenizeRecord('1. ^ e3 / e4 ^b8/a8 2... Ce4 ) _ --');
    expect(unreadable).toBeNull();
    expect(tokens.map((token) => [token.kind, token.text])).toEqual([
      ['number', '1.'],
      ['move', '^ e3 / e4'],
      ['move', '^b8/a8'],
      ['number', '2...'],
      ['move', 'Ce4 )'],
      ['forfeit', '_'],
      ['draw', '--'],
    ]);
  });

  test('a number without its dot is unreadable', () => {
    expect(tokenizeRecord('1 ^e3/e4').unreadable?.error.message).toContain('followed by a dot, as in "1."');
  });
});

describe('writing records', () => {
  test('moves are numbered, and a forfeit or agreed draw is a token of its own', () => {
    expect(
      makeRecord(startPosition(), ['^e3/e4', '^b8/a8', '^h2/h3'], { winner: 'white', reason: 'resignation' }),
    ).toBe('1. ^e3/e4 ^b8/a8 2. ^h2/h3 _');
    expect(makeRecord(startPosition(), ['^e3/e4'], { winner: null, reason: 'agreement' })).toBe('1. ^e3/e4 --');
  });

  test('endings the moves show need no token', () => {
    const notation = replayRecord(RULEBOOK_GAME).notation;
    expect(makeRecord(startPosition(), notation, { winner: 'black', reason: 'captain-captured' })).toBe(RULEBOOK_GAME);
  });

  test('a record from a position with Black to move starts with an ellipsis', () => {
    expect(makeRecord(position('4*pfc4/9/9/9/9/4AFC4/9/9/4*PFC4 b -,- 3 12'), ['*Pe9-e8', '^e4/e5'])).toBe(
      '12... *Pe9-e8 13. ^e4/e5',
    );
  });
});

describe('tagged records', () => {
  test('tags, then the moves; read back to the same game', () => {
    const notation = replayRecord(RULEBOOK_GAME).notation;
    const text = makeTaggedRecord(
      {
        variant: 'standard',
        white: 'Ann "A" \\ B',
        black: 'Bob\nEvil',
        started: '2026-11-01',
        ended: '2026-11-21',
        outcome: { winner: 'black', reason: 'captain-captured' },
      },
      notation,
    );
    expect(text).toBe(
      [
        '[Game "ADIX"]',
        '[Variant "standard"]',
        '[White "Ann \\"A\\" \\\\ B"]',
        '[Black "Bob Evil"]',
        '[Started "2026-11-01"]',
        '[Ended "2026-11-21"]',
        '[Result "black"]',
        '[Termination "captain-captured"]',
        '',
        `${RULEBOOK_GAME}`,
        '',
      ].join('\n'),
    );
    const read = replayTaggedRecord(text);
    expect(read.ok && read.value.record.tags.White).toBe('Ann "A" \\ B');
    expect(read.ok && read.value.replay.outcome).toEqual({ winner: 'black', reason: 'captain-captured' });
  });

  test('a game from a set-up position carries it in a Position tag', () => {
    const start = position('4*pfc4/9/9/9/9/4AFC4/9/9/4*PFC4 w -,- 29 20');
    const text = makeTaggedRecord({ variant: 'standard', start, outcome: { winner: null, reason: 'no-slides' } }, [
      '^e4/e5',
    ]);
    expect(text).toContain('[Position "4*pfc4/9/9/9/9/4AFC4/9/9/4*PFC4 w -,- 29 20"]');
    expect(text).toContain('[Result "draw"]');
    expect(text).not.toContain(START_POSITION);
    const read = replayTaggedRecord(text);
    expect(read.ok && read.value.replay.outcome).toEqual({ winner: null, reason: 'no-slides' });
  });

  test.each([
    ['[Game ADIX]\n\n1. ^e3/e4', 'ERR_TAG'],
    ['[Variant "chess960"]\n\n1. ^e3/e4', 'ERR_TAG_VARIANT'],
    ['[Position "9/9 w -,- 0 1"]\n\n1. ^e3/e4', 'ERR_TAG_POSITION'],
  ])('%s is refused with %s', (text, code) => {
    const parsed = parseTaggedRecord(text);
    expect(!parsed.ok && parsed.error.code).toBe(code);
  });

  test('an untagged record is read as movetext', () => {
    const parsed = parseTaggedRecord('1. ^e3/e4');
    expect(parsed.ok && parsed.value).toMatchObject({ tags: {}, variant: 'standard', movetext: '1. ^e3/e4' });
  });
});
