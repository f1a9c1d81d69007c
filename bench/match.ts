/**
 * `npm run bench:match -- --vs <git ref> [--as <git ref>] [--level 8 --ref-level 8]
 *   [--movetime 200 | --nodes N] [--only adomoc:standard,adix:standard] [--pairs 100]
 *   [--first K] [--jobs J] [--openings 4] [--max-plies 300]
 *   [--elo0 0 --elo1 20 --alpha 0.05 --beta 0.05 --min-pairs 10] [--record]`
 *
 * The engine of this working tree (or of the commit `--as` names) against the engine of
 * another commit, each its own `orrery engine` process (the commit's sources written out
 * of git into a temporary folder, src/cli/match/engine-build.ts), at equal time a move
 * (`go movetime`, 200 ms unless set) or equal nodes (`--nodes`, independent of the
 * machine's load). Pairs of games from seeded random openings of `--openings` plies, each
 * played twice with sides swapped, `--jobs` pairs at a time (the machine's cores unless
 * set), until the SPRT decides (not before `--min-pairs` pairs) or `--pairs` are played. Every move is judged by
 * this tree's rules engine: an illegal move, an error or no answer in time loses the game
 * and is reported. Prints wins, draws and losses for the candidate, the Elo difference
 * with its 95% interval (from the pairs, and from the games), and the SPRT's
 * log-likelihood ratio and verdict (H1: at least elo1; H0: at most elo0), after fishtest's
 * pentanomial logistic approximation (src/cli/match/match-statistics.ts).
 */
import { arch, cpus, loadavg, platform } from 'node:os';
import { GAMES } from '../src/engine/games.ts';
import { commitEngine, commitOf, workingTreeEngine } from '../src/cli/match/engine-build.ts';
import type { MoveLimit } from '../src/cli/match/match-game.ts';
import { type MatchEngine, runMatch } from '../src/cli/match/match-runner.ts';
import { eloInterval, sprtLimits, trinomial } from '../src/cli/match/match-statistics.ts';

const option = (name: string, fallback?: string): string => {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? process.argv[index + 1] : fallback;
  if (value === undefined) throw new Error(`--${name} is needed`);
  return value;
};
const whole = (name: string, fallback: string, min: number): number => {
  const value = Number(option(name, fallback));
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be a whole number, ${min} or more`);
  return value;
};
const real = (name: string, fallback: string): number => {
  const value = Number(option(name, fallback));
  if (!Number.isFinite(value)) throw new Error(`--${name} must be a number`);
  return value;
};

const vs = option('vs');
const as = process.argv.includes('--as') ? option('as') : null;
const level = whole('level', '8', 1);
const refLevel = whole('ref-level', String(level), 1);
const limit: MoveLimit = process.argv.includes('--nodes')
  ? { nodes: whole('nodes', '0', 1) }
  : { movetime: whole('movetime', '200', 1) };
const only = option('only', 'adomoc:standard,adix:standard').split(',');
const pairs = whole('pairs', '100', 1);
const minPairs = whole('min-pairs', '10', 1);
const firstPair = whole('first', '0', 0);
const jobs = whole('jobs', String(cpus().length), 1);
const openingPlies = whole('openings', '4', 0);
const maxPlies = whole('max-plies', '300', 1);
const sprt = {
  elo0: real('elo0', '0'),
  elo1: real('elo1', '20'),
  alpha: real('alpha', '0.05'),
  beta: real('beta', '0.05'),
};
const record = process.argv.includes('--record');

const reference = commitEngine(vs);
const candidateCommand = as === null ? workingTreeEngine() : commitEngine(as).command;
const candidateName = as === null ? 'working tree' : commitOf(as).slice(0, 9);
const referenceName = reference.commit.slice(0, 9);
const candidate: MatchEngine = { name: candidateName, command: candidateCommand, level };
const opponent: MatchEngine = { name: referenceName, command: reference.command, level: refLevel };
// Generous: a move may wait for the program to start, and two busy cores slow everything.
const timeoutMs = 'movetime' in limit ? Math.max(10_000, limit.movetime * 5) : 300_000;

const { lower, upper } = sprtLimits(sprt);
console.log(
  `Match: ${candidateName} (level ${level}) against ${referenceName} (level ${refLevel}), ${'movetime' in limit ? `${limit.movetime} ms a move` : `${limit.nodes.toLocaleString('en')} nodes a move`}, pairs of games from ${openingPlies}-ply random openings (pairs ${firstPair + 1} to ${firstPair + pairs} at most), ${maxPlies} plies at most, ${jobs} pair${jobs > 1 ? 's' : ''} at a time`,
);
console.log(
  `SPRT: H0 elo ≤ ${sprt.elo0}, H1 elo ≥ ${sprt.elo1}, alpha ${sprt.alpha}, beta ${sprt.beta}: LLR bounds [${lower.toFixed(2)}, ${upper.toFixed(2)}] (pentanomial, logistic Elo), judged from ${minPairs} pairs on`,
);
console.log(
  `${platform()} ${arch()}, ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}, load ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')} at the start\n`,
);

const signed = (x: number) =>
  Math.abs(x) >= 1000 ? (x > 0 ? '>+999' : '<-999') : `${x >= 0 ? '+' : ''}${x.toFixed(0)}`;
const rows: string[] = [];
for (const entry of only) {
  const [gameId, variant] = entry.split(':') as [string, string];
  const game = GAMES.get(gameId);
  if (!game?.variants.some((v) => v.id === variant)) throw new Error(`--only: no game and variant "${entry}"`);
  const started = performance.now();
  const outcome = await runMatch({
    game,
    variant,
    candidate,
    reference: opponent,
    limit,
    maxPlies,
    timeoutMs,
    openingPlies,
    pairs,
    firstPair,
    jobs,
    sprt,
    minPairs,
    onGame: ({ pair, candidateFirst, score, result, opening }) =>
      process.stderr.write(
        `${game.name} ${variant}, pair ${pair + 1} (${candidateFirst ? 'candidate first' : 'reference first'}): ${score === 1 ? 'candidate won' : score === 0 ? 'reference won' : 'draw'} in ${result.plies} plies, ${result.reason}${record ? `\n  from ${opening}: ${result.moves.join(' ')}` : ''}\n`,
      ),
  });
  const { tally, llr, verdict } = outcome;
  const games = tally.wins + tally.draws + tally.losses;
  const byPairs = eloInterval(tally.pairs);
  const byGames = eloInterval(trinomial(tally.wins, tally.draws, tally.losses));
  rows.push(
    `| ${game.name} ${variant} | ${games} | ${tally.wins} | ${tally.draws} (${tally.capped}) | ${tally.losses} | ${(((tally.wins + tally.draws / 2) / games) * 100).toFixed(1)}% | ${signed(byPairs.elo)} [${signed(byPairs.low)}, ${signed(byPairs.high)}] | [${signed(byGames.low)}, ${signed(byGames.high)}] | ${tally.pairs.join('-')} | ${llr.toFixed(2)} | ${verdict === 'H1' ? `H1 (≥ ${sprt.elo1})` : verdict === 'H0' ? `H0 (≤ ${sprt.elo0})` : 'undecided'} | ${tally.forfeits.length} | ${((performance.now() - started) / 60_000).toFixed(1)} |`,
  );
  for (const forfeit of tally.forfeits) console.log(`forfeit: ${forfeit}`);
}
console.log(
  '| game | games | W | D (at cap) | L | score | Elo, 95% (pairs) | 95% (games) | pairs 0-½-1-1½-2 | LLR | SPRT | forfeits | minutes |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
