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
import { ERASED_NAME } from '../game/seats/seat-erasure.ts';
import { lobby } from '../lobby/lobby.ts';
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
  /** Null until the account is looked up. */
  readonly erasees: readonly Erasee[] | null;
  readonly addressErased: boolean;
}

export const newJob = (email: string): ErasureJob => ({
  email: email.toLowerCase(),
  erasees: null,
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
    await erasePlayerRows(env.DB, current, ERASED_NAME);
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
  if (tournaments.length > 0 || budget.calls < 2) return current;
  budget.calls -= 2;
  await lobby(env).erasePlayer(current.playerId!);
  if (current.bot) await botInbox(env, current.playerId!).erase();
  await erasePlayerRows(env.DB, current, ERASED_NAME);
  return null;
};

/** One run: as much of the job as the budget allows; the job left (jobDone once finished). */
export const runErasure = async (env: Env, job: ErasureJob, now: number): Promise<ErasureJob> => {
  if (jobDone(job)) return job;
  let erasees = job.erasees;
  if (erasees === null) {
    const player = await playerOfEmail(env.DB, job.email);
    const bots = player ? await botsOwnedBy(env.DB, player.id) : [];
    erasees = [...bots.map((id) => person(id, null, true)), person(player?.id ?? null, job.email, false)];
  }
  const budget = { calls: CALLS_PER_RUN };
  while (erasees.length > 0 && budget.calls > 0) {
    const left = await eraseSome(env, erasees[0]!, budget, now);
    erasees = left ? [left, ...erasees.slice(1)] : erasees.slice(1);
    if (left) return { ...job, erasees };
  }
  if (erasees.length > 0) return { ...job, erasees };
  await (await recipientOf(env.RECIPIENTS, job.email)).erase();
  return { ...job, erasees, addressErased: true };
};
