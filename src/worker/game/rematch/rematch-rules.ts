/**
 * Rematches: once a game is over, either seat may offer another game between the same
 * players, with the same game, variant, clock and starting position and the sides
 * swapped; the other accepts or declines, and the offerer may withdraw, as draw offers
 * are made and answered (room-rules.ts). Pure functions from one RoomRecord to the next;
 * the object commits them and has the new game's object make the new game
 * (game-room.ts), with seats from rematch-seats.ts.
 *
 * A series is the chain of games made by rematches: each game carries the tally of the
 * games before it, keyed by the side each player holds in it, so the score needs no
 * walk along the chain.
 */
import { failure, ok, type EngineError, type Result } from '../../../engine/result.ts';
import type { RematchEvent, RematchView, SeriesView } from '../../../shared/game-state.ts';
import type { CreateRoom, RematchRecord, RoomRecord, Seat, SeriesRecord } from '../room/room-record.ts';

export type RematchAction = 'offer' | 'accept' | 'decline';

/** What a rematch request comes to; `repeated`: the rematch was accepted already, and this accept changes nothing. */
export type RematchStep = { readonly kind: Exclude<RematchEvent, 'offered'> | 'offered' | 'repeated' };

const NONE: RematchRecord = { offer: null, next: null, last: null, pending: null, salts: {} };

export const rematchOf = (room: RoomRecord): RematchRecord => room.rematch ?? NONE;

/**
 * Decides a seat's rematch request. Offering to a player who has offered is accepting,
 * as with draws; the computer accepts every offer at once (`computerSide`), and never
 * offers one itself.
 */
export const answerRematch = (
  room: RoomRecord,
  side: string,
  action: RematchAction,
  computerSide: string | null,
): Result<RematchStep, EngineError> => {
  if (room.status !== 'finished')
    return failure(
      'ERR_GAME_NOT_OVER',
      'the game is still being played: a rematch can be offered once it is over (by a result, a resignation, a draw or time)',
    );
  const { offer, next } = rematchOf(room);
  if (next !== null)
    return action === 'accept'
      ? ok({ kind: 'repeated' })
      : failure('ERR_REMATCH_STARTED', `the rematch has started already: game ${next}`);
  if (action === 'offer') {
    if (offer === side)
      return failure('ERR_REMATCH_OFFERED', 'you have offered a rematch already; wait for the answer');
    if (offer === null && (rematchOf(room).offeredBy ?? []).includes(side))
      return failure(
        'ERR_REMATCH_OFFERED',
        'you have offered a rematch of this game once already; your opponent may still offer one',
      );
    const other = Object.keys(room.seats).find((seat) => seat !== side) ?? null;
    return ok({ kind: offer !== null || other === computerSide ? 'accepted' : 'offered' });
  }
  if (offer === null) return failure('ERR_NO_REMATCH_OFFER', 'there is no rematch offer to answer');
  if (action === 'accept')
    return offer === side
      ? failure('ERR_OWN_REMATCH_OFFER', 'you cannot accept your own rematch offer; your opponent must')
      : ok({ kind: 'accepted' });
  return ok({ kind: offer === side ? 'withdrawn' : 'declined' });
};

/** The rematch record after a step that is not an acceptance. */
export const rematchAfter = (
  room: RoomRecord,
  side: string,
  step: 'offered' | 'withdrawn' | 'declined',
): RematchRecord => ({
  ...rematchOf(room),
  offer: step === 'offered' ? side : null,
  last: { event: step, side },
  offeredBy: step === 'offered' ? [...(rematchOf(room).offeredBy ?? []), side] : (rematchOf(room).offeredBy ?? []),
});

/** The tally of the series once this finished game is counted, keyed by the sides the players take next. */
export const seriesAfter = (room: RoomRecord, swap: (side: string) => string): SeriesRecord => {
  const before = room.series;
  const sides = Object.keys(room.seats);
  const wins = Object.fromEntries(
    sides.map((side) => [swap(side), (before?.wins[side] ?? 0) + (room.result?.winner === side ? 1 : 0)]),
  );
  const drawn = room.result !== null && room.result.winner === null ? 1 : 0;
  return { game: (before?.game ?? 1) + 1, previous: room.id, wins, draws: (before?.draws ?? 0) + drawn };
};

/** The new game: this one's game, variant, start and clock settings, with the seats made for it (sides swapped). */
export const rematchInit = (
  room: RoomRecord,
  id: string,
  seats: Readonly<Record<string, Seat>>,
  swap: (side: string) => string,
): CreateRoom => ({
  id,
  game: room.game,
  variant: room.variant,
  position: room.start,
  seats,
  clock: room.clock ? room.clock.settings : null,
  origin: room.origin,
  series: seriesAfter(room, swap),
  ...(room.casual ? { casual: true } : {}),
  ...(room.public === false ? { public: false } : {}),
});

export const rematchView = (room: RoomRecord): RematchView | null => {
  const rematch = room.rematch;
  if (!rematch) return null;
  // The new game is named only once it exists: a page that follows the name finds it.
  return {
    offer: rematch.offer,
    next: rematch.pending ? null : rematch.next,
    last: rematch.last,
    offeredBy: rematch.offeredBy ?? [],
  };
};

/** The score of the series: a win is a point, a draw half a point each; null for a game alone. */
export const seriesView = (room: RoomRecord): SeriesView | null => {
  const series = room.series;
  const started = rematchView(room)?.next ?? null;
  if (!series && started === null) return null;
  const finished = room.status === 'finished' && room.result !== null;
  const score = Object.fromEntries(
    Object.keys(room.seats).map((side) => {
      const wins = (series?.wins[side] ?? 0) + (finished && room.result!.winner === side ? 1 : 0);
      const draws = (series?.draws ?? 0) + (finished && room.result!.winner === null ? 1 : 0);
      return [side, wins + draws / 2];
    }),
  );
  return { game: series?.game ?? 1, previous: series?.previous ?? null, score };
};
