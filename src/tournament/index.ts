/**
 * Correspondence tournaments, pure: round robins by the Berger tables, Swiss pairing by
 * one ordered list of criteria, and standings with tie-breaks (docs/tournaments.md).
 * Every pairing is an ordinary game; the server keeps the rounds and asks these for the
 * next round and the table.
 */
export { type Cycles, roundRobin } from './round-robin.ts';
export { type SwissRequest, pairSwiss } from './swiss.ts';
export { SWISS_CRITERIA } from './swiss-criteria.ts';
export {
  type Standing,
  type StandingsRequest,
  TIE_BREAK_ORDER,
  type TieBreak,
  standings,
} from './standings.ts';
export * from './types.ts';
