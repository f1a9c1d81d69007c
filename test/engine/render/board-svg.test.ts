import { describe, expect, test } from 'vitest';
import type { Game } from '../../../src/engine/game.ts';
import { GAMES } from '../../../src/engine/games.ts';
import { adixBoardSvg } from '../../../src/render/adix-board.ts';
import { adomocBoardSvg } from '../../../src/render/adomoc-board.ts';
import { boardCssVariables, boardSvg, moveSquares, type BoardPicture } from '../../../src/render/board-svg.ts';
import { cardSvg } from '../../../src/render/card-svg.ts';
import { PALETTES } from '../../../src/render/palette.ts';
import { seededRandom } from '../../seeded-random.ts';
import { checkWellFormed, squareTitles } from './xml.ts';

interface Seen {
  readonly position: string;
  /** The position before the move that led here, and that move; null at the start. */
  readonly before: string | null;
  readonly move: string | null;
}

/** Every position of a seeded random game, from the start. */
const randomGame = (game: Game, seed: number, maxPlies: number): Seen[] => {
  const random = seededRandom(seed);
  let position = game.startPosition(game.defaultVariant);
  const seen: Seen[] = [{ position: game.makePosition(position), before: null, move: null }];
  for (let ply = 0; ply < maxPlies; ply++) {
    const moves = game.legalMoves(position, game.defaultVariant);
    const move = moves[Math.floor(random() * moves.length)];
    if (move === undefined) break;
    const played = game.play(position, game.defaultVariant, move);
    if (!played.ok) throw new Error(played.error.message);
    seen.push({
      position: game.makePosition(played.value.position),
      before: game.makePosition(position),
      move: game.makeMove(position, move),
    });
    position = played.value.position;
    if (played.value.outcome) break;
  }
  return seen;
};

/** The square names of a game's board: Adomoc's 80 ring spaces and its centre, ADIX's 81 squares. */
const SQUARES: Readonly<Record<string, readonly string[]>> = {
  adomoc: [...'abcdefghij']
    .flatMap((column) => [1, 2, 3, 4, 5, 6, 7, 8].map((cycle) => `${column}${cycle}`))
    .concat('centre'),
  adix: [...'abcdefghi'].flatMap((file) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((rank) => `${file}${rank}`)),
};

/** What stands on each occupied square, by the game's own diagram letters in the position notation. */
const occupied = (_game: string, svg: string): Map<string, string> => {
  const out = new Map<string, string>();
  for (const match of svg.matchAll(/<g data-square="([^"]+)" data-piece="([^"]+)">/g)) out.set(match[1]!, match[2]!);
  return out;
};

const ADOMOC_WORDS: Readonly<Record<string, string>> = { f: 'foot', m: 'moon', s: 'sun' };
const ADIX_WORDS: Readonly<Record<string, string>> = { p: 'rock', f: 'paper', c: 'scissors', a: 'shelter' };

/** The words a square's title must hold for the piece the notation puts there. */
const expectedWords = (game: string, letters: string): string => {
  if (game === 'adomoc') {
    const breed = letters[0] === letters[0]!.toUpperCase() ? 'light' : 'dark';
    return `${breed} ${ADOMOC_WORDS[letters[0]!.toLowerCase()]}${letters.endsWith('^') ? ' (prime)' : ''}`;
  }
  const captain = letters.startsWith('*');
  const faces = captain ? letters.slice(1) : letters;
  const side = faces === faces.toUpperCase() ? 'white' : 'black';
  return `${side} ${captain ? 'captain' : 'teammate'}, ${ADIX_WORDS[faces[0]!.toLowerCase()]} on top; north ${ADIX_WORDS[faces[1]!.toLowerCase()]}, east ${ADIX_WORDS[faces[2]!.toLowerCase()]}`;
};

