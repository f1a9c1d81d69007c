/** The bounds on what a tournament may be, for the request reader and the create form alike. */

/** A round robin's games all start at once: 16 entrants make 120 games (240 twice through). */
export const ROUND_ROBIN_MAX = 16;
export const SWISS_MAX = 64;
export const SWISS_ROUNDS_MAX = 15;
/** How far ahead a tournament may be set to start. */
export const START_WITHIN_DAYS = 90;
