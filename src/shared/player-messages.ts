/**
 * Messages between the two seats of a game (docs/api.md, "Messages"): the wire format
 * and the limits both the server and the browser read.
 */

/** A message is plain text of at most this many characters (Unicode code points). */
export const MESSAGE_MAX_CHARS = 500;

/** A game keeps at most this many messages, both seats together. */
export const MESSAGES_PER_GAME = 2_000;

export interface MessageView {
  /** Rises with each message of the game. */
  readonly seq: number;
  /** The seat that wrote it. */
  readonly side: string;
  readonly text: string;
  /** ISO time it was sent. */
  readonly sent: string;
}

export interface MessagesView {
  readonly messages: readonly MessageView[];
  /** When older messages remain before these (a read of the latest): the number to read before (`?before=`); else null. */
  readonly older: number | null;
  /** How many more the game takes. */
  readonly left: number;
  /** Whether this seat has muted the other's messages in this game (they are left out until it unmutes). */
  readonly muted: boolean;
}

/** The length the limit counts: code points, so an emoji is one character as a person sees it. */
export const messageLength = (text: string): number => Array.from(text).length;
