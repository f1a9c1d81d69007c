import { describe, expect, test } from 'vitest';
import {
  START_POSITION,
  legalMoves,
  makeMove,
  parseMove,
  parseMoveText,
  parsePosition,
  parseSquare,
  type Position,
} from '../../../src/engine/adix/index.ts';
import { explainIllegal } from '../../../src/engine/adix/explain.ts';
import { valueOf } from '../results.ts';

const position = (text: string): Position => valueOf(parsePosition(text));

const refusal = (at: string, move: string) => {
  const parsed = parseMove(position(at), move);
  if (parsed.ok) throw new Error(`${move} was accepted as ${makeMove(position(at), parsed.value)}`);
  return parsed.error;
};

/** Paper on e4 facing a shelter on e6, both captains at home. */
const SHELTER_AHEAD = '4*pfc4/9/9/4afc4/9/4FPC4/9/9/4*PFC4 w -,- 0 5';
const PAPER_VS_SCISSORS = '4*pfc4/9/9/4cfp4/9/4FPC4/9/9/4*PFC4 w -,- 0 5';
const ROCK_VS_LAST = '4*pfc4/9/9/4cfp4/9/4PFC4/9/9/4*PFC4 w -,- 0 5';
const BEFORE_THE_WIN = '2afc1*pfc1afc2/3afcfacafc1afc1/2afc3afc2/9/9/9/2AFC3AFC2/1AFCPFCAFC1AFC3/4*PFC1AFC2 b -,- 0 6';

describe('writing moves strictly', () => {
  test.each([
    [START_POSITION, '^e3/e4'],
    [START_POSITION, '*Pe1-e2'],
    [START_POSITION, '*Pe1)'],
    [START_POSITION, '*Pe1('],
    [START_POSITION, '*Pe1/d1'],
    [SHELTER_AHEAD, 'Fe4-e5'],
    [SHELTER_AHEAD, 'Fe4/e5'],
    [ROCK_VS_LAST, 'Pe4XCe6#'],
    [BEFORE_THE_WIN, 'Fe8X*Pe1#'],
    ['4*pfc4/9/9/4cfp4/9/4PFC1AFC2/9/9/4*PFC4 b -,- 0 5', 'Ce6-f5'],
  ])('%s: %s', (at, text) => {
    const before = position(at);
    const move = legalMoves(before).find((candidate) => makeMove(before, candidate) === text);
    expect(
      move,
      `${text} among ${legalMoves(before)
        .map((m) => makeMove(before, m))
        .join(' ')}`,
    ).toBeDefined();
  });

  test('# marks only the capture of the captain or of the last teammate', () => {
    const at = position('4*pfc4/9/9/4cfp1cfp2/9/4PFC4/9/9/4*PFC4 w -,- 0 5');
    const captures = legalMoves(at)
      .filter((move) => move.kind === 'capture')
      .map((move) => makeMove(at, move));
    expect(captures.sort()).toEqual(['Pe4XCe6', 'Pe4XCg6']);
  });
});

