/**
 * `orrery engine` as a match tool drives it: commands on standard input, answers on
 * standard output. Bad commands get an error line and change nothing. The engine runs in
 * this process, its search on its own thread as in the binary; the first test drives the
 * real process.
 */
import { spawn } from 'node:child_process';
import { Readable } from 'node:stream';
import { describe, expect, test } from 'vitest';
import { runEngine } from '../../src/cli/engine/engine-command.ts';
import { GAMES } from '../../src/engine/games.ts';
import { root } from './run-orrery.ts';

/** Runs a script of commands (input closes after it) and returns the lines printed. */
const session = async (commands: readonly string[]): Promise<string[]> => {
  const lines: string[] = [];
  await runEngine(Readable.from([`${commands.join('\n')}\n`]), (line) => void lines.push(line));
  return lines;
};

/** The same through `orrery engine`, a child process on the project's Node. */
const processSession = (commands: readonly string[]): Promise<string[]> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['src/cli/main.ts', 'engine'], { cwd: root });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out.split('\n').filter(Boolean)) : reject(new Error(`exit ${code}`)),
    );
    child.stdin.end(`${commands.join('\n')}\n`);
  });

const bestmoves = (lines: readonly string[]) =>
  lines.filter((line) => line.startsWith('bestmove ')).map((line) => line.slice(9));

describe('orrery engine', () => {
  test('introduces itself, its options and readiness, as a process of its own', async () => {
    const lines = await processSession(['uci', 'isready', 'quit']);
    expect(lines[0]).toMatch(/^id name Orrery/);
    expect(lines).toContain('uciok');
    expect(lines.filter((line) => line.startsWith('option name ')).map((line) => line.split(' ')[2])).toEqual([
      'Game',
      'Variant',
      'Level',
      'Seed',
      'MultiPV',
    ]);
    expect(lines.at(-1)).toBe('readyok');
  });

  test('answers a search with info lines and a legal best move in strict notation', async () => {
    const lines = await session(['position startpos moves fa3-a4 Fj3j4', 'go nodes 3000']);
    expect(
      lines.some((line) => /^info depth \d+ score (cp|mate) -?\d+ nodes \d+ nps \d+ time \d+ pv /.test(line)),
    ).toBe(true);
    const [move] = bestmoves(lines);
    const game = GAMES.get('adomoc')!;
    let position = game.startPosition('standard');
    for (const text of ['Fa3a4', 'Fj3j4']) {
      const parsed = game.parseMove(position, 'standard', text);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const played = game.play(position, 'standard', parsed.value);
      if (!played.ok) throw new Error(played.error.message);
      position = played.value.position;
    }
    expect(game.legalMoves(position, 'standard').map((m) => game.makeMove(position, m))).toContain(move);
  });

  test('plays ADIX from a position in its own notation, and each variant of Adomoc', async () => {
    const adix = GAMES.get('adix')!;
    const start = adix.makePosition(adix.startPosition('standard'));
    const lines = await session([
      'setoption name Game value adix',
      `position fen ${start} moves Pe1-d1`,
      'go depth 2',
      'setoption name Game value adomoc',
      'setoption name Variant value infinite',
      'position startpos',
      'go movetime 200',
      'setoption name Variant value altogether',
      'go nodes 500',
    ]);
    const moves = bestmoves(lines);
    expect(moves).toHaveLength(3);
    expect(moves[0]).toMatch(/^[*]?[PFC^]/);
  });

  test('with MultiPV, reports the best lines of each depth, numbered best first, each from its own move', async () => {
    const lines = await session([
      'setoption name MultiPV value 3',
      'position startpos moves Fa3a4',
      'go depth 3',
      'setoption name MultiPV value 0',
      'setoption name MultiPV value 1',
      'go depth 2',
    ]);
    // The first search's lines, up to its best move.
    const several = lines.slice(
      0,
      lines.findIndex((line) => line.startsWith('bestmove ')),
    );
    const infos = several.filter((line) => line.startsWith('info depth '));
    const parsed = infos.map((line) => {
      const match = /^info depth (\d+) multipv (\d) score cp (-?\d+) nodes \d+ nps \d+ time \d+ pv (\S+)/.exec(line);
      if (!match) throw new Error(`not a MultiPV info line: ${line}`);
      return { depth: Number(match[1]), rank: Number(match[2]), score: Number(match[3]), first: match[4]! };
    });
    expect(parsed.map((info) => `${info.depth}.${info.rank}`)).toEqual([
      '1.1',
      '1.2',
      '1.3',
      '2.1',
      '2.2',
      '2.3',
      '3.1',
      '3.2',
      '3.3',
    ]);
    for (const depth of [1, 2, 3]) {
      const atDepth = parsed.filter((info) => info.depth === depth);
      expect(new Set(atDepth.map((info) => info.first)).size).toBe(3);
      const scores = atDepth.map((info) => info.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
    // The best move is the first line's; a MultiPV outside 1 to 32 is refused and changes nothing.
    expect(bestmoves(lines)[0]).toBe(parsed.at(-3)!.first);
    expect(lines.filter((line) => line.startsWith('info string error ERR_OPTION: MultiPV takes'))).toHaveLength(1);
    // Back to one line: the plain info lines, without a number.
    const after = lines.slice(lines.indexOf(`bestmove ${bestmoves(lines)[0]}`) + 1);
    expect(after.filter((line) => line.startsWith('info depth ')).every((line) => !line.includes(' multipv '))).toBe(
      true,
    );
    expect(bestmoves(lines)).toHaveLength(2);
  });

  test('is the same for the same seed, level and node budget', async () => {
    const script = [
      'setoption name Level value 2',
      'setoption name Seed value 7',
      'position startpos',
      'go nodes 1500',
    ];
    expect(bestmoves(await session(script))).toEqual(bestmoves(await session(script)));
  });

  test('answers bad input with an error line, keeps its state and never dies', async () => {
    const lines = await session([
      'position startpos moves Fa3a4',
      'bogus',
      'setoption name Level value 12',
      'setoption name Colour value red',
      'setoption name Game value chess',
      'position fen not a position',
      'position startpos moves Fa3a4 Zz9z9',
      'position sideways',
      'go depth zero',
      'go nodes 800',
    ]);
    const errors = lines.filter((line) => line.startsWith('info string error '));
    expect(errors.map((line) => line.split(' ')[3])).toEqual([
      'ERR_UNKNOWN_COMMAND:',
      'ERR_OPTION:',
      'ERR_OPTION:',
      'ERR_OPTION:',
      expect.stringMatching(/^ERR_/),
      expect.stringMatching(/^ERR_/),
      'ERR_POSITION:',
      'ERR_GO:',
    ]);
    // The position before the errors stands: Dark is to move after Fa3a4.
    const [move] = bestmoves(lines);
    expect(move).toMatch(/^[FMS]\^?[f-j]/);
  });

  test('stops at once with the best move so far', async () => {
    const lines = await session(['position startpos', 'go depth 30', 'stop', 'isready']);
    // A depth-30 search would run for minutes: the answer comes because of `stop`, and
    // `isready` is answered while it thinks.
    expect(bestmoves(lines)).toHaveLength(1);
    expect(lines).toContain('readyok');
  });

  test('refuses to search a finished game', async () => {
    const lines = await session([
      'setoption name Game value adix',
      'position fen 9/9/9/9/9/9/9/9/4*PFC4 b -,- 0 1',
      'go nodes 100',
    ]);
    expect(lines.some((line) => line.startsWith('info string error ERR_GAME_OVER'))).toBe(true);
    expect(bestmoves(lines)).toHaveLength(0);
  });
});