/** How many pieces a position holds, read from its notation's board field. */
const pieceCount = (game: string, position: string): number => {
  const board = position.split(' ')[0]!;
  return game === 'adomoc'
    ? (board.match(/[fmsFMS]/g) ?? []).length + (position.split(' ')[1] === '-' ? 0 : 1)
    : (board.match(/[pfcaPFCA]{3}/g) ?? []).length;
};

describe.each(['adomoc', 'adix'])('%s pictures', (gameId) => {
  const game = GAMES.get(gameId)!;
  const games = [1, 2, 3].map((seed) => randomGame(game, seed, 120));

  test('are well formed, name every square, and name every piece in words, in both modes, themes and orientations', () => {
    let drawn = 0;
    for (const seen of games.flat().filter((_, i) => i % 7 === 0)) {
      for (const picture of [
        { mode: 'image', theme: 'light', flipped: false },
        { mode: 'page', theme: 'dark', flipped: true },
      ] as const) {
        const highlight = seen.before && seen.move ? moveSquares(gameId, seen.before, seen.move) : [];
        const svg = boardSvg({ game: gameId, position: seen.position, highlight, ...picture });
        checkWellFormed(svg);
        const titles = squareTitles(svg);
        expect([...titles.keys()].sort()).toEqual([...SQUARES[gameId]!].sort());
        const pieces = occupied(gameId, svg);
        expect(pieces.size).toBe(pieceCount(gameId, seen.position));
        for (const [square, letters] of pieces)
          expect(titles.get(square), `${square} in ${seen.position}`).toContain(expectedWords(gameId, letters));
        for (const square of highlight)
          expect(titles.get(square), `${square} after ${seen.move}`).toMatch(/; last move/);
        drawn++;
      }
    }
    expect(drawn).toBeGreaterThan(20);
  });

  test('highlight the squares of every move, each of them on the board', () => {
    for (const seen of games.flat()) {
      if (!seen.before || !seen.move) continue;
      const squares = moveSquares(gameId, seen.before, seen.move);
      expect(squares.length, seen.move).toBeGreaterThanOrEqual(1);
      for (const square of squares) expect(SQUARES[gameId]).toContain(square);
    }
  });

  test('put colours in custom properties for a page, and only fixed colours in an image', () => {
    const position = games[0]![5]!.position;
    const page = boardSvg({ game: gameId, position, mode: 'page' });
    expect(page).toMatch(/<style>[^<]*var\(--orrery-light-piece,#[0-9a-f]{6}\)/);
    expect(page).not.toMatch(/ (fill|stroke)="#[0-9a-f]{6}"/);
    expect(page).not.toContain('role="img"');
    const image = boardSvg({ game: gameId, position, mode: 'image', theme: 'dark' });
    expect(image).not.toContain('<style>');
    expect(image).not.toContain('var(');
    expect(image).toContain(`fill="${PALETTES.dark.frame}"`);
    expect(image).toContain('role="img"');
  });

  test('turn the board round when flipped', () => {
    const position = game.makePosition(game.startPosition(game.defaultVariant));
    // The first side's prime or captain sits at the bottom, or at the top when flipped.
    const square = gameId === 'adomoc' ? 'c1' : 'e1';
    const heightOf = (flipped: boolean): number => {
      const svg = boardSvg({ game: gameId, position, flipped });
      const group = svg.slice(svg.indexOf(`data-square="${square}"`));
      return Number(/translate\([\d.]+ ([\d.]+)\)/.exec(group)![1]);
    };
    expect(heightOf(false)).toBeGreaterThan(600);
    expect(heightOf(true)).toBeLessThan(400);
  });

  test('mark the selected square, the targets and the choices in the titles', () => {
    const seen = games[0]![10]!;
    const at = game.parsePosition(seen.position);
    if (!at.ok) throw new Error(at.error.message);
    const from = game.movableSquares(at.value, game.defaultVariant)[0]!;
    const targets = game.targetsFrom(at.value, game.defaultVariant, from).map((target) => target.to);
    const svg = boardSvg({
      game: gameId,
      position: seen.position,
      selected: from,
      targets,
      choices: [targets[0]!],
      mode: 'page',
    });
    checkWellFormed(svg);
    const titles = squareTitles(svg);
    expect(titles.get(from)).toMatch(/; selected/);
    for (const target of targets) expect(titles.get(target)).toMatch(/; you can move here/);
    expect(titles.get(targets[0]!)).toMatch(/; offered as a choice/);
  });
});

describe('picture text', () => {
  test('escapes the label everywhere it is written', () => {
    const label = `Ann's <b>"game"</b> & more`;
    const svg = boardSvg({
      game: 'adomoc',
      position: GAMES.get('adomoc')!.makePosition(GAMES.get('adomoc')!.startPosition('standard')),
      label,
    });
    checkWellFormed(svg);
    expect(svg).toContain('aria-label="Ann&#39;s &lt;b&gt;&quot;game&quot;&lt;/b&gt; &amp; more"');
    expect(svg).toContain('<title>Ann&#39;s &lt;b&gt;&quot;game&quot;&lt;/b&gt; &amp; more</title>');
    expect(svg).not.toContain('<b>');
  });

  test('names the side to move by default', () => {
    const adix = GAMES.get('adix')!;
    expect(boardSvg({ game: 'adix', position: adix.makePosition(adix.startPosition('standard')) })).toContain(
      '<title>ADIX board, White to move</title>',
    );
  });

  test('the card escapes player names and shortens long ones', () => {
    const adomoc = GAMES.get('adomoc')!;
    const board: BoardPicture = { game: 'adomoc', position: adomoc.makePosition(adomoc.startPosition('standard')) };
    const svg = cardSvg({
      board,
      heading: 'Adomoc',
      players: [
        { side: 'Light', name: '<script>alert("x")</script>' },
        { side: 'Dark', name: 'Bartholomew Featherstonehaugh' },
      ],
      status: ['Move 1', 'Light to move'],
      lastMove: null,
      brand: 'Orrery',
    });
    checkWellFormed(svg);
    expect(svg).toContain('viewBox="0 0 1200 630"');
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;alert');
    expect(svg).toContain('Bartholomew Fe…');
    expect(squareTitles(svg).size).toBe(81);
  });

  test('a page can set every colour a picture uses', () => {
    const declared = boardCssVariables('dark');
    for (const gameId of ['adomoc', 'adix']) {
      const game = GAMES.get(gameId)!;
      const page = boardSvg({
        game: gameId,
        position: game.makePosition(game.startPosition(game.defaultVariant)),
        mode: 'page',
        highlight: [],
        selected: gameId === 'adomoc' ? 'c1' : 'e1',
      });
      for (const [, variable] of page.matchAll(/var\((--orrery-[a-z-]+),/g)) expect(declared).toContain(`${variable}:`);
    }
  });
});

describe('each game on its own', () => {
  test('draws the same picture as the picture of any game', () => {
    const adomoc = GAMES.get('adomoc')!.makePosition(GAMES.get('adomoc')!.startPosition('standard'));
    const adix = GAMES.get('adix')!.makePosition(GAMES.get('adix')!.startPosition('standard'));
    expect(adomocBoardSvg({ game: 'adomoc', position: adomoc, flipped: true })).toBe(
      boardSvg({ game: 'adomoc', position: adomoc, flipped: true }),
    );
    expect(adixBoardSvg({ game: 'adix', position: adix, mode: 'page' })).toBe(
      boardSvg({ game: 'adix', position: adix, mode: 'page' }),
    );
  });

  test('refuses what it cannot draw', () => {
    expect(() => boardSvg({ game: 'chess', position: '' })).toThrow(/no board picture/);
    expect(() => boardSvg({ game: 'adix', position: 'nonsense' })).toThrow(/cannot draw this ADIX position/);
  });
});
