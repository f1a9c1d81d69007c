/**
 * The game object's own SQLite storage. Every write of game state goes through these
 * functions inside one `transactionSync`, so a move, its history row and its outbox
 * entry are committed together or not at all.
 */
import type { GameOutcome } from '../../engine/game.ts';
import type { ClockState } from './clock.ts';

export interface Seat {
  readonly name: string;
  readonly email: string | null;
  /** SHA-256 of the seat token, hex; the token itself is never stored. */
  readonly tokenHash: string;
}

/** One row, the whole current state of the game. */
export interface RoomRecord {
  readonly id: string;
  readonly game: string;
  readonly variant: string;
  readonly start: string;
  readonly position: string;
  readonly ply: number;
  readonly status: 'ongoing' | 'finished';
  readonly result: GameOutcome | null;
  readonly seats: Readonly<Record<string, Seat>>;
  readonly clock: ClockState | null;
  readonly drawOffer: string | null;
  readonly origin: string;
  readonly createdAt: number;
  readonly updatedAt: number;
  /** Rises with every change; D1's summary follows it. */
  readonly version: number;
}

/** What D1's history keeps of a move. */
export type HistoryMove = Pick<StoredMove, 'ply' | 'side' | 'notation' | 'playedAt'>;

/** Something players should be told, for the mail sender; `body` is JSON. */
export interface Notice {
  readonly kind: string;
  readonly side: string | null;
  readonly ply: number;
  readonly body: string;
}

export interface StoredMove {
  readonly ply: number;
  readonly side: string;
  readonly notation: string;
  /** The position after the move, so any earlier position is one read away. */
  readonly position: string;
  readonly events: string;
  readonly playedAt: number;
}

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS room (
     key INTEGER PRIMARY KEY CHECK (key = 1),
     body TEXT NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS moves (
     ply INTEGER PRIMARY KEY,
     side TEXT NOT NULL,
     notation TEXT NOT NULL,
     position TEXT NOT NULL,
     events TEXT NOT NULL,
     played_at INTEGER NOT NULL
   )`,
  // Moves and summary versions not yet in D1: the history outbox.
  `CREATE TABLE IF NOT EXISTS history_outbox (ply INTEGER PRIMARY KEY)`,
  `CREATE TABLE IF NOT EXISTS published (key INTEGER PRIMARY KEY CHECK (key = 1), version INTEGER NOT NULL)`,
  // What players should be told (clock warnings, game over...): kept for the mail sender.
  `CREATE TABLE IF NOT EXISTS notices (
     seq INTEGER PRIMARY KEY AUTOINCREMENT,
     kind TEXT NOT NULL,
     side TEXT,
     ply INTEGER NOT NULL,
     body TEXT NOT NULL,
     created_at INTEGER NOT NULL
   )`,
];

export class RoomStore {
  private readonly storage: DurableObjectStorage;
  private readonly sql: SqlStorage;

  constructor(storage: DurableObjectStorage) {
    this.storage = storage;
    this.sql = storage.sql;
  }

  /** Whether this object holds a game at all; probing an unknown id creates nothing. */
  exists(): boolean {
    return this.sql.exec(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'room'`).toArray().length > 0;
  }

  createSchema(): void {
    for (const statement of SCHEMA) this.sql.exec(statement);
  }

  transaction<T>(work: () => T): T {
    return this.storage.transactionSync(work);
  }

  loadRoom(): RoomRecord | null {
    if (!this.exists()) return null;
    const row = this.sql.exec<{ body: string }>('SELECT body FROM room WHERE key = 1').toArray()[0];
    return row ? (JSON.parse(row.body) as RoomRecord) : null;
  }

  saveRoom(room: RoomRecord): void {
    this.sql.exec('INSERT INTO room (key, body) VALUES (1, ?) ON CONFLICT(key) DO UPDATE SET body = excluded.body', JSON.stringify(room));
  }

  addMove(move: StoredMove): void {
    this.sql.exec(
      'INSERT INTO moves (ply, side, notation, position, events, played_at) VALUES (?, ?, ?, ?, ?, ?)',
      move.ply,
      move.side,
      move.notation,
      move.position,
      move.events,
      move.playedAt,
    );
    this.sql.exec('INSERT INTO history_outbox (ply) VALUES (?)', move.ply);
  }

  moveAt(ply: number): StoredMove | null {
    const row = this.sql
      .exec<{ ply: number; side: string; notation: string; position: string; events: string; played_at: number }>(
        'SELECT ply, side, notation, position, events, played_at FROM moves WHERE ply = ?',
        ply,
      )
      .toArray()[0];
    return row ? { ply: row.ply, side: row.side, notation: row.notation, position: row.position, events: row.events, playedAt: row.played_at } : null;
  }

  /** Notation of the moves after ply `since` (0: all), in order. */
  notationSince(since: number): string[] {
    return this.sql
      .exec<{ notation: string }>('SELECT notation FROM moves WHERE ply > ? ORDER BY ply', since)
      .toArray()
      .map((row) => row.notation);
  }

  /** The oldest moves not yet published to D1, at most `limit`. */
  unpublishedMoves(limit: number): HistoryMove[] {
    return this.sql
      .exec<{ ply: number; side: string; notation: string; played_at: number }>(
        `SELECT m.ply, m.side, m.notation, m.played_at FROM history_outbox o JOIN moves m ON m.ply = o.ply ORDER BY o.ply LIMIT ?`,
        limit,
      )
      .toArray()
      .map((row) => ({ ply: row.ply, side: row.side, notation: row.notation, playedAt: row.played_at }));
  }

  markPublished(plies: readonly number[], version: number): void {
    for (const ply of plies) this.sql.exec('DELETE FROM history_outbox WHERE ply = ?', ply);
    this.sql.exec(
      'INSERT INTO published (key, version) VALUES (1, ?) ON CONFLICT(key) DO UPDATE SET version = MAX(version, excluded.version)',
      version,
    );
  }

  publishedVersion(): number {
    return this.sql.exec<{ version: number }>('SELECT version FROM published WHERE key = 1').toArray()[0]?.version ?? 0;
  }

  hasUnpublishedMoves(): boolean {
    return this.sql.exec('SELECT 1 FROM history_outbox LIMIT 1').toArray().length > 0;
  }

  addNotice(kind: string, side: string | null, ply: number, body: unknown, now: number): void {
    this.sql.exec('INSERT INTO notices (kind, side, ply, body, created_at) VALUES (?, ?, ?, ?, ?)', kind, side, ply, JSON.stringify(body), now);
  }

  notices(): Notice[] {
    return this.sql.exec<{ kind: string; side: string | null; ply: number; body: string }>('SELECT kind, side, ply, body FROM notices ORDER BY seq').toArray();
  }
}
