/**
 * `npm run bench:ai [-- --games N --first K | --game N --jobs J --levels 1-8 --only adomoc:standard,adix:standard --opponents random,greedy,below --movetime MS --openings PLIES --record]`:
 * matches of the computer player. Each level plays a random mover, a one-move greedy
 * player (any winning move, else the most material) and the level below, in Adomoc's
 * three variants and ADIX; a game that reaches 300 plies is a draw. Games go in pairs
 * from one opening, sides swapped: the opening is `--openings` random moves (4 unless
 * set; 0 plays every game from the start), a new one for each pair, so that levels
 * without noise do not play the same game over and over. `--first K` (even) starts at
 * game K+1: runs of different games, side by side on several cores, add up to one
 * match. `--movetime 0` sets no deadline: each level searches its whole node budget, as
 * on a machine of any speed.
 * `--record` adds each game's moves to its line on standard error, from the opening on,
 * to replay where it went (`orrery replay`). `--jobs J` plays J games at a time, each on
 * a thread of its own: with `--movetime 0` the very games, and so the very table, of a
 * run on one thread, in a Jth of the time on J free cores.
 * It prints wins, draws and losses, the score, an Elo difference with its error, the
 * search's nodes per second and the time per move. It reports; it never fails on strength.
 */
import { arch, cpus, platform } from 'node:os';
import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import { type Seeded, greedyMove, randomMove, seeded, think } from '../src/ai/index.ts';
import type { Game } from '../src/engine/game.ts';
import { GAMES } from '../src/engine/games.ts';
import type { Position as AdomocPosition } from '../src/engine/adomoc/position.ts';
import { randomOpening } from '../src/cli/match/openings.ts';
import { primeFeet } from './prime-feet.ts';

const MAX_PLIES = 300;
/** Each game's moves on standard error too (`--record`). */
const record = process.argv.includes('--record');

const option = (name: string, fallback: string): string => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};
/**
 * One game alone (`--game N`, counted from 1): the long games of the highest levels can
 * then be spread over cores and runs one at a time, each the same game it is in a match.
 */
const one = process.argv.includes('--game') ? option('game', 'none') : '';
if (one !== '' && !(Number.isInteger(Number(one)) && Number(one) >= 1))
  throw new Error('--game must be a game number, 1 or more');
if (one !== '' && (process.argv.includes('--games') || process.argv.includes('--first')))
  throw new Error('--game plays one game: leave out --games and --first');
const games = one !== '' ? 1 : Number(option('games', '8'));
if (one === '' && (!Number.isInteger(games) || games < 2 || games % 2 !== 0))
  throw new Error('--games must be an even number, 2 or more: games go in pairs, sides swapped');
/** The first game's index: a run of games 9 to 16 is `--first 8`. Even, so that pairs stay whole. */
const first = one !== '' ? Number(one) - 1 : Number(option('first', '0'));
if (one === '' && (!Number.isInteger(first) || first < 0 || first % 2 !== 0))
  throw new Error('--first must be an even number, 0 or more');
const [low, high] = option('levels', '1-4').split('-').map(Number) as [number, number];
const movetime = Number(option('movetime', '1000'));
const openingPlies = Number(option('openings', '4'));
const only = option('only', 'adomoc:standard,adomoc:infinite,adomoc:altogether,adix:standard').split(',');
/** Which opponents each level meets: the random mover, the greedy player, the level below. */
const against = new Set(option('opponents', 'random,greedy,below').split(','));
/** Games played at once, each on a thread of its own (`--jobs`). */
const jobs = Number(option('jobs', '1'));
if (!Number.isInteger(jobs) || jobs < 1) throw new Error('--jobs must be a whole number, 1 or more');

type Player = {
  name: string;
  move: (
    game: Game,
    position: unknown,
    variant: string,
    ply: number,
    game_: number,
    earlier: readonly string[],
  ) => { move: unknown; nodes: number; ms: number };
};

const computer = (level: number): Player => ({
  name: `level ${level}`,
  move: (game, position, variant, ply, index, earlier) => {
    const started = performance.now();
    const result = think(game, position, variant, {
      level,
      earlier,
      seed: index * 7919 + ply,
      limits: movetime > 0 ? { deadline: started + movetime } : {},
    });
    return { move: result.move, nodes: result.nodes, ms: performance.now() - started };
  },
});

