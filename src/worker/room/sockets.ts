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

/** Answers a close with a close; 1005, 1006 and 1015 are for reporting only and may not be sent. */
export const closeInTurn = (socket: WebSocket, code: number, reason: string): void => {
  try {
    socket.close(code === 1005 || code === 1006 || code === 1015 ? 1000 : code, reason);
  } catch {
    // Already closed.
  }
};
