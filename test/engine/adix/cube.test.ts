import { describe, expect, test } from 'vitest';
import {
  CAPTAIN,
  START_CAPTAIN,
  START_TEAMMATE,
  beats,
  isValidCube,
  oppositeFace,
  pieceLetters,
  pivotCube,
  tipCube,
  PAPER,
  ROCK,
  SCISSORS,
  SHELTER,
} from '../../../src/engine/adix/index.ts';

const VALID = Array.from({ length: 256 }, (_, code) => code).filter(isValidCube);
const reachable = (from: number): Set<number> => {
  const seen = new Set([from]);
  const queue = [from];
  while (queue.length) {
    const code = queue.pop()!;
    for (const next of [0, 1, 2, 3]
      .map((dir) => tipCube(code, dir))
      .concat([pivotCube(code, true), pivotCube(code, false)]))
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
  }
  return seen;
};

describe('cubes', () => {
  test('a captain shows its faces 6 ways, a teammate 12, on either side', () => {
    expect(VALID.filter((code) => code & CAPTAIN)).toHaveLength(2 * 6);
    expect(VALID.filter((code) => !(code & CAPTAIN))).toHaveLength(2 * 12);
    expect(VALID).not.toContain(0);
  });

  test('every valid orientation is reached from the start by tips and pivots, and nothing else', () => {
    expect([...reachable(START_CAPTAIN)].sort()).toEqual(VALID.filter((code) => code < 128 && code & CAPTAIN).sort());
    expect([...reachable(START_TEAMMATE)].sort()).toEqual(
      VALID.filter((code) => code < 128 && !(code & CAPTAIN)).sort(),
    );
  });

  test.each(VALID.map((code) => [pieceLetters(code), code] as const))(
    '%s: rolls and turns undo and repeat as a cube does',
    (_letters, code) => {
      for (let dir = 0; dir < 4; dir++) {
        let rolled = code;
        for (let i = 0; i < 4; i++) rolled = tipCube(rolled, dir);
        expect(rolled).toBe(code);
        expect(tipCube(tipCube(code, dir), dir ^ 1)).toBe(code);
      }
      expect(pivotCube(pivotCube(code, true), false)).toBe(code);
      let turned = code;
      for (let i = 0; i < 4; i++) turned = pivotCube(turned, true);
      expect(turned).toBe(code);
    },
  );

  test('opposite faces: alike on a captain, rock against shelter on a teammate', () => {
    expect([ROCK, PAPER, SCISSORS].map((face) => oppositeFace(face, true))).toEqual([ROCK, PAPER, SCISSORS]);
    expect([ROCK, PAPER, SCISSORS, SHELTER].map((face) => oppositeFace(face, false))).toEqual([
      SHELTER,
      PAPER,
      SCISSORS,
      ROCK,
    ]);
  });

  test('rock beats scissors, scissors beat paper, paper beats rock; nothing beats a shelter', () => {
    const wins = [ROCK, PAPER, SCISSORS, SHELTER].flatMap((a) =>
      [ROCK, PAPER, SCISSORS, SHELTER].filter((d) => beats(a, d)).map((d) => `${a}>${d}`),
    );
    expect(wins.sort()).toEqual([`${ROCK}>${SCISSORS}`, `${PAPER}>${ROCK}`, `${SCISSORS}>${PAPER}`].sort());
  });
});
