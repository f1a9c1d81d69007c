/**
 * /play's list patched by the lobby's live changes (shared/lobby-changes.ts), with no read
 * of the server: a challenge added is drawn where the server would list it (the reader's
 * own first, then newest first), one removed leaves. Only a change to a challenge named
 * for this reader asks for a read, since its content is not sent to every listener.
 */
import type { ChallengeView } from '../../shared/challenge-words.ts';
import { matchesFilter, type ChallengeFilter } from '../../shared/challenge-filter.ts';
import type { LobbyChange } from '../../shared/lobby-changes.ts';

/** What the page knows of its reader and of the list it shows. */
export interface ListReader {
  /** The reader's player name; null for a visitor. */
  readonly you: string | null;
  /** The reader's listen tag (src/worker/lobby/listen-tags.ts); null for a visitor. */
  readonly tag: string | null;
  /** The tags of players kept apart from the reader by a block: their challenges are not drawn. */
  readonly apart: ReadonlySet<string>;
  readonly filter: ChallengeFilter;
  /** A later page (a cursor's): what is added belongs to the first, and is not drawn here. */
  readonly paged: boolean;
}

export interface Patched {
  readonly challenges: readonly ChallengeView[];
  /** A change named this reader: the page reads its list again with its own sign-in. */
  readonly reread: boolean;
}

const added = (challenges: readonly ChallengeView[], challenge: ChallengeView, you: string | null): ChallengeView[] => {
  const rest = challenges.filter((held) => held.id !== challenge.id);
  const mine = (held: ChallengeView) => you !== null && held.by.name === you;
  // The newest of all: first among the reader's own, or first after them.
  const at = mine(challenge) ? 0 : rest.findIndex((held) => !mine(held));
  return at < 0 ? [...rest, challenge] : [...rest.slice(0, at), challenge, ...rest.slice(at)];
};

export const patchList = (
  challenges: readonly ChallengeView[],
  changes: readonly LobbyChange[],
  reader: ListReader,
): Patched => {
  let list = challenges;
  let reread = false;
  for (const change of changes) {
    if (change.type === 'removed') list = list.filter((held) => held.id !== change.id);
    else if (change.type === 'named') reread ||= reader.tag !== null && change.tags.includes(reader.tag);
    else if (!reader.paged && !reader.apart.has(change.by) && matchesFilter(change.challenge, reader.filter))
      list = added(list, change.challenge, reader.you);
  }
  return { challenges: list, reread };
};
