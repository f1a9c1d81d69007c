import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { drawBoard } from '../../src/cli/adix-diagram.ts';
import { ANSI } from '../../src/cli/colour.ts';
import { startPosition } from '../../src/engine/adix/index.ts';
import { ADIX_START, orrery, orreryWith, root } from './run-orrery.ts';

interface Case {
  readonly name: string;
  readonly position?: string;
  readonly legalMoves?: readonly string[];
  readonly record?: string;
}
const cases = JSON.parse(readFileSync(join(root, 'test', 'conformance', 'adix', 'rules.json'), 'utf8')) as Case[];
const conformance = (name: string): Case => cases.find((c) => c.name === name)!;

/** White's rock captain beside Black's last teammate, which shows scissors. */
const LAST_TEAMMATE = '4*pfc4/9/9/9/4cfp4/4*PFC4/9/9/9 w -,- 0 1';
/** White pivoted the paper teammate on e4 on each of its last two turns. */
const PIVOTED_TWICE = '4*pfc4/9/9/9/9/4FPC4/9/9/4*PFC4 w e4:2,- 0 9';
/** The rulebook's sample game (Annexe 4), Black winning by taking the captain. */
const RULEBOOK_GAME = conformance('rulebook annexe 4 game').record!;

describe('orrery moves --game adix', () => {
  test('lists the 42 legal moves of the start position, sorted, as the rules vectors do', () => {
    const run = orrery('moves', '--game', 'adix');
    expect(run.status).toBe(0);
    const [header, ...moves] = run.stdout.trimEnd().split('\n');
    expect(header).toBe('White to move (ADIX standard): 42 legal moves');
    expect(moves).toEqual(conformance('start').legalMoves);
    expect(run.stderr).toBe('');
  });

  test('--from groups a piece’s moves by target, a slide and a tip onto one square together', () => {
    const run = orrery('moves', '--game', 'adix', '--from', 'e1');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(
      [
        'The white rock captain on e1 (ADIX standard): 4 targets, 8 legal moves',
        '  d1     slide or tip (scissors on top after)  *Pe1-d1 *Pe1/d1',
        '  e1     pivot                                 *Pe1( *Pe1)',
        '  e2     slide or tip (paper on top after)     *Pe1-e2 *Pe1/e2',
        '  f1     slide or tip (scissors on top after)  *Pe1-f1 *Pe1/f1',
        '',
      ].join('\n'),
    );
  });

  test('--from names what a capture takes, and a winning capture is marked #', () => {
    const run = orrery('moves', LAST_TEAMMATE, '--from', 'e4');
    expect(run.stdout).toContain('The white rock captain on e4 (ADIX standard): 9 targets, 13 legal moves');
    expect(run.stdout).toMatch(/^ {2}e5 +capture the black scissors teammate +\*Pe4XCe5#$/m);
  });

  test('--from explains a piece that cannot move', () => {
    expect(orrery('moves', '--game', 'adix', '--from', 'e9').stdout).toBe(
      "0 legal moves from e9. The black rock captain on e9 is Black's, and it is White's turn.\n",
    );
    expect(orrery('moves', '--game', 'adix', '--from', 'e5').stdout).toMatch(/There is no piece on e5\./);
    const walled = '4*pfc4/9/9/9/9/9/9/3AFC5/2AFCAFC*PFC4 w -,- 0 9';
    expect(orrery('moves', walled, '--from', 'd1').stdout).toMatch(
      /under shelter on d1 can only tip, and every square beside it is taken/,
    );
    const barred = '4*pfc4/9/9/9/9/9/9/3FPC5/2AFCFPC*PFC4 w d1:2,- 0 9';
    expect(orrery('moves', barred, '--from', 'd1').stdout).toMatch(
      /was pivoted on each of White's last two turns, so it may not pivot now/,
    );
  });

  test('a third pivot in a row is not listed; a finished game lists nothing and says why', () => {
    expect(orrery('moves', PIVOTED_TWICE).stdout).not.toMatch(/^Fe4[()]$/m);
    const drawn = orrery('moves', '4*pfc4/9/9/9/9/4AFC4/9/9/4*PFC4 b -,- 30 21');
    expect(drawn.stdout).toMatch(
      /^Black to move \(ADIX standard\): 0 legal moves\nGame over\. .*thirty plies in a row without a slide/,
    );
  });
});

describe('orrery show --game adix', () => {
  test('draws the start position, White at the bottom, and states the facts in words', () => {
    const run = orrery('show', '--game', 'adix');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(
      [
        '     a   b   c   d   e   f   g   h   i',
        ' 9   .   .   a   .  *p   .   a   .   .   9   Black',
        ' 8   .   a   .   a   .   a   .   a   .   8',
        ' 7   .   .   a   .   a   .   a   .   .   7',
        ' 6   .   .   .   .   .   .   .   .   .   6',
        ' 5   .   .   .   .   .   .   .   .   .   5',
        ' 4   .   .   .   .   .   .   .   .   .   4',
        ' 3   .   .   A   .   A   .   A   .   .   3',
        ' 2   .   A   .   A   .   A   .   A   .   2',
        ' 1   .   .   A   .  *P   .   A   .   .   1   White, to move',
        '     a   b   c   d   e   f   g   h   i',
        '',
        'White to move, move 1 (ADIX standard variant).',
        'Pivots in a row: none.',
        'Plies without a slide: 0; 30 in a row draw the game.',
        "Teammates left: White 9, Black 9; capturing a side's captain or its last teammate wins.",
        `Position: ${ADIX_START}`,
        '',
      ].join('\n'),
    );
  });

  test('the word start and the start position itself draw the same', () => {
    expect(orrery('show', 'start', '--game', 'adix').stdout).toBe(orrery('show', ADIX_START).stdout);
  });

  test('--faces shows the face each cube turns north above its top face, and east to its right', () => {
    const lines = orrery('show', '--game', 'adix', '--faces').stdout.split('\n');
    expect(lines.slice(0, 3)).toEqual([
      '      a      b      c      d      e      f      g      h      i',
      '                    f             f             f',
      ' 9    .      .      a c    .     *p c    .      a c    .      .   9   Black',
    ]);
    expect(lines).toContain(' 1    .      .      A C    .     *P C    .      A C    .      .   1   White, to move');
  });

  test('states a pivot run, the plies without a slide, and whose turn the bar binds', () => {
    const run = orrery('show', '4*pfc4/9/9/9/9/4FPC4/9/9/4*PFC4 b e4:2,e9:1 29 9');
    expect(run.stdout).toContain(
      'Pivots in a row: White pivoted the piece on e4 on each of its last two turns, so it may not pivot that piece on its next turn; Black pivoted the piece on e9 on its last turn.',
    );
    expect(run.stdout).toContain('Plies without a slide: 29 in a row; 1 more draws the game.');
    expect(run.stdout).toContain('Black to move, move 9 (ADIX standard variant).');
    expect(run.stdout).toMatch(/ 1 .* 1 {3}White$/m);
    expect(run.stdout).toMatch(/ 9 .* 9 {3}Black, to move$/m);
  });

  test('a board without a captain shows the game over, nobody to move', () => {
    const run = orrery('show', '2afc1*pfc1afc2/9/9/9/9/9/9/9/9 w -,- 0 1');
    expect(run.stdout).toMatch(/^Game over\. Black wins.*captain/m);
    expect(run.stdout).toContain('Move 1; no further moves (ADIX standard variant).');
    expect(run.stdout).not.toContain('to move');
  });

  test('--legend explains the letters; no colour codes when piped', () => {
    const run = orrery('show', '--game', 'adix', '--legend');
    expect(run.stdout).toContain('Legend:');
    expect(run.stdout).toMatch(/A {7}a White cube under shelter \(\^ in moves\)/);
    expect(run.stdout).toContain('With --faces');
    expect(run.stdout).not.toContain('\x1b[');
  });

  test('in colour, White and Black are painted apart, yet told apart by case without it', () => {
    const [, rank9] = drawBoard(startPosition(), ANSI, { faces: false, over: false });
    expect(rank9).toContain(`\x1b[1m${ANSI.dark('*p')}\x1b[22m`);
    expect(rank9).toContain(ANSI.dark('a'));
    const plain = drawBoard(startPosition());
    expect(plain.join('\n')).not.toContain('\x1b');
    expect(plain[1]).toMatch(/\*p/);
    expect(plain[9]).toMatch(/\*P/);
  });
});

describe('orrery play --game adix', () => {
  test('plays tips and slides, telling each move’s events in words', () => {
    const run = orrery('play', '--game', 'adix', '^e3/e4', 'Ae7 / e6', 'fe4-e5');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(
      [
        '1. ^e3/e4',
        '  The white teammate under shelter tipped from e3 to e4 and now shows paper.',
        '1... ^e7/e6',
        '  The black teammate under shelter tipped from e7 to e6 and now shows paper.',
        '2. Fe4-e5',
        '  The white paper teammate slid from e4 to e5.',
        '',
        'Position: 2afc1*pfc1afc2/1afc1afc1afc1afc1/2afc3afc2/4fpc4/4FAC4/9/2AFC3AFC2/1AFC1AFC1AFC1AFC1/2AFC1*PFC1AFC2 b -,- 0 2',
        '',
      ].join('\n'),
    );
  });

  test('stops at an illegal move with the engine’s explanation and exit status 1', () => {
    const run = orrery('play', '--game', 'adix', '^e3/e4', '^e7/e6', 'Fe4-e5', 'Fe6xFe5');
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('2... Fe6xFe5: not played');
    expect(run.stdout).toContain(
      'Position: 2afc1*pfc1afc2/1afc1afc1afc1afc1/2afc3afc2/4fpc4/4FAC4/9/2AFC3AFC2/1AFC1AFC1AFC1AFC1/2AFC1*PFC1AFC2 b -,- 0 2',
    );
    expect(run.stderr).toBe(
      'orrery: move 2, Black: "Fe6xFe5" is illegal: equal weapons block: paper cannot capture paper\n',
    );
  });

  test('takes the game from the position, and --show draws a game the last move ended', () => {
    const run = orrery('play', LAST_TEAMMATE, '*Pe4xe5', '--show');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('1. *Pe4XCe5#');
    expect(run.stdout).toContain('  The black scissors teammate on e5 was captured.');
    // The board alone cannot tell that the last teammate was taken; the move can.
    expect(run.stdout).toMatch(/^Game over\. White wins.*last teammate/m);
    expect(run.stdout).toMatch(/ 5 {3}\. {3}\. {3}\. {3}\. {2}\*P/);
  });

  test('a position the shell split (no quotes) is put back together', () => {
    const quoted = orrery('play', ADIX_START, '^e3/e4');
    expect(quoted.status).toBe(0);
    expect(orrery('play', ...ADIX_START.split(' '), '^e3/e4').stdout).toBe(quoted.stdout);
  });

  test('an ADIX move played as Adomoc’s names the game it belongs to', () => {
    const run = orrery('play', '^e3/e4');
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /^orrery: round 1, Light: "\^e3\/e4" is illegal: .*\(it reads as an ADIX move: add --game adix\)\n$/,
    );
  });
});

