/** Sending on and closing the live sockets of pages, where a socket may close at any moment. */

/** Sends one frame; a socket closing meanwhile is no one's problem (its close event follows). */
export const sendTo = (socket: WebSocket, data: string | ArrayBuffer): void => {
  try {
    socket.send(data);
  } catch {
    // Closed meanwhile.
  }
};

/** Sends to every page. */
export const broadcast = (sockets: readonly WebSocket[], text: string): void => {
  for (const socket of sockets) sendTo(socket, text);
};

/**
 * Answers a close with a close, as RFC 6455 asks. 1005 ("no status": the peer's close
 * frame had no code) is answered with 1000, since 1005 itself may not be sent. 1006 (the
 * connection dropped without a close frame) and 1015 (TLS failed) leave no one to answer:
 * writing a close frame then fails, as an unhandled rejection, so those get no answer.
 */
export const closeInTurn = (socket: WebSocket, code: number, reason: string): void => {
  if (code === 1006 || code === 1015) return;
  closeSocket(socket, code === 1005 ? 1000 : code, reason);
};

/** Closes a socket with a code and a reason (at most 123 bytes, as a close frame allows). */
export const closeSocket = (socket: WebSocket, code: number, reason: string): void => {
  try {
    socket.close(code, reason.slice(0, 120));
  } catch {
    // Already closed.
  }
};
