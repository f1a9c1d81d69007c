/**
 * Rematches as the game's object runs them (the rules are rematch-rules.ts): offered, accepted,
 * declined or withdrawn once the game is over. On acceptance the decision is committed
 * first, with the new game as it is to be made; then the new game's object makes it, and
 * only then are the pages told, so a page that follows the new id finds the game there.
 * A repeated accept, or a retry after a failure, finishes the same new game: never a second.
 */
import { failure, ok } from '../../../engine/result.ts';
import type { RematchView, SeriesView } from '../../../shared/game-state.ts';
import { recipientOf } from '../../mail/recipient.ts';
import { runClock } from '../clock/clock.ts';
import { computerOf } from '../computer/computer-seat.ts';
import { recentVerifications } from '../chat/chat-channels.ts';
import { takeCreation } from '../../http/create-limiter.ts';
import {
  answerRematch,
  rematchAfter,
  rematchInit,
  rematchOf,
  rematchView,
  seriesView,
  type RematchAction,
} from './rematch-rules.ts';
import { rematchSeats, rematchToken } from './rematch-seats.ts';
import type { CreateRoom, RoomRecord } from '../room/room-record.ts';
import { otherSide } from '../room/room-rules.ts';
import type { GameState } from '../room/view.ts';
import type { Loaded, RoomContext, RoomResult } from '../room/room-context.ts';

export type { RematchAction } from './rematch-rules.ts';

/** Makes a game in its own object (the rematch's): the game's object hands this in, as only it may name its class. */
export type MakeGame = (init: CreateRoom) => Promise<RoomResult<unknown>>;

export class Rematches {
  /** The new game of an accepted rematch being made, shared by every request that waits on it. */
  private starting: Promise<RoomResult<null>> | null = null;
  private readonly context: RoomContext;
  private readonly makeGame: MakeGame;

  constructor(context: RoomContext, makeGame: MakeGame) {
    this.context = context;
    this.makeGame = makeGame;
  }

  /**
   * `clientKey`: the asking client. A request that would start the new game counts it
   * against that client's creation limit first, as POST /api/games does: a rematch is a
   * new game, and a creator who holds both seats could otherwise chain them without end.
   */
  async answer(tokenHash: string, action: RematchAction, clientKey: string): Promise<RoomResult<GameState>> {
    const { context } = this;
    const seat = context.seat(tokenHash, 'any');
    if (!seat.ok) return seat;
    const { loaded, side } = seat.value;
    runClock(context, loaded, Date.now());
    const computerSide = computerOf(loaded.room)?.side ?? null;
    // A block between the two players keeps them from a new game (src/worker/players/blocks.ts).
    if (action !== 'decline') {
      const other = otherSide(loaded.game, side);
      const { filters } = context.stores;
      if (filters.blocks(loaded.room, side, other))
        return failure('ERR_YOU_BLOCKED', 'you have blocked this player: unblock them on /me first to play them again');
      if (filters.blocks(loaded.room, other, side))
        return failure('ERR_REMATCH_REFUSED', 'this player does not take a rematch from you');
    }
    const foreseen = answerRematch(loaded.room, side, action, computerSide);
    if (foreseen.ok && foreseen.value.kind === 'accepted') {
      const taken = await takeCreation(context.env, clientKey);
      if (!taken.ok) return taken;
    }
    const swap = (held: string) => otherSide(loaded.game, held);
    // The seats' tokens are made before deciding: nothing is awaited between deciding and committing.
    const made = action === 'decline' ? null : await rematchSeats(loaded.room, swap, context.env.SIGNING_SECRET);
    const { room } = loaded;
    const decided = answerRematch(room, side, action, computerSide);
    if (!decided.ok) return decided;
    const { kind } = decided.value;
    if (kind === 'offered' || kind === 'withdrawn' || kind === 'declined') {
      // An offer is told to the other seat where it hears of its games: it may be long gone from the page.
      const other = otherSide(loaded.game, side);
      const tell =
        kind === 'offered'
          ? (updated: RoomRecord, now: number) => context.tell(updated, 'rematch-offered', side, {}, now, [other])
          : undefined;
      context.change(loaded, { ...room, rematch: rematchAfter(room, side, kind) }, 'rematch', tell);
      return ok(context.update());
    }
    if (kind === 'accepted') {
      if (!made?.ok) return made ?? failure('ERR_INTERNAL', 'no seats were made for the rematch');
      const { id, seats, salts } = made.value;
      // The series shares one allowance of verification posts: a rematch is no fresh one.
      const verifications = recentVerifications(context.storage.kv, Date.now());
      const pending = { ...rematchInit(room, id, seats, swap), ...(verifications.length ? { verifications } : {}) };
      context.change(loaded, {
        ...room,
        rematch: { offer: null, next: id, last: { event: 'accepted', side }, pending, salts },
      });
    }
    const started = await this.start(loaded);
    return started.ok ? ok(context.update()) : started;
  }

