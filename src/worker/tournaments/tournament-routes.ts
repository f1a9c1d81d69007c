/**
 * Tournaments (docs/api.md, "Tournaments"; docs/tournaments.md for the pairing rules): a
 * signed-in player with a name creates one, others enter until it starts, and each
 * tournament's own object (tournaments/tournament-object.ts) starts it, pairs its rounds,
 * makes their games and keeps the standings. This file checks who is asking, reads
 * bodies and shapes the answers; a signed-in entrant is given their own seat links.
 */
import { Hono, type Context } from 'hono';
import type { PlayerRow } from '../db/schema.ts';
import {
  listTournaments,
  TOURNAMENT_LIST_ORDER,
  TOURNAMENT_LISTS,
  tournamentList,
  type TournamentListName,
} from './tournament-list.ts';
import { decodeCursor, type Cursor } from '../db/page-cursor.ts';
import { badCursorPage } from '../pages/page-links.ts';
import { failure, ok, type EngineError, type Result } from '../../engine/result.ts';
import { latestRating } from '../db/ratings.ts';
import type { Env } from '../platform/env.ts';
import { limitBody } from '../http/body.ts';
import { ApiError, unwrap } from '../http/errors.ts';
import { publicOrigin } from '../http/origin.ts';
import { notCrossSite } from '../http/same-origin.ts';
import { emptyBody, jsonBody, noBodyButJson } from '../http/validators.ts';
import { seatToken } from '../http/links.ts';
import { recipientOf } from '../mail/recipient.ts';
import { rateLimiter } from '../http/create-limiter.ts';
import { tournamentObject } from './tournament-object.ts';
import { connectListener } from '../sockets/listener-hub.ts';
import { requirePlayer as requirePlayerNamed } from '../session/require-player.ts';
import { signedIn } from '../session/signed-in.ts';
import { newGameId } from '../http/tokens.ts';
import { withdrawn, type EntrantRecord, type TournamentSnapshot } from './tournament-record.ts';
import { canJoin, canLeave } from './tournament-rules.ts';
import { publicView } from './tournament-view.ts';
import { checkNotBarred } from '../lobby/challenge-routes.ts';
import { readTournamentRequest } from './tournament-request.ts';
import type { TournamentSettings } from './tournament-record.ts';
import type { FormBody } from '../../shared/api-contract.ts';
import { notFoundPage } from '../pages/not-found-page.ts';
import { pageResponse } from '../pages/page-response.ts';
import type { Reader } from '../lobby/play-page.ts';
import { tournamentListPage, tournamentPage, tournamentsPage } from './tournament-pages.ts';

type App = { Bindings: Env };

/** One list's name and the cursor of its page (none: the first). */
const readListRequest = (
  name: string,
  cursorText: string | undefined,
): Result<{ list: TournamentListName; cursor: Cursor | null }, EngineError> => {
  const list = TOURNAMENT_LISTS.find((known) => known === name);
  if (!list)
    return failure('ERR_NOT_FOUND', `there is no list "${name}": the lists are ${TOURNAMENT_LISTS.join(', ')}`);
  if (cursorText === undefined) return ok({ list, cursor: null });
  const cursor = decodeCursor(cursorText, TOURNAMENT_LIST_ORDER);
  return cursor.ok ? ok({ list, cursor: cursor.value }) : cursor;
};

/** Tournament ids look like game ids (tokens.ts). */
const TOURNAMENT_ID = /^[a-km-np-z2-9]{12}$/;
/** Tournaments one player may create in a day. */
const CREATES_PER_DAY = 5;
/** Entries and withdrawals one player may make in an hour, all tournaments together. */
/** An entrant asked for the tournament's games: their emails come without an invitation each (mail/recipient.ts). */
const joinTournamentMail = async (env: Env, email: string, id: string): Promise<void> => {
  await (await recipientOf(env.RECIPIENTS, email)).join(`t:${id}`);
};

export const ENTRIES_PER_HOUR = 20;
const HOUR_MS = 3_600_000;

const requirePlayer = <E extends App>(c: Context<E>) => requirePlayerNamed(c, 'tournaments are between named players');

