/**
 * The pull API (docs/bots.md): one NDJSON stream of a bot's events for all its games,
 * numbered, resumable after a disconnect from the last event read; the bot answers
 * challenges and plays through plain requests, each game's whole state in its events.
 */
import { describe, expect, it } from 'vitest';
import { call } from '../client.ts';
import { someLegalMove } from '../mail-helpers.ts';
import { newPlayer, type TestPlayer } from '../player-helpers.ts';
import { as, asBot, newBot, openStream, type TestBot } from './bot-helpers.ts';

/** `person` challenges `bot` by name; the bot's stream hears of it and the bot takes it. */
const challengeAndTake = async (
  person: TestPlayer,
  bot: TestBot,
  stream: Awaited<ReturnType<typeof openStream>>,
  side = 'white',
) => {
  const posted = await call('POST', '/api/challenges', {
    body: { game: 'adix', to: bot.name, side, rated: false },
    ...as(person),
  });
  expect(posted.status, JSON.stringify(posted.body)).toBe(201);
  const heard = await stream.nextOf('challenge');
  expect(heard.challenge).toMatchObject({ id: posted.body.challenge.id, by: { name: person.name } });
  const taken = await asBot(bot, 'POST', `/challenges/${posted.body.challenge.id}/accept`, {});
  expect(taken.status, JSON.stringify(taken.body)).toBe(201);
  // The person's seat: the taken challenge gives its poster their link, the token after '#side='.
  const theirs = await call('GET', `/api/challenges/${posted.body.challenge.id}`, as(person));
  const token = /#\w+=([\w-]{43})$/.exec(theirs.body.game.link)![1]!;
  return { gameId: taken.body.game.id as string, token };
};

describe("a bot's stream", () => {
  it('tells of a challenge, the game, each turn with the whole game, and the end', async () => {
    const [ann, bot] = [await newPlayer('Ann'), await newBot(undefined, { games: ['adix'] })];
    const stream = await openStream(bot.token);
    expect((await stream.next()).type).toBe('hello');
    const { gameId, token: annToken } = await challengeAndTake(ann, bot, stream);
    const start = await stream.nextOf('gameStart');
    expect(start).toMatchObject({
      gameId,
      side: 'black',
      game: { id: gameId, ply: 0, players: { black: { bot: true } } },
    });

    // Ann plays white through her seat; the bot hears it is its move, with every move so far.
    const first = someLegalMove('adix', 'standard', start.game.position);
    expect(
      (await call('POST', `/api/games/${gameId}/moves`, { token: annToken, body: { move: first, ply: 0 } })).status,
    ).toBe(200);
    const turn = await stream.nextOf('yourMove');
    expect(turn).toMatchObject({
      gameId,
      side: 'black',
      game: { ply: 1, toMove: 'black', moves: [expect.any(String)] },
    });

    const asked = await asBot(bot, 'GET', `/games/${gameId}`);
    expect(asked.body.legalMoves.length).toBeGreaterThan(0);
    const reply = await asBot(bot, 'POST', `/games/${gameId}/move`, { move: asked.body.legalMoves[0], ply: 1 });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect((await asBot(bot, 'POST', `/games/${gameId}/messages`, { text: 'good luck' })).status).toBe(201);

    expect((await call('POST', `/api/games/${gameId}/resign`, { token: annToken })).status).toBe(200);
    const over = await stream.nextOf('gameOver');
    expect(over.game.result).toMatchObject({ winner: 'black', reason: 'resignation' });
    expect((await asBot(bot, 'GET', '/games')).body.games).toEqual([]);
    await stream.close();
  });

  it('resumes after a disconnect from the last event read', async () => {
    const [ann, bot] = [await newPlayer('Ann'), await newBot(undefined, { games: ['adix'] })];
    const first = await openStream(bot.token);
    await first.next();
    const { gameId, token: annToken } = await challengeAndTake(ann, bot, first);
    const start = await first.nextOf('gameStart');
    await first.close();

    // While the bot is away, Ann moves.
    const move = someLegalMove('adix', 'standard', start.game.position);
    expect((await call('POST', `/api/games/${gameId}/moves`, { token: annToken, body: { move, ply: 0 } })).status).toBe(
      200,
    );

    const again = await openStream(bot.token, start.id);
    const hello = await again.next();
    expect(hello.type).toBe('hello');
    expect(hello.lastEventId).toBeGreaterThan(start.id);
    const missed = await again.next();
    expect(missed).toMatchObject({ id: start.id + 1, type: 'yourMove', gameId, game: { ply: 1 } });
    await again.close();
  });

  it('carries many games on one stream', async () => {
    const bot = await newBot(undefined, { games: ['adix'] });
    const stream = await openStream(bot.token);
    await stream.next();
    const people = [await newPlayer('Ann'), await newPlayer('Bob'), await newPlayer('Cat'), await newPlayer('Dan')];
    const games: string[] = [];
    for (const person of people) games.push((await challengeAndTake(person, bot, stream, 'black')).gameId);
    // The bot is white in each, so each game's start is also its turn.
    const turns = new Set<string>();
    while (turns.size < games.length) turns.add((await stream.nextOf('yourMove')).gameId);
    expect([...turns].sort()).toEqual([...games].sort());
    const listed = await asBot(bot, 'GET', '/games');
    expect(listed.body.games.map((game: { id: string }) => game.id).sort()).toEqual([...games].sort());
    await stream.close();
  });
});