const simple = (name: string, choose: typeof randomMove): Player => {
  const randoms = new Map<number, Seeded>();
  return {
    name,
    move: (game, position, variant, _ply, index) => {
      if (!randoms.has(index)) randoms.set(index, seeded(index + 1));
      return { move: choose(game, position, variant, randoms.get(index)!), nodes: 0, ms: 0 };
    },
  };
};

interface Tally {
  wins: number;
  draws: number;
  /** Draws at MAX_PLIES rather than by the game's own rules (ADIX's thirty plies without a slide). */
  capped: number;
  losses: number;
  realWins: number;
  nodes: number;
  ms: number;
  moves: number;
}

/**
 * Where a game's progress line goes: standard error, or in a thread of `--jobs` back to
 * the main thread with the game's tally (a thread's own standard error is lost when it
 * is ended before its writes reach the main thread).
 */
let say = (line: string): void => {
  process.stderr.write(line);
};

/** One game; the result for `first`'s player: 1, ½ or 0. */
const playGame = (
  game: Game,
  variant: string,
  players: [Player, Player],
  index: number,
  tally: Tally,
  subject: 0 | 1,
) => {
  let position = randomOpening(game, variant, Math.floor(index / 2), openingPlies);
  /** The game's positions so far, as the server hands them to the computer (its last 100). */
  const earlier: string[] = [];
  const started = performance.now();
  const openingPosition = game.makePosition(position);
  /** The moves from the opening on, for `--record`. */
  const played: string[] = [];
  // Progress on standard error, so a long run can be watched without touching the table.
  const report = (result: string, plies: number, detail = '') =>
    say(
      `${game.name} ${variant}: ${players[0].name} v ${players[1].name}, game ${index + 1}: ${result} in ${plies} plies, ${((performance.now() - started) / 1000).toFixed(0)} s${detail}${record ? `\n  from ${openingPosition}: ${played.join(' ')}` : ''}\n`,
    );
  for (let ply = 0; ply < MAX_PLIES; ply++) {
    const turn = game.toMove(position) === game.sides[0].id ? 0 : 1;
    const chosen = players[turn].move(game, position, variant, ply, index, earlier.slice(-100));
    earlier.push(game.makePosition(position));
    if (turn === subject) {
      tally.nodes += chosen.nodes;
      tally.ms += chosen.ms;
      tally.moves++;
    }
    if (record) played.push(game.makeMove(position, chosen.move));
    const after = game.play(position, variant, chosen.move);
    if (!after.ok) throw new Error(`${players[turn].name} played an illegal move: ${after.error.message}`);
    position = after.value.position;
    const outcome = after.value.outcome;
    if (outcome) {
      if (outcome.winner === null) tally.draws++;
      else if (outcome.winner === game.sides[subject].id) {
        tally.wins++;
        tally.realWins++;
      } else tally.losses++;
      report(outcome.winner === null ? 'draw' : `${outcome.winner} won`, ply + 1);
      return;
    }
  }
  tally.draws++;
  tally.capped++;
  // Where it stood, to see why neither side got on (in Adomoc, often prime feet held for good).
  const feet = game.id === 'adomoc' ? `; ${primeFeet(position as AdomocPosition)}` : '';
  report('draw at the cap', MAX_PLIES, `, ending ${game.makePosition(position)}${feet}`);
};

/** Elo difference from a score, with the error of one standard deviation. */
const elo = (tally: Tally): string => {
  const n = tally.wins + tally.draws + tally.losses;
  const score = (tally.wins + tally.draws / 2) / n;
  const variance = (tally.wins * (1 - score) ** 2 + tally.draws * (0.5 - score) ** 2 + tally.losses * score ** 2) / n;
  const error = Math.sqrt(variance / n);
  const toElo = (s: number) => -400 * Math.log10(1 / Math.min(Math.max(s, 0.001), 0.999) - 1);
  const margin = (toElo(Math.min(score + error, 0.999)) - toElo(Math.max(score - error, 0.001))) / 2;
  const value = toElo(score);
  const shown = (x: number) =>
    Math.abs(x) >= 1199 ? (x > 0 ? '>+1200' : '<-1200') : `${x >= 0 ? '+' : ''}${Math.round(x)}`;
  return `${shown(value)} ± ${Math.round(margin)}`;
};

/** One game of a pairing, as a thread is handed it: which game, who plays, and which of them is measured. */
interface Task {
  readonly gameId: string;
  readonly variant: string;
  readonly level: number;
  readonly opponent: string;
  readonly index: number;
}

