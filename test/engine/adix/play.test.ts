import { describe, expect, test } from 'vitest';
import {
  START_POSITION,
  describeEvent,
  describeProposedEvent,
  landingsFrom,
  legalMoves,
  makeMove,
  makePosition,
  movableFrom,
  outcomeOf,
  parseMove,
  parsePosition,
  parseSquare,
  play,
  squareName,
  startPosition,
  type Position,
} from '../../../src/engine/adix/index.ts';
import { valueOf } from '../results.ts';

const position = (text: string): Position => valueOf(parsePosition(text));

const playText = (at: string | Position, text: string) => {
  const before = typeof at === 'string' ? position(at) : at;
  return valueOf(play(before, valueOf(parseMove(before, text))));
};

const square = (name: string) => parseSquare(name)!;

describe('tipping and pivoting turn the cube', () => {
  test.each([
    // The wall: shelter on top, paper north and south, scissors east and west.
    ['^e3/e4', 'e4', 'FAC', 'north: the south face (paper) comes up, the shelter faces north'],
    ['^e3/e2', 'e2', 'FPC', 'south: the north face (paper) comes up, the rock underneath faces north'],
    ['^e3/f3', 'f3', 'CFA', 'east: the west face (scissors) comes up, the shelter faces east'],
    ['^e3/d3', 'd3', 'CFP', 'west: the east face (scissors) comes up, the rock faces east'],
    ['*Pe1/e2', 'e2', '*FPC', 'a captain rolls too: paper up, rock to the north'],
    ['*Pe1/f1', 'f1', '*CFP', 'east: scissors up, rock to the east'],
    ['*Pe1)', 'e1', '*PCF', 'clockwise: the west face (scissors) turns north, paper turns east'],
    ['*Pe1(', 'e1', '*PCF', 'anticlockwise: the east face turns north; on a captain both quarter turns look alike'],
  ])('%s leaves %s showing %s (%s)', (move, on, letters) => {
    const { position: after } = playText(START_POSITION, move);
    expect(makePosition(after).split(' ')[0]).toContain(letters);
    expect(after.board[square(on)]).not.toBe(0);
  });

  test("a teammate's two quarter turns differ when rock and shelter lie on their sides", () => {
    const at = '4*pfc4/9/9/9/9/4FAC4/9/9/4*PFC4 w -,- 0 3';
    expect(makePosition(playText(at, 'Fe4)').position)).toContain('4FCA4');
    expect(makePosition(playText(at, 'Fe4(').position)).toContain('4FCP4');
  });

  test('a slide keeps the orientation of the cube', () => {
    const { position: after } = playText('4*pfc4/9/9/9/9/4FAC4/9/9/4*PFC4 w -,- 0 3', 'Fe4-a4');
    expect(makePosition(after)).toBe('4*pfc4/9/9/9/9/FAC8/9/9/4*PFC4 b -,- 0 3');
  });
});

