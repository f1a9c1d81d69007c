import { describe, expect, test } from 'vitest';
import {
  makePosition,
  makeRecord,
  makeTaggedRecord,
  parsePosition,
  parseTaggedRecord,
  replayRecord,
  replayTaggedRecord,
  startPosition,
  tokenizeRecord,
} from '../../src/engine/adomoc/index.ts';

describe('replaying records', () => {
  test('the rulebook example from round 82 ends in Dark centring', () => {
    const start = parsePosition('10/10/10/10/10/10/6s^1F^1/5m^4 - l - 82');
    if (!start.ok) throw new Error(start.error.message);
    const replay = replayRecord('82.F^i7i8 S^g7*', { start: start.value });
    expect(replay.stopped).toBeNull();
    expect(replay.notation).toEqual(['F^i7i8', 'S^g7*']);
    expect(replay.outcome).toEqual({ winner: 'dark', reason: 'centred' });
  });

  test('an illegal move stops the replay and says where and why', () => {
    const replay = replayRecord('1. Fa3a6 Fj3j6 2. Md2a5 Fi3i4');
    expect(replay.moves).toHaveLength(2);
    expect(replay.stopped).toMatchObject({ ply: 2, round: 2, side: 'light', text: 'Md2a5' });
    expect(replay.stopped?.error.message).toContain('no jumping');
    expect(makePosition(replay.position)).toBe('SSS^SSsss^ss/MMM^MMmmm^mm/1FF^FFfff^f1/10/10/F8f/10/10 - l - 2');
  });

  test('move numbers must fit the moves', () => {
    const replay = replayRecord('1. Fa3a6 Fj3j6 3. Fb3b5');
    expect(replay.stopped?.error.code).toBe('ERR_MOVE_NUMBER');
    expect(replay.stopped?.error.message).toContain('the next move is 2. (Light)');
  });

  test('nothing may follow a resignation', () => {
    const replay = replayRecord('1. Fa3a6 _ 2. Fb3b5');
    expect(replay.outcome).toEqual({ winner: 'light', reason: 'resignation' });
    expect(replay.stopped?.error.code).toBe('ERR_AFTER_END');
  });

  test('a forfeit by the player with no legal move may be written or left out', () => {
    const start = parsePosition('10/10/10/F^9/10/f9/10/10 - l - 1');
    if (!start.ok) throw new Error(start.error.message);
    for (const text of ['1. F^a4a6x', '1. F^a4a6x _']) {
      const replay = replayRecord(text, { start: start.value });
      expect(replay.stopped).toBeNull();
      expect(replay.outcome).toEqual({ winner: 'light', reason: 'no-moves' });
    }
  });

  test('unreadable text stops the replay where it stands, with the reason', () => {
    const replay = replayRecord('1. Fa3a6 Fj3j6 2. Fb3b5 Qj3j6 3. Fa6a7');
    expect(replay.notation).toEqual(['Fa3a6', 'Fj3j6', 'Fb3b5']);
    expect(replay.stopped).toMatchObject({ ply: 3, round: 2, side: 'dark', text: 'Qj3j6' });
    expect(replay.stopped?.error.code).toBe('ERR_RECORD_SYNTAX');
    expect(replay.stopped?.error.message).toContain('cannot read "Qj3j6"');
    expect(tokenizeRecord('1. Fa3a6 2 Fb3b5').unreadable?.error.message).toContain(
      '"2" should be a move number followed by a dot',
    );
  });

  test('garbage in a record is quoted short and without control characters', () => {
    const replay = replayRecord(`1. \u001b[31m${'Z'.repeat(5000)}`);
    expect(replay.stopped?.text).toBe(`?[31m${'Z'.repeat(18)}…`);
    expect(replay.stopped?.error.message.length).toBeLessThan(300);
    expect(replay.stopped?.error.message).not.toMatch(/\u001b/);
  });

  test('spaces inside moves and the rulebook\'s "- -" draw are read', () => {
    const replay = replayRecord('1. F a3 a6 F j3-j6 2. - -');
    expect(replay.stopped).toBeNull();
    expect(replay.outcome).toEqual({ winner: null, reason: 'agreement' });
  });
});

