/** What the game object stores: the game in one record, its moves, and the notices for its players. */
import type { GameOutcome } from '../../../engine/game.ts';
import { NOTIFY_CHOICES, type NotifyChoice } from '../../../shared/game-state.ts';
import type { ClockSettings, ClockState } from '../clock/clock-rules.ts';
import type { RematchEvent } from '../../../shared/game-state.ts';
import type { UnratedReason } from '../../../rating/rated-game.ts';

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
  /**
   * Reminders before the seat's deadline, in seconds (reminders/reminder-rules.ts); absent or null: the
   * game's one default warning; empty: none.
   */
  readonly remind?: readonly number[] | null;
  /**
   * Set for the seat the computer plays (computer-seat.ts): no one holds its token (a
   * random one, never given out), it has no email, and the game's object moves for it.
   */
  readonly computer?: { readonly level: number } | null;
  /** The signed-in player who claimed the seat (players in D1); absent for a seat played by link alone. */
  readonly player?: SeatPlayer | null;
}

export interface SeatPlayer {
  readonly id: string;
  readonly name: string;
  /** Set for a bot's seat (docs/bots.md): its inbox is told of every change. */
  readonly bot?: true;
}

/**
 * Whether the finished game is rated (rating/rated-game.ts), decided when it ends: not
 * rated and why, rated once D1 has the players' new ratings, or pending until then.
 */
export type RoomRating =
  | { readonly status: 'unrated'; readonly reason: UnratedReason }
  | { readonly status: 'pending'; readonly players: Readonly<Record<string, string>> }
  | {
      readonly status: 'rated';
      readonly changes: Readonly<Record<string, { readonly before: number; readonly after: number }>>;
    };

/** The tournament a game is a pairing of (src/worker/tournaments), told of the result when the game ends. */
export interface TournamentLink {
  readonly id: string;
  readonly round: number;
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
  /** The side asking to take back its last move (takebacks/takeback-rules.ts); absent in older games. */
  readonly takebackOffer?: string | null;
  /**
   * Takebacks accepted so far (absent: none). A notice's deliveries are keyed by ply, and
   * a ply is played again after a takeback: the count keeps the new turn's keys apart from
   * the taken one's, so its "your move" is not taken for one already sent.
   */
  readonly takenBack?: number;
  /**
   * The offers made since the last move, as `draw:<side>` and `takeback:<side>` (absent:
   * none). Each seat makes each offer once a move: one that was declined or withdrawn
   * waits for the next move, so offering again cannot send the opponent notice after notice.
   */
  readonly offered?: readonly string[];
  /**
   * Set in every game made since a confirmed address must join a game to get its emails
   * (mail/recipient.ts). Absent in older games: those mail confirmed addresses as they
   * always did, so no game in progress goes quiet when a new version is deployed.
   */
  readonly joinToMail?: boolean;
  /** Rematch offers once the game is over (rematch/rematch-rules.ts); absent in older games. */
  readonly rematch?: RematchRecord | null;
  /** For a rematch: the games before it in the series (rematch/rematch-rules.ts); absent for a first game. */
  readonly series?: SeriesRecord | null;
  /** Set for a game its players agreed not to rate (a casual challenge). */
  readonly casual?: boolean;
  /**
   * False for a game kept out of the records (docs/records.md): no archive, export or
   * statistics shows it. Absent: public, as every game before the option was.
   */
  readonly public?: boolean;
  /** Set when the game ends (rating-sync.ts); absent while it goes on, and in games that ended before ratings. */
  readonly rating?: RoomRating | null;
  /** Set for a tournament's game: the room tells the tournament its result (tournament-report.ts). */
  readonly tournament?: TournamentLink | null;
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

export interface CreateRoom {
  readonly id: string;
  readonly game: string;
  readonly variant: string;
  /** Starting position in the game's notation; checked already by the Worker. */
  readonly position: string | null;
  readonly seats: Readonly<Record<string, Seat>>;
  readonly clock: ClockSettings | null;
  readonly origin: string;
  /** For a rematch: the games before it (rematch/rematch-rules.ts). */
  readonly series?: SeriesRecord | null;
  /** A game its players agreed not to rate (a casual challenge); its rematches are casual too. */
  readonly casual?: boolean;
  /** False for a game kept out of the records; its rematches are too. */
  readonly public?: boolean;
  /** A tournament's game: its result goes to the tournament when it ends. */
  readonly tournament?: TournamentLink | null;
  /** For a rematch: the times of its series' verification posts in the last hour (chat/chat-channels.ts). */
  readonly verifications?: readonly number[];
}

export interface RematchRecord {
  /** The side offering a rematch, until it is answered or withdrawn. */
  readonly offer: string | null;
  /** The new game's id, from the moment the rematch was accepted. */
  readonly next: string | null;
  readonly last: { readonly event: RematchEvent; readonly side: string } | null;
  /**
   * The new game as it is to be made, until its object has made it: a request that finds
   * it still here makes it again (its object refuses a second game, so never two).
   */
  readonly pending: CreateRoom | null;
  /** The new game's seat-token salts by its sides: each seat of this game is given its new link from them. */
  readonly salts: Readonly<Record<string, string>>;
  /**
   * The sides that have offered a rematch (absent in older games). Each offers once: an
   * offer withdrawn or declined is not made again, or offering and withdrawing would
   * announce offer after offer on the other's page.
   */
  readonly offeredBy?: readonly string[];
}

export interface SeriesRecord {
  /** This game's number in the series (2 for the first rematch). */
  readonly game: number;
  /** The game this one is a rematch of. */
  readonly previous: string;
  /** Games each player won before this one, by the side the player holds in this game. */
  readonly wins: Readonly<Record<string, number>>;
  readonly draws: number;
}