describe('reading moves leniently', () => {
  test.each([
    ['Λe3/e4', '^e3/e4', START_POSITION],
    ['λe3/e4', '^e3/e4', START_POSITION],
    ['Ae3/e4', '^e3/e4', START_POSITION],
    ['ae3/e4', '^e3/e4', START_POSITION],
    ['▲e3/e4', '^e3/e4', START_POSITION],
    ['^ e3 / e4', '^e3/e4', START_POSITION],
    ['e3/e4', '^e3/e4', START_POSITION],
    ['c1/c2', '^c1/c2', START_POSITION],
    ['*pe1-e2', '*Pe1-e2', START_POSITION],
    ['Pe1-e2', '*Pe1-e2', START_POSITION],
    ['e1-e2', '*Pe1-e2', START_POSITION],
    ['*Pe1–e2', '*Pe1-e2', START_POSITION],
    ['*P e1 )', '*Pe1)', START_POSITION],
    ['*pE1(', '*Pe1(', START_POSITION],
    ['fe4-e5', 'Fe4-e5', SHELTER_AHEAD],
    ['Fe4e5', 'Fe4-e5', SHELTER_AHEAD],
    ['Fe4 a4', 'Fe4-a4', SHELTER_AHEAD],
    ['Pe4xCe6#', 'Pe4XCe6#', ROCK_VS_LAST],
    ['Pe4XCe6', 'Pe4XCe6#', ROCK_VS_LAST],
    ['pe4xce6', 'Pe4XCe6#', ROCK_VS_LAST],
    ['Pe4xe6', 'Pe4XCe6#', ROCK_VS_LAST],
    ['Pe4-e6', 'Pe4XCe6#', ROCK_VS_LAST],
    ['Pe4×Ce6', 'Pe4XCe6#', ROCK_VS_LAST],
    ['fe8x*pe1#', 'Fe8X*Pe1#', BEFORE_THE_WIN],
    ['Fe8XPe1', 'Fe8X*Pe1#', BEFORE_THE_WIN],
    ['F e8 X * P e1 #', 'Fe8X*Pe1#', BEFORE_THE_WIN],
    ['Fe8X*Pe1+', 'Fe8X*Pe1#', BEFORE_THE_WIN],
  ])('%s is read as %s', (typed, canonical, at) => {
    const before = position(at);
    const parsed = parseMove(before, typed);
    expect(parsed.ok && makeMove(before, parsed.value)).toBe(canonical);
  });

  test('a, c and f are read as faces only when a square follows them', () => {
    expect(parseMoveText('ca8xfe4')).toMatchObject({
      ok: true,
      value: { face: 'C', from: parseSquare('a8'), capturedFace: 'F', to: parseSquare('e4') },
    });
    expect(parseMoveText('a8xe4')).toMatchObject({
      ok: true,
      value: { face: null, from: parseSquare('a8'), capturedFace: null },
    });
    expect(parseMoveText('aa2/a3')).toMatchObject({
      ok: true,
      value: { face: 'A', from: parseSquare('a2'), action: 'tip' },
    });
    expect(parseMoveText('Ce4)')).toMatchObject({
      ok: true,
      value: { action: 'pivot', rotation: 'clockwise', to: parseSquare('e4') },
    });
    expect(parseMoveText('Ce4(')).toMatchObject({ ok: true, value: { action: 'pivot', rotation: 'anticlockwise' } });
  });
});

