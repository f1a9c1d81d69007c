/**
 * The live sockets of one game, in an object of their own beside the game's. Anyone who
 * knows a game's id may watch it, and the platform hands an object every frame a socket
 * sends, even after the object has closed it; frames sent to the game's own object
 * would queue in front of the players' moves. So watchers connect here: a flood fills
 * this object's queue (the guard in socket-guard.ts closes the socket at once), while
 * the game object keeps answering its players, and tells this one of each change.
 */
import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../platform/env.ts';
import { requestClientKey } from '../http/client-address.ts';
import type { Result } from '../../engine/result.ts';
import type { GameState } from './room/view.ts';
import { clientTag, refuseSocket, SocketGuard } from '../sockets/socket-guard.ts';
import { broadcast, closeInTurn, closeSocket } from '../sockets/sockets.ts';

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

export class LiveHub extends DurableObject<Env> {
  private readonly guard = new SocketGuard();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket')
      return Response.json(
        { error: { code: 'ERR_UPGRADE', message: 'this address takes WebSocket connections only' } },
        { status: 426 },
      );
    const game = request.headers.get(GAME_HEADER) ?? '';
    const tag = clientTag(requestClientKey(request.headers));
    const refused = refuseSocket(this.ctx.getWebSockets().length, this.ctx.getWebSockets(tag).length);
    if (refused) return Response.json({ error: { code: 'ERR_TOO_MANY_SOCKETS', message: refused } }, { status: 429 });
    // A page that reconnects says how many moves it has (`?since=`), and gets only the rest.
    const since = Number(new URL(request.url).searchParams.get('since') ?? 0);
    const state = await gameStates(this.env, game).state(Number.isSafeInteger(since) ? since : 0);
    if (!state.ok) return Response.json({ error: state.error }, { status: 404 });
    this.ctx.storage.kv.put('game', game);
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server, [tag]);
    server.send(JSON.stringify({ type: 'state', state: state.value }));
    return new Response(null, { status: 101, webSocket: client });
  }

  /** From the game's object, after each change: sent to every page. */
  async broadcast(text: string): Promise<void> {
    broadcast(this.ctx.getWebSockets(), text);
  }

  /** Pages only listen; a "sync" asks for the whole state again (after a missed update). */
  override async webSocketMessage(socket: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const verdict = this.guard.judge(socket, message, Date.now());
    if (verdict.kind === 'close') closeSocket(socket, verdict.code, verdict.reason);
    else if (verdict.kind === 'sync') await this.sendState(socket);
    else if (verdict.kind === 'sync-later')
      setTimeout(() => {
        this.guard.synced(socket, Date.now());
        void this.sendState(socket);
      }, verdict.inMs);
  }

  private async sendState(socket: WebSocket): Promise<void> {
    const game = this.ctx.storage.kv.get<string>('game');
    if (!game) return;
    const state = await gameStates(this.env, game).state(0);
    if (!state.ok) return;
    try {
      socket.send(JSON.stringify({ type: 'state', state: state.value }));
    } catch {
      // The socket closed meanwhile; its close event follows.
    }
  }

  override async webSocketClose(socket: WebSocket, code: number, reason: string): Promise<void> {
    closeInTurn(socket, code, reason);
  }

  /** A socket that failed is gone already: nothing to answer, only to note. */
  override async webSocketError(_socket: WebSocket, error: unknown): Promise<void> {
    console.warn(`live: a socket failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
