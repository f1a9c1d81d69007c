/** Without accounts: the daily digest, and sign-in links to every game of an address. */
import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../../../src/worker/index.ts';
import { call, getGame, play } from '../client.ts';
import { deliver, lastEmailTo, outboxTo, someLegalMove, confirmAddress, createConfirmedGame } from '../mail-helpers.ts';
import { roomStub } from '../rooms.ts';

const runCron = async (iso: string) => {
  await worker.scheduled(createScheduledController({ scheduledTime: new Date(iso).getTime(), cron: '0 * * * *' }), env);
};

const tagged = () => `${crypto.randomUUID().slice(0, 8)}@example.com`;

describe('the daily digest', () => {
  it('lists every game waiting for the address, once a day, from the digest hour', async () => {
    const ann = `ann-${tagged()}`;
    const games = await Promise.all(
      [0, 1].map(() =>
        createConfirmedGame({
          game: 'adomoc',
          players: { light: { name: 'Ann', email: ann }, dark: { name: `Bob`, email: `bob-${tagged()}` } },
          clock: { daysPerMove: 2 },
        }),
      ),
    );
    const waiting = await createConfirmedGame({
      game: 'adix',
      players: { white: { name: 'Cy', email: `cy-${tagged()}` }, black: { name: 'Ann', email: ann } },
    });
    for (const game of [...games, waiting]) {
      const side = game.game === 'adix' ? 'black' : 'light';
      expect(
        (
          await call('POST', `/api/games/${game.id}/notifications`, {
            token: game.tokens[side],
            body: { notify: 'digest' },
          })
        ).status,
      ).toBe(200);
      await roomStub(game.id).syncHistory();
    }
    await runCron('2026-11-22T05:00:00Z');
    expect((await outboxTo(ann)).filter((email) => /digest|waiting/i.test(email.subject))).toEqual([]);
    await runCron('2026-11-22T07:00:00Z');
    // The cron starts a walk through the DIGESTS queue; the digest arrives when its message is delivered.
    const isDigest = (email: { subject: string }) => /2 games/.test(email.subject);
    await expect.poll(async () => (await outboxTo(ann)).filter(isDigest)).toHaveLength(1);
    const digest = await lastEmailTo(ann);
    expect(digest.subject).toMatch(/2 games/);
    for (const game of games) expect(digest.text).toContain(game.links.light);
    expect(digest.text).not.toContain(waiting.id);
    expect(digest.headers['List-Unsubscribe']).toMatch(/unsubscribe\?e=/);
    await runCron('2026-11-22T08:00:00Z');
    expect((await outboxTo(ann)).filter((email) => email.subject === digest.subject)).toHaveLength(1);

    // Unsubscribing from the digest stops every email of the address.
    const path = digest.headers['List-Unsubscribe']!.slice(1, -1).replace('https://orrery.test', '');
    expect(
      (
        await call('POST', path, {
          raw: 'List-Unsubscribe=One-Click',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        })
      ).status,
    ).toBe(200);
    for (const game of games)
      expect((await call('GET', `/api/games/${game.id}/seat`, { token: game.tokens.light })).body.notify).toBe('none');
  });
});

describe('the digest walk', () => {
  it('reaches every address owed a digest across pages of the queue, each once, however often the cron passes', async () => {
    // DIGEST_PAGE is 2 in the tests: five addresses take three pages, each a message of its own.
    const addresses = [0, 1, 2, 3, 4].map((n) => `walk${n}-${tagged()}`);
    for (const email of addresses) {
      const game = await createConfirmedGame({
        game: 'adix',
        players: { white: { name: 'Wes', email }, black: { name: 'Bo' } },
      });
      await call('POST', `/api/games/${game.id}/notifications`, {
        token: game.tokens.white,
        body: { notify: 'digest' },
      });
      await roomStub(game.id).syncHistory();
    }
    const digestsTo = async (email: string) =>
      (await outboxTo(email)).filter(
        (sent) => /^Your move in ADIX/.test(sent.subject) && /daily summary/.test(sent.text),
      );
    await runCron('2026-12-03T09:00:00Z');
    for (const email of addresses) await expect.poll(async () => (await digestsTo(email)).length).toBe(1);
    // Later the same day the walk finds no one owed: nothing is sent twice.
    await runCron('2026-12-03T10:00:00Z');
    await runCron('2026-12-03T11:00:00Z');
    for (const email of addresses) expect(await digestsTo(email)).toHaveLength(1);
  });
});