const playerNamed = (name: string): Player =>
  name === 'random'
    ? simple('random', randomMove)
    : name === 'greedy'
      ? simple('greedy', greedyMove)
      : computer(Number(name.replace('level ', '')));

/** Plays one game and returns its tally alone (the level measured is the task's). */
const playTask = (task: Task): Tally => {
  const tally: Tally = { wins: 0, draws: 0, capped: 0, losses: 0, realWins: 0, nodes: 0, ms: 0, moves: 0 };
  const subject = computer(task.level);
  const opponent = playerNamed(task.opponent);
  const side = (task.index % 2) as 0 | 1;
  const players: [Player, Player] = side === 0 ? [subject, opponent] : [opponent, subject];
  playGame(GAMES.get(task.gameId)!, task.variant, players, task.index, tally, side);
  return tally;
};

const addTally = (into: Tally, from: Tally): void => {
  for (const key of Object.keys(into) as (keyof Tally)[]) into[key] += from[key];
};

/** Plays the tasks on `jobs` threads (or this one) and returns their tallies in the tasks' order. */
const playAll = async (tasks: readonly Task[]): Promise<Tally[]> => {
  if (jobs === 1) return tasks.map(playTask);
  const tallies: Tally[] = new Array(tasks.length);
  let next = 0;
  const thread = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(new URL(import.meta.url), { argv: process.argv.slice(2) });
      const give = () => {
        if (next >= tasks.length) {
          void worker.terminate().then(() => resolve());
          return;
        }
        const at = next++;
        worker.once('message', ({ tally, lines }: { tally: Tally; lines: string[] }) => {
          for (const line of lines) process.stderr.write(line);
          tallies[at] = tally;
          give();
        });
        worker.postMessage(tasks[at]);
      };
      worker.once('error', reject);
      give();
    });
  await Promise.all(Array.from({ length: Math.min(jobs, tasks.length) }, thread));
  return tallies;
};

if (!isMainThread) {
  // A thread of `--jobs`: plays each game it is handed and answers with the game's tally.
  parentPort!.on('message', (task: Task) => {
    const lines: string[] = [];
    say = (line) => lines.push(line);
    parentPort!.postMessage({ tally: playTask(task), lines });
  });
} else {
  console.log(
    `Computer player matches, ${one !== '' ? `game ${one} alone` : `${games} games a pairing${first > 0 ? ` (games ${first + 1} to ${first + games})` : ''}`} from ${openingPlies}-move random openings, ${MAX_PLIES} plies at most, ${movetime > 0 ? `at most ${movetime} ms a move` : 'node budgets only'}${jobs > 1 ? `, ${jobs} games at a time` : ''}`,
  );
  console.log(`${platform()} ${arch()}, ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}\n`);
  console.log('| game | level | opponent | W | D (at 300) | L | score | real wins | Elo diff | nodes/s | ms/move |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const entry of only) {
    const [gameId, variant] = entry.split(':') as [string, string];
    const game = GAMES.get(gameId)!;
    for (let level = low; level <= high; level++) {
      const opponents = [
        ...(against.has('random') ? ['random'] : []),
        ...(against.has('greedy') ? ['greedy'] : []),
        ...(level > 1 && against.has('below') ? [`level ${level - 1}`] : []),
      ];
      for (const opponent of opponents) {
        const tasks: Task[] = [];
        for (let index = first; index < first + games; index++) tasks.push({ gameId, variant, level, opponent, index });
        const tally: Tally = { wins: 0, draws: 0, capped: 0, losses: 0, realWins: 0, nodes: 0, ms: 0, moves: 0 };
        for (const played of await playAll(tasks)) addTally(tally, played);
        const score = ((tally.wins + tally.draws / 2) / games) * 100;
        const nps = tally.ms > 0 ? Math.round((tally.nodes / tally.ms) * 1000) : 0;
        console.log(
          `| ${game.name} ${variant} | ${level} | ${opponent} | ${tally.wins} | ${tally.draws} (${tally.capped}) | ${tally.losses} | ${score.toFixed(0)}% | ${tally.realWins} | ${elo(tally)} | ${nps.toLocaleString('en-US')} | ${(tally.ms / Math.max(tally.moves, 1)).toFixed(0)} |`,
        );
      }
    }
  }
}
