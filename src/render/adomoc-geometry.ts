/**
 * Where things stand on the round Adomoc board. Cycles are circles around the centre,
 * cycle 1 the largest; columns a–j are rays, lettered counter-clockwise, with Light's
 * prime column c at the bottom (Dark's h there when the board is flipped). The gap
 * between cycles widens a little outwards, where there is more room round each ring, so
 * the pieces grow towards the edge and the spirals curve smoothly.
 */
import { num, polar } from './svg.ts';

export const ADOMOC_SIZE = 1000;
export const MIDDLE = ADOMOC_SIZE / 2;

const INNERMOST_RADIUS = 104;
const OUTERMOST_RADIUS = 416;
/** How much wider each gap is than the one inside it, as a share of the innermost gap. */
const WIDENING = 0.05;
const FIRST_GAP = (OUTERMOST_RADIUS - INNERMOST_RADIUS) / (7 + WIDENING * 21);

/** The board's edge and the radius the column letters sit on. */
export const RIM_RADIUS = OUTERMOST_RADIUS + 30;
export const COLUMN_LABEL_RADIUS = RIM_RADIUS + 26;
export const CENTRE_RADIUS = 50;

/** Steps outwards from cycle 8; fractional for points between cycles. */
const stepsOut = (cycle: number): number => 8 - cycle;

/** The radius of a cycle, 1 (outer) to 8 (inner); fractional cycles lie between. */
export const cycleRadius = (cycle: number): number => {
  const v = stepsOut(cycle);
  return INNERMOST_RADIUS + FIRST_GAP * (v + (WIDENING * v * (v - 1)) / 2);
};

/** How fast the radius changes per cycle (negative: it shrinks inwards). */
const radiusSlope = (cycle: number): number => -FIRST_GAP * (1 + (WIDENING * (2 * stepsOut(cycle) - 1)) / 2);

/** The gap between a cycle and the next one in (cycle 8 takes cycle 7's), which sizes the pieces on it. */
const gapInside = (cycle: number): number =>
  cycle >= 8 ? cycleRadius(7) - cycleRadius(8) : cycleRadius(cycle) - cycleRadius(cycle + 1);

/** The radius of a piece on a cycle: nearly half the gap, so neighbours along a column never touch. */
export const pieceRadius = (cycle: number): number => 0.45 * gapInside(cycle);

/** The angle of a column (0 = a … 9 = j, fractional between), in degrees counter-clockwise from east. */
export const columnAngle = (column: number, flipped: boolean): number => 270 + (column - 2) * 36 + (flipped ? 180 : 0);

export const spacePoint = (column: number, cycle: number, flipped: boolean): { x: number; y: number } =>
  polar(MIDDLE, MIDDLE, cycleRadius(cycle), columnAngle(column, flipped));

/**
 * A spiral from column `startColumn` on cycle 1 to cycle 8, turning one column per cycle
 * (`turn` +1 counter-clockwise, -1 clockwise), as cubic Bézier pieces that follow the
 * exact curve through each space.
 */
export const spiralPath = (startColumn: number, turn: 1 | -1, flipped: boolean): string => {
  const angularSpeed = (turn * 36 * Math.PI) / 180;
  const at = (cycle: number) => {
    const degrees = columnAngle(startColumn + turn * (cycle - 1), flipped);
    const radians = (degrees * Math.PI) / 180;
    const r = cycleRadius(cycle);
    const dr = radiusSlope(cycle);
    const point = { x: MIDDLE + r * Math.cos(radians), y: MIDDLE - r * Math.sin(radians) };
    const velocity = {
      x: dr * Math.cos(radians) - r * angularSpeed * Math.sin(radians),
      y: -(dr * Math.sin(radians) + r * angularSpeed * Math.cos(radians)),
    };
    return { point, velocity };
  };
  const start = at(1);
  let d = `M${num(start.point.x)} ${num(start.point.y)}`;
  for (let cycle = 1; cycle < 8; cycle++) {
    const from = at(cycle);
    const to = at(cycle + 1);
    d += `C${num(from.point.x + from.velocity.x / 3)} ${num(from.point.y + from.velocity.y / 3)} ${num(to.point.x - to.velocity.x / 3)} ${num(to.point.y - to.velocity.y / 3)} ${num(to.point.x)} ${num(to.point.y)}`;
  }
  return d;
};

/** An annulus sector: between two radii, from one angle to another counter-clockwise. */
export const ringSector = (inner: number, outer: number, fromDegrees: number, toDegrees: number): string => {
  const a = polar(MIDDLE, MIDDLE, outer, fromDegrees);
  const b = polar(MIDDLE, MIDDLE, outer, toDegrees);
  const c = polar(MIDDLE, MIDDLE, inner, toDegrees);
  const d = polar(MIDDLE, MIDDLE, inner, fromDegrees);
  const large = toDegrees - fromDegrees > 180 ? 1 : 0;
  // Counter-clockwise on screen is a negative sweep, since y points down.
  return [
    `M${num(a.x)} ${num(a.y)}`,
    `A${num(outer)} ${num(outer)} 0 ${large} 0 ${num(b.x)} ${num(b.y)}`,
    `L${num(c.x)} ${num(c.y)}`,
    `A${num(inner)} ${num(inner)} 0 ${large} 1 ${num(d.x)} ${num(d.y)}Z`,
  ].join('');
};
