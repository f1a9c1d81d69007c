/**
 * The bot API (docs/bots.md): everything a bot does, with its `bot:play` credential. One
 * stream of events for all its games (bot-inbox.ts), and plain requests to answer
 * challenges, post its own, and play: each game request acts through the bot's seat in
 * that game, in the game's own object, exactly as a person's seat token would, so a bot
 * gets the same answers and codes as a person (docs/api.md, "Playing").
 */
import { Hono, type Context } from 'hono';
import { GAMES } from '../../engine/games.ts';
import type { EngineError, Result } from '../../engine/result.ts';
import type { Env } from '../platform/env.ts';
import { limitBody } from '../http/body.ts';
import { ApiError, statusOf, unwrap } from '../http/errors.ts';
import { emptyBody, jsonBody, noBodyButJson } from '../http/validators.ts';
import { hashToken } from '../http/tokens.ts';
import { seatToken } from '../http/links.ts';
import { publicOrigin } from '../http/origin.ts';
import { rateLimiter } from '../http/create-limiter.ts';
import { readAction, readMoveRequest } from '../game/game-request.ts';
import { readMessageRequest } from '../game/routes/message-routes.ts';
import { readRoom, requestedRoom, type RoomStub } from '../game/objects.ts';
import { botsOfOwner, seatOfPlayer, type BotAccount } from '../db/bot-records.ts';
import { playerById } from '../db/player-records.ts';
import { readChallengeRequest } from '../lobby/challenge-request.ts';
import type { Challenge, ChallengeRequest } from '../lobby/challenge.ts';
import { lobbyOfChallenge } from '../lobby/lobby-shards.ts';
import { postChallenge, requireSigningSecret, takeChallenge } from '../lobby/challenge-routes.ts';
import type { FormBody } from '../../shared/api-contract.ts';
import { accountOf, botRequest, requireNotBarred, requireNotPaused, type BotApp } from './bot-auth.ts';
import { botInbox, type BotSeat } from './bot-inbox.ts';
import { BOT_LIMITS } from './bot-limits.ts';
import { botView, gamesOf } from './bot-view.ts';

const CHALLENGE_ID = /^[a-km-np-z2-9]{12}$/;

const readOffer = (body: unknown) => readAction(body, ['offer', 'accept', 'decline'] as const);

/** The bot's seat in the game named in the path: from its inbox, or D1's seats for a game it has not heard of yet. */
const seatOf = async (c: Context<BotApp>): Promise<{ room: RoomStub; tokenHash: string; seat: BotSeat }> => {
  const gameId = c.req.param('id') ?? '';
  const room = requestedRoom(c.env, gameId);
  const account = accountOf(c);
  const seat =
    (await botInbox(c.env, account.bot.playerId).seatIn(gameId)) ??
    (await seatOfPlayer(c.env.DB, gameId, account.bot.playerId));
  if (!seat)
    throw new ApiError('ERR_BOT_GAME_NOT_FOUND', `${account.player.name} plays no game ${gameId.slice(0, 20)}`);
  if (!seat.salt || !c.env.SIGNING_SECRET)
    throw new ApiError('ERR_NOT_CONFIGURED', 'this server has no signing secret set, so bots cannot act in games');
  const token = await seatToken(c.env.SIGNING_SECRET, gameId, seat.side, seat.salt);
  return { room, tokenHash: await hashToken(token), seat };
};

const limit = async (env: Env, key: string, count: number, windowMs: number, what: string): Promise<void> => {
  const decision = await rateLimiter(env, key).take(count, windowMs);
  if (!decision.allowed)
    throw new ApiError('ERR_BOT_BUSY', `${what}; try again in ${decision.retryAfter} s`, {
      'Retry-After': String(decision.retryAfter),
    });
};

/** Moves and the other game actions: BOT_LIMITS.movesPerMinute a bot. */
const limitActions = (c: Context<BotApp>) =>
  limit(
    c.env,
    `bot-actions:${accountOf(c).bot.playerId}`,
    BOT_LIMITS.movesPerMinute,
    60_000,
    `a bot sends at most ${BOT_LIMITS.movesPerMinute} game requests a minute`,
  );

