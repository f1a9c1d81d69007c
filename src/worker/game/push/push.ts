/**
 * Web push for a seat (channels/push-channel.ts delivers): turned on in a browser while
 * the game goes on, turned off at any time. A subscription is read and its keys checked
 * before it is kept (channels/push-subscription.ts).
 */
import { failure, ok } from '../../../engine/result.ts';
import { checkPushKeys, readPushSubscription } from '../channels/push-subscription.ts';
import type { RoomContext, RoomResult } from '../room/room-context.ts';

/** Turns notifications on for the token's seat in one browser; how many browsers the seat has now. */
export const addPush = async (
  context: RoomContext,
  tokenHash: string,
  subscription: unknown,
): Promise<RoomResult<{ browsers: number }>> => {
  const seat = context.seat(tokenHash, 'playing');
  if (!seat.ok) return seat;
  const read = readPushSubscription(
    subscription,
    ['on', 'true', '1'].includes((context.env.PUSH_SERVICE_LOCAL ?? '').trim().toLowerCase()),
  );
  if (!read.ok) return read;
  const checked = await checkPushKeys(read.value);
  if (!checked.ok) return checked;
  return ok({ browsers: await context.stores.pushes.add(seat.value.side, checked.value, Date.now()) });
};

/** Turns notifications off for the token's seat in the browser of `endpoint`. */
export const removePush = async (
  context: RoomContext,
  tokenHash: string,
  endpoint: string,
): Promise<RoomResult<{ browsers: number }>> => {
  const seat = context.seat(tokenHash, 'any');
  if (!seat.ok) return seat;
  const { side } = seat.value;
  const { pushes } = context.stores;
  if (!(await pushes.remove(side, endpoint)))
    return failure('ERR_PUSH_NOT_FOUND', 'this seat gets no notifications at that endpoint; nothing to remove');
  return ok({ browsers: pushes.ofSide(side).length });
};