describe('your games by email', () => {
  it("emails a single-use link that lists the address's games, waiting ones first, with their seat links", async () => {
    const ann = `ann-${tagged()}`;
    const mine = await createConfirmedGame({
      game: 'adomoc',
      players: { light: { name: 'Ann', email: ann }, dark: { name: 'Bob' } },
      clock: { daysPerMove: 3 },
    });
    const theirs = await createConfirmedGame({
      game: 'adomoc',
      players: { light: { name: 'Cy' }, dark: { name: 'Ann', email: ann.toUpperCase() } },
    });
    for (const game of [mine, theirs]) await roomStub(game.id).syncHistory();

    const asked = await call('POST', '/api/me/link', { body: { email: ann } });
    expect(asked).toMatchObject({ status: 202, body: { sent: true } });
    const email = await lastEmailTo(ann);
    const link = /https:\/\/orrery\.test(\/me\/sign-in\?t=[\w-]{43})/.exec(email.text)?.[1];
    expect(link).toBeDefined();
    expect(email.headers['List-Unsubscribe']).toMatch(/^<https:\/\/orrery\.test\/mail\/unsubscribe\?e=/);

    // Opening the link (as a mail scanner would) spends nothing; the button's POST does.
    expect((await call('GET', link!)).body).toContain('Show my games');
    const token = link!.split('t=')[1]!;
    const signIn = await call('POST', '/me/sign-in', {
      raw: `t=${token}`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://orrery.test' },
    });
    expect(signIn.status).toBe(303);
    const cookie = signIn.headers.get('Set-Cookie')!.split(';')[0]!;
    expect(cookie).toMatch(/^orrery_games=/);
    const again = await call('POST', '/me/sign-in', {
      raw: `t=${token}`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://orrery.test' },
    });
    expect(again.status).toBe(410);

    const list = await call('GET', '/me', { headers: { Cookie: cookie } });
    expect(list.status).toBe(200);
    expect(list.body).toContain('one waits for your move');
    expect(list.body.indexOf(mine.id)).toBeLessThan(list.body.indexOf(theirs.id));
    expect(list.body).toContain(mine.links.light.replace('https://orrery.test', ''));
    expect(list.body).toContain(theirs.links.dark.replace('https://orrery.test', ''));

    // A forged cookie is a stranger: a changed signature, or the same one spelt another way.
    const [name, value] = cookie.split('=') as [string, string];
    const [who, expires, generation, mac] = value.split('.') as [string, string, string, string];
    const flip = (char: string) => (char === 'A' ? 'Q' : 'A');
    for (const forged of [
      `${who}.${expires}.${generation}.${flip(mac[0]!)}${mac.slice(1)}`,
      `${who}.${expires}.${generation}.${mac.slice(0, -1)}${mac.at(-1) === 'A' ? 'B' : 'A'}`,
      `${who}.${expires}.${Number(generation) + 1}.${mac}`,
    ])
      expect((await call('GET', '/me', { headers: { Cookie: `${name}=${forged}` } })).body).toContain(
        'Email me a link',
      );
  });

  it('refuses a bad address and limits how many links one address can be sent', async () => {
    expect(await call('POST', '/api/me/link', { body: { email: 'not an address' } })).toMatchObject({
      status: 400,
      body: { error: { code: 'ERR_EMAIL' } },
    });
    expect(await call('POST', '/api/me/link', { body: { email: 'a@example.com', extra: 1 } })).toMatchObject({
      status: 400,
      body: { error: { code: 'ERR_FIELD' } },
    });
    const target = `target-${tagged()}`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await call('POST', '/api/me/link', { body: { email: target } })).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    // The answers are the same, but an address that never confirmed gets three a day at most.
    expect(await outboxTo(target)).toHaveLength(3);
    const owner = `owner-${tagged()}`;
    await confirmAddress(owner);
    for (let i = 0; i < 5; i++) await call('POST', '/api/me/link', { body: { email: owner } });
    expect(await outboxTo(owner)).toHaveLength(5);
  });

  it('an expired or unknown sign-in link says so', async () => {
    const reply = await call('POST', '/me/sign-in', {
      raw: `t=${'x'.repeat(43)}`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(reply.status).toBe(410);
    expect(reply.body).toContain('ask for a new one');
  });
});

describe('the game after email', () => {
  it('still plays when both seats have email and moves come quickly', async () => {
    const created = await createConfirmedGame({
      game: 'adomoc',
      players: { light: { name: 'A', email: `a-${tagged()}` }, dark: { name: 'B', email: `b-${tagged()}` } },
    });
    for (let ply = 0; ply < 6; ply++) {
      const state = await getGame(created.id);
      const reply = await play(
        created,
        ply % 2 === 0 ? 'light' : 'dark',
        someLegalMove('adomoc', state.variant, state.position, ply),
        ply,
      );
      expect(reply.status).toBe(200);
    }
    const log = await deliver(created.id);
    // Only the last "your move" is still worth sending; the others were answered before they left.
    expect(log.filter((entry) => entry.state === 'sent').map((entry) => entry.key)).toEqual([
      `${created.id}.0.dark.game-started`,
      `${created.id}.6.light.your-move`,
    ]);
  });
});
