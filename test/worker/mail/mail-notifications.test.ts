/** Emails about a game: who gets what and when, with what links, and what preferences stop. */
import { describe, expect, it } from 'vitest';
import { call, getGame, play, type Created } from '../client.ts';
import { deliver, lastEmailTo, outboxTo, someLegalMove, createConfirmedGame } from '../mail-helpers.ts';
import { roomStub } from '../rooms.ts';

const addresses = () => {
  const tag = crypto.randomUUID().slice(0, 8);
  return { ann: `ann-${tag}@example.com`, bob: `bob-${tag}@example.com` };
};

const adomocWithEmails = async (names = { light: 'Ann', dark: 'Bob' }) => {
  const { ann, bob } = addresses();
  const created = await createConfirmedGame({
    game: 'adomoc',
    players: { light: { name: names.light, email: ann }, dark: { name: names.dark, email: bob } },
    clock: { daysPerMove: 3 },
  });
  return { created, ann, bob };
};

const playLegal = async (created: Created, side: 'light' | 'dark') => {
  const state = await getGame(created.id);
  const move = someLegalMove('adomoc', state.variant, state.position);
  const reply = await play(created, side, move, state.ply);
  expect(reply.status).toBe(200);
  return move;
};

describe('emails about a game', () => {
  it('tells the first mover it is their move and invites the other, with their own seat link, reply address and unsubscribe headers', async () => {
    const { created, ann, bob } = await adomocWithEmails({ light: 'Ann', dark: 'Bob <script>alert(1)</script>' });
    const log = await deliver(created.id);
    expect(log.map((entry) => [entry.side, entry.state])).toEqual([
      ['light', 'sent'],
      ['dark', 'sent'],
    ]);
    expect(log.map((entry) => entry.key)).toEqual([
      `${created.id}.0.light.your-move`,
      `${created.id}.0.dark.game-started`,
    ]);

    const first = await lastEmailTo(ann);
    expect(first.from).toBe('Orrery <games@orrery.test>');
    expect(first.subject).toMatch(/you play first/i);
    expect(first.replyTo).toMatch(new RegExp(`^move\\+${created.id}\\.light\\.0\\.[a-z2-7]{26}@play\\.orrery\\.test$`));
    expect(first.headers['List-Unsubscribe']).toMatch(
      /^<https:\/\/orrery\.test\/mail\/unsubscribe\?g=\w+&s=light&m=[a-z2-7]+>$/,
    );
    expect(first.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(first.html).toContain(`https://orrery.test/g/${created.id}/board.png?ply=0`);
    // The link in the email is the very link the creator was given: the token derives from the seat's salt.
    expect(first.text).toContain(created.links.light);
    expect(first.html).toContain(created.links.light);
    expect(first.html).not.toContain('<script>');
    expect(first.text).not.toContain(created.links.dark);

    const invitation = await lastEmailTo(bob);
    expect(invitation.text).toContain(created.links.dark);
    expect(invitation.replyTo).toBeNull();
  });

  it('tells the player to move again when a move taken back is played anew, though the ply is the same', async () => {
    const { created, bob } = await adomocWithEmails();
    await deliver(created.id);
    const first = await playLegal(created, 'light');
    await deliver(created.id);
    expect((await lastEmailTo(bob)).subject).toContain(first);
    const asked = await call('POST', `/api/games/${created.id}/takeback`, {
      token: created.tokens.light,
      body: { action: 'offer' },
    });
    expect(asked.status).toBe(200);
    const accepted = await call('POST', `/api/games/${created.id}/takeback`, {
      token: created.tokens.dark,
      body: { action: 'accept' },
    });
    expect(accepted.status).toBe(200);
    // Ann plays another move at the same ply: Bob hears of it, under a key of its own.
    const state = await getGame(created.id);
    const again = someLegalMove('adomoc', state.variant, state.position, 1);
    expect(again).not.toBe(first);
    expect((await play(created, 'light', again, 0)).status).toBe(200);
    const log = await deliver(created.id);
    const toBob = log.filter((entry) => entry.side === 'dark' && entry.key.endsWith('.dark.your-move'));
    expect(toBob.map((entry) => [entry.key, entry.state])).toEqual([
      [`${created.id}.1.dark.your-move`, 'sent'],
      [`${created.id}.1.t1.dark.your-move`, 'sent'],
    ]);
    expect((await lastEmailTo(bob)).subject).toContain(again);
  });

  it('after each move tells the player to move, with the move in notation and in words, and the board after it', async () => {
    const { created, bob } = await adomocWithEmails();
    await deliver(created.id);
    const move = await playLegal(created, 'light');
    await deliver(created.id);
    const email = await lastEmailTo(bob);
    expect(email.subject).toContain(move);
    expect(email.html).toContain(`board.png?ply=1`);
    const state = await getGame(created.id);
    expect(email.text).toContain(state.lastMove.description.split(' ')[0]);
    expect(email.text).toMatch(/Play by .*UTC/);
    expect(email.replyTo).toMatch(new RegExp(`^move\\+${created.id}\\.dark\\.1\\.`));
  });

  it('drops a "your move" the player answered on the page before the email left', async () => {
    const { created, ann } = await adomocWithEmails();
    await playLegal(created, 'light');
    const log = await deliver(created.id);
    expect(log.find((entry) => entry.key === `${created.id}.0.light.your-move`)).toMatchObject({
      state: 'skipped',
      detail: 'the game has moved on since',
    });
    expect(await outboxTo(ann)).toEqual([]);
  });

  it('mails the draw offer to the other player and the result to both', async () => {
    const { created, ann, bob } = await adomocWithEmails();
    expect(
      (await call('POST', `/api/games/${created.id}/draw`, { token: created.tokens.light, body: { action: 'offer' } }))
        .status,
    ).toBe(200);
    await deliver(created.id);
    expect((await lastEmailTo(bob)).subject).toMatch(/draw/i);
    expect(
      (await call('POST', `/api/games/${created.id}/resign`, { token: created.tokens.dark, body: {} })).status,
    ).toBe(200);
    await deliver(created.id);
    for (const address of [ann, bob]) expect((await lastEmailTo(address)).text).toMatch(/resign/i);
  });

  it('keeps to each seat\'s choice: none stops everything, the digest stops "your move" only', async () => {
    const { created, ann, bob } = await adomocWithEmails();
    const seat = await call('GET', `/api/games/${created.id}/seat`, { token: created.tokens.dark });
    expect(seat).toMatchObject({ status: 200, body: { side: 'dark', email: true, notify: 'move' } });
    expect(
      (
        await call('POST', `/api/games/${created.id}/notifications`, {
          token: created.tokens.dark,
          body: { notify: 'digest' },
        })
      ).body,
    ).toMatchObject({ notify: 'digest' });
    expect(
      (
        await call('POST', `/api/games/${created.id}/notifications`, {
          token: created.tokens.light,
          body: { notify: 'none' },
        })
      ).body,
    ).toMatchObject({ notify: 'none' });
    await deliver(created.id);
    await playLegal(created, 'light');
    const log = await deliver(created.id);
    expect(log.filter((entry) => entry.state === 'sent')).toEqual([
      expect.objectContaining({ side: 'dark', key: `${created.id}.0.dark.game-started` }),
    ]);
    expect(log.find((entry) => entry.key === `${created.id}.1.dark.your-move`)).toMatchObject({
      state: 'skipped',
      detail: 'the player chose the daily digest',
    });
    expect(await outboxTo(ann)).toEqual([]);
    // The game's end still reaches the digest reader at once.
    await call('POST', `/api/games/${created.id}/resign`, { token: created.tokens.light, body: {} });
    await deliver(created.id);
    expect((await lastEmailTo(bob)).subject).toMatch(/won|resign/i);
  });

  it('refuses a setting it does not know, and a seat without email', async () => {
    const { created } = await adomocWithEmails();
    const bad = await call('POST', `/api/games/${created.id}/notifications`, {
      token: created.tokens.light,
      body: { notify: 'sometimes' },
    });
    expect(bad).toMatchObject({ status: 400, body: { error: { code: 'ERR_FIELD' } } });
    const plain = await createConfirmedGame({ game: 'adix' });
    const none = await call('POST', `/api/games/${plain.id}/notifications`, {
      token: plain.tokens.white,
      body: { notify: 'none' },
    });
    expect(none).toMatchObject({ status: 409, body: { error: { code: 'ERR_NO_EMAIL' } } });
    expect((await call('GET', `/api/games/${plain.id}/seat`, { token: 'x'.repeat(43) })).status).toBe(401);
  });

  it('honours one-click unsubscribe (RFC 8058) from the header, and a GET only asks', async () => {
    const { created, ann } = await adomocWithEmails();
    await deliver(created.id);
    const url = (await lastEmailTo(ann)).headers['List-Unsubscribe']!.slice(1, -1);
    const path = url.replace('https://orrery.test', '');
    const asked = await call('GET', path);
    expect(asked.status).toBe(200);
    expect(asked.body).toContain('Stop these emails');
    expect((await call('GET', `/api/games/${created.id}/seat`, { token: created.tokens.light })).body.notify).toBe(
      'move',
    );
    const done = await call('POST', path, {
      raw: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(done).toMatchObject({ status: 200, body: 'unsubscribed' });
    expect((await call('GET', `/api/games/${created.id}/seat`, { token: created.tokens.light })).body.notify).toBe(
      'none',
    );
    // A link with its signature altered changes nothing.
    const forged = path
      .replace(/m=([a-z2-7])/, (_all, char: string) => `m=${char === 'a' ? 'b' : 'a'}`)
      .replace('s=light', 's=dark');
    expect(
      (
        await call('POST', forged, {
          raw: 'List-Unsubscribe=One-Click',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        })
      ).status,
    ).toBe(404);
    expect((await call('GET', `/api/games/${created.id}/seat`, { token: created.tokens.dark })).body.notify).toBe(
      'move',
    );
  });

  it('changes the setting from the signed settings link in the email', async () => {
    const { created, bob } = await adomocWithEmails();
    await deliver(created.id);
    const email = await lastEmailTo(bob);
    const link = /https:\/\/orrery\.test(\/mail\/preferences\?[^"\s)]+)/.exec(email.text)?.[1];
    expect(link).toBeDefined();
    const path = link!.replaceAll('&amp;', '&');
    const page = (await call('GET', path)).body;
    expect(page).toContain('Daily digest');
    // The game named as its player knows it, not by its id alone.
    expect(page).toContain(`about your Adomoc game against Ann (${created.id})`);
    const saved = await call('POST', path, {
      raw: 'notify=digest',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toContain('Saved');
    expect((await call('GET', `/api/games/${created.id}/seat`, { token: created.tokens.dark })).body.notify).toBe(
      'digest',
    );
  });

  it('refuses a settings form with an unknown choice or an oversized body, and changes nothing', async () => {
    const { created, bob } = await adomocWithEmails();
    await deliver(created.id);
    const link = /https:\/\/orrery\.test(\/mail\/preferences\?[^"\s)]+)/.exec((await lastEmailTo(bob)).text)![1]!;
    const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
    const unknown = await call('POST', link, { raw: 'notify=hourly', headers: form });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toContain('choose one of: move, digest, none');
    const huge = await call('POST', link, { raw: `notify=none&pad=${'x'.repeat(20_000)}`, headers: form });
    expect(huge).toMatchObject({ status: 413, body: { error: { code: 'ERR_BODY_TOO_LARGE' } } });
    expect((await call('GET', `/api/games/${created.id}/seat`, { token: created.tokens.dark })).body.notify).toBe(
      'move',
    );
  });

  it('shows the development outbox while no Resend key is set', async () => {
    const { created, ann } = await adomocWithEmails({ light: 'Ann "<img src=x onerror=alert(1)>"', dark: 'Bob' });
    await deliver(created.id);
    const json = await call('GET', '/dev/outbox.json');
    expect(json.status).toBe(200);
    const mine = (json.body as { to: string; subject: string; sentAt: string; headers: object }[]).filter(
      (email) => email.to === ann,
    );
    expect(mine).toHaveLength(1);
    expect(Object.keys(mine[0]!).sort()).toEqual([
      'from',
      'headers',
      'html',
      'replyTo',
      'sentAt',
      'subject',
      'text',
      'to',
    ]);
    const page = await call('GET', '/dev/outbox');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Development outbox');
    expect(page.body).not.toContain('<img src=x');
    expect(page.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
  });

  it('sends each email once however often delivery runs', async () => {
    const { created, ann } = await adomocWithEmails();
    await Promise.all([deliver(created.id), deliver(created.id), roomStub(created.id).syncHistory()]);
    await deliver(created.id);
    expect(await outboxTo(ann)).toHaveLength(1);
  });
});
