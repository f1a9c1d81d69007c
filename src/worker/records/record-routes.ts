/**
 * The records out (docs/records.md): a player's finished public games as one text file
 * of tagged records (/p/:name/games.txt) or as NDJSON (/p/:name/games.ndjson), and the
 * site's finished public games of a month as gzipped NDJSON (GET /api/export/:month).
 * Each is streamed a page of games at a time (record-stream.ts).
 */
import { Hono } from 'hono';
import type { Env } from '../platform/env.ts';
import { ApiError } from '../http/errors.ts';
import { findPlayer } from '../players/player-routes.ts';
import type { GameRow, PlayerRow } from '../db/schema.ts';
import { recordLine, recordText } from './record-lines.ts';
import { monthGamesPage, playerGamesPage } from './record-rows.ts';
import { recordStream } from './record-stream.ts';
import { monthOf } from './month.ts';

type App = { Bindings: Env };

const NDJSON = 'application/x-ndjson; charset=utf-8';

const playerNamed = async (d1: D1Database, name: string): Promise<PlayerRow> => {
  const player = await findPlayer(d1, name);
  if (!player) throw new ApiError('ERR_PLAYER_NOT_FOUND', 'no player has this name; check its spelling');
  return player;
};

/** Records one after another, a blank line between. */
const textRecord = (row: GameRow, notation: readonly string[]): string | null => {
  const text = recordText(row, notation);
  return text === null ? null : `${text}\n`;
};

/** Under /p: a player's archive of finished public games, oldest id first. */
export const archivePages = new Hono<App>()
  .get('/:name/games.txt', async (c) => {
    const player = await playerNamed(c.env.DB, c.req.param('name'));
    const stream = recordStream(
      c.env.DB,
      (after: string | null) => playerGamesPage(c.env.DB, player.id, after),
      (last) => last.id,
      textRecord,
    );
    return c.body(stream, 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Disposition': `inline; filename="orrery-${player.id}.txt"`,
    });
  })
  .get('/:name/games.ndjson', async (c) => {
    const player = await playerNamed(c.env.DB, c.req.param('name'));
    const stream = recordStream(
      c.env.DB,
      (after: string | null) => playerGamesPage(c.env.DB, player.id, after),
      (last) => last.id,
      recordLine,
    );
    return c.body(stream, 200, { 'Content-Type': NDJSON });
  });

/** Under /api/export: a month of the site's finished public games, gzipped NDJSON. */
export const exportApi = new Hono<App>().get('/:month', async (c) => {
  const month = monthOf(c.req.param('month'));
  if (!month.ok) throw new ApiError(month.error.code, month.error.message);
  const { from, to, name } = month.value;
  const stream = recordStream(
    c.env.DB,
    (after: { updatedAt: number; id: string } | null) => monthGamesPage(c.env.DB, from, to, after),
    (last) => ({ updatedAt: last.updatedAt, id: last.id }),
    recordLine,
  ).pipeThrough(new CompressionStream('gzip'));
  return c.body(stream, 200, {
    'Content-Type': 'application/gzip',
    'Content-Disposition': `attachment; filename="orrery-${name}.ndjson.gz"`,
  });
});
