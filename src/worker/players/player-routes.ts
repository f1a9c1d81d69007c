/**
 * Players without passwords (docs/api.md, "Players and ratings"): a signed-in address
 * chooses its display name once; a seat's holder, signed in, puts the seat on their
 * page by its token; anyone reads a player's page, as JSON or as /p/:name.
 */
import { Hono, type Context } from 'hono';
import type { Env } from '../platform/env.ts';
import { failure, ok, type EngineError, type Result } from '../../engine/result.ts';
import { nameKey } from '../../shared/name-key.ts';
import { checkPlayerName, type PlayerName } from '../../shared/player-name.ts';
import { createPlayer, playerByKey, playerOfEmail, PLAYER_GAMES_ORDER } from '../db/player-records.ts';
import { decodeCursor, type Cursor } from '../db/page-cursor.ts';
import { badCursorPage } from '../pages/page-links.ts';
import { renamePlayer } from '../db/player-names.ts';
import { mutedAmong, setStanding, standingOf } from '../db/standing.ts';
import { blocksInvolving, hasBlocked } from '../db/blocks.ts';
import { blockForm } from './blocks-section.ts';
import { html } from '../pages/layout.ts';
import { reportLink } from '../pages/report-link.ts';
import type { PlayerRow } from '../db/schema.ts';
import { limitBody } from '../http/body.ts';
import { ApiError, unwrap } from '../http/errors.ts';
import { jsonBody } from '../http/validators.ts';
import { recipientOf } from '../mail/recipient.ts';
import { notCrossSite } from '../http/same-origin.ts';
import { playerProfile } from './player-profile.ts';
import { signedIn } from '../session/signed-in.ts';
import { notFoundPage } from '../pages/not-found-page.ts';
import { pageResponse } from '../pages/page-response.ts';
import { playerPage, playerPath } from './player-page.ts';
import { seatRequest } from '../game/routes/games-routes.ts';
import { seatLink, seatToken } from '../http/links.ts';

type App = { Bindings: Env };

/** `{"name": …}` and nothing else. */
export const readNameRequest = (body: unknown): Result<PlayerName, EngineError> => {
  const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? Object.keys(body) : null;
  if (!fields || fields.some((field) => field !== 'name'))
    return failure('ERR_FIELD', 'the body is {"name": "the name other players will know you by"} and nothing else');
  return checkPlayerName((body as { name?: unknown }).name);
};

const signedOut = () =>
  new ApiError(
    'ERR_SIGNED_OUT',
    'you are not signed in: open /me, ask for a sign-in link and use it on this device, then try again',
  );

/** The signed-in address and its player, or a refusal that says how to sign in. */
const requireSignedIn = async <E extends App>(c: Context<E>) => {
  const who = await signedIn(c);
  if (!who) throw signedOut();
  return who;
};

const playerView = (player: PlayerRow) => ({ name: player.name, page: playerPath(player.name) });

/** The player named `name` (or a name that passes for it), or null. */
export const findPlayer = (d1: D1Database, name: string): Promise<PlayerRow | null> => {
  const key = nameKey(name);
  return key ? playerByKey(d1, key) : Promise.resolve(null);
};

/**
 * Gives the signed-in address its name (the page's form and the API share it): once, or
 * once more after a moderator's forced rename (moderation/actions.ts).
 */
export const choosePlayerName = async (d1: D1Database, email: string, name: PlayerName): Promise<PlayerRow> => {
  const existing = await playerOfEmail(d1, email);
  if (existing && (await standingOf(d1, existing.id)).mustRename) {
    unwrap(await renamePlayer(d1, existing.id, name));
    await setStanding(d1, existing.id, { mustRename: false });
    return { ...existing, name: name.name, nameKey: name.key };
  }
  return unwrap(await createPlayer(d1, email, name, Date.now()));
};

/** The player named `name`, unless a moderator closed their account: closed, their page and name are hidden. */
const shownPlayer = async (d1: D1Database, name: string): Promise<PlayerRow | null> => {
  const player = await findPlayer(d1, name);
  return player && (await standingOf(d1, player.id)).closedAt === null ? player : null;
};

/** Under /api/me: the signed-in address's player. */
export const mePlayerApi = new Hono<App>()
  .get('/player', async (c) => {
    const who = await requireSignedIn(c);
    return c.json({ email: who.email, player: who.player && playerView(who.player) });
  })
  .post('/player', notCrossSite, limitBody, jsonBody<PlayerName, { name: string }>(readNameRequest), async (c) => {
    const who = await requireSignedIn(c);
    const player = await choosePlayerName(c.env.DB, who.email, c.req.valid('json'));
    return c.json(playerView(player), 201);
  });

