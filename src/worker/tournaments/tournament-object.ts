/**
 * One Durable Object per tournament: its settings, entrants and rounds in the object's
 * key-value storage, so joining, leaving, starting and each result are single decisions
 * and survive restarts. The alarm does the slow work, each step checked against the
 * stored state so it can run again after a restart without doing anything twice:
 *
 * - at the start time, the tournament starts (at least 3 entrants) or is cancelled;
 * - a round's games are sent to a queue that has this object make them, in parallel
 *   batches (tournament-games.ts; ids and token salts fixed when the round is paired,
 *   so making a game again finds it made); one a withdrawn entrant would play is not
 *   made but forfeited, their loss;
 * - a withdrawn entrant's unfinished games are resigned, by their seat, once each;
 * - the list in D1 is brought up to date.
 *
 * Games tell the tournament how they ended (game/tournament/tournament-report.ts, `recordResult`);
 * each result is recorded once, by game id. A Swiss round is paired when every game of
 * the round before it has ended; a round robin's games are all made at the start.
 * Pages showing the tournament listen on a hibernatable socket that says "changed".
 */
import { GAMES } from '../../engine/games.ts';
import { failure, ok, type EngineError, type Result } from '../../engine/result.ts';
import { NEWCOMER } from '../../rating/glicko2.ts';
import { MIN_ENTRANTS, pairSwiss, roundRobin, type PairedRound } from '../../tournament/index.ts';
import { backoffDelay } from '../../shared/backoff.ts';
import { startGame } from '../game/new-game.ts';
import { latestRating } from '../db/ratings.ts';
import { blocksAmong } from '../db/blocks.ts';
import { writeTournamentSummary } from './tournament-list.ts';
import type { Env } from '../platform/env.ts';
import { ApiError } from '../http/errors.ts';
import { newTokenSalt, seatToken } from '../http/links.ts';
import { gameRoom } from '../game/objects.ts';
import type { ResultTaker } from '../game/tournament/tournament-report.ts';
import { ListenerLink } from '../sockets/listener-hub.ts';
import { DurableObject } from 'cloudflare:workers';
import { ERASED_NAME } from '../../shared/player-name.ts';
import { hashToken, newGameId } from '../http/tokens.ts';
import {
  plannedRounds,
  roundFinished,
  unmade,
  withdrawn,
  type EntrantRecord,
  type MadeGame,
  type RoundGame,
  type RoundRecord,
  type TournamentGameMessage,
  type TournamentRecord,
  type TournamentSnapshot,
} from './tournament-record.ts';
import {
  canCancel,
  canJoin,
  canLeave,
  fieldOf,
  notFound,
  playedRounds,
  roundOf,
  seatsToResign,
  sidesOf,
  withForfeits,
  withResult,
} from './tournament-rules.ts';
import { tellNews } from './tournament-mail.ts';
import { summaryOf } from './tournament-view.ts';

const TOURNAMENT = 'tournament';
const ENTRANT = 'entrant:';
const ROUND = 'round:';
/** Which round a game belongs to, by game id. */
const GAME = 'game:';
/** News already emailed to the entrants (tournament-mail.ts). */
const TOLD = 'told:';
/** A withdrawn entrant's game resigned already, by game id. */
const RESIGNED = 'resigned:';
/**
 * The pairs of entrants kept apart by a block (players/blocks.ts), as last read from D1
 * before a Swiss round is paired: pairing itself reads nothing but this object's storage.
 */
const APART = 'apart';
/** A game whose making has been tried, by game id: it may exist, so it is never forfeited. */
const TRIED = 'tried:';
/** When a game was sent to the TOURNAMENT_GAMES queue to be made, by game id. */
const QUEUED = 'queued:';
/**
 * How long a game sent to the queue is left to it before the alarm sends it again: past
 * the queue's own tries (max_retries 5, RETRY_SECONDS apart, tournament-games.ts).
 */