/** Games going on: the bot's own BOT_LIMITS.gamesPerBot, and its owner's bots' BOT_LIMITS.gamesPerOwner together. */
const checkRoomForAGame = async (env: Env, account: BotAccount): Promise<void> => {
  const own = (await botInbox(env, account.bot.playerId).ongoing()).length;
  if (own >= BOT_LIMITS.gamesPerBot)
    throw new ApiError('ERR_BOT_LIMIT', `${account.player.name} plays ${own} games, the most a bot may at once`);
  const siblings = await botsOfOwner(env.DB, account.bot.ownerId);
  let all = 0;
  for (const sibling of siblings) all += (await botInbox(env, sibling.bot.playerId).ongoing()).length;
  if (all >= BOT_LIMITS.gamesPerOwner)
    throw new ApiError('ERR_BOT_LIMIT', `this owner's bots play ${all} games, the most one owner's bots may at once`);
};

/** Whether a bot may take this challenge: rated games against people only when the person chose the bot. */
const checkBotMayTake = async (env: Env, account: BotAccount, challenge: Challenge): Promise<void> => {
  requireNotPaused(account);
  const games = gamesOf(account);
  if (!games.includes(`${challenge.game}/${challenge.variant}`))
    throw new ApiError(
      'ERR_BOT_PLAYS_NOT',
      `${account.player.name} plays ${games.join(', ')}; this challenge is ${challenge.game}/${challenge.variant}`,
    );
  if (challenge.rated && !challenge.by.bot && challenge.to?.id !== account.bot.playerId)
    throw new ApiError(
      'ERR_BOT_RATED',
      "a bot takes a person's rated challenge only when it names the bot; open challenges it may take are casual",
    );
  if (challenge.rated) await requireNotBarred(env, account);
  await checkRoomForAGame(env, account);
};

/** A game answer from the room, counted towards the bot's illegal moves when the rules refused it. */
const moveAnswer = async (c: Context<BotApp>, answer: Result<unknown, EngineError>) => {
  const account = accountOf(c);
  const illegal = !answer.ok && statusOf(answer.error.code) === 422;
  if (answer.ok || illegal)
    c.executionCtx.waitUntil(botInbox(c.env, account.bot.playerId).noteMove(account.bot.playerId, answer.ok));
  return c.json(unwrap(answer));
};

/** The legal moves in a game's position, in strict notation. */
const legalMoves = (game: string, variant: string, position: string): string[] => {
  const rules = GAMES.get(game);
  const parsed = rules?.parsePosition(position);
  if (!rules || !parsed?.ok) return [];
  if (rules.outcome(parsed.value, variant)) return [];
  return rules.legalMoves(parsed.value, variant).map((move) => rules.makeMove(parsed.value, move));
};

