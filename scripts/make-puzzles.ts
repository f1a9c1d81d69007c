/**
 * Finds puzzles in games the computer plays against itself: each game (levels 1 and 2, from
 * a seed) is played to its end, and the positions a few plies before a decisive end, the
 * winner to move, are proved by src/ai/forced-win.ts. A position is a puzzle when the side
 * to move forces a win in 1, 2 or 3 of its moves and, at each of its turns along the main
 * line, exactly one move does so that quickly; the defence is the computer's choice among
 * the replies that hold out longest. One puzzle per game at most, the longest it holds.
 * Writes src/learn/puzzles/<game>.json, easiest first: by length, then by the work its
 * proof took (moves played), which grows with how many tries look plausible.
 *
 *   nice -n 15 node scripts/make-puzzles.ts adomoc|adix [--games N] [--seed S] [--take 1:10,2:12,3:8] [--minutes M] [--budget PLAYS] [--add]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EVALUATIONS } from '../src/ai/evaluations.ts';
import { ForcedWinProver, ProofTooLong, proveWinningLine } from '../src/ai/forced-win.ts';
import { think } from '../src/ai/player.ts';
import { search } from '../src/ai/search.ts';
import type { Game } from '../src/engine/game.ts';
import { isGameId } from '../src/engine/game-id.ts';
import { GAME_ENGINES } from '../src/engine/games.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const MAX_PLIES = 300;
/** Plies before the end looked at: the winner's turns among them. */
const LOOK_BACK = 8;

/** A puzzle's title by how it is won. */
const TITLES: Readonly<Record<string, string>> = {
  centred: 'Centre in',
  'no-moves': 'Leave no move in',
  'captain-captured': 'Take the captain in',
  'last-teammate-captured': 'Take the last teammate in',
};

const option = (name: string, fallback: string): string => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};

/** A short stable id from the position (FNV-1a), so a puzzle keeps its id when the file is remade. */
const hashOf = (text: string): string => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0').slice(0, 6);
};

interface Found {
  readonly position: string;
  readonly solution: string[];
  readonly moves: number;
  readonly plays: number;
  /** How the last move wins: an end reason of the game. */
  readonly reason: string;
}

/** One game of the computer against itself: the positions before each ply, and how it ended. */
const selfPlay = <P, M>(game: Game<P, M>, variant: string, seed: number) => {
  const levels = [1 + (seed % 2), 1 + (Math.floor(seed / 2) % 2)];
  let position = game.startPosition(variant);
  const positions: P[] = [];
  for (let ply = 0; ply < MAX_PLIES; ply++) {
    positions.push(position);
    const result = think(game, position, variant, { level: levels[ply % 2]!, seed: seed * 1000 + ply });
    const played = game.play(position, variant, result.move);
    if (!played.ok) throw new Error(played.error.message);
    position = played.value.position;
    if (played.value.outcome) return { positions, outcome: played.value.outcome };
  }
  return { positions, outcome: null };
};

/**
 * The puzzle in `start` whose proof plays at most `budget` moves (so that the tests
 * re-prove it quickly), if the side to move wins in at most 3 moves with one move only at
 * each of its turns: the main line, the defence holding out longest (the search's
 * favourite among such replies).
 */
const puzzleIn = <P, M>(game: Game<P, M>, variant: string, start: P, longest: number, budget: number): Found | null => {
  try {
    return puzzleWithin(game, variant, start, longest, budget);
  } catch (error) {
    if (error instanceof ProofTooLong) return null;
    throw error;
  }
};

const puzzleWithin = <P, M>(
  game: Game<P, M>,
  variant: string,
  start: P,
  longest: number,
  budget: number,
): Found | null => {
  const order = EVALUATIONS[game.id].orderHint as (position: P, move: M) => number;
  const prover = new ForcedWinProver(game, variant, order, budget);
  const length = [1, 2, 3].find((moves) => moves <= longest && prover.winsWithin(start, moves));
  if (length === undefined) return null;
  const solution: string[] = [];
  let position = start;
  let reason = '';
  for (let left = length; left > 0; left--) {
    const winning = prover.firstMoves(position, left).filter((proof) => proof.wins);
    if (winning.length !== 1) return null;
    const text = winning[0]!.notation;
    solution.push(text);
    const move = game.parseMove(position, variant, text);
    if (!move.ok) return null;
    const played = game.play(position, variant, move.value);
    if (!played.ok) return null;
    if (left === 1) {
      reason = played.value.outcome?.reason ?? '';
      break;
    }
    // Replies that hold out longest: after them no win in fewer than left - 1 remains.
    const after = played.value.position;
    const ranked = search(game, EVALUATIONS[game.id] as never, variant, after, {
      limits: { depth: 2, nodes: 20_000 },
    }).ranked.map((entry) => entry.move);
    let defence: { text: string; position: P } | null = null;
    for (const reply of ranked) {
      const answered = game.play(after, variant, reply);
      if (!answered.ok || answered.value.outcome) continue;
      if (left > 2 && prover.winsWithin(answered.value.position, left - 2)) continue;
      defence = { text: game.makeMove(after, reply), position: answered.value.position };
      break;
    }
    if (!defence) return null;
    solution.push(defence.text);
    position = defence.position;
  }
  const proof = proveWinningLine(game, variant, start, solution, order);
  if (!proof.ok || proof.plays > budget) return null;
  return { position: game.makePosition(start), solution, moves: length, plays: proof.plays, reason };
};

