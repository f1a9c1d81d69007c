/**
 * One shard of the lobby (lobby-shards.ts): the open challenges of the players whose ids
 * hash to it, so taking one is a single decision (two players who press "Accept" at once
 * cannot both get the game), and pages on /play hear of each change live. Challenges are
 * few (at most three per player, a week each), so they sit in the object's key-value
 * storage, one key each, and in memory newest first, so a page of the list is a walk from
 * its cursor; an alarm clears the expired ones. A taken challenge is kept a week more, so
 * both players can ask it for their seats (the game itself is an ordinary game's object).
 *
 * Each change goes to the listeners' hubs as it is (shared/lobby-changes.ts): a challenge
 * anyone may take, whole; a named one only as the listen tags of its two players, since
 * anyone may listen.
 */
import { failure, ok, type EngineError, type Result } from '../../engine/result.ts';
import type { Env } from '../platform/env.ts';
import { ListenerLink } from '../sockets/listener-hub.ts';
import { DurableObject } from 'cloudflare:workers';
import { ERASED_NAME } from '../../shared/player-name.ts';
import type { LobbyChange } from '../../shared/lobby-changes.ts';
import {
  canPost,
  canTake,
  isOpen,
  takenUntil,
  visibleTo,
  type Challenge,
  type ChallengePlayer,
  type ChallengeRequest,
  type TakenChallenge,
} from './challenge.ts';
import { matchesFilter, type ChallengeFilter } from '../../shared/challenge-filter.ts';
import { everyHub } from './lobby-hubs.ts';
import { listenTag } from './listen-tags.ts';

const OPEN = 'open:';
const TAKEN = 'taken:';
/** Taken, its game being made: nobody else may take it, and it is not listed. */
const TAKING = 'taking:';

export type Lookup =
  | { readonly kind: 'open'; readonly challenge: Challenge }
  | { readonly kind: 'taken'; readonly taken: TakenChallenge };

/** Where a page of the list starts: after the challenge of this time and id (newest first). */
export type ListKey = readonly [createdAt: number, id: string];

/** One shard's part of a page of the list (lobby-reads.ts merges the shards'). */
export interface ShardQuery {
  /** Who reads (null: nobody signed in): a named challenge shows to its two players alone. */
  readonly reader: string | null;
  /** Players kept apart from the reader by a block: their challenges are not shown. */
  readonly apart: readonly string[];
  readonly filter: ChallengeFilter;
  readonly after: ListKey | null;
  /** How many to return at most (the reader's own not counted). */
  readonly limit: number;
  /** Whether to return the reader's own challenges apart (first page: they are listed first). */
  readonly own: boolean;
  readonly now: number;
}

export interface ShardPage {
  readonly own: Challenge[];
  readonly others: Challenge[];
}

/** Newest first, the id breaking ties, as the list and its cursors run. */
const newestFirst = (a: Challenge, b: Challenge): number =>
  b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

const isAfter = (challenge: Challenge, [createdAt, id]: ListKey): boolean =>
  challenge.createdAt < createdAt || (challenge.createdAt === createdAt && challenge.id < id);

/** Where the walk from a cursor's key starts in a list newest first: a binary search, as an index would. */
const firstAfter = (list: readonly Challenge[], key: ListKey): number => {
  let [low, high] = [0, list.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (isAfter(list[middle]!, key)) high = middle;
    else low = middle + 1;
  }
  return low;
};

const takenFirst = () =>
  failure('ERR_CHALLENGE_TAKEN', 'another player took this challenge first; there are others on /play');

const notFound = () =>
  failure(
    'ERR_CHALLENGE_NOT_FOUND',
    'there is no such challenge: it was withdrawn, or it expired; the open ones are on /play',
  );

