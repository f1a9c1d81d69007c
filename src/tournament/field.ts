/**
 * Checking a field of entrants before anything is paired: enough of them, each id
 * present once, each rating a number. Returns the field in seeding order.
 */
import { type Result, ok } from '../engine/result.ts';
import { type Entrant, MIN_ENTRANTS, type TournamentError, seeded, tournamentFailure } from './types.ts';

export const checkField = (entrants: readonly Entrant[]): Result<Entrant[], TournamentError> => {
  if (entrants.length < MIN_ENTRANTS)
    return tournamentFailure(
      'ERR_TOO_FEW_ENTRANTS',
      `A tournament needs at least ${MIN_ENTRANTS} entrants; it has ${entrants.length}. Wait for more to enter.`,
    );
  const seen = new Set<string>();
  for (const entrant of entrants) {
    if (entrant.id.length === 0)
      return tournamentFailure('ERR_ENTRANT_ID', 'An entrant has an empty id; give every entrant an id.');
    if (!Number.isFinite(entrant.rating))
      return tournamentFailure(
        'ERR_RATING',
        `Entrant ${entrant.id} has the rating ${entrant.rating}; a rating must be a finite number.`,
      );
    if (seen.has(entrant.id))
      return tournamentFailure(
        'ERR_DUPLICATE_ENTRANT',
        `Entrant ${entrant.id} is listed twice; list each entrant once.`,
      );
    seen.add(entrant.id);
  }
  return ok(seeded(entrants));
};
