/** The short measurements: the GET floor, moves in fresh games, and many games at once. */
import type { Api } from './client.ts';
import { Player } from './player.ts';
import { seededRandom, summarize, type LatencySummary } from './stats.ts';

export const MOVE_PLIES = 40;
export const FLOOR_PLY = 20;

/** Runs `count` timed calls one after another; the times of those that succeeded. */
export const timeSequentially = async (count: number, run: (i: number) => Promise<number | null>): Promise<number[]> => {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const ms = await run(i);
    if (ms !== null) times.push(ms);
  }
  return times;
};

export const newPlayer = async (api: Api, phase: string, random: () => number): Promise<Player> => {
  const player = await Player.create(api, phase, random);
  if (!player) throw new Error(`${phase}: the server did not create a game (${api.log.errors.at(-1)?.status ?? '?'}): ${api.log.errors.at(-1)?.body ?? ''}`);
  return player;
};

export interface FloorFigures {
  readonly ply: number;
  /** GET /api/games/:id?since=<ply>: the state with an empty move list. */
  readonly sinceGet: LatencySummary;
  readonly sinceBytes: number;
  /** GET /api/games/:id: the state with the whole move list. */
  readonly plainGet: LatencySummary;
  readonly plainBytes: number;
}

/** One game at ply 20; after a warm-up, `samples` of each kind of GET in sequence. */
export const measureFloor = async (api: Api, random: () => number, samples: number, warmup: number): Promise<FloorFigures> => {
  const phase = 'get-floor';
  const player = await newPlayer(api, phase, random);
  await player.playTo(phase, FLOOR_PLY);
  let sinceBytes = 0;
  let plainBytes = 0;
  const since = async () => {
    const answer = await player.read(phase, player.ply);
    if (answer) sinceBytes = Buffer.byteLength(answer.text);
    return answer?.ms ?? null;
  };
  const plain = async () => {
    const answer = await player.read(phase);
    if (answer) plainBytes = Buffer.byteLength(answer.text);
    return answer?.ms ?? null;
  };
  await timeSequentially(warmup, since);
  const sinceTimes = await timeSequentially(samples, since);
  await timeSequentially(Math.ceil(warmup / 2), plain);
  const plainTimes = await timeSequentially(samples, plain);
  return { ply: player.ply, sinceGet: summarize(sinceTimes), sinceBytes, plainGet: summarize(plainTimes), plainBytes };
};

export interface FreshMoveFigures {
  readonly games: number;
  readonly plies: string;
  readonly move: LatencySummary;
}

/** Moves at plies 0–40 of fresh Infinite games, in sequence, after one unmeasured game. */
export const measureFreshMoves = async (api: Api, random: () => number, samples: number): Promise<FreshMoveFigures> => {
  const phase = 'moves-fresh';
  await (await newPlayer(api, phase, random)).playTo(phase, MOVE_PLIES);
  const games = Math.ceil(samples / MOVE_PLIES);
  const times: number[] = [];
  for (let g = 0; g < games; g++) {
    const player = await newPlayer(api, phase, random);
    times.push(...(await timeSequentially(MOVE_PLIES, () => player.move(phase))));
  }
  return { games, plies: `0–${MOVE_PLIES}`, move: summarize(times) };
};

export interface ThroughputFigures {
  readonly games: number;
  readonly seconds: number;
  readonly moves: number;
  readonly movesPerSecond: number;
  readonly requests: number;
  readonly errors: number;
  readonly move: LatencySummary;
}

/** `games` games at once, each with its own sequential player loop (and its own seed), for `seconds`. */
export const measureThroughput = async (api: Api, seed: number, games: number, seconds: number): Promise<ThroughputFigures> => {
  const phase = 'throughput';
  const players = await Promise.all(Array.from({ length: games }, (_, i) => newPlayer(api, phase, seededRandom(seed * 1000 + i))));
  const before = api.log.requests.get(phase) ?? 0;
  const errorsBefore = api.log.inPhase(phase).length;
  const times: number[] = [];
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    players.map(async (player) => {
      while (performance.now() < end && !player.finished) {
        const ms = await player.move(phase);
        if (ms !== null) times.push(ms);
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  return {
    games,
    seconds: elapsed,
    moves: times.length,
    movesPerSecond: times.length / elapsed,
    requests: (api.log.requests.get(phase) ?? 0) - before,
    errors: api.log.inPhase(phase).length - errorsBefore,
    move: summarize(times),
  };
};
