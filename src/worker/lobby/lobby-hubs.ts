/**
 * The hubs of the lobby's live sockets (sockets/listener-hub.ts): the pages on /play are
 * spread over LOBBY_HUBS hubs by their client's address, so one address always reaches the
 * same hub and the cap on sockets from one address still holds, while each hub's own cap
 * bounds only its share of the readers. Every shard of the lobby tells every hub.
 */

export const LOBBY_HUBS = 4;

/** FNV-1a: a stable, even spread of short strings over `buckets`; not a secret. */
export const spread = (text: string, buckets: number): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % buckets;
};

/** The hub a client's pages use: always the same one for one address. */
export const hubOfClient = (clientKey: string): string => `lobby-${spread(clientKey, LOBBY_HUBS)}`;

export const everyHub = (): string[] => Array.from({ length: LOBBY_HUBS }, (_, index) => `lobby-${index}`);
