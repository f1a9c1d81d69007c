/**
 * A game's two objects, each found by the game's id: its room (one object per game) and
 * its live hub. The stubs' types name their classes here: the generated bindings
 * (worker-configuration.d.ts) reach the classes through the Worker's own module, a cycle
 * in which TypeScript loses some RPC methods' types. Each other object's stub is beside
 * its class (lobby/lobby.ts, tournaments/tournament-object.ts, http/create-limiter.ts).
 */
import type { Env } from '../platform/env.ts';
import type { GameRoom } from './game-room.ts';
import type { LiveHub } from './live-hub.ts';
import { ApiError } from '../http/errors.ts';
import { GAME_ID } from '../http/tokens.ts';
import { retryingRead } from '../platform/retry-reads.ts';

export type RoomStub = DurableObjectStub<GameRoom>;

export const gameRoom = (env: Pick<Env, 'GAME_ROOMS'>, gameId: string): RoomStub =>
  env.GAME_ROOMS.get(env.GAME_ROOMS.idFromName(gameId));

/** The room of a game named in a request: an id that cannot be a game's is a 404 before any object is woken. */
export const requestedRoom = (env: Pick<Env, 'GAME_ROOMS'>, gameId: string): RoomStub => {
  if (!GAME_ID.test(gameId)) throw new ApiError('ERR_GAME_NOT_FOUND', 'there is no game with this id; check the link');
  return gameRoom(env, gameId);
};

/**
 * A read from the room of a game named in a request, tried again (with a fresh stub) when
 * the platform marks the failure retryable and not overloaded (retry-reads.ts). Only for
 * methods that change nothing.
 */
export const readRoom = <T>(
  env: Pick<Env, 'GAME_ROOMS'>,
  gameId: string,
  read: (room: RoomStub) => Promise<T>,
): Promise<T> => {
  requestedRoom(env, gameId);
  return retryingRead(() => gameRoom(env, gameId), read);
};

/** The live sockets of a game, in an object beside the game's own (game/live-hub.ts). */
export const liveHub = (env: Pick<Env, 'LIVE_HUBS'>, gameId: string): DurableObjectStub<LiveHub> =>
  env.LIVE_HUBS.get(env.LIVE_HUBS.idFromName(gameId));
