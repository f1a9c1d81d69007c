/**
 * A finished game's row in D1 and its moves, written as its tagged record (the same text
 * as GET /api/games/:id/record) or as one line of NDJSON: the record's JSON form with the
 * game's metadata beside it (docs/records.md).
 */
import type { GameOutcome } from '../../engine/game.ts';
import { GAMES } from '../../engine/games.ts';
import { readRecordJson, type RecordJson } from '../../engine/record-json.ts';
import type { GameRow } from '../db/schema.ts';
import { writeRecord } from '../game/room/view.ts';

const resultOf = (row: GameRow): GameOutcome | null =>
  row.reason === null
    ? null
    : {
        winner: row.winner,
        reason: row.reason,
        ...(row.score ? { score: JSON.parse(row.score) as Record<string, number> } : {}),
      };

/** The game's tagged record, or null for a row of a game this server no longer has an engine for. */
export const recordText = (row: GameRow, notation: readonly string[]): string | null => {
  const game = GAMES.get(row.game);
  if (!game) return null;
  return writeRecord(
    {
      id: row.id,
      variant: row.variant,
      players: JSON.parse(row.players) as Record<string, string>,
      status: row.status,
      result: resultOf(row),
      start: row.start,
      origin: row.origin,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    },
    game,
    notation,
  );
};

/** One line of a records NDJSON file: what a program wants without reading tags, then the record. */
export interface RecordLine {
  readonly id: string;
  readonly url: string;
  readonly game: string;
  readonly variant: string;
  readonly players: Readonly<Record<string, string>>;
  readonly result: GameOutcome | null;
  readonly plies: number;
  readonly created: string;
  readonly ended: string;
  readonly record: RecordJson;
}

/** The game as one NDJSON line (its line break included), or null when it has no record. */
export const recordLine = (row: GameRow, notation: readonly string[]): string | null => {
  const text = recordText(row, notation);
  if (text === null) return null;
  const record = readRecordJson(text);
  // The writer and the reader are one-to-one (test/engine/record-json.test.ts): a failure is a bug.
  if (!record.ok) throw new Error(`game ${row.id}: its record does not read back: ${record.error.message}`);
  const line: RecordLine = {
    id: row.id,
    url: `${row.origin ?? ''}/g/${row.id}`,
    game: row.game,
    variant: row.variant,
    players: JSON.parse(row.players) as Record<string, string>,
    result: resultOf(row),
    plies: notation.length,
    created: new Date(row.createdAt).toISOString(),
    ended: new Date(row.updatedAt).toISOString(),
    record: record.value,
  };
  return `${JSON.stringify(line)}\n`;
};
