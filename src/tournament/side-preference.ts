/**
 * Which side an entrant should have next, and how strongly, from the sides of their
 * games so far (after the FIDE Dutch system's colour preferences, with "side" for
 * "colour"). The side difference is games moving first minus games moving second.
 *
 * - absolute: the difference is 2 or more either way, or the last two games were on
 *   the same side: the other side is needed, so the difference stays within ±2 and
 *   nobody plays a third game in a row on one side;
 * - strong: the difference is ±1: the side that evens it;
 * - mild: the difference is 0: the side not played last;
 * - none: no games yet.
 */
import { type Side, otherSide } from './types.ts';

export const STRENGTHS = ['none', 'mild', 'strong', 'absolute'] as const;
export type Strength = (typeof STRENGTHS)[number];

export interface SidePreference {
  readonly side: Side | null;
  readonly strength: Strength;
}

/** Games moving first minus games moving second. */
export const sideDifference = (sides: readonly Side[]): number =>
  sides.reduce((sum, side) => sum + (side === 'first' ? 1 : -1), 0);

export const preferenceOf = (sides: readonly Side[]): SidePreference => {
  const last = sides.at(-1);
  if (last === undefined) return { side: null, strength: 'none' };
  const difference = sideDifference(sides);
  if (difference >= 2) return { side: 'second', strength: 'absolute' };
  if (difference <= -2) return { side: 'first', strength: 'absolute' };
  if (sides.at(-2) === last) return { side: otherSide(last), strength: 'absolute' };
  if (difference === 1) return { side: 'second', strength: 'strong' };
  if (difference === -1) return { side: 'first', strength: 'strong' };
  return { side: otherSide(last), strength: 'mild' };
};

export const strengthRank = (strength: Strength): number => STRENGTHS.indexOf(strength);

/** Both want the same side, so one of them will not get it. */
export const preferencesClash = (a: SidePreference, b: SidePreference): boolean => a.side !== null && a.side === b.side;

/**
 * The side the higher-ranked entrant of a pair takes (the other takes the other side):
 * 1. both preferences granted when they differ, or the only one there is;
 * 2. when both want the same side, the stronger preference; between two absolute
 *    ones, the larger side difference;
 * 3. then the sides are swapped from the latest game (counting back from each one's
 *    last game) in which the two had different sides;
 * 4. then the higher-ranked entrant's preference;
 * 5. when neither has a preference (no games yet), the higher-ranked entrant moves
 *    first on odd-numbered boards and second on even-numbered ones.
 */
export const higherRankedSide = (higher: readonly Side[], lower: readonly Side[], board: number): Side => {
  const h = preferenceOf(higher);
  const l = preferenceOf(lower);
  if (h.side === null && l.side === null) return board % 2 === 1 ? 'first' : 'second';
  if (l.side === null) return h.side!;
  if (h.side === null || h.side !== l.side) return h.side ?? otherSide(l.side);
  const strengths = strengthRank(h.strength) - strengthRank(l.strength);
  if (strengths !== 0) return strengths > 0 ? h.side : otherSide(h.side);
  if (h.strength === 'absolute') {
    const wider = Math.abs(sideDifference(higher)) - Math.abs(sideDifference(lower));
    if (wider !== 0) return wider > 0 ? h.side : otherSide(h.side);
  }
  for (let back = 1; back <= Math.min(higher.length, lower.length); back++) {
    const mine = higher.at(-back)!;
    if (mine !== lower.at(-back)) return otherSide(mine);
  }
  return h.side;
};
