/**
 * The socket life of every object pages listen to (a game's live hub, the lobby's, a
 * tournament's), written once, as partyserver's `Server` writes it for its subclasses:
 * the upgrade checked, the caps on sockets from one client and in all (counting the
 * upgrades still being answered, so no burst of them can race past a cap), hibernatable
 * sockets tagged by their client, a close answered in turn, a failure noted. A subclass
 * says what a page gets when it connects (onConnect).
 *
 * The other end of each socket is the Worker's relay (page-socket.ts), which sends
 * nothing: the object speaks, pages listen. A frame that arrives all the same closes its
 * socket.
 */
import { DurableObject } from 'cloudflare:workers';
import { requestClientKey } from '../http/client-address.ts';
import { CLOSE_POLICY, clientTag } from './socket-limits.ts';
import { broadcast, closeInTurn, closeSocket } from './sockets.ts';

export interface SocketLimits {
  readonly perClient: number;
  readonly all: number;
  /** The refusals' words, for a client over its share and for a full object. */
  readonly perClientWords: string;
  readonly fullWords: string;
}

/** What a subclass answers a page that connects: a refusal, or the first frame to send it (or none). */
export type Connecting = { readonly refuse: Response } | { readonly first: string | null };

const refusal = (status: number, code: string, message: string) =>
  Response.json({ error: { code, message } }, { status });

export abstract class SocketObject<E> extends DurableObject<E> {
  /**
   * Upgrades between their count and their accept, by client tag: a connection may wait
   * on its first frame (a game's state), and sockets raced in meanwhile count against
   * the caps as if accepted already.
   */
  private readonly connecting = new Map<string, number>();

  /** The object's name in the log. */
  protected abstract readonly label: string;
  /** The caps on a connection like this one. */
  protected abstract limitsFor(request: Request): SocketLimits;

  /** A page is connecting: refuse it, or say what to send it first. */
  protected abstract onConnect(request: Request): Promise<Connecting> | Connecting;

  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket')
      return refusal(426, 'ERR_UPGRADE', 'this address takes WebSocket connections only');
    const tag = clientTag(requestClientKey(request.headers));
    const fromClient = this.ctx.getWebSockets(tag).length + (this.connecting.get(tag) ?? 0);
    let all = this.ctx.getWebSockets().length;
    for (const count of this.connecting.values()) all += count;
    const limits = this.limitsFor(request);
    const refused =
      fromClient >= limits.perClient ? limits.perClientWords : all >= limits.all ? limits.fullWords : null;
    if (refused) return refusal(429, 'ERR_TOO_MANY_SOCKETS', refused);
    this.connecting.set(tag, (this.connecting.get(tag) ?? 0) + 1);
    let connecting: Connecting;
    try {
      connecting = await this.onConnect(request);
    } finally {
      const left = (this.connecting.get(tag) ?? 1) - 1;
      if (left > 0) this.connecting.set(tag, left);
      else this.connecting.delete(tag);
    }
    if ('refuse' in connecting) return connecting.refuse;
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server, [tag]);
    if (connecting.first !== null) server.send(connecting.first);
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Sends to every page listening. */
  protected tellAll(text: string): void {
    broadcast(this.ctx.getWebSockets(), text);
  }

  /** The relay sends nothing: a frame here broke that rule, and its socket is closed. */
  override async webSocketMessage(socket: WebSocket): Promise<void> {
    closeSocket(socket, CLOSE_POLICY, 'live sockets take no messages');
  }

  override async webSocketClose(socket: WebSocket, code: number, reason: string): Promise<void> {
    closeInTurn(socket, code, reason);
  }

  /** A socket that failed is gone already: nothing to answer, only to note. */
  override async webSocketError(_socket: WebSocket, error: unknown): Promise<void> {
    console.warn(`${this.label}: a socket failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
