/**
 * The game object's own SQLite storage. Every write of game state goes through these
 * functions inside one `transactionSync`, so a move, its history row and its outbox
 * entry are committed together or not at all.
 */
import { NOTIFY_CHOICES, type NotifyChoice } from '../../shared/game-state.ts';
import type { GameOutcome } from '../../engine/game.ts';
import type { ClockState } from './clock.ts';

/** How a seat with an email address hears of the game (RULES: docs/email.md). */
export type Notify = NotifyChoice;
export { NOTIFY_CHOICES };

export interface Seat {
  readonly name: string;
  readonly email: string | null;
  /** SHA-256 of the seat token, hex; the token itself is never stored. */
  readonly tokenHash: string;
  /**
   * With the signing secret, the salt the seat token was derived from, so emails can
   * carry the same link the creator was given. Absent for tokens that were random.
   */
  readonly tokenSalt?: string | null;
  /** Absent in games created before email: each move. */
  readonly notify?: Notify;
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
  /** The side asking to take back its last move (takeback.ts); absent in older games. */
  readonly takebackOffer?: string | null;
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
  // One row per email to send: the key is also Resend's idempotency key, so a notice is
  // mailed once per recipient however often delivery is retried.
  `CREATE TABLE IF NOT EXISTS mail_outbox (
     key TEXT PRIMARY KEY,
     notice INTEGER NOT NULL,
     side TEXT NOT NULL,
     state TEXT NOT NULL DEFAULT 'pending',
     attempts INTEGER NOT NULL DEFAULT 0,
     due_at INTEGER NOT NULL,
     detail TEXT
   )`,
  `CREATE INDEX IF NOT EXISTS mail_outbox_due ON mail_outbox (state, due_at)`,
  // Message-IDs of emailed replies already acted on: a resent email changes nothing.
  `CREATE TABLE IF NOT EXISTS seen_messages (message_id TEXT PRIMARY KEY, seen_at INTEGER NOT NULL)`,
];

/** A notice waiting to be mailed to one seat. */
export interface PendingMail {
  readonly key: string;
  readonly side: string;
  readonly attempts: number;
  readonly notice: Notice & { readonly seq: number; readonly createdAt: number };
}

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
    this.sql.exec(
      'INSERT INTO room (key, body) VALUES (1, ?) ON CONFLICT(key) DO UPDATE SET body = excluded.body',
      JSON.stringify(room),
    );
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
    return row
      ? {
          ply: row.ply,
          side: row.side,
          notation: row.notation,
          position: row.position,
          events: row.events,
          playedAt: row.played_at,
        }
      : null;
  }

  /** Plies `from` to `to` (from 1), each move's notation and the position after it, in one read. */
  positionsBetween(from: number, to: number): { ply: number; notation: string; position: string }[] {
    return this.sql
      .exec<{ ply: number; notation: string; position: string }>(
        'SELECT ply, notation, position FROM moves WHERE ply >= ? AND ply <= ? ORDER BY ply',
        from,
        to,
      )
      .toArray();
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

  /**
   * Keeps a notice and, for each recipient, an email to send. `keyOf` names each email
   * (game, ply, recipient, kind): a key already used is not queued again.
   */
  addNotice(
    kind: string,
    side: string | null,
    ply: number,
    body: unknown,
    now: number,
    mail: {
      readonly to: readonly string[];
      readonly keyOf: (side: string) => string;
      readonly dueAt: number;
    } | null = null,
  ): void {
    this.sql.exec(
      'INSERT INTO notices (kind, side, ply, body, created_at) VALUES (?, ?, ?, ?, ?)',
      kind,
      side,
      ply,
      JSON.stringify(body),
      now,
    );
    if (!mail || mail.to.length === 0) return;
    const seq = this.sql.exec<{ seq: number }>('SELECT last_insert_rowid() AS seq').one().seq;
    for (const recipient of mail.to)
      this.sql.exec(
        'INSERT OR IGNORE INTO mail_outbox (key, notice, side, due_at) VALUES (?, ?, ?, ?)',
        mail.keyOf(recipient),
        seq,
        recipient,
        mail.dueAt,
      );
  }

  /** Emails due by `now`, oldest first. */
  dueMail(now: number, limit: number): PendingMail[] {
    return this.sql
      .exec<{
        key: string;
        side: string;
        attempts: number;
        seq: number;
        kind: string;
        notice_side: string | null;
        ply: number;
        body: string;
        created_at: number;
      }>(
        `SELECT o.key, o.side, o.attempts, n.seq, n.kind, n.side AS notice_side, n.ply, n.body, n.created_at
           FROM mail_outbox o JOIN notices n ON n.seq = o.notice
          WHERE o.state = 'pending' AND o.due_at <= ? ORDER BY o.due_at, n.seq LIMIT ?`,
        now,
        limit,
      )
      .toArray()
      .map((row) => ({
        key: row.key,
        side: row.side,
        attempts: row.attempts,
        notice: {
          seq: row.seq,
          kind: row.kind,
          side: row.notice_side,
          ply: row.ply,
          body: row.body,
          createdAt: row.created_at,
        },
      }));
  }

  /** When the next pending email is due, or null. */
  nextMailDue(): number | null {
    return this.sql
      .exec<{ due: number | null }>(`SELECT MIN(due_at) AS due FROM mail_outbox WHERE state = 'pending'`)
      .one().due;
  }

  /** The end of one delivery attempt: sent, skipped (by preference), failed for good, or due again. */
  settleMail(
    key: string,
    outcome:
      | { readonly state: 'sent' | 'skipped' | 'failed'; readonly detail: string }
      | { readonly state: 'pending'; readonly detail: string; readonly retryAt: number },
  ): void {
    if (outcome.state === 'pending')
      this.sql.exec(
        'UPDATE mail_outbox SET attempts = attempts + 1, due_at = ?, detail = ? WHERE key = ?',
        outcome.retryAt,
        outcome.detail,
        key,
      );
    else
      this.sql.exec(
        'UPDATE mail_outbox SET state = ?, attempts = attempts + 1, detail = ? WHERE key = ?',
        outcome.state,
        outcome.detail,
        key,
      );
  }

  /** Every email of the game and what became of it (for tests and operators). */
  mailLog(): { key: string; side: string; state: string; attempts: number; detail: string | null }[] {
    return this.sql
      .exec<{ key: string; side: string; state: string; attempts: number; detail: string | null }>(
        'SELECT key, side, state, attempts, detail FROM mail_outbox ORDER BY notice, key',
      )
      .toArray();
  }

  messageSeen(messageId: string): boolean {
    return this.sql.exec('SELECT 1 FROM seen_messages WHERE message_id = ?', messageId).toArray().length > 0;
  }

  /** Records an emailed reply's Message-ID, inside the transaction that acts on it. */
  markMessageSeen(messageId: string, now: number): void {
    this.sql.exec('INSERT OR IGNORE INTO seen_messages (message_id, seen_at) VALUES (?, ?)', messageId, now);
  }

  notices(): Notice[] {
    return this.sql
      .exec<{ kind: string; side: string | null; ply: number; body: string }>(
        'SELECT kind, side, ply, body FROM notices ORDER BY seq',
      )
      .toArray();
  }
}
