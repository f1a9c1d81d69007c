/**
 * Open challenges (docs/api.md, "Challenges"): a signed-in player with a name posts one,
 * another takes it, and an ordinary game starts between them with both seats on their
 * pages and in their email. The lobby's object (lobby/lobby.ts) holds the list and makes
 * each take a single decision; this file checks who is asking and starts the game.
 */
import { Hono, type Context } from 'hono';
import { GAMES } from '../../engine/games.ts';
import { NEWCOMER } from '../../rating/glicko2.ts';
import { latestRating } from '../db/ratings.ts';
import { hasBlocked, keptApartFrom } from '../db/blocks.ts';
import { standingOf } from '../db/standing.ts';
import { playerById } from '../db/player-records.ts';
import { gamesLostOnTime } from '../db/abandoned-games.ts';
import { ABANDONED_MAX, WINDOW_DAYS, barredUntil } from '../../rating/abandonment.ts';
import { dateTimeText } from '../../shared/dates.ts';
import type { PlayerRow } from '../db/schema.ts';
import type { BotRow } from '../db/bot-schema.ts';
import { botOfPlayer } from '../db/bot-records.ts';
import { botChallengeListener } from './bot-challenges.ts';
import type { Env } from '../platform/env.ts';
import { limitBody } from '../http/body.ts';
import { ApiError, unwrap } from '../http/errors.ts';
import { publicOrigin } from '../http/origin.ts';
import { notCrossSite } from '../http/same-origin.ts';
import { emptyBody, jsonBody, noBodyButJson } from '../http/validators.ts';
import { seatToken } from '../http/links.ts';
import { expiresAt, posterSide, type Challenge, type ChallengePlayer, type TakenChallenge } from './challenge.ts';
import { challengeIdIn, lobbyOfChallenge, lobbyOfPlayer, shardOfPlayer } from './lobby-shards.ts';
import { hubOfClient } from './lobby-hubs.ts';
import { CHALLENGE_ORDER, CHALLENGE_PAGE, CHALLENGE_PAGE_MAX, readChallengePage } from './lobby-reads.ts';
import { decodeCursor } from '../db/page-cursor.ts';
import { badCursorPage } from '../pages/page-links.ts';
import { ok } from '../../engine/result.ts';
import { readChallengeFilter, type FilterWords } from './challenge-filter.ts';
import { listenTag } from './listen-tags.ts';
import { requestClientKey } from '../http/client-address.ts';
import { connectListener } from '../sockets/listener-hub.ts';
import { rateLimiter } from '../http/create-limiter.ts';
import { signedIn } from '../session/signed-in.ts';
import { requirePlayer as requirePlayerNamed } from '../session/require-player.ts';
import { newGameId } from '../http/tokens.ts';
import { readChallengeRequest } from './challenge-request.ts';
import type { ChallengeRequest } from './challenge.ts';
import type { FormBody } from '../../shared/api-contract.ts';
import { canSendMail, mailerFor } from '../mail/mailer-for.ts';
import { mailSetup } from '../mail/config.ts';
import { challengeEmail } from '../mail/outgoing.ts';
import { recipientOf } from '../mail/recipient.ts';
import { CHALLENGE_DAYS } from './challenge.ts';
import { clockWords, gameTitle, sideWords } from '../../shared/challenge-words.ts';
import { gameInfo } from '../game/pages/home-page.ts';
import { startGame } from '../game/new-game.ts';
import { findPlayer } from '../players/player-routes.ts';
import { pageResponse } from '../pages/page-response.ts';
import { playPage, type Reader } from './play-page.ts';

type App = { Bindings: Env };

/** Challenge ids look like game ids (tokens.ts): short, unguessable enough, safe in a URL. */
const CHALLENGE_ID = /^[a-km-np-z2-9]{12}$/;
/** Challenges one player may post in an hour: a few more than they may hold, for withdrawals. */
const POSTS_PER_HOUR = 10;
/** Challenges one player may take in an hour. */
const TAKES_PER_HOUR = 20;

const asPlayer = (row: PlayerRow): ChallengePlayer => ({ id: row.id, name: row.name });

const requirePlayer = <E extends App>(c: Context<E>) => requirePlayerNamed(c, 'challenges are between named players');