const limit = async (env: Env, key: string, count: number, windowMs: number, what: string): Promise<void> => {
  const decision = await rateLimiter(env, key).take(count, windowMs);
  if (!decision.allowed)
    throw new ApiError(
      'ERR_RATE_LIMITED',
      `you have ${what} the most allowed (${count}); try again in ${Math.ceil(decision.retryAfter / 60)} minutes`,
      { 'Retry-After': String(decision.retryAfter) },
    );
};

const tournamentId = <E extends App>(c: Context<E>): string => {
  const id = c.req.param('id') ?? '';
  if (!TOURNAMENT_ID.test(id))
    throw new ApiError(
      'ERR_TOURNAMENT_NOT_FOUND',
      'there is no such tournament; the open and running ones are on /tournaments',
    );
  return id;
};

const needSecret = (env: Env): void => {
  if (!env.SIGNING_SECRET)
    throw new ApiError(
      'ERR_NOT_CONFIGURED',
      'this server has no signing secret set, so it cannot give entrants their seat links; its operator must set SIGNING_SECRET',
    );
};

const entrantOf = async (env: Env, player: PlayerRow, game: string, variant: string): Promise<EntrantRecord> => {
  const row = await latestRating(env.DB, player.id, game, variant);
  return {
    id: player.id,
    name: player.name,
    email: player.email,
    rating: row ? Math.round(row.rating) : null,
    seedRating: null,
    joinedAt: Date.now(),
  };
};

/** The reader's part: whether they have entered, and their games with their own seat links. */
const yourPart = async (env: Env, origin: string, snapshot: TournamentSnapshot, player: PlayerRow | null) => {
  if (!player) return null;
  const entry = snapshot.entrants.find((entrant) => entrant.id === player.id);
  const entered = entry !== undefined;
  const games = [];
  for (const round of snapshot.rounds)
    for (const game of round.games) {
      const as = game.first === player.id ? 'first' : game.second === player.id ? 'second' : null;
      if (!as) continue;
      const side = game.sides[as];
      const salt = game.salts[side];
      const token = salt && env.SIGNING_SECRET ? await seatToken(env.SIGNING_SECRET, game.gameId, side, salt) : null;
      const watch = `${origin}/g/${game.gameId}`;
      games.push({
        round: round.round,
        game: game.gameId,
        side,
        link: token && game.started ? `${watch}#${side}=${token}` : null,
      });
    }
  return {
    name: player.name,
    entered,
    withdrawn: entry !== undefined && withdrawn(entry),
    organiser: snapshot.tournament.createdBy.id === player.id,
    games,
  };
};

const answer = async <E extends App>(c: Context<E>, snapshot: TournamentSnapshot) => {
  const who = await signedIn(c);
  return {
    ...publicView(snapshot, Date.now()),
    you: await yourPart(c.env, publicOrigin(c), snapshot, who?.player ?? null),
  };
};

