/**
 * A page's live socket as the Worker holds it: one-way. The page's socket ends here, in
 * the Worker in front of the objects, and this relays to it what the hub (game/live-hub.ts,
 * listener-hub.ts) sends over a socket of its own; nothing the page sends is read.
 *
 * Why: the platform hands a hibernating object every frame a socket sends, as an event of
 * its own, even after the object has closed that socket (frames in flight keep arriving
 * until the peer's close), so a watcher who floods the socket keeps any object it reaches
 * busy, whatever the object does with the frames. A socket the Worker accepted, with no
 * listener for its messages, drops them in the runtime without running any code
 * (docs/platform.md, "Live sockets"). So pages send nothing: a page that missed an update
 * reads the state again over HTTP, and the Worker says it is alive every BEAT_EVERY_MS
 * (the beat a page uses to notice a connection that died without a close). The hub never
 * hears from a page, so it hibernates between changes as before.
 */
import { closeSocket, sendTo } from './sockets.ts';

/** How often the Worker speaks on an idle socket: below the 100 s proxies idle out after. */
export const BEAT_EVERY_MS = 25_000;
/** The frame it says it with: not JSON, so pages that parse frames pass over it. */
export const BEAT = 'beat';

/**
 * The close to pass on to the other side. 1005 (no code) and 1006/1015 (no close frame, or
 * TLS failed) may not be sent: the other side hears 1000 or 1001 (going away) instead.
 */
const passedOn = (code: number): number => (code === 1005 ? 1000 : code === 1006 || code === 1015 ? 1001 : code);

/**
 * The answer to a page's upgrade, from the hub's: a refusal is copied (so the app can add
 * its headers); an accepted socket is relayed one way to a new socket for the page.
 */
export const pageSocket = (fromHub: Response, beatEveryMs: number = BEAT_EVERY_MS): Response => {
  const hub = fromHub.webSocket;
  if (fromHub.status !== 101 || !hub) return new Response(fromHub.body, fromHub);
  const pair = new WebSocketPair();
  const [forPage, page] = [pair[0], pair[1]];
  hub.accept();
  page.accept();
  const beat = setInterval(() => sendTo(page, BEAT), beatEveryMs);
  hub.addEventListener('message', (event) => sendTo(page, event.data));
  // No listener for the page's messages: the runtime reads them and drops them unseen.
  const endBoth = (event: CloseEvent | Event) => {
    clearInterval(beat);
    const { code, reason } = event instanceof CloseEvent ? event : { code: 1011, reason: 'the live connection failed' };
    closeSocket(page, passedOn(code), reason);
    closeSocket(hub, passedOn(code), reason);
  };
  for (const socket of [hub, page]) {
    socket.addEventListener('close', endBoth);
    socket.addEventListener('error', endBoth);
  }
  return new Response(null, { status: 101, webSocket: forPage });
};