const limit = async (env: Env, key: string, count: number, what: string): Promise<void> => {
  const decision = await rateLimiter(env, key).take(count, 3_600_000);
  if (!decision.allowed)
    throw new ApiError(
      'ERR_RATE_LIMITED',
      `you have ${what} ${count} challenges in the last hour, the most allowed; try again in ${Math.ceil(decision.retryAfter / 60)} minutes`,
      { 'Retry-After': String(decision.retryAfter) },
    );
};

const challengeId = <E extends App>(c: Context<E>): string => {
  const id = c.req.param('id') ?? '';
  if (!CHALLENGE_ID.test(id))
    throw new ApiError('ERR_CHALLENGE_NOT_FOUND', 'there is no such challenge; the open ones are on /play');
  return id;
};

/**
 * Refuses rated play to a player a moderator barred from it (moderation/actions.ts), and
 * to one who lost ABANDONED_MAX games on time within WINDOW_DAYS (rating/abandonment.ts):
 * their opponents waited for nothing. Casual challenges stay open.
 */
export const checkNotBarred = async (env: Env, playerId: string): Promise<void> => {
  if ((await standingOf(env.DB, playerId)).ratedBarred)
    throw new ApiError(
      'ERR_RATED_BARRED',
      'a moderator has barred you from rated play, so rated challenges and tournaments are closed to you (the email you were sent says why); casual challenges are open',
    );
  const now = Date.now();
  const until = barredUntil(await gamesLostOnTime(env.DB, playerId, now - WINDOW_DAYS * 86_400_000), now);
  if (until !== null)
    throw new ApiError(
      'ERR_RATED_BARRED',
      `you lost ${ABANDONED_MAX} or more games on time in the last ${WINDOW_DAYS} days, so rated play is closed to you until ${dateTimeText(new Date(until).toISOString(), { timeZone: 'UTC', now })}; casual challenges are open`,
    );
};

/**
 * Refuses a game between two players when one has blocked the other (players/blocks.ts).
 * The blocked one is told only that the other takes no challenge from them; the blocker,
 * that their own block stands in the way.
 */
const checkNotBlocked = async (env: Env, from: ChallengePlayer, to: ChallengePlayer): Promise<void> => {
  const [theyBlocked, youBlocked] = await Promise.all([
    hasBlocked(env.DB, to.id, from.id),
    hasBlocked(env.DB, from.id, to.id),
  ]);
  if (youBlocked)
    throw new ApiError('ERR_YOU_BLOCKED', `you have blocked ${to.name}: unblock them on /me first to play them`);
  if (theyBlocked) throw new ApiError('ERR_CHALLENGE_REFUSED', `${to.name} does not take challenges from you`);
};

/** The players whose challenges a reader does not see: those kept apart from them by a block. */
const apartFrom = async (env: Env, playerId: string | null): Promise<string[]> =>
  playerId ? [...(await keptApartFrom(env.DB, playerId))] : [];

/** A page of the list as `reader` may see it, filtered and from a cursor as the query asks. */
const challengePage = (
  env: Env,
  reader: string | null,
  apart: readonly string[],
  query: FilterWords & { cursor?: string },
  limit: number,
) =>
  readChallengePage(env, {
    reader,
    apart,
    filter: unwrap(readChallengeFilter(query)),
    cursor: query.cursor ?? null,
    limit,
    now: Date.now(),
  });

/** A player's current rating in a game and variant, rounded; null before their first rated game there. */
const ratingOf = async (env: Env, playerId: string, game: string, variant: string): Promise<number | null> => {
  const row = await latestRating(env.DB, playerId, game, variant);
  return row ? Math.round(row.rating) : null;
};

/** A taken challenge's game, as one of its players sees it: their own seat's link when the server can remake it. */
const gameFor = async (env: Env, origin: string, taken: TakenChallenge, playerId: string | null) => {
  const watch = `${origin}/g/${taken.gameId}`;
  const side = Object.entries(taken.players).find(([, player]) => player.id === playerId)?.[0] ?? null;
  const salt = side ? taken.salts[side] : undefined;
  const link =
    side && salt && env.SIGNING_SECRET
      ? `${watch}#${side}=${await seatToken(env.SIGNING_SECRET, taken.gameId, side, salt)}`
      : null;
  return { id: taken.gameId, watch, side, link };
};

