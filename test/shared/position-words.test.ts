import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/engine/games.ts';
import { positionInWords } from '../../src/shared/position-words.ts';
import { seededRandom } from '../seeded-random.ts';

const startOf = (id: string): string => {
  const game = GAMES.get(id)!;
  return game.makePosition(game.startPosition(game.defaultVariant));
};

/** The position after `plies` random legal moves from the start, or sooner if the game ends. */
const randomPosition = (id: string, seed: number, plies: number): string => {
  const game = GAMES.get(id)!;
  const random = seededRandom(seed);
  let position = game.startPosition(game.defaultVariant);
  for (let ply = 0; ply < plies; ply++) {
    const moves = game.legalMoves(position, game.defaultVariant);
    if (moves.length === 0 || game.outcome(position, game.defaultVariant)) break;
    const played = game.play(position, game.defaultVariant, moves[Math.floor(random() * moves.length)]!);
    if (!played.ok) throw new Error(played.error.message);
    position = played.value.position;
  }
  return game.makePosition(position);
};

/** Every square a side's lines name, without the "(held)" notes. */
const squaresOf = (lines: readonly string[]): string[] =>
  lines.flatMap((line) =>
    line
      .replace(/^[^:]*: /, '')
      .replace(/ \((held|[a-z ]+)\)/g, '')
      .split(', '),
  );

describe('a position in words', () => {
  it('lists Adomoc at the start: suns on cycle 1, moons on 2, feet on 3, primes on columns c and h', () => {
    expect(positionInWords('adomoc', startOf('adomoc'))).toEqual([
      {
        side: 'light',
        count: '15 pieces',
        lines: [
          'prime sun: c1',
          'suns: a1, b1, d1, e1',
          'prime moon: c2',
          'moons: a2, b2, d2, e2',
          'prime foot: c3',
          'feet: a3, b3, d3, e3',
        ],
      },
      {
        side: 'dark',
        count: '15 pieces',
        lines: [
          'prime sun: h1',
          'suns: f1, g1, i1, j1',
          'prime moon: h2',
          'moons: f2, g2, i2, j2',
          'prime foot: h3',
          'feet: f3, g3, i3, j3',
        ],
      },
    ]);
  });

  it('lists ADIX at the start: each captain with its top face, the teammates under shelter', () => {
    expect(positionInWords('adix', startOf('adix'))).toEqual([
      {
        side: 'white',
        count: '10 cubes',
        lines: ['captain: e1 (rock on top)', 'under shelter: c1, g1, b2, d2, f2, h2, c3, e3, g3'],
      },
      {
        side: 'black',
        count: '10 cubes',
        lines: ['captain: e9 (rock on top)', 'under shelter: c7, e7, g7, b8, d8, f8, h8, c9, g9'],
      },
    ]);
  });

  it('says which feet are held, and a piece on the centre', () => {
    // Light's sun on d4 holds Dark's foot on d5 (the foot stands next to an enemy sun).
    const words = positionInWords('adomoc', '10/10/10/3S6/3f6/10/10/10 - l - 1');
    expect(words?.[1]?.lines).toEqual(['foot: d5 (held)']);
    const centred = positionInWords('adomoc', '10/10/10/10/10/10/10/10 S^ l - 1');
    expect(centred?.[0]?.lines).toEqual(['prime sun: centre']);
  });

  it.each(['adomoc', 'adix'])('names every piece of random %s positions once, on its own square', (id) => {
    const game = GAMES.get(id)!;
    for (let seed = 1; seed <= 20; seed++) {
      const text = randomPosition(id, seed, 10 + seed * 3);
      const position = game.parsePosition(text);
      if (!position.ok) throw new Error(position.error.message);
      const words = positionInWords(id, text)!;
      const occupied = (position.value as { board: Uint8Array }).board.filter((code) => code !== 0).length;
      const listed = words.flatMap((side) => squaresOf(side.lines));
      expect(new Set(listed).size).toBe(listed.length);
      expect(listed.length).toBe(occupied);
      for (const side of words)
        expect(side.count).toBe(
          `${squaresOf(side.lines).length} ${id === 'adix' ? 'cubes' : 'pieces'}`.replace(/^1 (\w+)s$/, '1 $1'),
        );
    }
  });

  it('reads nothing from a position it cannot parse, or a game it does not know', () => {
    expect(positionInWords('adomoc', 'not a position')).toBeNull();
    expect(positionInWords('chess', startOf('adix'))).toBeNull();
  });
});