export const botApi = new Hono<BotApp>()
  .use('*', botRequest)
  .get('/account', async (c) => {
    const account = accountOf(c);
    const owner = await playerById(c.env.DB, account.bot.ownerId);
    return c.json({ bot: botView(account, owner?.name ?? '') });
  })
  .get('/stream', async (c) => {
    const since = c.req.query('since');
    if (since !== undefined && !/^\d{1,15}$/.test(since))
      throw new ApiError('ERR_QUERY', 'since is the id of the last event you read, a whole number');
    const last = c.req.header('Last-Event-ID');
    const url = `https://bot-inbox/stream${since === undefined ? '' : `?since=${since}`}`;
    const stream = await botInbox(c.env, accountOf(c).bot.playerId).fetch(
      new Request(url, { headers: last && /^\d{1,15}$/.test(last) ? { 'Last-Event-ID': last } : {} }),
    );
    // An object's answer has headers that cannot change; the app's own are added to a copy.
    return new Response(stream.body, { status: stream.status, headers: new Headers(stream.headers) });
  })
  .get('/games', async (c) => {
    const account = accountOf(c);
    const ongoing = await botInbox(c.env, account.bot.playerId).ongoing();
    const games = await Promise.all(
      ongoing.map(async ({ gameId, side }) => ({
        id: gameId,
        side,
        game: await readRoom(c.env, gameId, async (room) => room.state(0)),
      })),
    );
    return c.json({
      games: games.filter((entry) => entry.game.ok).map((entry) => ({ ...entry, game: unwrap(entry.game) })),
    });
  })
  .get('/games/:id', async (c) => {
    const { seat } = await seatOf(c);
    const state = unwrap(await readRoom(c.env, c.req.param('id'), async (room) => room.state(0)));
    const yours = state.toMove === seat.side;
    return c.json({
      id: state.id,
      side: seat.side,
      game: state,
      legalMoves: yours ? legalMoves(state.game, state.variant, state.position) : [],
    });
  })
  .post('/games/:id/move', limitBody, jsonBody(readMoveRequest), async (c) => {
    const { room, tokenHash } = await seatOf(c);
    await limitActions(c);
    const { move, ply, takebacks } = c.req.valid('json');
    return moveAnswer(c, await room.move(tokenHash, move, ply, takebacks));
  })
  .post('/games/:id/resign', limitBody, noBodyButJson, async (c) => {
    const { room, tokenHash } = await seatOf(c);
    await limitActions(c);
    return c.json(unwrap(await room.resign(tokenHash)));
  })
  .post('/games/:id/draw', limitBody, jsonBody(readOffer), async (c) => {
    const { room, tokenHash } = await seatOf(c);
    await limitActions(c);
    return c.json(unwrap(await room.draw(tokenHash, c.req.valid('json'))));
  })
  .post('/games/:id/takeback', limitBody, jsonBody(readOffer), async (c) => {
    const { room, tokenHash } = await seatOf(c);
    await limitActions(c);
    return c.json(unwrap(await room.takeback(tokenHash, c.req.valid('json'))));
  })
  .post('/games/:id/messages', limitBody, jsonBody<string, { text: string }>(readMessageRequest), async (c) => {
    const { room, tokenHash } = await seatOf(c);
    await limitActions(c);
    const sent = await room.sendMessage(tokenHash, c.req.valid('json'));
    if (!sent.ok) {
      const { code, message, retryAfter } = sent.error;
      throw new ApiError(code, message, retryAfter === undefined ? {} : { 'Retry-After': String(retryAfter) });
    }
    return c.json(sent.value, 201);
  })
  .post('/challenges', limitBody, jsonBody<ChallengeRequest, FormBody>(readChallengeRequest), async (c) => {
    const account = accountOf(c);
    requireNotPaused(account);
    const request = c.req.valid('json');
    const games = gamesOf(account);
    if (!games.includes(`${request.game}/${request.variant}`))
      throw new ApiError(
        'ERR_BOT_PLAYS_NOT',
        `${account.player.name} plays ${games.join(', ')}, not ${request.game}/${request.variant}`,
      );
    if (request.rated) await requireNotBarred(c.env, account);
    await checkRoomForAGame(c.env, account);
    const poster = { id: account.bot.playerId, name: account.player.name, bot: true as const };
    const posted = await postChallenge(c.env, c.executionCtx, poster, request);
    c.header('Location', `/api/challenges/${posted.id}`);
    return c.json({ challenge: posted }, 201);
  })
  .post('/challenges/:id/accept', limitBody, emptyBody, async (c) => {
    const account = accountOf(c);
    const id = c.req.param('id');
    if (!CHALLENGE_ID.test(id)) throw new ApiError('ERR_CHALLENGE_NOT_FOUND', 'there is no such challenge');
    requireSigningSecret(c.env);
    await limit(
      c.env,
      `bot-challenges:${account.bot.playerId}`,
      BOT_LIMITS.challengesPerHour,
      3_600_000,
      `a bot answers at most ${BOT_LIMITS.challengesPerHour} challenges an hour`,
    );
    const taker = { id: account.bot.playerId, name: account.player.name, bot: true as const };
    const answer = await takeChallenge(c.env, publicOrigin(c), id, account.player, taker, (challenge) =>
      checkBotMayTake(c.env, account, challenge),
    );
    c.header('Location', `/api/bot/games/${answer.game.id}`);
    // The bot plays through this API: its seat's link is no use to it, and is not given.
    return c.json(
      { game: { id: answer.game.id, watch: answer.game.watch, side: answer.game.side }, challenge: answer.challenge },
      201,
    );
  })
  .post('/challenges/:id/decline', limitBody, emptyBody, async (c) => {
    const account = accountOf(c);
    const id = c.req.param('id');
    if (!CHALLENGE_ID.test(id)) throw new ApiError('ERR_CHALLENGE_NOT_FOUND', 'there is no such challenge');
    await limit(
      c.env,
      `bot-challenges:${account.bot.playerId}`,
      BOT_LIMITS.challengesPerHour,
      3_600_000,
      `a bot answers at most ${BOT_LIMITS.challengesPerHour} challenges an hour`,
    );
    const declined = unwrap(await lobbyOfChallenge(c.env, id).decline(id, account.bot.playerId));
    return c.json({ declined: declined.id });
  });