const folder = mkdtempSync(join(tmpdir(), 'orrery-adix-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const file = (name: string, text: string): string => {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
};
const replay = (args: string[], input?: string) => orreryWith(['replay', ...args], input);

const TAGGED = ['[Game "ADIX"]', '[White "Ann"]', '[Event "Rulebook"]', '', RULEBOOK_GAME, ''].join('\n');
const FINAL = '2afc1*pfc1afc2/3afc1afc1afc1/2afc3afc2/9/9/9/2AFC3AFC2/1AFCPFCAFC1AFC3/4fac1AFC2 w -,- 0 7';

describe('orrery replay of ADIX records', () => {
  test('the Game tag picks ADIX: plies, final position and result', () => {
    const run = replay([file('rulebook.txt', TAGGED)]);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      new RegExp(
        `^Game: ADIX\\nVariant: standard\\nPlies played: 12\\nFinal position: ${FINAL.replace(/[*/]/g, '\\$&')}\\nResult: Black wins.*captain.*\\n$`,
      ),
    );
  });

  test('--tagged writes the record back strictly, keeping its other tags', () => {
    const run = replay([file('tagged.txt', TAGGED), '--tagged']);
    expect(run.stdout).toBe(
      [
        '[Game "ADIX"]',
        '[Variant "standard"]',
        '[White "Ann"]',
        '[Black "?"]',
        '[Result "black"]',
        '[Termination "captain-captured"]',
        '[Event "Rulebook"]',
        '',
        RULEBOOK_GAME,
        '',
      ].join('\n'),
    );
  });

  test('a plain record needs --game adix; without it the message says so', () => {
    const plain = replay(['-', '--game', 'adix'], `${RULEBOOK_GAME}\n`);
    expect(plain.status).toBe(0);
    expect(plain.stdout).toContain(`Final position: ${FINAL}`);
    const asAdomoc = replay(['-'], `${RULEBOOK_GAME}\n`);
    expect(asAdomoc.status).toBe(1);
    expect(asAdomoc.stderr).toMatch(
      /^orrery: the record cannot be read: .*\(it reads as an ADIX record: add --game adix\)\n$/,
    );
  });

  test('a Position tag in ADIX notation picks ADIX; --show draws the end, which only the moves tell', () => {
    const run = replay(['-', '--show'], `[Position "${LAST_TEAMMATE}"]\n\n1. *Pe4xe5\n`);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Game: ADIX');
    expect(run.stdout).toMatch(/^Result: White wins.*last teammate/m);
    expect(run.stdout).toMatch(/^Game over\. White wins/m);
  });

  test('stops at the first illegal move: where, what and why, exit status 1', () => {
    const run = replay(['-'], '[Game "ADIX"]\n\n1. ^e3/e4 ^e7/e6 2. ^e4/e5\n');
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('Plies played: 2');
    expect(run.stdout).toContain(
      'Position reached before stopping: 2afc1*pfc1afc2/1afc1afc1afc1afc1/2afc3afc2/4fpc4/9/4FAC4/2AFC3AFC2/1AFC1AFC1AFC1AFC1/2AFC1*PFC1AFC2 w -,- 2 2',
    );
    expect(run.stderr).toBe(
      'orrery: move 2, White: "^e4/e5" is illegal: the piece on e4 shows paper: write Fe4…, not ^e4…\n',
    );
  });

  test('a resignation, and moves after the end', () => {
    const resigned = replay(['-'], `[Game "ADIX"]\n\n${conformance('record: white resigns').record}\n`);
    expect(resigned.status).toBe(0);
    expect(resigned.stdout).toMatch(/^Result: Black wins.*resign/im);
    const late = replay(['-'], '[Game "adix"]\n\n1. ^e3/e4 _ 2. ^c3/c4\n');
    expect(late.status).toBe(1);
    expect(late.stderr).toMatch(/^orrery: move 1, Black: the game was already over/);
  });

  test('an unknown Game tag is a bad record; a --game the Game tag contradicts is a usage error', () => {
    const unknown = replay(['-'], '[Game "Chess"]\n\n1. e4\n');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toBe('orrery: the record\'s Game tag says "Chess"; orrery plays Adomoc and ADIX\n');
    const contradicted = replay(['-', '--game', 'adomoc'], TAGGED);
    expect(contradicted.status).toBe(2);
    expect(contradicted.stderr).toMatch(
      /^orrery: --game adomoc, but the record's Game tag says "ADIX"; leave --game out/,
    );
  });

  test('ADIX has one variant: a Variant tag naming another is refused, --variant standard overrides it', () => {
    const record = '[Game "ADIX"]\n[Variant "altogether"]\n\n1. ^e3/e4\n';
    const refused = replay(['-'], record);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/Variant "altogether" is unknown; ADIX has one variant, standard/);
    expect(replay(['-', '--variant', 'standard'], record).status).toBe(0);
  });
});

describe('orrery perft --game adix', () => {
  test.each([
    [1, 42],
    [2, 1764],
    [3, 82110],
  ])('the start position at depth %i gives %i', (depth, nodes) => {
    const run = orrery('perft', String(depth), '--game', 'adix');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`^perft ${depth} \\(ADIX standard\\): ${nodes} in \\d+ ms\\n$`));
  });

  test('--divide adds up to perft, a move that ends the game counting nothing below it', () => {
    const total = orrery('perft', '2', LAST_TEAMMATE).stdout.match(/: (\d+) in/)![1];
    const run = orrery('perft', '2', LAST_TEAMMATE, '--divide');
    const lines = run.stdout.trimEnd().split('\n');
    const counts = lines.slice(0, -1).map((line) => line.split(/\s+/));
    expect(counts).toContainEqual(['*Pe4XCe5#', '0']);
    expect(String(counts.reduce((sum, [, count]) => sum + Number(count), 0))).toBe(total);
    expect(lines.at(-1)).toMatch(new RegExp(`^perft 2 \\(ADIX standard\\): ${total} from 13 moves in \\d+ ms$`));
  });
});
