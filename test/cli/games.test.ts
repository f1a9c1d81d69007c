import { describe, expect, test } from 'vitest';
import { GAMES } from '../../src/engine/games.ts';
import { CLI_GAMES, DEFAULT_GAME, findGame } from '../../src/cli/games.ts';
import { ADIX_START, MIDGAME, orrery } from './run-orrery.ts';

describe('the games of the command line', () => {
  test('every registered game has its command-line module, over the very same Game', () => {
    for (const id of GAMES.ids()) expect(findGame(id)?.game).toBe(GAMES.get(id));
    expect(CLI_GAMES.map((cli) => cli.game.id)).toEqual(['adomoc', 'adix']);
    expect(DEFAULT_GAME.game.id).toBe('adomoc');
  });

  test('--game takes an id or a name in any case', () => {
    expect(orrery('moves', '--game', 'ADIX').stdout).toMatch(/^White to move \(ADIX standard\): 42 legal moves/);
    expect(orrery('moves', '--game=Adomoc').stdout).toMatch(/^Light to move \(standard\): 23 legal moves/);
  });

  test('without --game, the position tells its game by its notation', () => {
    expect(orrery('moves', ADIX_START).stdout).toMatch(/^White to move \(ADIX standard\): 42 legal moves/);
    expect(orrery('moves', MIDGAME).stdout).toMatch(/^Dark to move \(standard\): 87 legal moves/);
    expect(orrery('perft', '1', ADIX_START).stdout).toMatch(/^perft 1 \(ADIX standard\): 42 in/);
    expect(orrery('show', ADIX_START).stdout).toContain('White to move, move 1 (ADIX standard variant).');
  });

  test('a position no game reads gets the error of the game whose notation it resembles', () => {
    const adix = orrery('show', 'AFC/9 w -,- 0 1');
    expect(adix.status).toBe(2);
    expect(adix.stderr).toMatch(
      /^orrery: bad position "AFC\/9 w -,- 0 1": board: expected 9 ranks .*\(read as an ADIX position; --game adomoc for Adomoc\)/,
    );
    const adomoc = orrery('show', 'SSS/MMM - l - 1');
    expect(adomoc.stderr).toMatch(/board: expected 8 cycles .*\(read as an Adomoc position; --game adix for ADIX\)/);
  });

  test('a --game the position does not fit says which game it does fit', () => {
    const run = orrery('moves', ADIX_START, '--game', 'adomoc');
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/\(it is an ADIX position: write --game adix, or leave --game out\)/);
  });

  test('the help names both games and every command takes --game', () => {
    const help = orrery('help').stdout;
    expect(help).toContain('Games: Adomoc (--game adomoc, the default) and ADIX (--game adix).');
    expect(help).toContain(`  ADIX:   "${ADIX_START}"`);
    for (const command of ['moves', 'show', 'play', 'replay', 'perft'])
      expect(orrery('help', command).stdout).toMatch(/^ {2}--game g +adomoc or adix/m);
    expect(orrery('help', 'play').stdout).toContain('  ADIX:   Fh3-h6, ^e3/e4, Ce4), Ce4(, Ca8XFe4, Fe8X*Pe1#');
  });
});

describe('mistakes with games: one line on stderr, exit status 2', () => {
  test.each([
    [['moves', '--game', 'chess'], /^orrery: --game: "chess" is not a game; use adomoc or adix/],
    [['show', '--game'], /^orrery: --game needs a value: write --game g/],
    [
      ['moves', '--game', 'adix', '--variant', 'infinite'],
      /^orrery: --variant: "infinite" is not a variant; use standard \(ADIX's only variant\)/,
    ],
    [
      ['moves', '--game', 'adix', '--from', 'j1'],
      /^orrery: --from: "j1" is not a square; write a file a–i then a rank 1–9, such as e3/,
    ],
    [['moves', '--game', 'adix', '--from', 'e0'], /^orrery: --from: "e0" is not a square/],
    [['show', '--faces'], /^orrery: --faces draws the faces of ADIX cubes; Adomoc pieces have no faces to show/],
    [['play', '--game', 'adix'], /^orrery: play needs at least one move, as in orrery play \^e3\/e4 \^e7\/e6/],
    [['show', ADIX_START, 'extra'], /^orrery: too many arguments for show: "extra"/],
    [['perft', '11', '--game', 'adix'], /^orrery: depth "11" should be a whole number from 1 to 10/],
    [
      ['moves', '2afc1*pfc1afc2/9/9/9/9/9/9/9/9 b -,- 0 1'],
      /^orrery: bad position .*: board: white has no captain, yet it is black's turn/,
    ],
  ])('%j', (args, message) => {
    const run = orrery(...args);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/\(see orrery help.*\)\n$/);
  });
});