export const tournamentsApi = new Hono<App>()
  .get('/', async (c) => c.json(await listTournaments(c.env.DB)))
  .get('/lists/:list', async (c) => {
    const { list, cursor } = unwrap(readListRequest(c.req.param('list'), c.req.query('cursor')));
    const page = await tournamentList(c.env.DB, list, cursor);
    return c.json({ tournaments: page.items, next: page.next, previous: page.previous });
  })
  .post(
    '/',
    limitBody,
    notCrossSite,
    jsonBody<TournamentSettings, FormBody>((body) => readTournamentRequest(body, Date.now())),
    async (c) => {
      const player = await requirePlayer(c);
      needSecret(c.env);
      const settings = c.req.valid('json');
      // Every game of a tournament is rated: a player kept out of rated play stays out.
      await checkNotBarred(c.env, player.id);
      await limit(c.env, `tournament-create:${player.id}`, CREATES_PER_DAY, 24 * HOUR_MS, 'created tournaments today');
      const id = newGameId();
      const now = Date.now();
      const created = unwrap(
        await tournamentObject(c.env, id).create(
          {
            ...settings,
            id,
            createdBy: { id: player.id, name: player.name },
            createdAt: now,
            status: 'open',
            cancelled: null,
            startedAt: null,
            endedAt: null,
            origin: publicOrigin(c),
            version: 0,
          },
          await entrantOf(c.env, player, settings.game, settings.variant),
        ),
      );
      await joinTournamentMail(c.env, player.email, id);
      c.header('Location', `/api/tournaments/${id}`);
      return c.json(await answer(c, created), 201);
    },
  )
  .delete('/:id', notCrossSite, async (c) => {
    const id = tournamentId(c);
    const player = await requirePlayer(c);
    const stub = tournamentObject(c.env, id);
    unwrap(await stub.cancel(player.id, Date.now()));
    return c.json(await answer(c, unwrap(await stub.read())));
  })
  .get('/:id', async (c) => {
    const id = tournamentId(c);
    return c.json(await answer(c, unwrap(await tournamentObject(c.env, id).read())));
  })
  .get('/:id/live', async (c) => {
    const id = tournamentId(c);
    if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket')
      throw new ApiError('ERR_UPGRADE', 'this address takes WebSocket connections only (send Upgrade: websocket)');
    unwrap(await tournamentObject(c.env, id).read());
    // Pages listen to the tournament's hub, through a socket whose frames nothing reads.
    return connectListener(c.env, 'tournament', id, c.req.raw);
  })
  .post('/:id/entry', limitBody, notCrossSite, emptyBody, async (c) => {
    const id = tournamentId(c);
    const player = await requirePlayer(c);
    const stub = tournamentObject(c.env, id);
    const { tournament, entrants } = unwrap(await stub.read());
    await checkNotBarred(c.env, player.id);
    // A refused entry says why without using up the hour (the object checks again). Entering
    // twice counts: it may race a withdrawal and enter afresh.
    unwrap(canJoin(tournament, entrants, player.id, Date.now()));
    await limit(
      c.env,
      `tournament-entry:${player.id}`,
      ENTRIES_PER_HOUR,
      HOUR_MS,
      'entered or left tournaments in the last hour',
    );
    const joined = unwrap(
      await stub.join(await entrantOf(c.env, player, tournament.game, tournament.variant), Date.now()),
    );
    await joinTournamentMail(c.env, player.email, id);
    return c.json(await answer(c, unwrap(await stub.read())), joined.already ? 200 : 201);
  })
  .delete('/:id/entry', limitBody, notCrossSite, noBodyButJson, async (c) => {
    const id = tournamentId(c);
    const player = await requirePlayer(c);
    const stub = tournamentObject(c.env, id);
    const { tournament, entrants, rounds } = unwrap(await stub.read());
    // As for entering: a refused withdrawal says why without using up the hour.
    unwrap(canLeave(tournament, entrants, player.id, Date.now(), rounds.length > 0));
    await limit(
      c.env,
      `tournament-entry:${player.id}`,
      ENTRIES_PER_HOUR,
      HOUR_MS,
      'entered or left tournaments in the last hour',
    );
    unwrap(await stub.leave(player.id, Date.now()));
    return c.json(await answer(c, unwrap(await stub.read())));
  });

const readerOf = async <E extends App>(c: Context<E>): Promise<Reader> => {
  const who = await signedIn(c);
  return !who ? { kind: 'visitor' } : who.player ? { kind: 'player', name: who.player.name } : { kind: 'nameless' };
};

/** /tournaments and /t/:id, the pages. */
export const tournamentPages = new Hono<App>()
  .get('/tournaments', async (c) => pageResponse(tournamentsPage(await listTournaments(c.env.DB), await readerOf(c))))
  .get('/tournaments/:list', async (c) => {
    const asked = readListRequest(c.req.param('list'), c.req.query('cursor'));
    if (!asked.ok)
      return asked.error.code === 'ERR_CURSOR'
        ? pageResponse(badCursorPage(asked.error.message, `/tournaments/${c.req.param('list')}`), { status: 400 })
        : pageResponse(notFoundPage('There is no such list. The tournaments are on /tournaments.'), { status: 404 });
    const { list, cursor } = asked.value;
    return pageResponse(tournamentListPage(list, await tournamentList(c.env.DB, list, cursor)));
  })
  .get('/t/:id', async (c) => {
    const id = c.req.param('id');
    const found = TOURNAMENT_ID.test(id) ? await tournamentObject(c.env, id).read() : null;
    if (!found?.ok)
      return pageResponse(notFoundPage('There is no such tournament. The open and running ones are on /tournaments.'), {
        status: 404,
      });
    return pageResponse(tournamentPage(await answer(c, found.value)));
  });
