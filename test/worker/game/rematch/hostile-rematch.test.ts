/**
 * Rematches cannot launder a client's limits: an accepted rematch is a new game and counts
 * against its client's creation limit (CREATE_LIMIT is 5 here, vitest.config.ts), computer
 * games too; a series shares one allowance of verification posts; and an address that
 * joined a game by its invitation's button alone is invited to each rematch, not mailed as
 * a player, since whoever made the game holds both seats' links
 * (src/worker/game/rematch/rematches.ts, src/worker/mail/recipient.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BASE, call, freshAddress } from '../../client.ts';
import { deliver, outboxTo } from '../../mail-helpers.ts';

const ENDPOINT = 'https://hooks.example.com/orrery/victim';

/** Every request from one client address, as an attacker's. */
const from = (address: string) => ({ headers: { 'CF-Connecting-IP': address } });

interface Game {
  readonly id: string;
  readonly tokens: Readonly<Record<string, string>>;
}

const create = async (address: string, players: Record<string, unknown>, game = 'adomoc') =>
  call('POST', '/api/games', { body: { game, players }, ...from(address) });

/** Resigns the game and has its maker, who holds both seats, start the rematch; the reply and the next game. */
const soloRematch = async (game: Game, address: string) => {
  const [first, second] = Object.keys(game.tokens) as [string, string];
  expect(
    (await call('POST', `/api/games/${game.id}/resign`, { token: game.tokens[first], ...from(address) })).status,
  ).toBe(200);
  if (second === undefined) {
    // Against the computer: the offer is accepted at once.
    const reply = await call('POST', `/api/games/${game.id}/rematch`, {
      token: game.tokens[first],
      body: { action: 'offer' },
      ...from(address),
    });
    return { reply, next: reply.status === 200 ? await nextOf(game, first) : null };
  }
  await call('POST', `/api/games/${game.id}/rematch`, {
    token: game.tokens[first],
    body: { action: 'offer' },
    ...from(address),
  });
  const reply = await call('POST', `/api/games/${game.id}/rematch`, {
    token: game.tokens[second],
    body: { action: 'accept' },
    ...from(address),
  });
  if (reply.status !== 200) return { reply, next: null };
  const tokens: Record<string, string> = {};
  for (const side of [first, second]) {
    const seat = (await call('GET', `/api/games/${game.id}/rematch`, { token: game.tokens[side] })).body.next;
    tokens[seat.side] = seat.token;
  }
  return { reply, next: { id: reply.body.rematch.next as string, tokens } };
};

const nextOf = async (game: Game, side: string): Promise<Game> => {
  const seat = (await call('GET', `/api/games/${game.id}/rematch`, { token: game.tokens[side] })).body.next;
  return { id: seat.id, tokens: { [seat.side]: seat.token } };
};

afterEach(() => vi.restoreAllMocks());

describe('rematches and per-client limits', () => {
  it('counts each accepted rematch against the creation limit, with Retry-After once it is reached', async () => {
    const attacker = freshAddress();
    const created = await create(attacker, { light: { name: 'A' }, dark: { name: 'B' } });
    expect(created.status).toBe(201);
    let game: Game = created.body;
    // One game made and four rematches: the limit of five. The fifth rematch is refused.
    for (let made = 1; made < 5; made++) {
      const { reply, next } = await soloRematch(game, attacker);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      game = next!;
    }
    const { reply } = await soloRematch(game, attacker);
    expect(reply.status).toBe(429);
    expect(reply.body.error.code).toBe('ERR_RATE_LIMITED');
    expect(reply.body.error.message).toMatch(/rematches count/);
    expect(Number(reply.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Nothing was started: no next game, and the offer still stands to be accepted later.
    const after = (await call('GET', `/api/games/${game.id}`)).body;
    expect(after.rematch.next).toBeNull();
    // A new game is refused alike: the rematches used the allowance.
    expect((await create(attacker, { light: { name: 'A' }, dark: { name: 'B' } })).status).toBe(429);
  });

  it('counts rematches against the computer too', async () => {
    const attacker = freshAddress();
    const created = await create(attacker, { light: { name: 'A' }, dark: { computer: { level: 1 } } });
    expect(created.status).toBe(201);
    let game: Game = { id: created.body.id, tokens: { light: created.body.tokens.light } };
    for (let made = 1; made < 5; made++) {
      const { reply, next } = await soloRematch(game, attacker);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      game = next!;
    }
    const { reply } = await soloRematch(game, attacker);
    expect([reply.status, reply.body.error?.code]).toEqual([429, 'ERR_RATE_LIMITED']);
  });

  it('shares one allowance of verification posts along a series', async () => {
    const attacker = freshAddress();
    const posts: string[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (request.url !== ENDPOINT) return realFetch(input, init);
      posts.push(await request.text());
      return new Response('no', { status: 403 });
    });
    const created = await create(attacker, { light: { name: 'A' }, dark: { name: 'B' } });
    const game: Game = created.body;
    for (let tried = 0; tried < 5; tried++) {
      const refused = await call('POST', `/api/games/${game.id}/webhooks`, {
        token: game.tokens.light,
        body: { url: ENDPOINT },
      });
      expect(refused.body.error.code).toBe('ERR_HOOK_UNVERIFIED');
    }
    const { next } = await soloRematch(game, attacker);
    const limited = await call('POST', `/api/games/${next!.id}/webhooks`, {
      token: next!.tokens.light!,
      body: { url: ENDPOINT },
    });
    expect([limited.status, limited.body.error.code]).toEqual([429, 'ERR_RATE_LIMITED']);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(posts).toHaveLength(5);
  });

  it('invites an address that joined by its invitation to each rematch, rather than mailing it as a player', async () => {
    const attacker = freshAddress();
    const victim = `victim-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const created = await create(attacker, { light: { name: 'A' }, dark: { name: 'Victim', email: victim } });
    const game: Game = created.body;
    await deliver(game.id);
    const invitation = (await outboxTo(victim)).find((email) => email.html.includes(`/g/${game.id}`))!;
    const confirm = /href="([^"]*\/mail\/confirm\?[^"]+)"/.exec(invitation.html)![1]!.replaceAll('&amp;', '&');
    // The victim presses "Yes, email me about this game" once.
    const pressed = await call('POST', confirm.replace(BASE, ''), { headers: { Origin: BASE } });
    expect(pressed.status).toBe(200);
    const { next } = await soloRematch(game, attacker);
    await deliver(next!.id);
    const about = (await outboxTo(victim)).filter((email) => email.html.includes(`/g/${next!.id}`));
    expect(about.map((email) => email.subject)).toEqual([expect.stringMatching(/^An invitation to play Adomoc/)]);
  });
});
