/**
 * The records out (docs/records.md): a player's archive as text and NDJSON, the month's
 * export as gzipped NDJSON, each walked a page at a time, and a game created with
 * `"public": false` (or against the computer, by default) in none of them.
 */
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../src/engine/games.ts';
import { writeRecordJson } from '../../../src/engine/record-json.ts';
import { RECORD_PAGE } from '../../../src/worker/records/record-rows.ts';
import type { RecordLine } from '../../../src/worker/records/record-lines.ts';
import { BASE, call, createGame, type Created } from '../client.ts';
import { claim, newPlayer, playPlies } from '../player-helpers.ts';
import { d1Summary, roomStub } from '../rooms.ts';

const resign = async (created: Created): Promise<void> => {
  const token = Object.values(created.tokens)[0]!;
  const reply = await call('POST', `/api/games/${created.id}/resign`, { token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  await roomStub(created.id).syncHistory();
};

const published = async (created: Created): Promise<void> => {
  const { pending } = await roomStub(created.id).syncHistory();
  expect(pending).toBe(false);
};

const lines = (text: string): RecordLine[] =>
  text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as RecordLine);

const thisMonth = (): string => new Date().toISOString().slice(0, 7);

/** The month's export, unzipped. */
const exported = async (month: string): Promise<{ status: number; type: string | null; text: string }> => {
  const response = await exports.default.fetch(new Request(`${BASE}/api/export/${month}`));
  const type = response.headers.get('Content-Type');
  if (response.status !== 200) return { status: response.status, type, text: await response.text() };
  const text = await new Response(response.body!.pipeThrough(new DecompressionStream('gzip'))).text();
  return { status: response.status, type, text };
};

describe('records out', () => {
  it("lists a player's finished public games, as text and as NDJSON, and no other", async () => {
    const ann = await newPlayer('Ann');
    const shown = await createGame({ game: 'adomoc', players: { light: { name: ann.name }, dark: { name: 'Bob' } } });
    const hidden = await createGame({ game: 'adomoc', public: false });
    const going = await createGame({ game: 'adix' });
    for (const created of [shown, hidden]) expect((await claim(created, 'light', ann)).status).toBe(200);
    expect((await claim(going, 'white', ann)).status).toBe(200);
    await playPlies(shown, 3);
    await playPlies(hidden, 2);
    await resign(shown);
    await resign(hidden);
    await published(going);
    expect((await d1Summary(hidden.id))?.public).toBe(false);

    const archive = await call('GET', `/p/${encodeURIComponent(ann.name)}/games.txt`);
    expect(archive.status).toBe(200);
    expect(archive.headers.get('Content-Type')).toContain('text/plain');
    const record = await call('GET', `/api/games/${shown.id}/record`);
    expect(archive.body).toBe(`${record.body}\n`);

    const ndjson = await exports.default.fetch(new Request(`${BASE}/p/${encodeURIComponent(ann.name)}/games.ndjson`));
    expect(ndjson.headers.get('Content-Type')).toContain('application/x-ndjson');
    const [line, ...more] = lines(new TextDecoder().decode(await ndjson.arrayBuffer()));
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      id: shown.id,
      game: 'adomoc',
      variant: 'standard',
      players: { light: ann.name, dark: 'Bob' },
      result: { winner: 'dark', reason: 'resignation' },
      plies: 3,
    });
    expect(writeRecordJson(line!.record)).toBe(record.body);
    const replayed = GAMES.get('adomoc')!.replayRecord(writeRecordJson(line!.record));
    expect(replayed.ok && replayed.value.notation).toEqual(line!.record.moves);
  });

  it('keeps a game against the computer out of the records unless it is asked in', async () => {
    const practice = await createGame({ game: 'adomoc', players: { dark: { computer: { level: 1 } } } });
    const shared = await createGame({ game: 'adomoc', public: true, players: { dark: { computer: { level: 1 } } } });
    await resign(practice);
    await resign(shared);
    expect((await d1Summary(practice.id))?.public).toBe(false);
    expect((await d1Summary(shared.id))?.public).toBe(true);
    const ids = lines((await exported(thisMonth())).text).map((line) => line.id);
    expect(ids).toContain(shared.id);
    expect(ids).not.toContain(practice.id);
  });

  it("exports the month's finished public games page after page, each once", async () => {
    const made: Created[] = [];
    for (let i = 0; i < RECORD_PAGE + 2; i++) made.push(await createGame({ game: i % 2 ? 'adix' : 'adomoc' }));
    const hidden = await createGame({ game: 'adomoc', public: false });
    await Promise.all([...made, hidden].map(resign));
    const month = await exported(thisMonth());
    expect(month.status).toBe(200);
    expect(month.type).toBe('application/gzip');
    const ids = lines(month.text).map((line) => line.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const created of made) expect(ids).toContain(created.id);
    expect(ids).not.toContain(hidden.id);
    const last = await exported('2001-01');
    expect(last).toMatchObject({ status: 200, text: '' });
  });

  it('refuses a month not written YYYY-MM, and an archive of no player', async () => {
    for (const month of ['2026-13', '2026-1', 'november']) {
      const reply = await call('GET', `/api/export/${month}`);
      expect(reply.status).toBe(400);
      expect(reply.body.error.code).toBe('ERR_QUERY');
    }
    const nobody = await call('GET', '/p/NoSuchPlayerHere/games.txt');
    expect(nobody.status).toBe(404);
    expect(nobody.body.error.code).toBe('ERR_PLAYER_NOT_FOUND');
    const wrong = await call('POST', '/api/games', { body: { game: 'adomoc', public: 'no' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('ERR_FIELD');
  });
});
