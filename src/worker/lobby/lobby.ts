/**
 * The lobby: one Durable Object holding every open challenge, so taking one is a single
 * decision (two players who press "Accept" at once cannot both get the game), and
 * pages on /play hear of each change live. Challenges are few (at most three per player,
 * a week each), so they sit in the object's key-value storage, one key each; an alarm
 * clears the expired ones. A taken challenge is kept a week more, so both players can
 * ask it for their seats (the game itself is an ordinary game's object).
 *
 * Sockets carry no challenge, only "the list changed" and "this one was taken": what a
 * page may see depends on who reads it (a challenge to a named player is theirs alone),
 * so each page asks GET /api/challenges again with its own sign-in. A named challenge's
 * "taken" is never sent, since anyone may listen: its poster's page sees it leave the
 * list and asks for it with its own sign-in.
 */
import { failure, ok, type EngineError, type Result } from '../../engine/result.ts';
import type { Env } from '../platform/env.ts';
import { ListenerLink } from '../sockets/listener-hub.ts';
import { DurableObject } from 'cloudflare:workers';
import { ERASED_NAME } from '../../shared/player-name.ts';
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

const OPEN = 'open:';
const TAKEN = 'taken:';
/** Taken, its game being made: nobody else may take it, and it is not listed. */
const TAKING = 'taking:';
/** Pages on /play at once: the lobby is one object, and hibernated sockets cost it nothing. */

export type Lookup =
  | { readonly kind: 'open'; readonly challenge: Challenge }
  | { readonly kind: 'taken'; readonly taken: TakenChallenge };

const takenFirst = () =>
  failure('ERR_CHALLENGE_TAKEN', 'another player took this challenge first; there are others on /play');

const notFound = () =>
  failure(
    'ERR_CHALLENGE_NOT_FOUND',
    'there is no such challenge: it was withdrawn, or it expired; the open ones are on /play',
  );

export class Lobby extends DurableObject<Env> {
  /** The pages watching the list, in their own object (sockets/listener-hub.ts). */
  private readonly pages: ListenerLink;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.pages = new ListenerLink(env, 'lobby');
  }

  private open(now: number): Challenge[] {
    const found: Challenge[] = [];
    for (const [, challenge] of this.ctx.storage.kv.list<Challenge>({ prefix: OPEN }))
      if (isOpen(challenge, now)) found.push(challenge);
    return found;
  }

  /**
   * The open challenges `playerId` may see (null: someone not signed in), newest first,
   * without those posted by the players in `apart` (kept apart from the reader by a block).
   */
  async list(playerId: string | null, now: number, apart: readonly string[] = []): Promise<Challenge[]> {
    const hidden = new Set(apart);
    return this.open(now)
      .filter((challenge) => visibleTo(challenge, playerId) && !hidden.has(challenge.by.id))
      .sort((a, b) => b.createdAt - a.createdAt);
  }

  async post(request: ChallengeRequest, challenge: Challenge): Promise<Result<Challenge, EngineError>> {
    const held = this.open(challenge.createdAt).filter((open) => open.by.id === challenge.by.id);
    const allowed = canPost(held, request, challenge.by);
    if (!allowed.ok) return allowed;
    this.ctx.storage.kv.put(`${OPEN}${challenge.id}`, challenge);
    await this.scheduleAlarm();
    this.tell({ type: 'changed' });
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
    this.ctx.storage.kv.delete(`${OPEN}${id}`);
    this.tell({ type: 'changed' });
    return ok(challenge);
  }

  /** A challenge named for `playerId` (a bot), refused by them: it leaves the list. */
  async decline(id: string, playerId: string): Promise<Result<Challenge, EngineError>> {
    const challenge = this.ctx.storage.kv.get<Challenge>(`${OPEN}${id}`);
    if (!challenge || challenge.to?.id !== playerId) return notFound();
    this.ctx.storage.kv.delete(`${OPEN}${id}`);
    this.tell({ type: 'changed' });
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
    this.ctx.storage.kv.delete(`${OPEN}${id}`);
    this.ctx.storage.kv.put(`${TAKING}${id}`, challenge);
    return ok(challenge);
  }

  async settle(taken: TakenChallenge): Promise<void> {
    this.ctx.storage.kv.delete(`${TAKING}${taken.challenge.id}`);
    this.ctx.storage.kv.put(`${TAKEN}${taken.challenge.id}`, taken);
    await this.scheduleAlarm();
    if (taken.challenge.to === null) this.tell({ type: 'taken', id: taken.challenge.id, game: taken.gameId });
    this.tell({ type: 'changed' });
  }

  async putBack(challenge: Challenge): Promise<void> {
    this.ctx.storage.kv.delete(`${TAKING}${challenge.id}`);
    this.ctx.storage.kv.put(`${OPEN}${challenge.id}`, challenge);
  }

  /** Withdraws every open challenge of a player (barred from rated play, say). */
  async withdrawAll(playerId: string): Promise<number> {
    const theirs = this.open(Date.now()).filter((challenge) => challenge.by.id === playerId);
    for (const challenge of theirs) this.ctx.storage.kv.delete(`${OPEN}${challenge.id}`);
    if (theirs.length) this.tell({ type: 'changed' });
    return theirs.length;
  }

  /**
   * A player's account erased (docs/privacy.md): their open challenges, and those named for
   * them, go; taken ones, kept a week for the seats, keep their game but call them "erased
   * player". Erasing twice changes nothing more.
   */
  async erasePlayer(playerId: string): Promise<void> {
    const erased = (player: ChallengePlayer) => (player.id === playerId ? { ...player, name: ERASED_NAME } : player);
    let changed = false;
    for (const [key, challenge] of this.ctx.storage.kv.list<Challenge>({ prefix: OPEN }))
      if (challenge.by.id === playerId || challenge.to?.id === playerId) {
        this.ctx.storage.kv.delete(key);
        changed = true;
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
    if (changed) this.tell({ type: 'changed' });
  }

  private async scheduleAlarm(): Promise<void> {
    let next = Number.POSITIVE_INFINITY;
    for (const [, challenge] of this.ctx.storage.kv.list<Challenge>({ prefix: OPEN }))
      next = Math.min(next, challenge.expiresAt);
    for (const [, taken] of this.ctx.storage.kv.list<TakenChallenge>({ prefix: TAKEN }))
      next = Math.min(next, takenUntil(taken));
    if (Number.isFinite(next)) await this.ctx.storage.setAlarm(next);
  }

  /** Expired challenges and old taken ones go; pages are told the list changed. */
  override async alarm(): Promise<void> {
    const now = Date.now();
    let expired = 0;
    for (const [key, challenge] of this.ctx.storage.kv.list<Challenge>({ prefix: OPEN }))
      if (!isOpen(challenge, now)) {
        this.ctx.storage.kv.delete(key);
        expired++;
      }
    for (const [key, taken] of this.ctx.storage.kv.list<TakenChallenge>({ prefix: TAKEN }))
      if (takenUntil(taken) <= now) this.ctx.storage.kv.delete(key);
    if (expired) this.tell({ type: 'changed' });
    await this.scheduleAlarm();
  }

  private tell(event: { type: 'changed' } | { type: 'taken'; id: string; game: string }): void {
    this.pages.tell('lobby', JSON.stringify(event));
  }
}

/** The one lobby of open challenges (lobby/lobby.ts). */
export const lobby = (env: Pick<Env, 'LOBBY'>): DurableObjectStub<Lobby> =>
  env.LOBBY.get(env.LOBBY.idFromName('lobby'));
