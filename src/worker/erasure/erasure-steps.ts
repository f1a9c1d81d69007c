/**
 * Erasing an account, as a list of steps (docs/privacy.md, "Erasing your account"). The
 * erasure's object (erasure-object.ts) keeps the job and runs a few steps from each alarm,
 * so a player with thousands of games is erased in many short runs, each under the
 * platform's subrequest limit (docs/platform.md), and a failed step is tried again.
 *
 * The account's bots go first, each as a player of its own; then the player: every game
 * that names them (their seats renamed "erased player", games still going resigned), every
 * tournament they entered, the lobby's challenges, their rows in D1; last the address's
 * own object (its sessions revoked, its email history forgotten). Every step can run
 * again and do nothing more, so a run cut short anywhere loses nothing.
 */
import { ApiError } from '../http/errors.ts';
import type { Env } from '../platform/env.ts';
import { botsOwnedBy, erasePlayerRows, gamesNaming, tournamentPage } from '../db/erasure.ts';
import { playerOfEmail } from '../db/player-records.ts';
import { gameRoom } from '../game/objects.ts';
import { LOBBY_SHARDS, everyLobby } from '../lobby/lobby-shards.ts';
import { recipientOf } from '../mail/recipient.ts';
import { tournamentObject } from '../tournaments/tournament-object.ts';
import { botInbox } from '../bots/bot-inbox.ts';

/** One player being erased: the account's own, or a bot it owns (no address). */
interface Erasee {
  readonly playerId: string | null;
  readonly email: string | null;
  readonly bot: boolean;
  /** Games left to erase them from, once listed (null: not listed yet). */
  readonly games: readonly string[] | null;
  /** Tournaments left to erase them from, once listed. */
  readonly tournaments: readonly string[] | null;
  /** Tournaments their games belong to, gathered while their games are erased. */
  readonly seenTournaments: readonly string[];
}

/** What is left to do, as the erasure's object stores it between runs. */
export interface ErasureJob {
  readonly email: string;
  /** Everyone erased (the player, their bots), once looked up; null until then. */
  readonly people: readonly Erasee[] | null;
  /** Those with work left in this pass. */
  readonly erasees: readonly Erasee[];
  /**
   * When to look once more for games that name them: a game made just before the
   * erasure reaches D1 a moment later (its object publishes it from its alarm), so the
   * erasure is done only when a look this long after the last pass finds none.
   */
  readonly sweepAfter: number;
  readonly addressErased: boolean;
}

/**
 * How long after a pass the erasure looks again for games D1 had not listed yet: a game
 * publishes itself from its alarm within a second or two, so 15 s leaves a wide margin.
 * `ERASURE_SWEEP_MS` sets another (the workerd tests use 2 s, so they do not wait 15 s
 * twice a test).
 */
const SWEEP_DELAY_MS = 15_000;

export const sweepDelay = (env: Pick<Env, 'ERASURE_SWEEP_MS'>): number => {
  const set = env.ERASURE_SWEEP_MS ? Number(env.ERASURE_SWEEP_MS) : Number.NaN;
  return Number.isFinite(set) && set >= 0 ? set : SWEEP_DELAY_MS;
};

export const newJob = (email: string, now: number, sweepMs: number): ErasureJob => ({
  email: email.toLowerCase(),
  people: null,
  erasees: [],
  sweepAfter: now + sweepMs,
  addressErased: false,
});

export const jobDone = (job: ErasureJob): boolean => job.addressErased;

/** Calls to other objects in one run at most: well under the Free plan's 50 subrequests. */
export const CALLS_PER_RUN = 25;
const TOURNAMENT_STATUSES_ASKED = ['open', 'running', 'cancelled'] as const;

const person = (playerId: string | null, email: string | null, bot: boolean): Erasee => ({
  playerId,
  email,
  bot,
  games: null,
  tournaments: null,
  seenTournaments: [],
});

/** Every tournament not yet finished (a page at a time), where an entrant may be waiting to play. */
const unfinishedTournaments = async (env: Env): Promise<string[]> => {
  const found: string[] = [];
  for (const status of TOURNAMENT_STATUSES_ASKED) {
    let after: { startsAt: number; id: string } | null = null;
    for (;;) {
      const page = await tournamentPage(env.DB, status, after, 100);
      found.push(...page.map((row) => row.id));
      if (page.length < 100) break;
      after = page.at(-1)!;
    }
  }
  return found;
};

