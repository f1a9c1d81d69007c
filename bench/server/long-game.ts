/**
 * One Infinite game played to ~`target` plies over HTTP, then compared with fresh games
 * of the same kind. The comparison windows are interleaved (a move in the long game, a
 * move in a fresh game, and so on), so both see the same machine and server state.
 */
import type { Api } from './client.ts';
import { cpuSince, type CpuReading } from './cpu.ts';
import { newPlayer, timeSequentially } from './phases.ts';
import type { Player } from './player.ts';
import { summarize, type LatencySummary } from './stats.ts';

/** Moves per fresh game in the early window: plies EARLY_FROM to EARLY_FROM + EARLY_MOVES. */
const EARLY_FROM = 10;
const EARLY_MOVES = 20;
const PROFILE_STEP = 2_000;

export interface ProfileBucket {
  readonly from: number;
  readonly to: number;
  readonly p50: number;
  readonly p99: number;
  readonly seconds: number;
  /** CPU per move, ms: the server's (null where unknown) and this process's. */
  readonly serverCpuMs: number | null;
  readonly clientCpuMs: number;
  /** CPUs kept busy by other work on the machine meanwhile, on average (null where unknown). */
  readonly otherCpus: number | null;
}

export interface Comparison {
  readonly late: LatencySummary;
  readonly early: LatencySummary;
  /** late p50 ÷ early p50. */
  readonly ratio: number;
}

export interface LongGameFigures {
  readonly target: number;
  readonly reached: number;
  /** Wall time of the sequential play up to the window. */
  readonly seconds: number;
  /** Move latency of the sequential play, per PROFILE_STEP plies. */
  readonly profile: readonly ProfileBucket[];
  readonly lateWindow: string;
  readonly earlyWindow: string;
  readonly move: Comparison;
  readonly sinceGet: Comparison;
  /** GET without `since` at the end: the whole move list. */
  readonly plainGet: LatencySummary;
  readonly plainBytes: number;
}

const progressLine = (bucket: ProfileBucket, target: number): string =>
  `long game: ply ${bucket.to.toLocaleString('en-US')} / ${target.toLocaleString('en-US')}, ` +
  `moves ${bucket.from.toLocaleString('en-US')}–${bucket.to.toLocaleString('en-US')}: p50 ${bucket.p50.toFixed(2)} ms, p99 ${bucket.p99.toFixed(2)} ms, ${bucket.seconds.toFixed(1)} s` +
  (bucket.serverCpuMs === null ? '' : `, server CPU ${bucket.serverCpuMs.toFixed(2)} ms/move`) +
  (bucket.otherCpus === null ? '' : `, other work on the machine ${bucket.otherCpus.toFixed(2)} CPUs`);

/** Plays `player` to `until`, keeping the latency profile; progress goes to stderr. */
const playLong = async (
  player: Player,
  phase: string,
  until: number,
  target: number,
  cpu: () => CpuReading,
): Promise<ProfileBucket[]> => {
  const profile: ProfileBucket[] = [];
  let times: number[] = [];
  let from = player.ply;
  let bucketStart = performance.now();
  let cpuStart = cpu();
  const close = () => {
    const summary = summarize(times);
    const spent = cpuSince(cpuStart, cpu());
    const moves = Math.max(1, player.ply - from);
    const seconds = (performance.now() - bucketStart) / 1000;
    const bucket = {
      from,
      to: player.ply,
      p50: summary.p50,
      p99: summary.p99,
      seconds,
      serverCpuMs: spent.serverSeconds === null ? null : (spent.serverSeconds * 1000) / moves,
      clientCpuMs: (spent.clientSeconds * 1000) / moves,
      otherCpus: spent.otherSeconds === null ? null : spent.otherSeconds / seconds,
    };
    profile.push(bucket);
    console.error(progressLine(bucket, target));
    times = [];
    from = player.ply;
    bucketStart = performance.now();
    cpuStart = cpu();
  };
  await player.playTo(phase, until, (ply, ms) => {
    if (ms !== null) times.push(ms);
    if (ply % PROFILE_STEP === 0) close();
  });
  if (player.finished) throw new Error(`the long game ended at ply ${player.ply}; no move could avoid ending it`);
  if (times.length) close();
  return profile;
};

const compare = (late: number[], early: number[]): Comparison => {
  const figures = { late: summarize(late), early: summarize(early) };
  return { ...figures, ratio: figures.late.p50 / figures.early.p50 };
};

export const measureLongGame = async (
  api: Api,
  random: () => number,
  sizes: { readonly target: number; readonly window: number; readonly getSamples: number },
  cpu: () => CpuReading,
): Promise<LongGameFigures> => {
  const { target, window, getSamples } = sizes;
  const phase = 'long-game';
  const long = await newPlayer(api, phase, random);
  const windowStart = target - Math.floor(window / 2);
  const started = performance.now();
  const profile = await playLong(long, phase, windowStart, target, cpu);
  const seconds = (performance.now() - started) / 1000;

  const fresh: Player[] = [];
  for (let g = 0; g < Math.ceil(window / EARLY_MOVES); g++) {
    const player = await newPlayer(api, phase, random);
    await player.playTo(phase, EARLY_FROM);
    fresh.push(player);
  }
  const lateMoves: number[] = [];
  const earlyMoves: number[] = [];
  const lateFrom = long.ply;
  for (let i = 0; i < window; i++) {
    const late = await long.move(phase);
    if (late !== null) lateMoves.push(late);
    const early = await fresh[Math.floor(i / EARLY_MOVES)]!.move(phase);
    if (early !== null) earlyMoves.push(early);
  }
  const lateTo = long.ply;

  const near = fresh[0]!;
  const lateGets: number[] = [];
  const earlyGets: number[] = [];
  for (let i = 0; i < getSamples + 20; i++) {
    const late = await long.read(phase, long.ply);
    const early = await near.read(phase, near.ply);
    if (i < 20) continue;
    if (late) lateGets.push(late.ms);
    if (early) earlyGets.push(early.ms);
  }

  let plainBytes = 0;
  const plain = await timeSequentially(12, async () => {
    const answer = await long.read(phase);
    if (answer) plainBytes = Buffer.byteLength(answer.text);
    return answer?.ms ?? null;
  });
  return {
    target,
    reached: long.ply,
    seconds,
    profile,
    lateWindow: `${lateFrom.toLocaleString('en-US')}–${lateTo.toLocaleString('en-US')}`,
    earlyWindow: `${EARLY_FROM}–${EARLY_FROM + EARLY_MOVES} in ${fresh.length} fresh games`,
    move: compare(lateMoves, earlyMoves),
    sinceGet: compare(lateGets, earlyGets),
    plainGet: summarize(plain.slice(2)),
    plainBytes,
  };
};