/**
 * Tells the named player of a challenge by email, as far as their address's caps allow
 * (mail/recipient.ts: a player is confirmed by signing in). Best effort: the challenge
 * stands on /play whether or not the email goes, so a mail failure is logged, not answered.
 */
const tellChallenged = async (env: Env, challenge: Challenge, to: PlayerRow): Promise<void> => {
  const setup = mailSetup(env);
  if (!setup.ok || !canSendMail(env)) return;
  const config = setup.config;
  const key = `challenge.${challenge.id}`;
  try {
    // One a day from each challenger: naming a player cannot become a way to mail them.
    const admitted = await (await recipientOf(env.RECIPIENTS, to.email)).admit(key, 'challenge', null, {
      from: challenge.by.id,
    });
    if (!admitted.send) return;
    const games = GAMES.games.map(gameInfo);
    const terms = [clockWords(challenge), sideWords(challenge, games), challenge.rated ? 'rated' : 'casual'].join(
      ' · ',
    );
    const email = await challengeEmail(config, to.email, {
      challenger: challenge.by.name,
      game: gameTitle(challenge, games),
      terms,
      playLink: `${config.origin}/play`,
      challengerPage: `${config.origin}/p/${encodeURIComponent(challenge.by.name)}`,
      expiresInDays: CHALLENGE_DAYS,
    });
    const sent = await mailerFor(env).send(email, key);
    if (!sent.ok) console.error(`mail: challenge ${challenge.id} not sent: ${sent.message}`);
  } catch (error) {
    console.error(
      `mail: challenge ${challenge.id} not sent: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
};

/** Accepting needs the signing secret: the poster's link is made again from its salt when they ask for it. */
export const requireSigningSecret = (env: Env): void => {
  if (!env.SIGNING_SECRET)
    throw new ApiError(
      'ERR_NOT_CONFIGURED',
      'this server has no signing secret set, so it cannot give players their seat links; its operator must set SIGNING_SECRET',
    );
};

/**
 * Takes challenge `id` for `taker` and starts its game: one way for people and bots
 * (bots/bot-routes.ts). `check` runs on the open challenge before it is taken (a person's
 * bar from rated play, a bot's own rules) and refuses by throwing.
 */
export const takeChallenge = async (
  env: Env,
  origin: string,
  id: string,
  takerRow: PlayerRow,
  taker: ChallengePlayer,
  check: (challenge: Challenge) => Promise<void>,
) => {
  const room = lobbyOfChallenge(env, id);
  const preview = unwrap(await room.lookup(id, Date.now()));
  if (preview.kind === 'taken')
    throw new ApiError('ERR_CHALLENGE_TAKEN', 'another player took this challenge first; there are others on /play');
  await checkNotBlocked(env, taker, preview.challenge.by);
  await check(preview.challenge);
  const rating = await ratingOf(env, taker.id, preview.challenge.game, preview.challenge.variant);
  const challenge = unwrap(await room.take(id, taker, rating, NEWCOMER.rating, Date.now()));
  const definition = GAMES.get(challenge.game)!;
  const sides = definition.sides.map((side) => side.id);
  const posterAt = posterSide(challenge, sides, Math.random());
  const takerAt = sides.find((side) => side !== posterAt)!;
  const poster = await playerById(env.DB, challenge.by.id);
  // A bot has no address to mail (its row's is a placeholder): its seat tells its inbox instead.
  const seatOf = (row: PlayerRow | null, who: ChallengePlayer) => ({
    name: row?.name ?? who.name,
    email: who.bot ? null : (row?.email ?? null),
    player: { id: who.id, name: row?.name ?? who.name, ...(who.bot ? { bot: true as const } : {}) },
  });
  const posterSeat = seatOf(poster, challenge.by);
  const takerSeat = seatOf(takerRow, taker);
  let started: Awaited<ReturnType<typeof startGame>>;
  try {
    started = await startGame(
      env,
      origin,
      {
        game: definition,
        variant: challenge.variant,
        position: null,
        clock: challenge.clock,
        rated: challenge.rated,
        players: { [posterAt]: posterSeat, [takerAt]: takerSeat },
      },
      null,
      // Both asked for this game: one posted the challenge, the other took it.
      [posterSeat.email, takerSeat.email].filter((email): email is string => typeof email === 'string'),
    );
  } catch (error) {
    // The game could not be made: the challenge goes back on the list for another try.
    await room.putBack(challenge);
    throw error;
  }
  const taken: TakenChallenge = {
    challenge,
    gameId: started.id,
    players: { [posterAt]: challenge.by, [takerAt]: taker },
    salts: started.salts,
    takenAt: Date.now(),
  };
  await room.settle(taken);
  const seat = { id: started.id, watch: started.links.watch, side: takerAt, link: started.links[takerAt] ?? null };
  return { game: seat, challenge };
};

/**
 * Posts `request` for `poster`, a person or a bot (bots/bot-routes.ts): a challenge that
 * names a player emails them; one that names a bot goes to the bot's inbox, if the bot
 * plays that game and is not paused.
 */
export const postChallenge = async (
  env: Env,
  ctx: Pick<ExecutionContext, 'waitUntil'>,
  poster: ChallengePlayer,
  request: ChallengeRequest,
): Promise<Challenge> => {
  let to: ChallengePlayer | null = null;
  let named: PlayerRow | null = null;
  let namedBot: BotRow | null = null;
  if (request.to !== null) {
    named = await findPlayer(env.DB, request.to);
    if (!named)
      throw new ApiError(
        'ERR_PLAYER_NOT_FOUND',
        `no player is named "${request.to.slice(0, 40)}"; check the spelling on their page`,
      );
    if (named.id === poster.id)
      throw new ApiError('ERR_CHALLENGE_SELF', 'you cannot challenge yourself; name another player, or leave "to" out');
    namedBot = await botOfPlayer(env.DB, named.id);
    if (namedBot) checkBotTakes(namedBot, named.name, request);
    to = { ...asPlayer(named), ...(namedBot ? { bot: true as const } : {}) };
    await checkNotBlocked(env, poster, to);
  }
  await limit(env, `challenge-post:${poster.id}`, POSTS_PER_HOUR, 'posted');
  const now = Date.now();
  const challenge: Challenge = {
    id: challengeIdIn(shardOfPlayer(poster.id), newGameId()),
    game: request.game,
    variant: request.variant,
    clock: request.clock,
    side: request.side,
    rated: request.rated,
    range: request.range,
    to,
    by: { ...poster, rating: await ratingOf(env, poster.id, request.game, request.variant) },
    createdAt: now,
    expiresAt: expiresAt(now),
  };
  const answer = await lobbyOfPlayer(env, poster.id).post(request, challenge);
  // A challenge the lobby refuses (three open already, say) was never posted: the hour keeps its count.
  if (!answer.ok) await rateLimiter(env, `challenge-post:${poster.id}`).refund();
  const posted = unwrap(answer);
  if (namedBot) ctx.waitUntil(botChallengeListener(env, namedBot.playerId).challengeReceived(posted));
  else if (named) ctx.waitUntil(tellChallenged(env, posted, named));
  return posted;
};

/** Whether a bot takes a challenge of this game: it plays it, and is not paused. */
const checkBotTakes = (bot: BotRow, name: string, request: Pick<ChallengeRequest, 'game' | 'variant'>): void => {
  if (bot.pausedAt !== null)
    throw new ApiError(
      'ERR_BOT_PAUSED',
      `${name} is a bot, paused (${bot.pauseReason ?? 'by its owner'}): it takes no challenges now`,
    );
  const games = JSON.parse(bot.games) as string[];
  if (!games.includes(`${request.game}/${request.variant}`))
    throw new ApiError(
      'ERR_BOT_PLAYS_NOT',
      `${name} is a bot that plays ${games.join(', ')}, not ${request.game}/${request.variant}`,
    );
};

export const challengesApi = new Hono<App>()
  .get('/', async (c) => {
    const who = await signedIn(c);
    const you = who?.player ?? null;
    const limitText = c.req.query('limit') ?? String(CHALLENGE_PAGE);
    const limit = Number(limitText);
    if (!/^\d+$/.test(limitText) || limit < 1 || limit > CHALLENGE_PAGE_MAX)
      throw new ApiError('ERR_QUERY', `limit must be a whole number from 1 to ${CHALLENGE_PAGE_MAX}`);
    const reader = you?.id ?? null;
    const page = await challengePage(c.env, reader, await apartFrom(c.env, reader), c.req.query(), limit);
    return c.json({ ...page, you: you && { name: you.name } });
  })
  .post('/', limitBody, notCrossSite, jsonBody<ChallengeRequest, FormBody>(readChallengeRequest), async (c) => {
    const player = await requirePlayer(c);
    const request = c.req.valid('json');
    if (request.rated) await checkNotBarred(c.env, player.id);
    const posted = await postChallenge(c.env, c.executionCtx, asPlayer(player), request);
    c.header('Location', `/api/challenges/${posted.id}`);
    return c.json({ challenge: posted }, 201);
  })
  .get('/live', async (c) => {
    if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket')
      throw new ApiError('ERR_UPGRADE', 'this address takes WebSocket connections only (send Upgrade: websocket)');
    // Pages listen to their address's hub of the lobby's, through a socket whose frames nothing reads.
    return connectListener(c.env, 'lobby', hubOfClient(requestClientKey(c.req.raw.headers)), c.req.raw);
  })
  .get('/:id', async (c) => {
    const id = challengeId(c);
    const found = unwrap(await lobbyOfChallenge(c.env, id).lookup(id, Date.now()));
    const who = await signedIn(c);
    const you = who?.player?.id ?? null;
    if (found.kind === 'open') {
      const { challenge } = found;
      if (challenge.to && you !== challenge.by.id && you !== challenge.to.id)
        throw new ApiError('ERR_CHALLENGE_NOT_FOUND', 'there is no such challenge; the open ones are on /play');
      return c.json({ status: 'open', challenge });
    }
    const { taken } = found;
    // A named challenge stays the two players' once taken: who challenged whom is theirs.
    if (taken.challenge.to && you !== taken.challenge.by.id && you !== taken.challenge.to.id)
      throw new ApiError('ERR_CHALLENGE_NOT_FOUND', 'there is no such challenge; the open ones are on /play');
    return c.json({
      status: 'taken',
      challenge: taken.challenge,
      game: await gameFor(c.env, publicOrigin(c), taken, you),
    });
  })
  .delete('/:id', limitBody, notCrossSite, noBodyButJson, async (c) => {
    const id = challengeId(c);
    const player = await requirePlayer(c);
    const withdrawn = unwrap(await lobbyOfChallenge(c.env, id).withdraw(id, player.id));
    // A bot told of the challenge hears it is gone, so it does not try to accept it.
    if (withdrawn.to?.bot)
      c.executionCtx.waitUntil(
        botChallengeListener(c.env, withdrawn.to.id).challengeGone(withdrawn.id, 'withdrawn by its poster'),
      );
    return c.json({ withdrawn: withdrawn.id });
  })
  .post('/:id/accept', limitBody, notCrossSite, emptyBody, async (c) => {
    const id = challengeId(c);
    const player = await requirePlayer(c);
    requireSigningSecret(c.env);
    await limit(c.env, `challenge-take:${player.id}`, TAKES_PER_HOUR, 'taken');
    const answer = await takeChallenge(c.env, publicOrigin(c), id, player, asPlayer(player), async (challenge) => {
      if (challenge.rated) await checkNotBarred(c.env, player.id);
    });
    c.header('Location', `/api/games/${answer.game.id}`);
    return c.json(answer, 201);
  });

/** /play, the page. */
export const playPages = new Hono<App>().get('/', async (c) => {
  const who = await signedIn(c);
  const reader: Reader = !who
    ? { kind: 'visitor' }
    : who.player
      ? { kind: 'player', name: who.player.name }
      : { kind: 'nameless' };
  const you = who?.player?.id ?? null;
  const query = c.req.query();
  const filter = readChallengeFilter(query);
  const cursor = query.cursor === undefined ? ok(null) : decodeCursor(query.cursor, CHALLENGE_ORDER);
  const refused = !filter.ok ? filter.error : !cursor.ok ? cursor.error : null;
  if (refused) return pageResponse(badCursorPage(refused.message, '/play'), { status: 400 });
  const apart = await apartFrom(c.env, you);
  const page = await challengePage(c.env, you, apart, query, CHALLENGE_PAGE);
  const tags = {
    you: you === null ? null : await listenTag(c.env, you),
    apart: await Promise.all(apart.map((id) => listenTag(c.env, id))),
  };
  return pageResponse(
    playPage(page, { reader, filter: unwrap(filter), cursor: query.cursor ?? null, tags }, Date.now()),
  );
});
