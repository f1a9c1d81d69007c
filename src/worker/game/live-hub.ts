/**
 * The live sockets of one game, in an object of their own beside the game's. Anyone who
 * knows a game's id may watch it, so the game's own object holds no sockets: pages
 * connect here, through the Worker's one-way relay (sockets/page-socket.ts), which
 * reads nothing a page sends; the game object tells this one of each change, and this
 * one hibernates in between. A page that missed an update reads the game over HTTP.
 */
import type { Env } from '../platform/env.ts';
import type { Result } from '../../engine/result.ts';
import type { GameState } from './room/view.ts';
import { MAX_SOCKETS, MAX_SOCKETS_PER_CLIENT } from '../sockets/socket-limits.ts';
import { SocketObject, type Connecting, type SocketLimits } from '../sockets/socket-object.ts';

/** The request header that names the game (the hub is named by it, but cannot read its own name). */
export const GAME_HEADER = 'X-Orrery-Game';

/**
 * What the hub asks of its game's object: the state to send a page that connects.
 * Declared here and implemented by the game's object (game-room.ts), so that the two
 * objects, which call each other, do not import each other.
 */
export interface GameStates {
  state(since?: number): Promise<Result<GameState, { readonly code: string; readonly message: string }>>;
}

const gameStates = (env: Pick<Env, 'GAME_ROOMS'>, id: string): GameStates =>
  env.GAME_ROOMS.get(env.GAME_ROOMS.idFromName(id)) as unknown as GameStates;

const LIMITS: SocketLimits = {
  perClient: MAX_SOCKETS_PER_CLIENT,
  all: MAX_SOCKETS,
  perClientWords: `at most ${MAX_SOCKETS_PER_CLIENT} live connections to one game from one address; close one first`,
  fullWords: `this game has ${MAX_SOCKETS} live connections already; try again later`,
};

export class LiveHub extends SocketObject<Env> {
  protected readonly label = 'live';
  protected limitsFor(): SocketLimits {
    return LIMITS;
  }

  /** A page that connects gets the state first; one that reconnects says how many moves it has (`?since=`), and gets only the rest. */
  protected async onConnect(request: Request): Promise<Connecting> {
    const game = request.headers.get(GAME_HEADER) ?? '';
    const since = Number(new URL(request.url).searchParams.get('since') ?? 0);
    const state = await gameStates(this.env, game).state(Number.isSafeInteger(since) ? since : 0);
    if (!state.ok) return { refuse: Response.json({ error: state.error }, { status: 404 }) };
    return { first: JSON.stringify({ type: 'state', state: state.value }) };
  }

  /** From the game's object, after each change: sent to every page. */
  async broadcast(text: string): Promise<void> {
    this.tellAll(text);
  }
}