const QUEUED_FOR_MS = 10 * 60_000;
/** Messages in one `sendBatch`: the most Queues takes in one. */
const QUEUE_SEND_BATCH = 100;
/** The version D1's list has. */
const LISTED = 'listed-version';
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 10 * 60_000;

/** Round keys sort in round order. */
const roundKey = (round: number) => `${ROUND}${String(round).padStart(4, '0')}`;

export class Tournament extends DurableObject<Env> implements ResultTaker {
  /** The pages watching the tournament, in their own object (sockets/listener-hub.ts). */
  private readonly pages: ListenerLink;
  private failures = 0;
  /** Failed tries at resigning a withdrawn entrant's game, in a row (its own backoff). */
  private resignFailures = 0;
  private retryAt: number | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.pages = new ListenerLink(env, 'tournament');
  }

  // ---- storage ----------------------------------------------------------------------

  private record(): TournamentRecord | null {
    return this.ctx.storage.kv.get<TournamentRecord>(TOURNAMENT) ?? null;
  }

  private entrants(): EntrantRecord[] {
    return [...this.ctx.storage.kv.list<EntrantRecord>({ prefix: ENTRANT })]
      .map(([, entrant]) => entrant)
      .sort((a, b) => a.joinedAt - b.joinedAt || (a.id < b.id ? -1 : 1));
  }

  private rounds(): RoundRecord[] {
    return [...this.ctx.storage.kv.list<RoundRecord>({ prefix: ROUND })].map(([, round]) => round);
  }

  private snapshot(): TournamentSnapshot | null {
    const tournament = this.record();
    return tournament && { tournament, entrants: this.entrants(), rounds: this.rounds() };
  }

  /** Saves the tournament one version on, and tells the pages. */
  private save(record: TournamentRecord): void {
    this.ctx.storage.kv.put(TOURNAMENT, { ...record, version: record.version + 1 });
    this.pages.tell(record.id);
  }

  private saveRound(round: RoundRecord): void {
    this.ctx.storage.kv.put(roundKey(round.round), round);
    for (const game of round.games) this.ctx.storage.kv.put(`${GAME}${game.gameId}`, round.round);
  }

  // ---- requests ---------------------------------------------------------------------

  /** Makes the tournament, its creator its first entrant. */
  async create(record: TournamentRecord, creator: EntrantRecord): Promise<Result<TournamentSnapshot, EngineError>> {
    if (this.record()) return failure('ERR_TOURNAMENT_EXISTS', 'a tournament with this id exists already');
    this.ctx.storage.kv.put(`${ENTRANT}${creator.id}`, creator);
    this.save(record);
    await this.publish();
    await this.scheduleAlarm();
    return ok(this.snapshot()!);
  }

  async read(): Promise<Result<TournamentSnapshot, EngineError>> {
    const snapshot = this.snapshot();
    return snapshot ? ok(snapshot) : notFound();
  }

  /** Enters a player; entering twice is one entry (`already`). */
  async join(entrant: EntrantRecord, now: number): Promise<Result<{ already: boolean }, EngineError>> {
    const record = this.record();
    if (!record) return notFound();
    const allowed = canJoin(record, this.entrants(), entrant.id, now);
    if (!allowed.ok) return allowed;
    if (allowed.value === 'entered') return ok({ already: true });
    this.ctx.storage.kv.put(`${ENTRANT}${entrant.id}`, entrant);
    this.save(record);
    await this.publish();
    await this.scheduleAlarm();
    return ok({ already: false });
  }

  /**
   * Leaves the tournament: before the start the entry goes; once it runs, the entrant
   * withdraws (their standing kept, their unfinished games resigned from the alarm, no
   * more Swiss rounds for them). Withdrawing twice is one withdrawal.
   */
  async leave(playerId: string, now: number): Promise<Result<null, EngineError>> {
    const record = this.record();
    if (!record) return notFound();
    const entrants = this.entrants();
    const allowed = canLeave(record, entrants, playerId, now, this.rounds().length > 0);
    if (!allowed.ok) return allowed;
    if (allowed.value === 'withdrawn') return ok(null);
    if (allowed.value === 'remove') this.ctx.storage.kv.delete(`${ENTRANT}${playerId}`);
    else {
      const entrant = entrants.find((candidate) => candidate.id === playerId)!;
      this.ctx.storage.kv.put(`${ENTRANT}${playerId}`, { ...entrant, withdrawnAt: now });
    }
    this.save(record);
    await this.publish();
    await this.scheduleAlarm();
    return ok(null);
  }

  /** Cancels the tournament before it starts, for its creator; the alarm emails the other entrants. */
  async cancel(playerId: string, now: number): Promise<Result<null, EngineError>> {
    const record = this.record();
    if (!record) return notFound();
    const allowed = canCancel(record, playerId, now);
    if (!allowed.ok) return allowed;
    if (allowed.value === 'cancelled') return ok(null);
    this.save({
      ...record,
      status: 'cancelled',
      endedAt: now,
      cancelled: `${record.createdBy.name}, who created it, cancelled it before the start`,
      cancelledBy: playerId,
    });
    await this.publish();
    await this.scheduleAlarm();
    return ok(null);
  }

  /**
   * A player's account erased (docs/privacy.md): before the start their entry goes; after
   * it they stay in the standings and rounds as "erased player", without their address,
   * withdrawn if it still runs. Their games are resigned by the erasure itself (their seat
   * links no longer work), so none is left here for the alarm to resign. Erasing twice
   * changes nothing more.
   */
  async erasePlayer(playerId: string, now: number): Promise<void> {
    const record = this.record();
    if (!record) return;
    const entrant = this.entrants().find((candidate) => candidate.id === playerId);
    const creator = record.createdBy.id === playerId && record.createdBy.name !== ERASED_NAME;
    const named = entrant && (entrant.name !== ERASED_NAME || entrant.email !== null);
    if (!named && !creator) return;
    if (entrant && record.status === 'open') this.ctx.storage.kv.delete(`${ENTRANT}${playerId}`);
    else if (entrant) {
      const leaves = record.status === 'running' && !withdrawn(entrant);
      this.ctx.storage.kv.put(`${ENTRANT}${playerId}`, {
        ...entrant,
        name: ERASED_NAME,
        email: null,
        ...(leaves ? { withdrawnAt: now } : {}),
      });
    }
    for (const round of this.rounds())
      for (const game of round.games)
        if (game.first === playerId || game.second === playerId)
          this.ctx.storage.kv.put(`${RESIGNED}${game.gameId}`, true);
    this.save(
      creator
        ? {
            ...record,
            createdBy: { ...record.createdBy, name: ERASED_NAME },
            cancelled: record.cancelled?.replaceAll(record.createdBy.name, ERASED_NAME) ?? null,
          }
        : record,
    );
    this.advance(now);
    await this.publish();
    await this.scheduleAlarm();
  }

  /**
   * A game of the tournament has ended (`winner`: the game's winning side, null for a
   * draw). Recorded once: a repeated report answers `recorded: false` and changes nothing.
   */
  async recordResult(gameId: string, winner: string | null): Promise<Result<{ recorded: boolean }, EngineError>> {
    await this.readApart();
    const record = this.record();
    if (!record) return notFound();
    const number = this.ctx.storage.kv.get<number>(`${GAME}${gameId}`);
    const round = number === undefined ? undefined : this.ctx.storage.kv.get<RoundRecord>(roundKey(number));
    if (!round) return failure('ERR_GAME_NOT_FOUND', `game ${gameId} is not a game of tournament ${record.id}`);
    const updated = withResult(round, gameId, winner);
    if (!updated) return ok({ recorded: false });
    this.saveRound(updated);
    this.save(record);
    this.advance(Date.now());
    await this.publish();
    await this.scheduleAlarm();
    return ok({ recorded: true });
  }

  // ---- the alarm ----------------------------------------------------------------------

  /**
   * What follows from the stored state, without waiting on anything: the next Swiss round
   * paired once the last has ended, or the tournament finished once every round has.
   */
  private advance(now: number): void {
    const record = this.record();
    if (record?.status !== 'running') return;
    const rounds = this.rounds();
    const last = rounds.at(-1);
    // Every round, not the last alone: a round robin's rounds are all played at once.
    if (!last || !rounds.every(roundFinished)) return;
    const entrants = this.entrants();
    const absent = entrants.filter(withdrawn).map((entrant) => entrant.id);
    // A Swiss whose field has withdrawn down to one player has no one left to pair.
    const unpairable = record.system === 'swiss' && entrants.length - absent.length < 2;
    if (last.round >= plannedRounds(record, entrants.length) || unpairable) {
      this.save({ ...record, status: 'finished', endedAt: now });
      return;
    }
    if (record.system !== 'swiss') return;
    const paired = pairSwiss({
      entrants: fieldOf(entrants, NEWCOMER.rating),
      rounds: playedRounds(rounds),
      round: last.round + 1,
      absent,
      apart: this.ctx.storage.kv.get<[string, string][]>(APART) ?? [],
    });
    if (!paired.ok) {
      // Only a bug could refuse here (the rounds are the tournament's own): end rather than loop.
      console.error(`tournament ${record.id}: pairing round ${last.round + 1} failed: ${paired.error.message}`);
      this.save({ ...record, status: 'finished', endedAt: now });
      return;
    }
    this.saveRound(
      roundOf(paired.value, sidesOf(GAMES.get(record.game)!, record.variant), newGameId, newTokenSalt, now),
    );
    this.save(record);
  }

  /** At the start time: entries close and the tournament runs, or is cancelled for too few entrants. */
  private start(record: TournamentRecord, now: number): void {
    const entrants = this.entrants();
    if (entrants.length < MIN_ENTRANTS) {
      this.save({
        ...record,
        status: 'cancelled',
        endedAt: now,
        cancelled: `only ${entrants.length} ${entrants.length === 1 ? 'player' : 'players'} entered by the start; a tournament needs at least ${MIN_ENTRANTS}`,
      });
      return;
    }
    const rounds = record.system === 'swiss' ? Math.min(record.rounds ?? 1, entrants.length - 1) : record.rounds;
    this.save({ ...record, status: 'running', startedAt: now, rounds });
  }

  /**
   * The first round (a round robin: every round), once entries have closed: the field
   * seeded by each entrant's current rating. Runs again after a restart until the rounds
   * are stored; they are stored in one step, with no wait between.
   */
  private async pairFirst(record: TournamentRecord, now: number): Promise<void> {
    const seeded = await Promise.all(
      this.entrants().map(async (entrant) => {
        const row = await latestRating(this.env.DB, entrant.id, record.game, record.variant);
        return { ...entrant, seedRating: row ? Math.round(row.rating) : (entrant.rating ?? NEWCOMER.rating) };
      }),
    );
    await this.readApart();
    if (this.rounds().length > 0) return;
    const field = fieldOf(seeded, NEWCOMER.rating);
    const apart = this.ctx.storage.kv.get<[string, string][]>(APART) ?? [];
    const swiss = record.system === 'swiss' ? pairSwiss({ entrants: field, rounds: [], round: 1, apart }) : null;
    const paired: Result<PairedRound[], EngineError> = swiss
      ? swiss.ok
        ? ok([swiss.value])
        : swiss
      : roundRobin(field, record.cycles);
    if (!paired.ok) {
      // The field was checked at the start; only a bug gets here.
      this.save({ ...record, status: 'cancelled', endedAt: now, cancelled: paired.error.message });
      return;
    }
    for (const entrant of seeded) this.ctx.storage.kv.put(`${ENTRANT}${entrant.id}`, entrant);
    const sides = sidesOf(GAMES.get(record.game)!, record.variant);
    for (const round of paired.value) this.saveRound(roundOf(round, sides, newGameId, newTokenSalt, now));
    this.save(this.record()!);
  }

  /**
   * Keeps the blocks among a running Swiss tournament's entrants for the next pairing. A
   * D1 failure keeps the last ones read: the pairing waits for nothing.
   */
  private async readApart(): Promise<void> {
    const record = this.record();
    if (record?.status !== 'running' || record.system !== 'swiss') return;
    try {
      const pairs = await blocksAmong(
        this.env.DB,
        this.entrants().map((entrant) => entrant.id),
      );
      this.ctx.storage.kv.put(APART, pairs);
    } catch (error) {
      console.error(
        `tournament ${record.id}: blocks not read: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  override async alarm(): Promise<void> {
    const now = Date.now();
    const record = this.record();
    if (!record) return;
    if (record.status === 'open' && now >= record.startsAt) this.start(record, now);
    const running = this.record()!;
    if (running.status === 'running' && this.rounds().length === 0) await this.pairFirst(running, now);
    else await this.readApart();
    this.advance(now);
    await this.makeGames();
    await this.resignWithdrawn();
    await this.tellNews();
    await this.publish();
    await this.scheduleAlarm();
  }

  /** Emails entrants the news not yet told (tournament-mail.ts), each piece once. */
  private async tellNews(): Promise<void> {
    const snapshot = this.snapshot();
    if (!snapshot) return;
    const kv = this.ctx.storage.kv;
    await tellNews(this.env, snapshot, (key) => {
      if (kv.get(`${TOLD}${key}`)) return false;
      kv.put(`${TOLD}${key}`, true);
      return true;
    });
  }

  /**
   * Sends every paired game not yet made, nor sent within QUEUED_FOR_MS, to the
   * TOURNAMENT_GAMES queue (tournament-games.ts), whose consumer has this object make
   * them (`makeGame`) in parallel batches: the alarm itself makes none. A game whose
   * entrant has withdrawn is forfeited first (`forfeitWithdrawn`), and is not sent. A
   * message the queue gave up on leaves its game unmade: past QUEUED_FOR_MS it is sent again.
   */
  private async makeGames(): Promise<void> {
    const record = this.record();
    if (record?.status !== 'running' || !this.env.SIGNING_SECRET) return;
    this.forfeitWithdrawn();
    const now = Date.now();
    const due = this.unmadeGames().filter((gameId) => this.queuedAt(gameId) + QUEUED_FOR_MS <= now);
    try {
      for (let at = 0; at < due.length; at += QUEUE_SEND_BATCH)
        await this.env.TOURNAMENT_GAMES.sendBatch(
          due
            .slice(at, at + QUEUE_SEND_BATCH)
            .map((gameId) => ({ body: { tournament: record.id, gameId } satisfies TournamentGameMessage })),
        );
    } catch (error) {
      // Those sent before the failure go again with the rest: making a game twice makes it once.
      this.failed('sending games to the queue', error);
      return;
    }
    for (const gameId of due) this.ctx.storage.kv.put(`${QUEUED}${gameId}`, now);
    this.failures = 0;
  }

  /** The ids of the games paired and neither made nor forfeited, in round order. */
  private unmadeGames(): string[] {
    return this.rounds().flatMap((round) => round.games.filter(unmade).map((game) => game.gameId));
  }

  /** When a game was last sent to the queue; 0 if never. */
  private queuedAt(gameId: string): number {
    return this.ctx.storage.kv.get<number>(`${QUEUED}${gameId}`) ?? 0;
  }

  /**
   * Makes one paired game, for the TOURNAMENT_GAMES queue's consumer: `made` when it is
   * made (now, or by an earlier try whose answer was lost: its id and salts were fixed at
   * pairing, so a second try finds the same game and makes no other), `unwanted` when it
   * is no longer to be made (made already, forfeited, or the tournament is not running),
   * or a reason to try again later.
   */
  async makeGame(gameId: string): Promise<MadeGame> {
    const record = this.record();
    if (record?.status !== 'running' || !this.env.SIGNING_SECRET) return 'unwanted';
    // A withdrawal may have come in since the game was sent: its games are forfeited instead.
    this.forfeitWithdrawn();
    const number = this.ctx.storage.kv.get<number>(`${GAME}${gameId}`);
    const round = number === undefined ? undefined : this.ctx.storage.kv.get<RoundRecord>(roundKey(number));
    const pairing = round?.games.find((game) => game.gameId === gameId);
    if (!round || !pairing || !unmade(pairing)) return 'unwanted';
    const entrants = new Map(this.entrants().map((entrant) => [entrant.id, entrant]));
    const seat = (id: string) => {
      const entrant = entrants.get(id)!;
      return { name: entrant.name, email: entrant.email, player: { id: entrant.id, name: entrant.name } };
    };
    this.ctx.storage.kv.put(`${TRIED}${gameId}`, true);
    try {
      await startGame(
        this.env,
        record.origin,
        {
          game: GAMES.get(record.game)!,
          variant: record.variant,
          position: null,
          clock: record.clock,
          rated: true,
          players: { [pairing.sides.first]: seat(pairing.first), [pairing.sides.second]: seat(pairing.second) },
        },
        { id: gameId, salts: pairing.salts, tournament: { id: record.id, round: round.round } },
      );
    } catch (error) {
      // Made by an earlier try whose answer was lost: the same game, the same seats.
      if (!(error instanceof ApiError && error.code === 'ERR_GAME_EXISTS'))
        return { retry: `making game ${gameId}: ${String(error)}` };
    }
    this.markStarted(round.round, pairing);
    // The last game made: the alarm tells the entrants of the round and lists the change.
    // Not after each game: a round robin's 120 would each wake it, to list a change no one reads.
    if (this.unmadeGames().length === 0) await this.scheduleAlarm();
    return 'made';
  }

  /** The withdrawn entrants' games to resign now (tournament-rules.ts `seatsToResign`). */
  private leftGames(): { game: RoundGame; side: string }[] {
    return seatsToResign(this.rounds(), this.entrants(), (gameId) => !!this.ctx.storage.kv.get(`${RESIGNED}${gameId}`));
  }

  /**
   * Resigns each unfinished game of a withdrawn entrant, by their seat, once: the game
   * ends as any resigned game does (its emails, its rating) and reports its result here.
   * A game that ended meanwhile (on the board, or the other player withdrew first) has
   * nothing to resign. A failure or a refusal is tried again from the alarm, with backoff.
   */
  private async resignWithdrawn(): Promise<void> {
    const secret = this.env.SIGNING_SECRET;
    if (this.record()?.status !== 'running' || !secret) return;
    for (const { game, side } of this.leftGames()) {
      try {
        const token = await seatToken(secret, game.gameId, side, game.salts[side]!);
        const answer = await gameRoom(this.env, game.gameId).resign(await hashToken(token));
        // Over already: nothing to resign. Any other refusal is tried again, with backoff.
        if (!answer.ok && answer.error.code !== 'ERR_GAME_OVER')
          throw new Error(`the game refused the resignation: ${answer.error.code}: ${answer.error.message}`);
      } catch (error) {
        this.resignFailures = this.failed(`resigning game ${game.gameId}`, error, this.resignFailures);
        return;
      }
      this.ctx.storage.kv.put(`${RESIGNED}${game.gameId}`, true);
    }
    this.resignFailures = 0;
  }

  /**
   * Forfeits the unmade games of withdrawn entrants (tournament-rules.ts `withForfeits`):
   * making a game only for its entrant's seat to resign it at once would email the
   * opponent twice (a "game started" and a "you won") about a game no one played.
   */
  private forfeitWithdrawn(): void {
    const entrants = this.entrants();
    if (!entrants.some(withdrawn)) return;
    let changed = false;
    for (const round of this.rounds()) {
      const updated = withForfeits(round, entrants, (gameId) => !!this.ctx.storage.kv.get(`${TRIED}${gameId}`));
      if (!updated) continue;
      this.saveRound(updated);
      changed = true;
    }
    if (changed) this.save(this.record()!);
  }

  /** Notes a game as made, on the round as stored now (a result may have come in meanwhile). */
  private markStarted(number: number, pairing: RoundGame): void {
    const round = this.ctx.storage.kv.get<RoundRecord>(roundKey(number))!;
    this.saveRound({
      ...round,
      games: round.games.map((game) => (game.gameId === pairing.gameId ? { ...game, started: true } : game)),
    });
    this.save(this.record()!);
  }

  /** Brings D1's list up to this version of the tournament. */
  private async publish(): Promise<void> {
    const snapshot = this.snapshot();
    if (!snapshot) return;
    const { version } = snapshot.tournament;
    if ((this.ctx.storage.kv.get<number>(LISTED) ?? 0) >= version) return;
    try {
      await writeTournamentSummary(this.env.DB, summaryOf(snapshot), snapshot.tournament.startsAt, version, Date.now());
      if ((this.ctx.storage.kv.get<number>(LISTED) ?? 0) < version) this.ctx.storage.kv.put(LISTED, version);
    } catch (error) {
      this.failed('listing the tournament', error);
    }
  }

  /**
   * Notes a failed step and when to try again, backing off by `failures` (the step's own
   * count: one step succeeding must not reset another's backoff); the count after it.
   */
  private failed(what: string, error: unknown, failures = this.failures++): number {
    const delay = backoffDelay(failures, FIRST_RETRY_MS, MAX_RETRY_MS);
    this.retryAt = Date.now() + delay;
    console.warn(`tournament: ${what} failed, trying again in ${delay} ms: ${String(error)}`);
    return failures + 1;
  }

  /** The alarm's next moment: the start, games to make or forfeit, a round to pair, or the list to update. */
  private async scheduleAlarm(): Promise<void> {
    const record = this.record();
    if (!record) return;
    const rounds = this.rounds();
    const running = record.status === 'running';
    // Games unmade are sent to the queue now, or again once the queue has had them QUEUED_FOR_MS.
    const unmadeSince = running ? this.unmadeGames().map((gameId) => this.queuedAt(gameId)) : [];
    const toMake = running && (rounds.length === 0 || unmadeSince.some((at) => at === 0));
    const resend = unmadeSince.length ? Math.min(...unmadeSince) + QUEUED_FOR_MS : null;
    // Every round over (a forfeit can end one without a game reporting): the next is due.
    const toPair = running && rounds.length > 0 && rounds.every(roundFinished);
    const unlisted = (this.ctx.storage.kv.get<number>(LISTED) ?? 0) < record.version;
    // A cancellation's emails go from the alarm, not the request that cancelled.
    const untold = record.status === 'cancelled' && !this.ctx.storage.kv.get(`${TOLD}cancelled`);
    const unresigned = running && this.leftGames().length > 0;
    const work = toMake || toPair || unlisted || unresigned || untold ? Math.max(Date.now(), this.retryAt ?? 0) : null;
    const times = [record.status === 'open' ? record.startsAt : null, work, resend].filter((time) => time !== null);
    if (times.length) await this.ctx.storage.setAlarm(Math.min(...times));
  }

  // ---- sockets --------------------------------------------------------------------------
}

/** A tournament's object (tournaments/tournament-object.ts), by the tournament's id. */
export const tournamentObject = (env: Pick<Env, 'TOURNAMENTS'>, id: string): DurableObjectStub<Tournament> =>
  env.TOURNAMENTS.get(env.TOURNAMENTS.idFromName(id));
