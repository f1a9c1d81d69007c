/**
 * Reports in workerd: what a report may name and say (each refusal with its code, nothing
 * stored), what it keeps (a copy of the message, the name or the game as it was), who may
 * report what, the flood limits, and the form at /report that works without script.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call } from '../client.ts';
import { newAddress, newPlayer, signIn } from '../player-helpers.ts';
import { as, gameBetween, playerIdOf, postForm, report, sendMessage } from '../moderation-helpers.ts';
import { REPORTS_PER_DAY } from '../../../src/worker/moderation/reports.ts';

const reportsBy = async (player: { email: string }) =>
  (
    await env.DB.prepare('SELECT * FROM reports WHERE reporter_id = ? ORDER BY created_at')
      .bind(await playerIdOf(player))
      .all<Record<string, unknown>>()
  ).results;

describe('filing a report', () => {
  it('refuses a report that is not one, with a stable code, and stores nothing', async () => {
    const [ann, bob] = [await newPlayer('Ann'), await newPlayer('Bob')];
    const name = { kind: 'name', name: bob.name, reason: 'offensive-name' };
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ ...name, kind: 'tweet' }, 400, 'ERR_REPORT_KIND'],
      [{ ...name, reason: 'ugly' }, 400, 'ERR_REPORT_REASON'],
      [{ ...name, reason: 'other' }, 400, 'ERR_REPORT_DETAILS'],
      [{ ...name, details: 'x'.repeat(1001) }, 400, 'ERR_REPORT_DETAILS'],
      [{ ...name, details: 42 }, 400, 'ERR_REPORT_DETAILS'],
      [{ ...name, extra: true }, 400, 'ERR_FIELD'],
      [{ ...name, name: ann.name }, 400, 'ERR_REPORT_SELF'],
      [{ ...name, name: 'Nobodyqqqq' }, 404, 'ERR_REPORT_TARGET'],
      [{ kind: 'message', game: 'nope', message: 1, reason: 'abuse' }, 400, 'ERR_FIELD'],
      [{ kind: 'message', game: 'abcdefghjkmn', message: 0, reason: 'abuse' }, 400, 'ERR_FIELD'],
      [{ kind: 'game', game: 'abcdefghjkmn', reason: 'cheating' }, 404, 'ERR_REPORT_TARGET'],
    ];
    for (const [body, status, code] of refusals) {
      const answer = await report(ann, body);
      expect([answer.status, answer.body.error?.code], JSON.stringify(body)).toEqual([status, code]);
    }
    expect((await report(null, name)).body.error.code).toBe('ERR_SIGNED_OUT');
    const nameless = { cookie: await signIn(newAddress()) };
    expect((await report(nameless, name)).body.error.code).toBe('ERR_NO_PLAYER_NAME');
    const crossSite = await call('POST', '/api/reports', {
      body: name,
      headers: { Cookie: ann.cookie, Origin: 'https://evil.example' },
    });
    expect(crossSite.body.error.code).toBe('ERR_CROSS_SITE');
    expect(await reportsBy(ann)).toEqual([]);

    // 1,000 characters is the most: the same report with them is filed.
    const filed = await report(ann, { ...name, details: 'y'.repeat(1000) });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    expect(filed.body.report).toMatchObject({ kind: 'name', reason: 'offensive-name', status: 'open' });
    expect((await reportsBy(ann)).map((row) => row.content)).toEqual([
      JSON.stringify({ kind: 'name', name: bob.name }),
    ]);
  });

  it("keeps a copy of the opponent's message; only the game's players report it, never their own", async () => {
    const [ann, bob, cy] = [await newPlayer('Ann'), await newPlayer('Bob'), await newPlayer('Cy')];
    const game = await gameBetween(ann, bob);
    expect((await sendMessage(game, 'dark', 'you play like a potato')).status).toBe(201);
    expect((await sendMessage(game, 'light', 'be nice')).status).toBe(201);

    const filed = await report(ann, { kind: 'message', game: game.id, message: 1, reason: 'abuse', details: 'rude' });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    const [row] = await reportsBy(ann);
    expect(row).toMatchObject({ kind: 'message', game_id: game.id, message_seq: 1, subject_id: await playerIdOf(bob) });
    expect(JSON.parse(row!.content as string)).toMatchObject({
      kind: 'message',
      writer: bob.name,
      text: 'you play like a potato',
    });

    // The same report again is refused while the first is open.
    expect((await report(ann, { kind: 'message', game: game.id, message: 1, reason: 'spam' })).body.error.code).toBe(
      'ERR_REPORT_DUPLICATE',
    );
    // One's own message, a message that is not there, and someone else's game are refused.
    expect((await report(ann, { kind: 'message', game: game.id, message: 2, reason: 'abuse' })).body.error.code).toBe(
      'ERR_REPORT_TARGET',
    );
    expect((await report(ann, { kind: 'message', game: game.id, message: 9, reason: 'abuse' })).status).toBe(404);
    const outsider = await report(cy, { kind: 'message', game: game.id, message: 1, reason: 'abuse' });
    expect([outsider.status, outsider.body.error.code]).toEqual([403, 'ERR_REPORT_NOT_YOURS']);
    expect(await reportsBy(cy)).toEqual([]);
  });

  it('reports a game: the opponent when the reporter played it, a named player when not, with its moves', async () => {
    const [ann, bob, cy] = [await newPlayer('Ann'), await newPlayer('Bob'), await newPlayer('Cy')];
    const game = await gameBetween(ann, bob);
    const filed = await report(ann, { kind: 'game', game: game.id, reason: 'cheating', details: 'too strong' });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    const [row] = await reportsBy(ann);
    expect(row!.subject_id).toBe(await playerIdOf(bob));
    expect(JSON.parse(row!.content as string)).toMatchObject({ kind: 'game', game: game.id, moves: [] });
    // A watcher names the player; without a name there are two to choose from.
    expect((await report(cy, { kind: 'game', game: game.id, reason: 'cheating' })).body.error.code).toBe(
      'ERR_REPORT_TARGET',
    );
    expect((await report(cy, { kind: 'game', game: game.id, name: ann.name, reason: 'cheating' })).status).toBe(201);
  });

  it(`takes at most ${REPORTS_PER_DAY} reports from a player a day`, async () => {
    const [ann, bob] = [await newPlayer('Ann'), await newPlayer('Bob')];
    const annId = await playerIdOf(ann);
    const now = Date.now();
    // Earlier reports, as D1 holds them: one more than a day old, the rest today.
    for (let n = 0; n < REPORTS_PER_DAY; n++)
      await env.DB.prepare(
        `INSERT INTO reports (id, reporter_id, subject_id, kind, reason, details, content, status, created_at)
         VALUES (?, ?, NULL, 'name', 'spam', '', '{}', 'dismissed', ?)`,
      )
        .bind(`old-${annId}-${n}`, annId, n === 0 ? now - 25 * 3_600_000 : now - 60_000)
        .run();
    expect((await report(ann, { kind: 'name', name: bob.name, reason: 'offensive-name' })).status).toBe(201);
    const flood = await report(ann, { kind: 'game', game: 'abcdefghjkmn', reason: 'spam' });
    expect([flood.status, flood.body.error.code]).toEqual([429, 'ERR_REPORT_LIMIT']);
  });
});

describe('the report form', () => {
  it('opens from a link, files from the form without script, and says what was wrong', async () => {
    const [ann, bob] = [await newPlayer('Ann'), await newPlayer('Bob')];
    const link = `/report?kind=name&name=${bob.name}`;
    const signedOut = (await call('GET', link)).body as string;
    expect(signedOut).toContain('Sign in on your games page');
    const form = (await call('GET', link, as(ann))).body as string;
    expect(form).toContain(`Report the name of the player <a href="/p/${bob.name}">${bob.name}</a>`);
    expect(form).toContain('action="/report"');
    expect((await call('GET', '/report?kind=message&game=x', as(ann))).status).toBe(404);

    const missing = await postForm('/report', ann.cookie, { kind: 'name', name: bob.name, reason: 'other' });
    expect(missing.status).toBe(400);
    expect(missing.body).toContain('say in details what is wrong');
    const filed = await postForm('/report', ann.cookie, {
      kind: 'name',
      name: bob.name,
      reason: 'offensive-name',
      details: 'a slur',
    });
    expect(filed.status).toBe(200);
    expect(filed.body).toContain('your report is sent');
    expect((await reportsBy(ann)).map((row) => row.details)).toEqual(['a slur']);
    // From another site the form files nothing.
    const forged = await call('POST', '/report', {
      raw: `kind=name&name=${bob.name}&reason=spam`,
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://evil.example',
        Cookie: ann.cookie,
      },
    });
    expect(forged.status).toBe(403);
    expect(await reportsBy(ann)).toHaveLength(1);
  });

  it('is linked from player pages and game pages', async () => {
    const [ann, bob] = [await newPlayer('Ann'), await newPlayer('Bob')];
    expect((await call('GET', `/p/${bob.name}`, as(ann))).body).toContain(
      `href="/report?kind=name&amp;name=${bob.name}"`,
    );
    expect((await call('GET', `/p/${ann.name}`, as(ann))).body).not.toContain('/report?');
    const game = await gameBetween(ann, bob);
    expect((await call('GET', `/g/${game.id}`)).body).toContain(`href="/report?kind=game&amp;game=${game.id}"`);
  });
});
