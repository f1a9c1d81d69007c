/**
 * A player as a moderator sees them beside a report (docs/moderation.md, "The moderation
 * page"): what holds against them now, their latest games, the reports they filed and
 * those about them, and the actions taken on them. A few of each, newest first.
 */
import type { ModerationLogRow, ReportRow } from '../db/moderation-schema.ts';
import { actionsOn } from '../db/moderation-log.ts';
import { gamesOfPlayer, playerById, type PlayerSeat } from '../db/player-records.ts';
import { reportsAbout, reportsBy } from '../db/reports.ts';
import type { PlayerRow } from '../db/schema.ts';
import { standingOf, type Standing } from '../db/standing.ts';
import type { Env } from '../platform/env.ts';

const RECENT = 10;

export interface PlayerHistory {
  readonly player: PlayerRow;
  readonly standing: Standing;
  readonly games: readonly PlayerSeat[];
  readonly reportsBy: readonly ReportRow[];
  readonly reportsAbout: readonly ReportRow[];
  readonly actions: readonly ModerationLogRow[];
}

export const historyOf = async (env: Env, player: PlayerRow): Promise<PlayerHistory> => {
  const [standing, games, by, about, actions] = await Promise.all([
    standingOf(env.DB, player.id),
    gamesOfPlayer(env.DB, player.id, null, RECENT).then((page) => page.items),
    reportsBy(env.DB, player.id, RECENT),
    reportsAbout(env.DB, player.id, RECENT),
    actionsOn(env.DB, player.id, RECENT),
  ]);
  return { player, standing, games, reportsBy: by, reportsAbout: about, actions };
};

/** The names of the players with these ids (a page's worth), by id. */
export const namesOf = async (env: Env, ids: readonly (string | null)[]): Promise<Map<string, string>> => {
  const unique = [...new Set(ids.filter((id): id is string => id !== null))];
  const rows = await Promise.all(unique.map((id) => playerById(env.DB, id)));
  return new Map(rows.flatMap((row) => (row ? [[row.id, row.name] as const] : [])));
};
