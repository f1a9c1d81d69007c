/**
 * The socket life of every object pages listen to (a game's live hub, the lobby, a
 * tournament), written once, as partyserver's `Server` writes it for its subclasses:
 * the upgrade checked, the caps on sockets from one client and in all, hibernatable
 * sockets tagged by their client, every frame judged by the guard (a flood closes the
 * socket, a frame in flight after that is dropped unread), a "sync" answered at most
 * every SYNC_EVERY_MS, a close answered in turn, a failure noted. A subclass says what a
 * page gets when it connects (onConnect) and when it asks again (onSync).
 */
import { DurableObject } from 'cloudflare:workers';
import { requestClientKey } from '../http/client-address.ts';
import { clientTag, SocketGuard } from './socket-guard.ts';
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
  private readonly guard = new SocketGuard();
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

  /** A page asked again (after a missed update): send it what it needs. */
  protected abstract onSync(socket: WebSocket): Promise<void> | void;

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

  /** Pages only listen: a frame is judged, and a "sync" answered now or once its interval has passed. */
  override async webSocketMessage(socket: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const verdict = this.guard.judge(socket, message, Date.now());
    if (verdict.kind === 'close') closeSocket(socket, verdict.code, verdict.reason);
    else if (verdict.kind === 'sync') await this.onSync(socket);
    else if (verdict.kind === 'sync-later')
      setTimeout(() => {
        this.guard.synced(socket, Date.now());
        void this.onSync(socket);
      }, verdict.inMs);
  }

  override async webSocketClose(socket: WebSocket, code: number, reason: string): Promise<void> {
    closeInTurn(socket, code, reason);
  }

  /** A socket that failed is gone already: nothing to answer, only to note. */
  override async webSocketError(_socket: WebSocket, error: unknown): Promise<void> {
    console.warn(`${this.label}: a socket failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Sends one frame to one page; a socket closing meanwhile is no one's problem (its close event follows). */
export const sendTo = (socket: WebSocket, text: string): void => {
  try {
    socket.send(text);
  } catch {
    // Closed meanwhile.
  }
};
