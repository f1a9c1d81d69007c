/**
 * What a game tells its players, as typed values: one kind per event, each with the body
 * it carries. A notice is written once, in the transaction that commits the change it
 * tells of (notices table), and every channel (channels/) reads it from there; so the
 * body's shape is decided here, once, not by whoever reads the JSON.
 */
import type { GameOutcome } from '../../../engine/game.ts';

/** Threading of an answer to an emailed reply. */
interface Answering {
  /** The Subject of the reply, for "Re:". */
  readonly subject: string;
  /** The reply's Message-ID, for In-Reply-To. */
  readonly inReplyTo: string;
}

/** Every kind of notice and its body. */
export interface NoticeBodies {
  /** The seat is to move: the game's first turn, or after the opponent's move. */
  'your-move':
    | { readonly first: true }
    | {
        /** The move just played, in notation. */
        readonly notation: string;
        /** Played from the seat's own conditional moves. */
        readonly conditional?: boolean;
      };
  /** The game began, told to the seat that moves second. */
  'game-started': { readonly first: string };
  'game-over': {
    readonly result: GameOutcome;
    /** The move that ended it, when a move did. */
    readonly notation?: string;
    readonly conditional?: boolean;
  };
  'draw-offered': Record<string, never>;
  /**
   * The seat's time runs out at `deadline` (epoch ms): one of its reminders (game/reminders/reminder-rules.ts),
   * due `lead` ms before (absent in notices of older versions).
   */
  'clock-warning': {
    readonly type: 'clock-warning';
    readonly side: string;
    readonly deadline: number;
    readonly lead?: number;
  };
  /**
   * An emailed move or action was played: `move` for a move, `action` for the others
   * ('message' for a reply that carried only a message); `message`, the message the reply
   * carried and that was sent.
   */
  'move-confirmed': Answering & {
    readonly move?: string;
    readonly action?: string;
    readonly message?: string;
    /** The line of the reply the command was read from, as written. */
    readonly read?: string;
  };
  /** An emailed reply could not be acted on. */
  'reply-problem': Answering & {
    readonly problem: string;
    readonly move?: string;
    readonly code?: string;
    readonly legal?: readonly string[];
  };
  'conditional-played': {
    readonly opponentMove: string;
    readonly reply: string | null;
    readonly left: number;
    readonly problem: string | null;
  };
  'takeback-asked': { readonly move: string };
  'takeback-answered': { readonly accepted: boolean; readonly move?: string };
  /** The other seat offers a rematch of the finished game (sides swapped). */
  'rematch-offered': Record<string, never>;
  /** The seat's draw offer was declined (by the other seat's answer, not by a move). */
  'draw-declined': Record<string, never>;
  /** A chat channel was removed (it answered that it is gone, or kept failing). */
  'chat-removed': { readonly channel: string; readonly reason: string };
  /**
   * A message from the seat `side` to the other (game/messages/message-admission.ts). Private to the two
   * seats: no channel of the whole game carries it.
   */
  message: { readonly seq: number; readonly text: string };
}

export type NoticeKind = keyof NoticeBodies;

/** Every kind, for tables that must name each one. */
export const NOTICE_KINDS = [
  'your-move',
  'game-started',
  'game-over',
  'draw-offered',
  'clock-warning',
  'move-confirmed',
  'reply-problem',
  'conditional-played',
  'takeback-asked',
  'takeback-answered',
  'draw-declined',
  'rematch-offered',
  'chat-removed',
  'message',
] as const satisfies readonly NoticeKind[];

/** One notice: its kind, the seat it is about (null: the game), the ply it was written at, its body. */
export type TypedNotice = {
  readonly [K in NoticeKind]: {
    readonly kind: K;
    readonly side: string | null;
    readonly ply: number;
    readonly body: NoticeBodies[K];
  };
}[NoticeKind];

const KNOWN: ReadonlySet<string> = new Set(NOTICE_KINDS);

export const isNoticeKind = (kind: string): kind is NoticeKind => KNOWN.has(kind);

/**
 * A stored notice as a typed value. Only this server writes the table, so the body is
 * trusted to match its kind; a kind this version does not know (written by a newer one,
 * before a rollback) is null, and its deliveries are skipped.
 */
export const readNotice = (row: {
  readonly kind: string;
  readonly side: string | null;
  readonly ply: number;
  readonly body: string;
}): TypedNotice | null =>
  isNoticeKind(row.kind)
    ? ({ kind: row.kind, side: row.side, ply: row.ply, body: JSON.parse(row.body) } as TypedNotice)
    : null;
