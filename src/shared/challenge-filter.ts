/**
 * Which open challenges a reader asks to see on /play and from GET /api/challenges: one
 * game, or one game's variant, rated or casual, one time control. The server reads the
 * query into this (src/worker/lobby/challenge-filter.ts); the page's script keeps to it
 * when it draws a challenge announced live.
 */

export interface ChallengeFilter {
  readonly game: string | null;
  readonly variant: string | null;
  readonly rated: boolean | null;
  /** 'none': no clock; a number: that many days a move (a bank's increment counts as its days); null: any. */
  readonly clock: 'none' | number | null;
}

/** What of a challenge a filter looks at. */
interface Filtered {
  readonly game: string;
  readonly variant: string;
  readonly rated: boolean;
  readonly clock: { readonly daysPerMove: number } | null;
}

export const matchesFilter = (challenge: Filtered, filter: ChallengeFilter): boolean =>
  (filter.game === null || challenge.game === filter.game) &&
  (filter.variant === null || challenge.variant === filter.variant) &&
  (filter.rated === null || challenge.rated === filter.rated) &&
  (filter.clock === null ||
    (filter.clock === 'none' ? challenge.clock === null : challenge.clock?.daysPerMove === filter.clock));

/** The filter as query words again, for links to further pages (empty words left out). */
export const filterQuery = (filter: ChallengeFilter): Record<string, string> => ({
  ...(filter.game ? { game: filter.variant ? `${filter.game}/${filter.variant}` : filter.game } : {}),
  ...(filter.rated === null ? {} : { rated: filter.rated ? 'rated' : 'casual' }),
  ...(filter.clock === null ? {} : { clock: String(filter.clock) }),
});