/** Under /api/games: a seat's player, read and claimed with the seat's token and the player's sign-in. */
export const seatPlayerApi = new Hono<App>()
  .get('/:id/player', seatRequest, async (c) => {
    const { side, player } = unwrap(await c.get('room').seatPlayer(c.get('tokenHash')));
    const who = await signedIn(c);
    return c.json({
      side,
      player: player && { name: player.name, page: playerPath(player.name) },
      you: who ? { email: who.email, name: who.player?.name ?? null } : null,
    });
  })
  .post('/:id/player', notCrossSite, limitBody, seatRequest, async (c) => {
    const who = await requireSignedIn(c);
    if (!who.player)
      throw new ApiError(
        'ERR_NO_PLAYER_NAME',
        'choose your player name on /me first: a seat goes on the page of a player with a name',
      );
    const claimed = unwrap(
      await c.get('room').claimSeat(c.get('tokenHash'), { id: who.player.id, name: who.player.name }),
    );
    // The player's blocks hold in this game too, made before the seat was theirs (players/blocks.ts).
    await c.get('room').syncBlocks(await blocksInvolving(c.env.DB, who.player.id));
    // And a moderator's mute of the player, if one holds (moderation/actions.ts).
    const mutedUntil = (await mutedAmong(c.env.DB, [who.player.id], Date.now())).get(who.player.id);
    if (mutedUntil !== undefined) await c.get('room').setSilenced(who.player.id, mutedUntil);
    // Signed in and claiming it: the player wants this game, so a seat with their address hears of it.
    await (await recipientOf(c.env.RECIPIENTS, who.email)).join(c.req.param('id'));
    return c.json({ side: claimed.side, player: { name: claimed.player.name, page: playerPath(claimed.player.name) } });
  });

const reportNameLink = (name: string) =>
  html`<p class="report-link">${reportLink(`/report?kind=name&name=${encodeURIComponent(name)}`, `Report the name ${name}`)}</p>`;

const visitorOf = async (c: Context<App>): Promise<PlayerRow | null> => (await signedIn(c))?.player ?? null;

/** The `?cursor=` of a page of a player's games: none (the newest page), or one a page gave. */
const gamesCursor = (c: Context<App>): Result<Cursor | null, EngineError> => {
  const text = c.req.query('cursor');
  return text === undefined ? ok(null) : decodeCursor(text, PLAYER_GAMES_ORDER);
};

/** Under /api/players: a player's page as JSON, its games a page at a time (`?cursor=`). */
export const playersApi = new Hono<App>().get('/:name', async (c) => {
  const cursor = unwrap(gamesCursor(c));
  const player = await shownPlayer(c.env.DB, c.req.param('name'));
  if (!player) throw new ApiError('ERR_PLAYER_NOT_FOUND', 'no player has this name; check its spelling');
  return c.json(await playerProfile(c.env.DB, player, await visitorOf(c), { cursor }));
});

/** /p/:name, the page. */
export const playerPages = new Hono<App>().get('/:name', async (c) => {
  const player = await shownPlayer(c.env.DB, c.req.param('name'));
  if (!player)
    return pageResponse(notFoundPage('No player has this name. Check its spelling: names are chosen on /me.'), {
      status: 404,
    });
  const cursor = gamesCursor(c);
  if (!cursor.ok) return pageResponse(badCursorPage(cursor.error.message, playerPath(player.name)), { status: 400 });
  const secret = c.env.SIGNING_SECRET;
  // On the player's own page their seats open to play, as on /me (relative links: this server's).
  const linkSeat = secret
    ? async (gameId: string, side: string, salt: string) =>
        seatLink('', gameId, side, await seatToken(secret, gameId, side, salt))
    : null;
  const visitor = await visitorOf(c);
  // A signed-in reader with a name, on someone else's page, may block them (or unblock),
  // and report their name.
  const end =
    visitor && visitor.id !== player.id
      ? html`${blockForm(player.name, await hasBlocked(c.env.DB, visitor.id, player.id))}${reportNameLink(player.name)}`
      : undefined;
  return pageResponse(
    playerPage(await playerProfile(c.env.DB, player, visitor, { linkSeat, cursor: cursor.value }), end),
  );
});
