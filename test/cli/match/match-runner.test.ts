/**
 * The match harness's game loop and runner against a tiny engine program started as a
 * real child process (stub-engine.ts): moves judged by the rules engine, an illegal move
 * and silence lost and reported, pairs counted, the SPRT stopping the match.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { EngineProcess } from '../../../src/cli/bot/engine-process.ts';
import { type MatchSeat, playMatchGame } from '../../../src/cli/match/match-game.ts';
import { runMatch } from '../../../src/cli/match/match-runner.ts';
import { randomOpening } from '../../../src/cli/match/openings.ts';
import { GAMES } from '../../../src/engine/games.ts';

const stub = (mode: string): readonly string[] => [
  process.execPath,
  fileURLToPath(new URL('./stub-engine.ts', import.meta.url)),
  mode,
];

const seat = (mode: string): MatchSeat => {
  const start = () => new EngineProcess(stub(mode));
  return { name: mode, engine: start(), restart: start, level: 1 };
};

const adomoc = GAMES.get('adomoc')!;
const settings = (maxPlies: number, timeoutMs = 10_000) => ({
  game: adomoc,
  variant: 'standard',
  opening: randomOpening(adomoc, 'standard', 0, 4),
  limit: { movetime: 10 },
  maxPlies,
  timeoutMs,
});

describe('an engine program', () => {
  test('one that cannot be started says so', async () => {
    const engine = new EngineProcess(['/nonexistent/engine']);
    const answer = await engine.think({
      game: 'adomoc',
      variant: 'standard',
      start: '',
      moves: [],
      moveTime: 10,
      level: null,
    });
    expect(answer).toMatchObject({ ok: false, message: expect.stringContaining('ENOENT') });
  });
});

describe('a match game', () => {
  test('plays legal moves to the ply cap, each judged and written in strict notation', async () => {
    const seats = [seat('first'), seat('first')] as const;
    try {
      const result = await playMatchGame(settings(6), seats);
      expect(result).toMatchObject({ firstScore: 0.5, capped: true, forfeit: null, plies: 6 });
      // The stub plays the first legal move: the very moves the rules engine lists first.
      let position = settings(6).opening;
      for (const move of result.moves) {
        const first = adomoc.legalMoves(position, 'standard')[0]!;
        expect(move).toBe(adomoc.makeMove(position, first));
        const played = adomoc.play(position, 'standard', first);
        if (!played.ok) throw new Error(played.error.message);
        position = played.value.position;
      }
    } finally {
      for (const { engine } of seats) engine.stop();
    }
  });

  test('an illegal move loses the game for the side that played it, and says so', async () => {
    const seats = [seat('first'), seat('illegal')] as const;
    try {
      const result = await playMatchGame(settings(20), seats);
      expect(result.firstScore).toBe(1);
      expect(result.plies).toBe(1);
      expect(result.forfeit).toMatch(/^illegal played an illegal move "zz99" at ply 2/);
    } finally {
      for (const { engine } of seats) engine.stop();
    }
  });

  test('no answer in time loses the game, and the silent program is replaced', async () => {
    const seats = [seat('silent'), seat('first')] as [MatchSeat, MatchSeat];
    const silent = seats[0].engine;
    try {
      const result = await playMatchGame(settings(20, 1_500), seats);
      expect(result.firstScore).toBe(0);
      expect(result.forfeit).toMatch(/^silent gave no move within 1500 ms at ply 1/);
      expect(seats[0].engine).not.toBe(silent);
    } finally {
      for (const { engine } of seats) engine.stop();
    }
  });
});

describe('a match', () => {
  const match = (candidate: string, pairs: number, jobs: number, minPairs = 1) =>
    runMatch({
      game: adomoc,
      variant: 'standard',
      candidate: { name: candidate, command: stub(candidate), level: 1 },
      reference: { name: 'first', command: stub('first'), level: 1 },
      limit: { movetime: 10 },
      maxPlies: 4,
      timeoutMs: 10_000,
      openingPlies: 4,
      pairs,
      jobs,
      sprt: { elo0: 0, elo1: 20, alpha: 0.05, beta: 0.05 },
      minPairs,
    });

  test('counts games and pairs from both sides, two pairs at a time', async () => {
    const { tally, verdict } = await match('first', 3, 2);
    expect(tally).toMatchObject({ wins: 0, draws: 6, losses: 0, capped: 6, pairs: [0, 0, 3, 0, 0], forfeits: [] });
    // Three pairs drawn alike are already enough for H0 (no better), with fishtest's floor
    // of 0.001 on the other counts; two were not, so the second slot's pair was played.
    expect(verdict).toBe('H0');
  });

  test('stops when the SPRT decides: a candidate that loses every game is H0 after its first pair', async () => {
    const { tally, verdict, llr } = await match('illegal', 10, 1);
    expect(verdict).toBe('H0');
    expect(llr).toBeLessThan(-2.94);
    expect(tally.losses).toBe(2);
    expect(tally.pairs).toEqual([1, 0, 0, 0, 0]);
    expect(tally.forfeits).toHaveLength(2);
  });

  test('plays the pairs it must before the SPRT may stop it', async () => {
    const { tally, verdict } = await match('illegal', 10, 1, 3);
    expect(tally.pairs).toEqual([3, 0, 0, 0, 0]);
    expect(verdict).toBe('H0');
  });
});
