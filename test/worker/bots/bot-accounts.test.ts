/**
 * Bot accounts (docs/bots.md): a signed-in player makes a bot, its credential is shown
 * once, rotated without downtime (the old one runs on for a day beside the new), and
 * revoked at once; a bot's name is marked as a bot on its page and its owner's.
 */
import { describe, expect, it } from 'vitest';
import { call } from '../client.ts';
import { newPlayer, OURS, uniqueName } from '../player-helpers.ts';
import { as, asBot, newBot } from './bot-helpers.ts';

describe('bot accounts', () => {
  it('are made by a signed-in player, with a credential shown once', async () => {
    const owner = await newPlayer('Owner');
    const bot = await newBot(owner, { games: ['adomoc'] });
    expect(bot.token).toMatch(/^orb_[\w-]{43}$/);
    const account = await asBot(bot, 'GET', '/account');
    expect(account.status).toBe(200);
    expect(account.body.bot).toMatchObject({
      name: bot.name,
      bot: true,
      owner: { name: owner.name },
      description: 'plays for tests',
      games: ['adomoc/standard', 'adomoc/infinite', 'adomoc/altogether'].filter((id) =>
        account.body.bot.games.includes(id),
      ),
      paused: null,
    });
    expect(account.body.bot.games.every((id: string) => id.startsWith('adomoc/'))).toBe(true);
    // The owner's list never shows the token again.
    const listed = await call('GET', '/api/bots', as(owner));
    expect(listed.body.bots).toHaveLength(1);
    expect(JSON.stringify(listed.body)).not.toContain(bot.token);
    expect(listed.body.bots[0].credentials).toHaveLength(1);

    // Its page says it is a bot and whose; its owner's page lists it apart from their games.
    const page = await call('GET', `/api/players/${bot.name}`);
    expect(page.body.bot).toMatchObject({ owner: owner.name, description: 'plays for tests', paused: false });
    const owners = await call('GET', `/api/players/${owner.name}`);
    expect(owners.body.bot).toBeNull();
    expect(owners.body.bots).toEqual([{ name: bot.name, description: 'plays for tests', paused: false }]);
    expect((await call('GET', `/p/${bot.name}`)).body).toContain(`A program plays as ${bot.name}, owned by`);
    expect((await call('GET', `/p/${owner.name}`)).body).toMatch(/<h2>Bots<\/h2>/);
  });

  it('are refused to visitors, with names taken, and past five an owner', async () => {
    expect((await call('POST', '/api/bots', { body: { name: 'Anybot' } })).body.error.code).toBe('ERR_SIGNED_OUT');
    const owner = await newPlayer('Owner');
    const first = await newBot(owner);
    const again = await call('POST', '/api/bots', { body: { name: first.name.toUpperCase() }, ...as(owner) });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ERR_NAME_TAKEN');
    const unknownGame = await call('POST', '/api/bots', { body: { name: 'Chessbot', games: ['chess'] }, ...as(owner) });
    expect(unknownGame.status).toBe(400);
    expect(unknownGame.body.error.code).toBe('ERR_BOT_GAMES');
    for (let made = 1; made < 5; made++) await newBot(owner);
    const sixth = await call('POST', '/api/bots', { body: { name: 'Sixthbot' }, ...as(owner) });
    expect(sixth.status).toBe(409);
    expect(sixth.body.error.code).toBe('ERR_BOT_LIMIT');
  });

  it('rotate credentials with the old one valid beside the new, and revoke them all at once', async () => {
    const bot = await newBot();
    const rotated = await call('POST', `/api/bots/${bot.name}/credentials`, { body: {}, ...as(bot.owner) });
    expect(rotated.status).toBe(201);
    const fresh = { ...bot, token: rotated.body.token as string };
    expect(fresh.token).not.toBe(bot.token);
    expect((await asBot(bot, 'GET', '/account')).status).toBe(200);
    expect((await asBot(fresh, 'GET', '/account')).status).toBe(200);
    const [newest, older] = rotated.body.bot.credentials;
    expect(newest.expires).toBeNull();
    const grace = Date.parse(older.expires) - Date.now();
    expect(grace).toBeGreaterThan(23 * 3_600_000);
    expect(grace).toBeLessThanOrEqual(24 * 3_600_000);

    const revoked = await call('DELETE', `/api/bots/${bot.name}/credentials`, as(bot.owner));
    expect(revoked.body.revoked).toBe(2);
    for (const token of [bot.token, fresh.token]) {
      const refused = await asBot({ ...bot, token }, 'GET', '/account');
      expect(refused.status).toBe(401);
      expect(refused.body.error.code).toBe('ERR_BOT_TOKEN');
    }
  });

  it("are another owner's to rotate, and a credential does nothing a signed-in person does", async () => {
    const bot = await newBot();
    const stranger = await newPlayer('Stranger');
    const taking = await call('POST', `/api/bots/${bot.name}/credentials`, { body: {}, ...as(stranger) });
    expect(taking.status).toBe(403);
    expect(taking.body.error.code).toBe('ERR_BOT_NOT_YOURS');
    // A bot's credential is no session: tournaments and challenges for people refuse it.
    const posting = await call('POST', '/api/challenges', { body: { game: 'adix' }, token: bot.token });
    expect(posting.body.error.code).toBe('ERR_SIGNED_OUT');
    const inADay = new Date(Date.now() + 86_400_000).toISOString();
    const tournament = { game: 'adix', system: 'swiss', rounds: 3, maxEntrants: 8, startsAt: inADay };
    const made = await call('POST', '/api/tournaments', { body: tournament, ...as(stranger) });
    expect(made.status).toBe(201);
    const entering = await call('POST', `/api/tournaments/${made.body.tournament.id}/entry`, {
      body: {},
      token: bot.token,
    });
    expect(entering.status).toBe(401);
    expect(entering.body.error.code).toBe('ERR_SIGNED_OUT');
    expect((await call('GET', '/api/bot/account')).body.error.code).toBe('ERR_BOT_TOKEN');
  });

  it('are made on /me/bots too, the credential shown once on the answer page', async () => {
    const owner = await newPlayer('Owner');
    const name = uniqueName('Pagebot');
    expect((await call('GET', '/me/bots', { headers: { Cookie: owner.cookie } })).body).toContain('Make a bot');
    const made = await call('POST', '/me/bots', {
      raw: `name=${name}&description=made+on+the+page&games=adix%2Fstandard`,
      headers: { ...OURS, Cookie: owner.cookie },
    });
    expect(made.status).toBe(201);
    const token = /<code id="bot-token">(orb_[\w-]{43})<\/code>/.exec(made.body)![1]!;
    expect((await call('GET', '/api/bot/account', { token })).body.bot).toMatchObject({
      name,
      games: ['adix/standard'],
      description: 'made on the page',
    });
    expect((await call('GET', '/me/bots', { headers: { Cookie: owner.cookie } })).body).not.toContain(token);
    const again = await call('POST', '/me/bots', { raw: `name=${name}`, headers: { ...OURS, Cookie: owner.cookie } });
    expect(again.status).toBe(409);
    expect(again.body).toContain('is taken');
    const elsewhere = await call('POST', '/me/bots', {
      raw: 'name=Otherbot',
      headers: { ...OURS, Origin: 'https://evil.example', Cookie: owner.cookie },
    });
    expect(elsewhere.status).toBe(403);
  });
});
