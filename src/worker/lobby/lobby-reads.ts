/**
 * A page of the open challenges (GET /api/challenges and /play): each shard is asked for
 * its part at once, from the same cursor, and the parts are merged newest first. A page
 * costs one call to each of the LOBBY_SHARDS objects and a walk of `limit` in each, at any
 * size of the site or depth in the list. The reader's own challenges, all in the shard of
 * their player (lobby-shards.ts), head the first page.
 */
import { decodeCursor, encodeCursor } from '../db/page-cursor.ts';
import { unwrap } from '../http/errors.ts';
import type { Env } from '../platform/env.ts';
import type { Challenge } from './challenge.ts';
import type { ChallengeFilter } from '../../shared/challenge-filter.ts';
import type { ListKey } from './lobby.ts';
import { everyLobby, shardOfPlayer } from './lobby-shards.ts';

/** A page of the list: 50 on /play, and by default in the API. */
export const CHALLENGE_PAGE = 50;
export const CHALLENGE_PAGE_MAX = 100;

/** The list's order, as its cursors carry it: the time a challenge was posted, then its id. */
export const CHALLENGE_ORDER = ['number', 'string'] as const;

export interface ChallengePage {
  /** The reader's own first (first page only), then the others newest first. */
  readonly challenges: readonly Challenge[];
  /** The cursor of the next page, older challenges; null when none is left. */
  readonly next: string | null;
}

export interface PageAsk {
  readonly reader: string | null;
  readonly apart: readonly string[];
  readonly filter: ChallengeFilter;
  /** A `next` cursor from an earlier page, unread (refused with ERR_CURSOR when it is not one). */
  readonly cursor: string | null;
  readonly limit: number;
  readonly now: number;
}

const newestFirst = (a: Challenge, b: Challenge): number =>
  b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

export const readChallengePage = async (env: Pick<Env, 'LOBBY'>, ask: PageAsk): Promise<ChallengePage> => {
  const after =
    ask.cursor === null ? null : (unwrap(decodeCursor(ask.cursor, CHALLENGE_ORDER)).key as unknown as ListKey);
  const readerShard = ask.reader === null ? -1 : shardOfPlayer(ask.reader);
  const parts = await Promise.all(
    everyLobby(env).map((shard, index) =>
      shard.page({
        reader: ask.reader,
        apart: ask.apart,
        filter: ask.filter,
        after,
        // One more than a page: whether another follows.
        limit: ask.limit + 1,
        own: after === null && index === readerShard,
        now: ask.now,
      }),
    ),
  );
  const others = parts.flatMap((part) => part.others).sort(newestFirst);
  const own = parts.flatMap((part) => part.own).sort(newestFirst);
  const shown = others.slice(0, ask.limit);
  const last = shown.at(-1);
  return {
    challenges: [...own, ...shown],
    next: others.length > ask.limit && last ? encodeCursor({ toward: 'on', key: [last.createdAt, last.id] }) : null,
  };
};