export class Lobby extends DurableObject<Env> {
  /** The pages watching the list, in their own objects (sockets/listener-hub.ts): one link to each hub. */
  private readonly hubs: ListenerLink[];
  /** The open challenges newest first, read from storage once and kept with every change. */
  private cache: Challenge[] | null = null;
  /** Announcements in the order of their changes (a named one waits on its tags). */
  private announcing: Promise<void> = Promise.resolve();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.hubs = everyHub().map(() => new ListenerLink(env, 'lobby'));
  }

  private all(): Challenge[] {
    if (!this.cache) {
      this.cache = [];
      for (const [, challenge] of this.ctx.storage.kv.list<Challenge>({ prefix: OPEN })) this.cache.push(challenge);
      this.cache.sort(newestFirst);
    }
    return this.cache;
  }

  private open(now: number): Challenge[] {
    return this.all().filter((challenge) => isOpen(challenge, now));
  }

  private putOpen(challenge: Challenge): void {
    this.ctx.storage.kv.put(`${OPEN}${challenge.id}`, challenge);
    const list = this.all().filter((held) => held.id !== challenge.id);
    list.push(challenge);
    this.cache = list.sort(newestFirst);
  }

  private dropOpen(id: string): void {
    this.ctx.storage.kv.delete(`${OPEN}${id}`);
    this.cache = this.all().filter((held) => held.id !== id);
  }

  /**
   * This shard's part of a page: the open challenges the reader may see that the filter
   * keeps, after the cursor's key, newest first; the reader's own apart when asked for.
   * A walk from the key that stops at `limit`: a page costs what it skips and shows.
   */
  async page(query: ShardQuery): Promise<ShardPage> {
    const hidden = new Set(query.apart);
    const shown = (challenge: Challenge) =>
      isOpen(challenge, query.now) &&
      visibleTo(challenge, query.reader) &&
      !hidden.has(challenge.by.id) &&
      matchesFilter(challenge, query.filter);
    const list = this.all();
    const others: Challenge[] = [];
    for (let at = query.after ? firstAfter(list, query.after) : 0; at < list.length; at++) {
      if (others.length === query.limit) break;
      const challenge = list[at]!;
      if (challenge.by.id !== query.reader && shown(challenge)) others.push(challenge);
    }
    // At most OPEN_CHALLENGES_MAX of them.
    const own = query.own ? this.all().filter((challenge) => challenge.by.id === query.reader && shown(challenge)) : [];
    return { own, others };
  }

  async post(request: ChallengeRequest, challenge: Challenge): Promise<Result<Challenge, EngineError>> {
    const held = this.open(challenge.createdAt).filter((open) => open.by.id === challenge.by.id);
    const allowed = canPost(held, request, challenge.by);
    if (!allowed.ok) return allowed;
    this.putOpen(challenge);
    await this.scheduleAlarm();
    this.announceAdded(challenge);
    return ok(challenge);
  }

  async lookup(id: string, now: number): Promise<Result<Lookup, EngineError>> {
    const challenge = this.ctx.storage.kv.get<Challenge>(`${OPEN}${id}`);
    if (challenge && isOpen(challenge, now)) return ok({ kind: 'open', challenge });
    const taken = this.ctx.storage.kv.get<TakenChallenge>(`${TAKEN}${id}`);
    if (taken && takenUntil(taken) > now) return ok({ kind: 'taken', taken });
    if (this.ctx.storage.kv.get(`${TAKING}${id}`)) return takenFirst();
    return notFound();
  }

  async withdraw(id: string, playerId: string): Promise<Result<Challenge, EngineError>> {
    const challenge = this.ctx.storage.kv.get<Challenge>(`${OPEN}${id}`);
    if (!challenge) {
      if (this.ctx.storage.kv.get(`${TAKEN}${id}`) || this.ctx.storage.kv.get(`${TAKING}${id}`))
        return failure('ERR_CHALLENGE_TAKEN', 'this challenge was taken already: its game has begun');
      return notFound();
    }
    if (challenge.by.id !== playerId)
      return failure('ERR_NOT_YOUR_CHALLENGE', 'only the player who posted a challenge may withdraw it');
    this.dropOpen(id);
    this.announceRemoved(challenge);
    return ok(challenge);
  }

  /** A challenge named for `playerId` (a bot), refused by them: it leaves the list. */
  async decline(id: string, playerId: string): Promise<Result<Challenge, EngineError>> {
    const challenge = this.ctx.storage.kv.get<Challenge>(`${OPEN}${id}`);
    if (!challenge || challenge.to?.id !== playerId) return notFound();
    this.dropOpen(id);
    this.announceRemoved(challenge);
    return ok(challenge);
  }

  /**
   * Takes a challenge off the list for `taker`, or says why not. The game is started by
   * the caller (it knows the public origin and makes the seats); `settle` then keeps the
   * result, or `putBack` returns the challenge if the game could not be made. Between the
   * two nobody else can take it: this method runs whole, with no await between the check
   * and the removal.
   */
  async take(
    id: string,
    taker: ChallengePlayer,
    rating: number | null,
    startingRating: number,
    now: number,
  ): Promise<Result<Challenge, EngineError>> {
    const challenge = this.ctx.storage.kv.get<Challenge>(`${OPEN}${id}`);
    if (!challenge) {
      if (this.ctx.storage.kv.get(`${TAKEN}${id}`) || this.ctx.storage.kv.get(`${TAKING}${id}`)) return takenFirst();
      return notFound();
    }
    const allowed = canTake(challenge, taker, rating, startingRating, now);
    if (!allowed.ok) return allowed;
    this.dropOpen(id);
    this.ctx.storage.kv.put(`${TAKING}${id}`, challenge);
    return ok(challenge);
  }

  async settle(taken: TakenChallenge): Promise<void> {
    this.ctx.storage.kv.delete(`${TAKING}${taken.challenge.id}`);
    this.ctx.storage.kv.put(`${TAKEN}${taken.challenge.id}`, taken);
    await this.scheduleAlarm();
    this.announceRemoved(taken.challenge, taken.gameId);
  }

  /** The game could not be made: the challenge is open again, as it was (pages never saw it go). */
  async putBack(challenge: Challenge): Promise<void> {
    this.ctx.storage.kv.delete(`${TAKING}${challenge.id}`);
    this.putOpen(challenge);
  }

  /** Withdraws every open challenge of a player (barred from rated play, say). */
  async withdrawAll(playerId: string): Promise<number> {
    const theirs = this.open(Date.now()).filter((challenge) => challenge.by.id === playerId);
    for (const challenge of theirs) {
      this.dropOpen(challenge.id);
      this.announceRemoved(challenge);
    }
    return theirs.length;
  }

  /**
   * A player's account erased (docs/privacy.md): their open challenges, and those named for
   * them, go; taken ones, kept a week for the seats, keep their game but call them "erased
   * player". Erasing twice changes nothing more.
   */
  async erasePlayer(playerId: string): Promise<void> {
    const erased = (player: ChallengePlayer) => (player.id === playerId ? { ...player, name: ERASED_NAME } : player);
    for (const challenge of this.all())
      if (challenge.by.id === playerId || challenge.to?.id === playerId) {
        this.dropOpen(challenge.id);
        this.announceRemoved(challenge);
      }
    for (const prefix of [TAKEN, TAKING])
      for (const [key, value] of this.ctx.storage.kv.list<TakenChallenge | Challenge>({ prefix })) {
        const challenge = 'challenge' in value ? value.challenge : value;
        const players = 'challenge' in value ? Object.values(value.players) : [];
        if (![challenge.by, challenge.to, ...players].some((player) => player?.id === playerId)) continue;
        const scrubbed: Challenge = {
          ...challenge,
          by: { ...challenge.by, ...erased(challenge.by) },
          to: challenge.to && erased(challenge.to),
        };
        this.ctx.storage.kv.put(
          key,
          'challenge' in value
            ? {
                ...value,
                challenge: scrubbed,
                players: Object.fromEntries(
                  Object.entries(value.players).map(([side, player]) => [side, erased(player)]),
                ),
              }
            : scrubbed,
        );
      }
  }

  private async scheduleAlarm(): Promise<void> {
    let next = Number.POSITIVE_INFINITY;
    for (const challenge of this.all()) next = Math.min(next, challenge.expiresAt);
    for (const [, taken] of this.ctx.storage.kv.list<TakenChallenge>({ prefix: TAKEN }))
      next = Math.min(next, takenUntil(taken));
    if (Number.isFinite(next)) await this.ctx.storage.setAlarm(next);
  }

  /** Expired challenges and old taken ones go; pages are told the list changed. */
  override async alarm(): Promise<void> {
    const now = Date.now();
    for (const challenge of this.all())
      if (!isOpen(challenge, now)) {
        this.dropOpen(challenge.id);
        this.announceRemoved(challenge);
      }
    for (const [key, taken] of this.ctx.storage.kv.list<TakenChallenge>({ prefix: TAKEN }))
      if (takenUntil(taken) <= now) this.ctx.storage.kv.delete(key);
    await this.scheduleAlarm();
  }

  private announceAdded(challenge: Challenge): void {
    if (challenge.to) this.announceNamed(challenge);
    else this.announce(async () => ({ type: 'added', challenge, by: await listenTag(this.env, challenge.by.id) }));
  }

  /** `game`: the game a taken challenge began, which the poster's page opens. */
  private announceRemoved(challenge: Challenge, game?: string): void {
    if (challenge.to) this.announceNamed(challenge);
    else this.announce(async () => ({ type: 'removed', id: challenge.id, ...(game ? { game } : {}) }));
  }

  private announceNamed(challenge: Challenge): void {
    const players = [challenge.by.id, ...(challenge.to ? [challenge.to.id] : [])];
    this.announce(async () => ({
      type: 'named',
      tags: await Promise.all(players.map((id) => listenTag(this.env, id))),
    }));
  }

  /** To every hub, in the order of the changes, never awaited by the change itself. */
  private announce(change: () => Promise<LobbyChange>): void {
    this.announcing = this.announcing.then(async () => {
      const text = JSON.stringify(await change());
      everyHub().forEach((hub, index) => {
        this.hubs[index]!.publish(hub, text);
      });
    });
  }
}