describe('the counters of a position', () => {
  test('quiet plies count tips and pivots and restart at a slide or capture', () => {
    let at = startPosition();
    for (const [move, quiet] of [
      ['^e3/e4', 1],
      ['^e7/e6', 2],
      ['Fe4)', 3],
      ['*Pe9-e8', 0],
    ] as const) {
      at = playText(at, move).position;
      expect(at.quiet).toBe(quiet);
    }
  });

  test('the move number goes up after Black moves', () => {
    const afterWhite = playText(START_POSITION, '^e3/e4').position;
    expect([afterWhite.turn, afterWhite.moveNumber]).toEqual(['black', 1]);
    const afterBlack = playText(afterWhite, '^e7/e6').position;
    expect([afterBlack.turn, afterBlack.moveNumber]).toEqual(['white', 2]);
  });

  test('a pivot run grows on the same piece, restarts on another, and ends with any other move', () => {
    const at = '4*pfc4/9/9/9/9/4FAC1FAC2/9/9/4*PFC4 w -,- 0 3';
    const first = playText(at, 'Fe4)').position;
    expect(first.pivots.white).toEqual({ square: square('e4'), count: 1 });
    const second = playText(playText(first, '*Pe9)').position, 'Fe4(').position;
    expect(second.pivots).toEqual({
      white: { square: square('e4'), count: 2 },
      black: { square: square('e9'), count: 1 },
    });
    expect(makePosition(second)).toContain(' b e4:2,e9:1 ');
    const third = playText(second, '*Pe9-e8').position;
    expect(third.pivots.black).toBeNull();
    expect(legalMoves(third).map((move) => makeMove(third, move))).not.toContain('Fe4)');
    expect(playText(third, 'Fg4)').position.pivots.white).toEqual({ square: square('g4'), count: 1 });
    expect(playText(third, 'Fe4/e5').position.pivots.white).toBeNull();
  });

  test('the piece barred from pivoting may pivot again once its run is broken', () => {
    const at = '4*pfc4/9/9/9/9/4FAC4/9/9/4*PFC4 w e4:2,- 0 9';
    const broken = playText(playText(at, '*Pe1-d1').position, '*Pe9-e8').position;
    expect(broken.pivots.white).toBeNull();
    expect(legalMoves(broken).map((move) => makeMove(broken, move))).toContain('Fe4)');
  });

  test('a run whose piece is captured stays as it was: only its own side\u2019s moves change it', () => {
    const captured = playText('4*pfc4/9/9/6cfp2/9/4FAC4/9/9/4*PFC4 b e4:1,- 3 9', 'Cg6XFe4');
    expect(makePosition(captured.position)).toBe('4*pfc4/9/9/9/9/4cfp4/9/9/4*PFC4 w e4:1,- 0 10');
  });

  test('a run naming a square its side no longer holds bars nothing', () => {
    const stale = position('4*pfc4/9/9/9/9/4cfp4/9/9/4*PFC4 w e4:2,- 0 10');
    expect(legalMoves(stale)).toHaveLength(10);
    expect(playText(stale, '*Pe1)').position.pivots.white).toEqual({ square: square('e1'), count: 1 });
  });
});

describe('events', () => {
  test('a tip reports the face that came up', () => {
    const { events } = playText(START_POSITION, '^e3/e4');
    expect(events).toEqual([
      {
        type: 'tipped',
        piece: { side: 'white', role: 'teammate', top: 'A', north: 'F', east: 'C' },
        from: 'e3',
        to: 'e4',
        top: 'F',
      },
    ]);
    expect(events.map(describeEvent)).toEqual([
      'The white teammate under shelter tipped from e3 to e4 and now shows paper.',
    ]);
    expect(events.map(describeProposedEvent)).toEqual([
      'The white teammate under shelter would tip from e3 to e4 and show paper.',
    ]);
  });

  test('a tip can bring the shelter back on top', () => {
    const { events, position: after } = playText('4*pfc4/9/9/9/9/4FAC4/9/9/4*PFC4 w -,- 0 3', 'Fe4/e3');
    expect(makePosition(after)).toBe('4*pfc4/9/9/9/9/9/4AFC4/9/4*PFC4 b -,- 1 3');
    expect(events.map(describeEvent)).toEqual([
      'The white paper teammate tipped from e4 to e3 and is now under shelter.',
    ]);
  });

  test('a pivot reports its direction', () => {
    const { events } = playText(START_POSITION, '*Pe1(');
    expect(events).toEqual([
      {
        type: 'pivoted',
        piece: { side: 'white', role: 'captain', top: 'P', north: 'F', east: 'C' },
        on: 'e1',
        rotation: 'anticlockwise',
      },
    ]);
    expect(describeEvent(events[0]!)).toBe('The white rock captain on e1 pivoted a quarter turn anticlockwise.');
    expect(describeProposedEvent(events[0]!)).toBe(
      'The white rock captain on e1 would pivot a quarter turn anticlockwise.',
    );
  });

  test('capturing the captain wins', () => {
    const {
      events,
      outcome,
      position: after,
    } = playText(
      '2afc1*pfc1afc2/3afcfacafc1afc1/2afc3afc2/9/9/9/2AFC3AFC2/1AFCPFCAFC1AFC3/4*PFC1AFC2 b -,- 0 6',
      'Fe8X*Pe1#',
    );
    expect(events.map((event) => event.type)).toEqual(['slid', 'captured', 'game-over']);
    expect(outcome).toEqual({ winner: 'black', reason: 'captain-captured' });
    expect(events.map(describeEvent)).toEqual([
      'The black paper teammate slid from e8 to e1.',
      'The white rock captain on e1 was captured.',
      "Black wins: White's captain was captured.",
    ]);
    expect(events.map(describeProposedEvent)).toEqual([
      'The black paper teammate would slide from e8 to e1.',
      'The white rock captain on e1 would be captured.',
      "This move would end the game. Black wins: White's captain was captured.",
    ]);
    // The board shows it too: White, to move, has no captain and no moves.
    expect(outcomeOf(after)).toEqual(outcome);
    expect(legalMoves(after)).toEqual([]);
  });

  test('capturing the last teammate wins, though the board alone cannot tell', () => {
    const { outcome, position: after, events } = playText('4*pfc4/9/9/4cfp4/9/4PFC4/9/9/4*PFC4 w -,- 0 5', 'Pe4XCe6#');
    expect(outcome).toEqual({ winner: 'white', reason: 'last-teammate-captured' });
    expect(describeEvent(events.at(-1)!)).toBe("White wins: Black's last teammate was captured.");
    expect(outcomeOf(after)).toBeNull();
  });

  test('capturing one of several teammates goes on', () => {
    const { outcome, events } = playText('4*pfc4/9/9/4cfp1cfp2/9/4PFC4/9/9/4*PFC4 w -,- 0 5', 'Pe4XCe6');
    expect(outcome).toBeNull();
    expect(events.map((event) => event.type)).toEqual(['slid', 'captured']);
  });

  test('the thirtieth ply without a slide draws at once', () => {
    const { outcome, events, position: after } = playText('4*pfc4/9/9/9/9/4AFC4/9/9/4*PFC4 w -,- 29 20', '^e4/e5');
    expect(outcome).toEqual({ winner: null, reason: 'no-slides' });
    expect(describeEvent(events.at(-1)!)).toBe('The game is drawn: thirty plies in a row without a slide.');
    expect(after.quiet).toBe(30);
    expect(legalMoves(after)).toEqual([]);
  });

  test('leaving the opponent no legal action wins', () => {
    // White's captain is boxed in by shelters and has pivoted twice in a row.
    const { outcome, events } = playText('4*pfc4/9/9/9/9/9/9/afcafc7/*PFCafc7 b a1:2,- 0 10', '*Pe9-e8');
    expect(outcome).toEqual({ winner: 'black', reason: 'no-moves' });
    expect(describeEvent(events.at(-1)!)).toBe('Black wins: White had no legal action.');
  });
});

