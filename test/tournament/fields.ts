/** Random fields of entrants for the tournament tests: ids e0…, ratings with ties. */
import fc from 'fast-check';
import type { Entrant } from '../../src/tournament/types.ts';

/** `count` entrants, listed in a random order, some sharing a rating. */
export const fieldOf = (count: number): fc.Arbitrary<Entrant[]> =>
  fc
    .array(fc.integer({ min: 1400, max: 1420 }), { minLength: count, maxLength: count })
    .map((ratings) => ratings.map((rating, i) => ({ id: `e${i}`, rating })))
    .chain((entrants) => fc.shuffledSubarray(entrants, { minLength: count, maxLength: count }));

export const field = (min: number, max: number): fc.Arbitrary<Entrant[]> => fc.integer({ min, max }).chain(fieldOf);

/** A field in seeding order already: e1 the highest rated. */
export const ranked = (count: number): Entrant[] =>
  Array.from({ length: count }, (_, i) => ({ id: `e${i + 1}`, rating: 2000 - i }));