/** How the line's last move wins: the game's end reason. */
const reasonOf = <P, M>(game: Game<P, M>, variant: string, start: P, line: readonly string[]): string => {
  let position = start;
  for (const text of line) {
    const move = game.parseMove(position, variant, text);
    if (!move.ok) return '';
    const played = game.play(position, variant, move.value);
    if (!played.ok) return '';
    if (played.value.outcome) return played.value.outcome.reason;
    position = played.value.position;
  }
  return '';
};

const main = (): void => {
  const [id = ''] = process.argv.slice(2);
  if (!isGameId(id))
    throw new Error(
      'usage: node scripts/make-puzzles.ts adomoc|adix [--games N] [--seed S] [--take 1:10,2:12,3:8] [--minutes M] [--budget PLAYS] [--add]',
    );
  const game = GAME_ENGINES[id] as Game;
  const variant = game.defaultVariant;
  const games = Number(option('games', '400'));
  const firstSeed = Number(option('seed', '1'));
  const take = new Map(
    option('take', '1:10,2:12,3:10')
      .split(',')
      .map((pair) => pair.split(':').map(Number) as [number, number]),
  );
  const budget = Number(option('budget', '300000'));
  const found: Found[] = [];
  const seen = new Set<string>();
  const file = join(ROOT, 'src', 'learn', 'puzzles', `${id}.json`);
  // --add: keep the file's puzzles (re-proved, within the budget) and look for more from --seed on.
  if (process.argv.includes('--add'))
    for (const kept of JSON.parse(readFileSync(file, 'utf8')) as { position: string; solution: string[] }[]) {
      const start = game.parsePosition(kept.position);
      if (!start.ok) continue;
      const order = EVALUATIONS[id].orderHint;
      const proof = proveWinningLine(game, variant, start.value, kept.solution, order);
      if (!proof.ok || proof.plays > budget) continue;
      const moves = (kept.solution.length + 1) / 2;
      if (found.filter((f) => f.moves === moves).length >= (take.get(moves) ?? 0)) continue;
      seen.add(kept.position);
      found.push({
        position: kept.position,
        solution: kept.solution,
        moves,
        plays: proof.plays,
        reason: reasonOf(game, variant, start.value, kept.solution),
      });
    }
  const started = performance.now();
  /** Written after every find, so a run stopped early keeps what it found. */
  const write = (): void => {
    const puzzles = [...found]
      .sort((a, b) => a.moves - b.moves || a.plays - b.plays)
      .map((puzzle) => ({
        id: `${id}-${puzzle.moves}-${hashOf(puzzle.position)}`,
        title: `${TITLES[puzzle.reason] ?? 'Win in'} ${puzzle.moves}`,
        ...(id === 'adomoc' ? { variant } : {}),
        position: puzzle.position,
        solution: puzzle.solution,
        goal: 'win',
      }));
    writeFileSync(file, `${JSON.stringify(puzzles, null, 2)}\n`);
  };
  const deadline = started + Number(option('minutes', '60')) * 60_000;
  const enough = () =>
    performance.now() > deadline ||
    [...take].every(([moves, count]) => found.filter((f) => f.moves === moves).length >= count);
  for (let seed = firstSeed; seed < firstSeed + games && !enough(); seed++) {
    const { positions, outcome } = selfPlay(game, variant, seed);
    if (!outcome?.winner) continue;
    // The winner's turns before the end, the earliest first: one puzzle per game, the longest.
    for (let back = LOOK_BACK; back >= 1; back--) {
      const position = positions[positions.length - back];
      if (position === undefined || game.toMove(position) !== outcome.winner) continue;
      const text = game.makePosition(position);
      if (seen.has(text)) continue;
      seen.add(text);
      // Proving that no win in 3 exists is the slow part: only the earliest turn is asked it, and only while needed.
      const wanted = [3, 2, 1].find((moves) => found.filter((f) => f.moves === moves).length < (take.get(moves) ?? 0));
      if (wanted === undefined) break;
      const puzzle = puzzleIn(game, variant, position, back >= 5 ? wanted : Math.min(wanted, 2), budget);
      if (!puzzle) continue;
      const have = found.filter((f) => f.moves === puzzle.moves).length;
      if (have >= (take.get(puzzle.moves) ?? 0)) continue;
      found.push(puzzle);
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.error(
        `${seconds}s game ${seed}: in ${puzzle.moves} (${puzzle.plays} plays) ${text} ${puzzle.solution.join(' ')}`,
      );
      write();
      break;
    }
  }
  write();
  const counts = [1, 2, 3].map((moves) => `${found.filter((f) => f.moves === moves).length} in ${moves}`).join(', ');
  console.error(`${found.length} puzzles (${counts}) in ${((performance.now() - started) / 1000).toFixed(0)} s`);
};

main();
