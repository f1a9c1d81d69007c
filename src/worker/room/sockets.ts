/** The live pages of a game: WebSockets accepted with the hibernation API. */

/** Sends to every page; a socket closing as we send is not the game's problem. */
export const broadcast = (sockets: readonly WebSocket[], message: unknown): void => {
  const text = JSON.stringify(message);
  for (const socket of sockets) {
    try {
      socket.send(text);
    } catch {
      // Its close event follows.
    }
  }
};

/**
 * Answers a close with a close. 1005 (no code), 1006 (no close frame: the connection just
 * dropped) and 1015 (TLS failure) only report what happened: there is no one left to
 * answer, and writing a close frame then fails (as an unhandled rejection), so those get
 * no answer at all.
 */
export const closeInTurn = (socket: WebSocket, code: number, reason: string): void => {
  if (code === 1005 || code === 1006 || code === 1015) return;
  closeSocket(socket, code, reason);
};

/** Closes a socket with a code and a reason (at most 123 bytes, as a close frame allows). */
export const closeSocket = (socket: WebSocket, code: number, reason: string): void => {
  try {
    socket.close(code, reason.slice(0, 120));
  } catch {
    // Already closed.
  }
};
