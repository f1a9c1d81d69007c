/**
 * What the lobby's live socket says (docs/api.md, "Challenges"): each change to the open
 * challenges, carried whole, so a page on /play patches its list instead of reading it
 * again. Changes made within a short window go out together as one message.
 *
 * A challenge named for one player is theirs and its poster's alone, and anyone may
 * listen, so its changes are announced only as `named`, with the listen tags of its two
 * players (opaque, per player, src/worker/lobby/listen-tags.ts): the two pages that carry
 * one of those tags read the list again with their own sign-in; every other page does
 * nothing.
 */
import type { ChallengeView } from './challenge-words.ts';

export type LobbyChange =
  /** A challenge anyone may take was posted; `by` is its poster's listen tag (a page hides it from a player kept apart). */
  | { readonly type: 'added'; readonly challenge: ChallengeView; readonly by: string }
  /** An open challenge left the list: withdrawn, expired, or taken (`game` set: the game it began). */
  | { readonly type: 'removed'; readonly id: string; readonly game?: string }
  /** A named challenge changed: only the pages of these two players need to know. */
  | { readonly type: 'named'; readonly tags: readonly string[] };

/** One message on the socket: the changes of one short window, in the order they were made. */
export interface LobbyMessage {
  readonly type: 'changes';
  readonly changes: readonly LobbyChange[];
}
