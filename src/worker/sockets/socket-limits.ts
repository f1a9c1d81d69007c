/**
 * How many live sockets an object holds. Anyone who knows a game's id may watch it, and
 * anyone may open /play or a tournament's page, so a game takes at most MAX_SOCKETS
 * sockets, at most MAX_SOCKETS_PER_CLIENT from one client (an IPv6 /64 counts as one):
 * a client that opens more costs itself its sockets, not the players their game. What a
 * socket sends is never read (page-socket.ts), so the count is all there is to limit.
 */

export const MAX_SOCKETS = 200;
export const MAX_SOCKETS_PER_CLIENT = 8;

/** RFC 6455 close code 1008: the peer broke the rules. */
export const CLOSE_POLICY = 1008;

/** The tag a socket is accepted with: its client's key, so the object can count them. */
export const clientTag = (clientKey: string): string => `client:${clientKey}`.slice(0, 200);