describe('refusing moves with the first rule they break', () => {
  test.each([
    [START_POSITION, '', 'ERR_SYNTAX', 'no move was given'],
    [START_POSITION, 'Zz9', 'ERR_SYNTAX', 'a move starts with the piece'],
    [START_POSITION, 'e3', 'ERR_SYNTAX', 'the action is missing after e3'],
    [START_POSITION, '^e3!', 'ERR_SYNTAX', 'cannot follow the square'],
    [START_POSITION, '^e3e4', 'ERR_SHELTERED', 'write ^e3/e4 to tip there'],
    [START_POSITION, 'Fe4-', 'ERR_SYNTAX', 'the landing square is missing'],
    [START_POSITION, '^e3/j1', 'ERR_SYNTAX', '"j1" is not a square'],
    [START_POSITION, '^e3/e4!!', 'ERR_SYNTAX', 'unexpected "!!" at the end'],
    [START_POSITION, 'x'.repeat(100), 'ERR_SYNTAX', 'far too long'],
    [START_POSITION, 'Fe5-e6', 'ERR_NO_PIECE', 'there is no piece on e5'],
    [START_POSITION, '^e7/e6', 'ERR_NOT_YOUR_PIECE', "the piece on e7 is Black's; it is White's turn"],
    [START_POSITION, '*^e3/e4', 'ERR_WRONG_PIECE', 'the piece on e3 is a teammate, not the captain'],
    [ROCK_VS_LAST, 'Pe4X*Ce6', 'ERR_WRONG_PIECE', 'the piece on e6 is a teammate, not the captain'],
    [START_POSITION, 'Fe3/e4', 'ERR_WRONG_FACE', 'the piece on e3 is under shelter: write ^e3…, not Fe3…'],
    [START_POSITION, 'Fe1-e2', 'ERR_WRONG_FACE', 'the piece on e1 shows rock: write *Pe1…'],
    [SHELTER_AHEAD, 'Fe4XFe6', 'ERR_WRONG_FACE', 'the piece on e6 is under shelter (^), not F'],
    [
      START_POSITION,
      '^e3-e4',
      'ERR_SHELTERED',
      "under shelter a piece's only action is to tip: write ^e3/e4 to tip there",
    ],
    [START_POSITION, '^e3)', 'ERR_SHELTERED', 'cannot pivot: under shelter'],
    [
      '4*pfc4/9/9/9/9/4FPC4/9/9/4*PFC4 w e4:2,- 0 9',
      'Fe4)',
      'ERR_PIVOT_LIMIT',
      'on each of your last two turns; a third pivot of it in a row is not allowed',
    ],
    [START_POSITION, '^e3/e5', 'ERR_TIP_TARGET', 'one square north, south, east or west; e5 is not next to e3'],
    [START_POSITION, '^e3/f4', 'ERR_TIP_TARGET', 'f4 is not next to e3'],
    [
      '4*pfc4/9/9/9/9/9/9/4AFC4/4*PFC4 w -,- 0 1',
      '*Pe1/e2',
      'ERR_TIP_TARGET',
      'a tip lands only on an empty square and never captures',
    ],
    [SHELTER_AHEAD, 'Fe4-e4', 'ERR_SAME_SQUARE', 'a slide must leave its square'],
    [SHELTER_AHEAD, 'Fe4-f5', 'ERR_LINE', 'paper slides along ranks and files only; e4 to f5 is along a diagonal'],
    [SHELTER_AHEAD, '*Pe1-f3', 'ERR_LINE', 'e1 to f3 is not on one rank, file or diagonal'],
    ['4*pfc4/9/9/9/9/4CPF4/9/9/4*PFC4 w -,- 0 5', 'Ce4-e6', 'ERR_LINE', 'scissors slide along diagonals only'],
    [SHELTER_AHEAD, '*Pe1-e3', 'ERR_TOO_FAR', 'a captain slides exactly one square; e3 is 2 squares from e1'],
    [
      SHELTER_AHEAD,
      'Fe4-e7',
      'ERR_BLOCKED',
      'no jumping: the black teammate under shelter on e6 stands between e4 and e7',
    ],
    [SHELTER_AHEAD, 'Fe4-e1', 'ERR_OCCUPIED', 'e1 holds your own captain'],
    [SHELTER_AHEAD, 'Fe4Xe5', 'ERR_NO_TARGET', 'there is no piece on e5 to capture; write Fe4-e5 to slide there'],
    [SHELTER_AHEAD, 'Fe4-e6', 'ERR_CAPTURE', 'a piece under shelter is never captured'],
    [SHELTER_AHEAD, 'Fe4XAe6', 'ERR_CAPTURE', 'a piece under shelter is never captured'],
    [PAPER_VS_SCISSORS, 'Fe4XCe6', 'ERR_CAPTURE', 'paper cannot capture scissors: scissors beat paper'],
    [
      '4*pfc4/9/9/4fcp4/9/4FPC4/9/9/4*PFC4 w -,- 0 5',
      'Fe4XFe6',
      'ERR_CAPTURE',
      'equal weapons block: paper cannot capture paper',
    ],
    [
      '4*pfc4/9/9/6pcf2/9/4CPF4/9/9/4*PFC4 w -,- 0 5',
      'Ce4XPg6',
      'ERR_CAPTURE',
      'scissors cannot capture rock: rock beats scissors',
    ],
    [
      '4*pfc4/9/9/9/9/4AFC4/9/9/4*PFC4 b -,- 30 21',
      '*Pe9-e8',
      'ERR_GAME_OVER',
      'drawn (thirty plies in a row without a slide)',
    ],
    ['4*pfc4/9/9/9/9/9/9/9/4fpc4 w -,- 0 7', 'Fe1-e2', 'ERR_GAME_OVER', "Black has won (White's captain was captured)"],
    [
      '4*pfc4/9/9/9/9/9/9/afcafc7/*PFCafc7 w a1:2,- 0 10',
      '*Pa1)',
      'ERR_GAME_OVER',
      'Black has won (White had no legal action)',
    ],
  ])('%s: %s is refused with %s', (at, move, code, words) => {
    const error = refusal(at, move);
    expect(error.code).toBe(code);
    expect(error.message).toContain(words);
  });

  test('the explainer falls back to ERR_ILLEGAL for a move it finds nothing wrong with', () => {
    // Only reachable if the generator and the explainer disagree; parseMove never gets here
    // for a legal move, so it is called directly.
    const text = parseMoveText('^e3/e4');
    if (!text.ok) throw new Error(text.error.message);
    expect(explainIllegal(position(START_POSITION), text.value).code).toBe('ERR_ILLEGAL');
  });

  test('control characters in refused text are not echoed', () => {
    expect(refusal(START_POSITION, '^e3/e4\u0007\u001b[2J').message).not.toMatch(/[\u0000-\u001f]/);
  });
});