  /**
   * The rematch as the token's seat sees it: the offer, the series, and once the new game
   * exists, that player's seat in it (the other side) with its token, which only the
   * holder of this seat's token is given.
   */
  async seatView(tokenHash: string): Promise<
    RoomResult<{
      rematch: RematchView | null;
      series: SeriesView | null;
      next: { id: string; side: string; token: string } | null;
    }>
  > {
    const seat = this.context.seat(tokenHash, 'any');
    if (!seat.ok) return seat;
    const { loaded, side } = seat.value;
    if (loaded.room.rematch?.pending) {
      const started = await this.start(loaded);
      if (!started.ok) return started;
    }
    const { room, game } = loaded;
    const { next: id, pending, salts } = rematchOf(room);
    const newSide = otherSide(game, side);
    const secret = this.context.env.SIGNING_SECRET;
    const token = id && !pending && secret ? await rematchToken(secret, id, newSide, salts) : null;
    return ok({
      rematch: rematchView(room),
      series: seriesView(room),
      next: id && token ? { id, side: newSide, token } : null,
    });
  }

  /** Has the new game's object make the accepted rematch (once, however many requests wait on it), then tells the pages. */
  private start(loaded: Loaded): Promise<RoomResult<null>> {
    this.starting ??= (async (): Promise<RoomResult<null>> => {
      const pending = loaded.room.rematch?.pending;
      if (!pending) return ok(null);
      try {
        const created = await this.makeGame(pending);
        // A game there already is this one, made by an earlier try whose answer was lost.
        if (!created.ok && created.error.code !== 'ERR_GAME_EXISTS') return created;
        await this.carryJoins(loaded.room, pending.id);
      } catch (error) {
        console.warn(`rematch: making game ${pending.id} failed: ${String(error)}`);
        return failure('ERR_REMATCH_PENDING', 'the new game could not be made just now; ask again in a moment');
      }
      const { room } = loaded;
      this.context.change(loaded, { ...room, rematch: { ...rematchOf(room), pending: null } }, 'rematch');
      return ok(null);
    })().finally(() => {
      this.starting = null;
    });
    return this.starting;
  }

  /**
   * An address whose player asked for this game (signed in: started, claimed, a challenge)
   * joins its rematch's emails (mail/recipient.ts): the player asked for the series. One
   * that joined by the invitation's button alone, or never, gets the new game's
   * invitation: the game's maker may hold both seats and rematch as often as they like.
   */
  private async carryJoins(room: RoomRecord, next: string): Promise<void> {
    const addresses = new Set(Object.values(room.seats).flatMap((seat) => (seat.email ? [seat.email] : [])));
    await Promise.all(
      [...addresses].map(async (address) => {
        const recipient = await recipientOf(this.context.env.RECIPIENTS, address);
        if (await recipient.joinsRematchOf(room.id)) await recipient.join(next);
      }),
    );
  }
}