describe('writing records', () => {
  test("rounds are numbered and endings take the player's place", () => {
    const start = startPosition();
    expect(makeRecord(start, ['Fa3a6', 'Fj3j6', 'Fb3b5'])).toBe('1. Fa3a6 Fj3j6 2. Fb3b5');
    expect(makeRecord(start, ['Fa3a6'], { winner: 'light', reason: 'resignation' })).toBe('1. Fa3a6 _');
    expect(makeRecord(start, [], { winner: 'dark', reason: 'time' })).toBe('1. _');
    expect(makeRecord(start, ['Fa3a6', 'Fj3j6'], { winner: null, reason: 'agreement' })).toBe('1. Fa3a6 Fj3j6 2. --');
  });

  test('a record from a position with Dark to move starts with an ellipsis', () => {
    const start = parsePosition('10/10/10/9m/10/1S8/10/10 - d - 6');
    if (!start.ok) throw new Error(start.error.message);
    const text = makeRecord(start.value, ['Mj4b6oc1', 'Sc1c2']);
    expect(text).toBe('6... Mj4b6oc1 7. Sc1c2');
    expect(replayRecord(text, { start: start.value }).stopped).toBeNull();
  });
});

describe('tagged records', () => {
  test('write, read back and replay with the players, dates and result', () => {
    const text = makeTaggedRecord(
      {
        variant: 'standard',
        light: 'Ann "the Sun" \\ Smith\nEvil: [Result "dark"]',
        dark: 'Bob',
        started: '2026-11-01',
        ended: '2026-11-21',
        outcome: { winner: 'light', reason: 'resignation' },
      },
      ['Fa3a6'],
    );
    expect(text).toContain('[Light "Ann \\"the Sun\\" \\\\ Smith Evil: [Result \\"dark\\"]"]');
    expect(text).toContain('[Result "light"]\n[Termination "resignation"]');
    expect(text.endsWith('\n\n1. Fa3a6 _\n')).toBe(true);
    const read = replayTaggedRecord(text);
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.record.tags.Light).toBe('Ann "the Sun" \\ Smith Evil: [Result "dark"]');
    expect(read.value.record.tags.Result).toBe('light');
    expect(read.value.replay.outcome).toEqual({ winner: 'light', reason: 'resignation' });
  });

  test('a game from a set-up position carries it in a Position tag', () => {
    const start = parsePosition('10/10/10/10/10/2S^7/5fffff/F^M^3mmmm1 - l - 30');
    if (!start.ok) throw new Error(start.error.message);
    const text = makeTaggedRecord(
      {
        variant: 'altogether',
        start: start.value,
        outcome: { winner: 'dark', reason: 'centred', score: { light: 25, dark: 67 } },
      },
      ['S^c6*'],
    );
    expect(text).toContain('[Position "10/10/10/10/10/2S^7/5fffff/F^M^3mmmm1 - l - 30"]');
    expect(text).toContain('[Score "25-67"]');
    const read = replayTaggedRecord(text);
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.record.variant).toBe('altogether');
    expect(read.value.replay.outcome).toEqual({ winner: 'dark', reason: 'centred', score: { light: 25, dark: 67 } });
  });

  test('bad tags are refused with the line and the fix', () => {
    const bad = parseTaggedRecord('[Variant "chess"]\n\n1. Fa3a6');
    expect(!bad.ok && bad.error.code).toBe('ERR_TAG_VARIANT');
    const broken = parseTaggedRecord('[Light Ann]\n1. Fa3a6');
    expect(!broken.ok && broken.error.message).toContain('line 1');
    const position = parseTaggedRecord('[Position "nonsense"]\n');
    expect(!position.ok && position.error.code).toBe('ERR_TAG_POSITION');
  });

  test('a plain record with no tags is read as movetext', () => {
    const read = parseTaggedRecord('1. Fa3a6 Fj3j7');
    expect(read.ok && read.value.movetext).toBe('1. Fa3a6 Fj3j7');
  });
});
