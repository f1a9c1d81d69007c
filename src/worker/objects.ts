/**
 * The Durable Objects the Worker talks to, each found by name: a game's room by the
 * game's id (one object per game), a rate limiter by what it limits. The stubs' types
 * name their classes here: the generated bindings (worker-configuration.d.ts) reach the
 * classes through the Worker's own module, a cycle in which TypeScript loses some RPC
 * methods' types.
 */
import type { Env } from './env.ts';
import type { CreateLimiter } from './api/create-limiter.ts';
import type { GameRoom } from './room/game-room.ts';
import type { LiveHub } from './room/live-hub.ts';
import type { Lobby } from './lobby/lobby.ts';
import type { Tournament } from './tournaments/tournament-object.ts';
import { ApiError } from './http/errors.ts';
import { GAME_ID } from './tokens.ts';
import { retryingRead } from './retry-reads.ts';

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

export const rateLimiter = (env: Pick<Env, 'CREATE_LIMITER'>, key: string): DurableObjectStub<CreateLimiter> =>
  env.CREATE_LIMITER.get(env.CREATE_LIMITER.idFromName(key));

/** The live sockets of a game, in an object beside the game's own (room/live-hub.ts). */
export const liveHub = (env: Pick<Env, 'LIVE_HUBS'>, gameId: string): DurableObjectStub<LiveHub> =>
  env.LIVE_HUBS.get(env.LIVE_HUBS.idFromName(gameId));

/** The one lobby of open challenges (lobby/lobby.ts). */
export const lobby = (env: Pick<Env, 'LOBBY'>): DurableObjectStub<Lobby> =>
  env.LOBBY.get(env.LOBBY.idFromName('lobby'));

/** A tournament's object (tournaments/tournament-object.ts), by the tournament's id. */
export const tournamentObject = (env: Pick<Env, 'TOURNAMENTS'>, id: string): DurableObjectStub<Tournament> =>
  env.TOURNAMENTS.get(env.TOURNAMENTS.idFromName(id));