/** Does some of the first erasee's work, spending at most `budget` calls; the job after it. */
const eraseSome = async (env: Env, erasee: Erasee, budget: { calls: number }, now: number): Promise<Erasee | null> => {
  let current = erasee;
  if (current.games === null)
    current = { ...current, games: await gamesNaming(env.DB, current.playerId, current.email) };
  const games = [...current.games!];
  const seen = new Set(current.seenTournaments);
  while (games.length > 0 && budget.calls > 0) {
    budget.calls--;
    const erased = await gameRoom(env, games[0]!).eraseSeats({ playerId: current.playerId, email: current.email });
    if (!erased.ok) throw new ApiError(erased.error.code, erased.error.message);
    if (erased.value.tournament) seen.add(erased.value.tournament);
    games.shift();
  }
  current = { ...current, games, seenTournaments: [...seen] };
  if (games.length > 0 || budget.calls <= 0) return current;
  if (current.playerId === null) {
    await erasePlayerRows(env.DB, current);
    return null;
  }
  if (current.tournaments === null)
    current = { ...current, tournaments: [...new Set([...seen, ...(await unfinishedTournaments(env))])] };
  const tournaments = [...current.tournaments!];
  while (tournaments.length > 0 && budget.calls > 0) {
    budget.calls--;
    await tournamentObject(env, tournaments[0]!).erasePlayer(current.playerId!, now);
    tournaments.shift();
  }
  current = { ...current, tournaments };
  // Every shard of the lobby (a challenge naming them may be in any), the bot's inbox, the rows.
  const last = LOBBY_SHARDS + 2;
  if (tournaments.length > 0 || budget.calls < last) return current;
  budget.calls -= last;
  await Promise.all(everyLobby(env).map((shard) => shard.erasePlayer(current.playerId!)));
  if (current.bot) await botInbox(env, current.playerId!).erase();
  await erasePlayerRows(env.DB, current);
  return null;
};

/** The games that still name any of them in D1: each erasee again, with those games to erase. */
const sweep = async (env: Env, people: readonly Erasee[]): Promise<Erasee[]> => {
  const again: Erasee[] = [];
  for (const each of people) {
    const games = await gamesNaming(env.DB, each.playerId, each.email);
    // Its tournaments, challenges and rows were erased in the pass before; once more is cheap.
    if (games.length > 0) again.push({ ...each, games, tournaments: [] });
  }
  return again;
};

/**
 * One run: as much of the job as the budget allows; the job left (jobDone once finished).
 * `waitForD1`: false to look again at once rather than after the sweep's delay (tests, whose
 * games have reached D1 already).
 */
export const runErasure = async (env: Env, job: ErasureJob, now: number, waitForD1 = true): Promise<ErasureJob> => {
  if (jobDone(job)) return job;
  let people = job.people;
  let erasees = job.erasees;
  if (people === null) {
    // Nothing more is sent to the address from now on (a game's email due meanwhile is
    // skipped); at the end its object is erased, and the address is a stranger's again.
    await (await recipientOf(env.RECIPIENTS, job.email)).stop();
    const player = await playerOfEmail(env.DB, job.email);
    const bots = player ? await botsOwnedBy(env.DB, player.id) : [];
    people = [...bots.map((id) => person(id, null, true)), person(player?.id ?? null, job.email, false)];
    erasees = people;
  }
  const budget = { calls: CALLS_PER_RUN };
  while (erasees.length > 0 && budget.calls > 0) {
    const left = await eraseSome(env, erasees[0]!, budget, now);
    erasees = left ? [left, ...erasees.slice(1)] : erasees.slice(1);
    if (left) return { ...job, people, erasees };
  }
  if (erasees.length > 0) return { ...job, people, erasees };
  if (waitForD1 && now < job.sweepAfter) return { ...job, people, erasees };
  const again = await sweep(env, people);
  if (again.length > 0) return { ...job, people, erasees: again, sweepAfter: now + sweepDelay(env) };
  await (await recipientOf(env.RECIPIENTS, job.email)).erase();
  return { ...job, people, erasees, addressErased: true };
};

/** When the job should run next: now while it has work, else at its look for late games. */
export const nextRunAt = (job: ErasureJob, now: number): number =>
  job.erasees.length > 0 ? now : Math.max(now, job.sweepAfter);
