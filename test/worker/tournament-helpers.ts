/** Tournament requests as a signed-in player makes them, and waiting on a tournament's rounds (its alarm runs in real time). */
import { createExecutionContext, createMessageBatch, getQueueResult, type QueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import worker from '../../src/worker/index.ts';
import { BASE, call } from './client.ts';
import type { TestPlayer } from './player-helpers.ts';

export const as = (player: TestPlayer | null): { headers: Record<string, string> } => ({
  headers: { Origin: BASE, ...(player ? { Cookie: player.cookie } : {}) },
});

export const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

export const create = (player: TestPlayer | null, body: Record<string, unknown>) =>
  call('POST', '/api/tournaments', { body, ...as(player) });
export const enter = (player: TestPlayer, id: string) =>
  call('POST', `/api/tournaments/${id}/entry`, { body: {}, ...as(player) });
export const leave = (player: TestPlayer, id: string) => call('DELETE', `/api/tournaments/${id}/entry`, as(player));
export const read = async (id: string, player: TestPlayer | null = null) =>
  (await call('GET', `/api/tournaments/${id}`, as(player))).body;

export const created = async (player: TestPlayer, body: Record<string, unknown>): Promise<string> => {
  const reply = await create(player, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.tournament.id;
};

/** Waits until every game of `round` has been made (the alarm runs in real time). */
export const roundMade = async (id: string, round: number) => {
  await expect
    .poll(async () => (await read(id)).rounds[round - 1]?.games.every((game: any) => game.started) ?? false, {
      timeout: 15_000,
      interval: 200,
    })
    .toBe(true);
  return (await read(id)).rounds[round - 1];
};

/** In each game of the round, the player later in `order` resigns with their own seat link. */
export const playRound = async (id: string, round: number, order: TestPlayer[]) => {
  const games = (await roundMade(id, round)).games;
  for (const game of games) {
    const [a, b] = [game.first.name, game.second.name].map((name) => order.find((player) => player.name === name)!);
    const loser = order.indexOf(a!) > order.indexOf(b!) ? a! : b!;
    const mine = (await read(id, loser)).you.games.find((entry: any) => entry.game === game.game);
    expect(mine.link).toMatch(new RegExp(`^${BASE}/g/${game.game}#${mine.side}=[\\w-]{43}$`));
    const resigned = await call('POST', `/api/games/${game.game}/resign`, { token: mine.link.split('=')[1] });
    expect(resigned.status, JSON.stringify(resigned.body)).toBe(200);
  }
  // Each game's object tells the tournament from its alarm.
  await expect
    .poll(async () => (await read(id)).rounds[round - 1].games.every((game: any) => game.result !== null), {
      timeout: 15_000,
      interval: 200,
    })
    .toBe(true);
};

/**
 * Delivers one batch of the TOURNAMENT_GAMES queue to the Worker's consumer, a message per
 * game id (as the queue would, again or twice), and answers what it acknowledged and retried.
 */
export const deliverGameMessages = async (tournament: string, gameIds: readonly string[]): Promise<QueueResult> => {
  const batch = createMessageBatch(
    'orrery-tournament-games',
    gameIds.map((gameId, index) => ({
      id: `m${index}`,
      timestamp: Date.now(),
      attempts: 2,
      body: { tournament, gameId },
    })),
  );
  const context = createExecutionContext();
  await worker.queue(batch, env);
  return getQueueResult(batch, context);
};
