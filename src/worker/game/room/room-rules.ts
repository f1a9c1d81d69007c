/**
 * How the stored game changes: pure functions from one RoomRecord to the next, so the
 * object's methods only check, commit and tell. The engine decides the moves; these
 * decide everything around them (plies, results, clocks, draw offers, versions).
 */
import type { ReplyAbout } from '../../mail/reply-address.ts';
import type { Game, GameOutcome } from '../../../engine/game.ts';
import { failure, ok, type EngineError, type Result } from '../../../engine/result.ts';
import { afterMove, startClock, stopClock } from '../clock/clock-rules.ts';
import type { CreateRoom, RoomRecord } from './room-record.ts';

export type { CreateRoom } from './room-record.ts';

export const newRoom = (init: CreateRoom, game: Game, position: unknown, now: number): RoomRecord => {
  const text = game.makePosition(position);
  const sides = game.sides.map((side) => side.id);
  return {
    id: init.id,
    game: game.id,
    variant: init.variant,
    start: text,
    position: text,
    ply: 0,
    status: 'ongoing',
    result: null,
    seats: init.seats,
    clock: init.clock ? startClock(init.clock, sides, game.toMove(position), now) : null,
    drawOffer: null,
    ...(init.series ? { series: init.series } : {}),
    ...(init.casual ? { casual: true } : {}),
    ...(init.public === false ? { public: false } : {}),
    ...(init.tournament ? { tournament: init.tournament } : {}),
    origin: init.origin,
    createdAt: now,
    updatedAt: now,
    version: 1,
    joinToMail: true,
  };
};

/** Every change is stamped: the time, and a version D1's copy follows. */
export const stamped = (room: RoomRecord, now: number): RoomRecord => ({
  ...room,
  updatedAt: now,
  version: room.version + 1,
});

/** The room after `mover` played a move that led to `next` (and perhaps ended the game). */
export const roomAfterMove = (
  room: RoomRecord,
  game: Game,
  mover: string,
  next: unknown,
  outcome: GameOutcome | null,
  now: number,
): RoomRecord => {
  const nextSide = game.toMove(next);
  const clock = room.clock && afterMove(room.clock, mover, nextSide, now);
  return stamped(
    {
      ...room,
      position: game.makePosition(next),
      ply: room.ply + 1,
      status: outcome ? 'finished' : 'ongoing',
      result: outcome,
      clock: clock && outcome ? stopClock(clock, nextSide, now) : clock,
      // An offer made to the mover lapses when they move instead of answering; their own stands.
      drawOffer: room.drawOffer === mover ? mover : null,
      // A move answers the move before it: a request to take that back lapses.
      takebackOffer: null,
      // A new move, new offers; but a draw offer that stands through its maker's move
      // counts as made, or it could be declined and made again before the reply.
      offered: room.drawOffer === mover ? [`draw:${mover}`] : [],
    },
    now,
  );
};

/** The room once the game has ended off the board (resignation, agreement, time). */
export const roomAfterEnd = (room: RoomRecord, toMove: string, result: GameOutcome, now: number): RoomRecord =>
  stamped(
    {
      ...room,
      status: 'finished',
      result,
      drawOffer: null,
      takebackOffer: null,
      clock: room.clock && stopClock(room.clock, toMove, now),
    },
    now,
  );

export type DrawAction = 'offer' | 'accept' | 'decline';

/**
 * Whether a request read the game before a takeback (`takebacks` given and not the game's
 * count): a takeback and a new move leave the same ply in another position.
 */
export const takenBackSince = (room: RoomRecord, takebacks: number | undefined): boolean =>
  takebacks !== undefined && takebacks !== (room.takenBack ?? 0);

/** The offers a seat makes once a move (RoomRecord `offered`), as a reply address names them. */
export type OfferKind = ReplyAbout;

/** Whether `side` has made this offer since the last move. */
export const offeredThisMove = (room: RoomRecord, kind: OfferKind, side: string): boolean =>
  (room.offered ?? []).includes(`${kind}:${side}`);

/**
 * What an emailed `accept` or `decline` answers: the offer the reply names ("accept
 * takeback"), else the one the email was about (its reply address says), else a draw
 * offer, as replies to other emails always did. A takeback request is about the last
 * move, so it is answered only from an email about the position as it stands (`at`: the
 * email's ply and takebacks).
 */
export const answeredOffer = (
  room: RoomRecord,
  side: string,
  named: OfferKind | undefined,
  about: OfferKind | undefined,
  at: { readonly ply: number; readonly line: number },
): Result<OfferKind, EngineError> => {
  const what = named ?? about ?? 'draw';
  const takeback = room.takebackOffer ?? null;
  if (what === 'takeback' && (at.ply !== room.ply || at.line !== (room.takenBack ?? 0)))
    return failure(
      'ERR_STALE_PLY',
      'you replied to an email about an earlier position, and the game has moved on since: answer on the game page, or reply to the latest email',
    );
  if (what === 'draw' && named === undefined && about === undefined && room.drawOffer === null && takeback !== null)
    return failure(
      'ERR_NO_DRAW_OFFER',
      takeback === side
        ? 'there is no draw offer to answer; to withdraw your takeback request, reply "decline takeback"'
        : 'there is no draw offer to answer; to answer the takeback request, reply "accept takeback" or "decline takeback"',
    );
  return ok(what);
};

/** The room with `side`'s offer noted until the next move. */
export const noteOffer = (room: RoomRecord, kind: OfferKind, side: string): RoomRecord => ({
  ...room,
  offered: [...(room.offered ?? []), `${kind}:${side}`],
});

/** What a draw request comes to: a new offer (or none), or the agreed end of the game. */
export type DrawAnswer = { readonly agreed: true } | { readonly agreed: false; readonly drawOffer: string | null };

/** `offeredBefore`: whether `side` has offered a draw since the last move (offeredThisMove). */
export const answerDraw = (
  drawOffer: string | null,
  side: string,
  action: DrawAction,
  offeredBefore = false,
): Result<DrawAnswer, EngineError> => {
  if (action === 'offer') {
    if (drawOffer === side) return failure('ERR_DRAW_OFFERED', 'you have offered a draw already; wait for the answer');
    // Offering a draw to a player who has offered one is agreeing to it.
    if (drawOffer !== null) return ok({ agreed: true });
    if (offeredBefore)
      return failure(
        'ERR_OFFERED_THIS_MOVE',
        'you have offered a draw once since the last move; you can offer one again after the next move',
      );
    return ok({ agreed: false, drawOffer: side });
  }
  if (drawOffer === null) return failure('ERR_NO_DRAW_OFFER', 'there is no draw offer to answer');
  if (action === 'accept')
    return drawOffer === side
      ? failure('ERR_OWN_DRAW_OFFER', 'you cannot accept your own offer; your opponent must')
      : ok({ agreed: true });
  // Declining one's own offer withdraws it.
  return ok({ agreed: false, drawOffer: null });
};

export const sideName = (game: Game, side: string): string => game.sides.find((info) => info.id === side)?.name ?? side;

export const otherSide = (game: Game, side: string): string => game.sides.find((info) => info.id !== side)!.id;
