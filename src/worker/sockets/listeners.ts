/**
 * Pages that only listen: the lobby's and a tournament's. Their sockets carry no data,
 * only "changed" (each page reads again with its own sign-in, since what it may see
 * depends on who it is), so the objects share how they take a socket and answer one.
 */
import { requestClientKey } from '../http/client-address.ts';
import { type SocketGuard, clientTag } from './socket-guard.ts';
import { closeSocket } from './sockets.ts';

export interface ListenerLimits {
  readonly perClient: number;
  readonly all: number;
  /** The refusals' words, for a client over its share and for a full object. */
  readonly perClientWords: string;
  readonly fullWords: string;
}

/** Takes a page's socket (hibernatable, tagged by its client), or refuses it with 426 or 429. */
export const acceptListener = (ctx: DurableObjectState, request: Request, limits: ListenerLimits): Response => {
  if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket')
    return Response.json(
      { error: { code: 'ERR_UPGRADE', message: 'this address takes WebSocket connections only' } },
      { status: 426 },
    );
  const tag = clientTag(requestClientKey(request.headers));
  const refused =
    ctx.getWebSockets(tag).length >= limits.perClient
      ? limits.perClientWords
      : ctx.getWebSockets().length >= limits.all
        ? limits.fullWords
        : null;
  if (refused) return Response.json({ error: { code: 'ERR_TOO_MANY_SOCKETS', message: refused } }, { status: 429 });
  const pair = new WebSocketPair();
  ctx.acceptWebSocket(pair[1], [tag]);
  return new Response(null, { status: 101, webSocket: pair[0] });
};

/** A page's frame: judged (a flood closes the socket); a "sync" is answered with a nudge to read again. */
export const answerListener = (guard: SocketGuard, socket: WebSocket, message: string | ArrayBuffer): void => {
  const verdict = guard.judge(socket, message, Date.now());
  if (verdict.kind === 'close') closeSocket(socket, verdict.code, verdict.reason);
  else if (verdict.kind === 'sync')
    try {
      socket.send(JSON.stringify({ type: 'changed' }));
    } catch {
      // Closed meanwhile.
    }
};
