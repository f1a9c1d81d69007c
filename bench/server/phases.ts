/** The short measurements: the GET floor, moves in fresh games, and many games at once. */
import type { Api } from './client.ts';
import { cpuSince, type CpuReading, type CpuSpent } from './cpu.ts';
import { Player, type Seat } from './player.ts';
import { seededRandom, summarize, type LatencySummary } from './stats.ts';

export const MOVE_PLIES = 40;
export const FLOOR_PLY = 20;

/** Runs `count` timed calls one after another; the times of those that succeeded. */
export const timeSequentially = async (
  count: number,
  run: (i: number) => Promise<number | null>,
): Promise<number[]> => {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const ms = await run(i);
    if (ms !== null) times.push(ms);
  }
  return times;
};

export const newPlayer = async (
  api: Api,
  phase: string,
  random: () => number,
  players?: Readonly<Record<string, Seat>>,
): Promise<Player> => {
  const player = await Player.create(api, phase, random, players);
  if (!player)
    throw new Error(
      `${phase}: the server did not create a game (${api.log.errors.at(-1)?.status ?? '?'}): ${api.log.errors.at(-1)?.body ?? ''}`,
    );
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

export interface FreshMoveFigures {
  readonly games: number;
  readonly plies: string;
  readonly move: LatencySummary;
}

/** Unmeasured play and reads, so the figures start from a server (and client) past their first calls. */
export const warmUp = async (api: Api, random: () => number, moves: number): Promise<void> => {
  const phase = 'warm-up';
  let player = await newPlayer(api, phase, random);
  for (let i = 0; i < moves; i++) {
    if (player.ply >= MOVE_PLIES) player = await newPlayer(api, phase, random);
    await player.move(phase);
    await player.read(phase, player.ply);
    await player.read(phase);
  }
};

/**
 * The floor and moves in fresh games, measured in turn: a GET ?since on a game at ply 20,
 * a plain GET of it, then a move at plies 0–40 of a fresh game (a new one every 40 moves),
 * `samples` times, so all three see the same conditions and their ratio holds still.
 */
export const measureFloorAndMoves = async (
  api: Api,
  random: () => number,
  samples: number,
): Promise<{ floor: FloorFigures; fresh: FreshMoveFigures }> => {
  const phase = 'get-floor-and-moves';
  const floorGame = await newPlayer(api, phase, random);
  await floorGame.playTo(phase, FLOOR_PLY);
  let sinceBytes = 0;
  let plainBytes = 0;
  const since: number[] = [];
  const plain: number[] = [];
  const moves: number[] = [];
  let games = 0;
  let player: Player | null = null;
  for (let i = 0; i < samples; i++) {
    const a = await floorGame.read(phase, floorGame.ply);
    if (a) {
      since.push(a.ms);
      sinceBytes = Buffer.byteLength(a.text);
    }
    const b = await floorGame.read(phase);
    if (b) {
      plain.push(b.ms);
      plainBytes = Buffer.byteLength(b.text);
    }
    if (!player || player.ply >= MOVE_PLIES) {
      player = await newPlayer(api, phase, random);
      games++;
    }
    const ms = await player.move(phase);
    if (ms !== null) moves.push(ms);
  }
  return {
    floor: { ply: floorGame.ply, sinceGet: summarize(since), sinceBytes, plainGet: summarize(plain), plainBytes },
    fresh: { games, plies: `0–${MOVE_PLIES}`, move: summarize(moves) },
  };
};

export interface ThroughputFigures {
  readonly games: number;
  readonly seconds: number;
  readonly moves: number;
  readonly movesPerSecond: number;
  readonly requests: number;
  readonly errors: number;
  readonly move: LatencySummary;
  /** CPU spent by this process and by the server while the games ran. */
  readonly cpu: CpuSpent;
}

/** `games` games at once, each with its own sequential player loop (and its own seed), for `seconds`. */
export const measureThroughput = async (
  api: Api,
  seed: number,
  games: number,
  seconds: number,
  cpu: () => CpuReading,
): Promise<ThroughputFigures> => {
  const phase = 'throughput';
  const players = await Promise.all(
    Array.from({ length: games }, (_, i) => newPlayer(api, phase, seededRandom(seed * 1000 + i))),
  );
  const before = api.log.requests.get(phase) ?? 0;
  const errorsBefore = api.log.inPhase(phase).length;
  const times: number[] = [];
  const cpuBefore = cpu();
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
  const spent = cpuSince(cpuBefore, cpu());
  return {
    games,
    seconds: elapsed,
    moves: times.length,
    movesPerSecond: times.length / elapsed,
    requests: (api.log.requests.get(phase) ?? 0) - before,
    errors: api.log.inPhase(phase).length - errorsBefore,
    move: summarize(times),
    cpu: spent,
  };
};