describe('play refuses', () => {
  test('an illegal move, and nothing changes', () => {
    const before = startPosition();
    const move = { ...legalMoves(before)[0]!, to: square('e5') };
    const played = play(before, move);
    expect(!played.ok && played.error.code).toBe('ERR_ILLEGAL');
    expect(makePosition(before)).toBe(START_POSITION);
  });

  test('any move once the game is over', () => {
    const move = legalMoves(position('4*pfc4/9/9/9/9/4AFC4/9/9/4*PFC4 b -,- 0 21'))[0]!;
    const played = play(position('4*pfc4/9/9/9/9/4AFC4/9/9/4*PFC4 b -,- 30 21'), move);
    expect(!played.ok && played.error.code).toBe('ERR_GAME_OVER');
  });
});

describe('the interface helper', () => {
  test('the movable squares at the start are the ten white pieces', () => {
    expect(movableFrom(startPosition()).map(squareName)).toEqual([
      'c1',
      'e1',
      'g1',
      'b2',
      'd2',
      'f2',
      'h2',
      'c3',
      'e3',
      'g3',
    ]);
  });

  test("a slide and a tip may share a target; both pivots share the piece's own square", () => {
    const landings = landingsFrom(startPosition(), square('e1')).map((landing) => [
      squareName(landing.to),
      [...landing.kinds].sort(),
      landing.moves.length,
    ]);
    expect(landings.sort()).toEqual([
      ['d1', ['slide', 'tip'], 2],
      ['e1', ['pivot'], 2],
      ['e2', ['slide', 'tip'], 2],
      ['f1', ['slide', 'tip'], 2],
    ]);
  });

  test("an opponent's piece or an empty square has no landings", () => {
    expect(landingsFrom(startPosition(), square('e9'))).toEqual([]);
    expect(landingsFrom(startPosition(), square('e5'))).toEqual([]);
  });
});
