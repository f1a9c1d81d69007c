/**
 * Erasing an account in D1 (docs/privacy.md): the links that confirm it, the games that
 * name the player, and the rows of theirs that go. Every statement finds its rows by an
 * index (docs/scale.md), and each can run again: erasing twice deletes nothing more.
 */
import { and, asc, eq, gt, lt, or } from 'drizzle-orm';
import { database } from './database.ts';
import { botTokens, bots } from './bot-schema.ts';
import {
  blocks,
  digestsSent,
  erasureLinks,
  players,
  ratingChanges,
  seats,
  signInLinks,
  tournaments,
} from './schema.ts';

const db = (d1: D1Database) => database(d1);

const DAY = 24 * 60 * 60 * 1000;

export const saveErasureLink = async (
  d1: D1Database,
  tokenHash: string,
  email: string,
  expiresAt: number,
): Promise<void> => {
  await db(d1).insert(erasureLinks).values({ tokenHash, email: email.toLowerCase(), expiresAt });
};

/** The address a link erases while it is in time; null otherwise. Old links are swept on the way. */
export const erasureLinkAddress = async (d1: D1Database, tokenHash: string, now: number): Promise<string | null> => {
  const [row] = await db(d1)
    .select({ email: erasureLinks.email })
    .from(erasureLinks)
    .where(and(eq(erasureLinks.tokenHash, tokenHash), gt(erasureLinks.expiresAt, now)));
  await db(d1)
    .delete(erasureLinks)
    .where(lt(erasureLinks.expiresAt, now - DAY));
  return row?.email ?? null;
};

/** Spends a link: followed again, it finds nothing. */
export const spendErasureLink = async (d1: D1Database, tokenHash: string): Promise<void> => {
  await db(d1).delete(erasureLinks).where(eq(erasureLinks.tokenHash, tokenHash));
};

/** The games with a seat of the player's, by their claim or by their address. */
export const gamesNaming = async (d1: D1Database, playerId: string | null, email: string | null): Promise<string[]> => {
  const found = new Set<string>();
  if (playerId !== null)
    for (const row of await db(d1).select({ id: seats.gameId }).from(seats).where(eq(seats.playerId, playerId)))
      found.add(row.id);
  if (email !== null)
    for (const row of await db(d1).select({ id: seats.gameId }).from(seats).where(eq(seats.email, email)))
      found.add(row.id);
  return [...found];
};

/** The bots a player owns (their player ids), erased with them. */
export const botsOwnedBy = async (d1: D1Database, playerId: string): Promise<string[]> =>
  (await db(d1).select({ id: bots.playerId }).from(bots).where(eq(bots.ownerId, playerId))).map((row) => row.id);

/**
 * Deletes the player's rows. Seats are not among them: each game's object republishes its
 * erased seats, and a seat row still naming the player is how the erasure finds a game
 * it has yet to erase (erasure-steps.ts).
 */
export const erasePlayerRows = async (
  d1: D1Database,
  who: { readonly playerId: string | null; readonly email: string | null },
): Promise<void> => {
  const d = db(d1);
  const { playerId, email } = who;
  const statements = [
    ...(email === null
      ? []
      : [
          d.delete(signInLinks).where(eq(signInLinks.email, email)),
          d.delete(digestsSent).where(eq(digestsSent.email, email)),
          // Any other link asked for goes with the rest.
          d.delete(erasureLinks).where(eq(erasureLinks.email, email)),
        ]),
    ...(playerId === null
      ? []
      : [
          d.delete(ratingChanges).where(eq(ratingChanges.playerId, playerId)),
          d.delete(blocks).where(eq(blocks.blockerId, playerId)),
          d.delete(blocks).where(eq(blocks.blockedId, playerId)),
          d.delete(botTokens).where(eq(botTokens.botId, playerId)),
          d.delete(bots).where(eq(bots.playerId, playerId)),
          d.delete(players).where(eq(players.id, playerId)),
        ]),
  ];
  const [first, ...rest] = statements;
  if (first) await d.batch([first, ...rest]);
};

/**
 * One page of the tournaments in `status`, in start order after `after`: an erasure asks
 * every tournament not yet finished whether the player entered it (finished ones it
 * reaches through the player's games).
 */
export const tournamentPage = async (
  d1: D1Database,
  status: string,
  after: { readonly startsAt: number; readonly id: string } | null,
  limit: number,
): Promise<{ id: string; startsAt: number }[]> =>
  db(d1)
    .select({ id: tournaments.id, startsAt: tournaments.startsAt })
    .from(tournaments)
    .where(
      and(
        eq(tournaments.status, status),
        after === null
          ? undefined
          : or(
              gt(tournaments.startsAt, after.startsAt),
              and(eq(tournaments.startsAt, after.startsAt), gt(tournaments.id, after.id)),
            ),
      ),
    )
    .orderBy(asc(tournaments.startsAt), asc(tournaments.id))
    .limit(limit);
