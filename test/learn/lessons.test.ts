import { describe, expect, it } from 'vitest';
import { GAME_ENGINES } from '../../src/engine/games.ts';
import type { Game } from '../../src/engine/game.ts';
import { checkTry, startOf, type LessonPlace } from '../../src/learn/check.ts';
import { findLesson } from '../../src/learn/lesson.ts';
import { LESSON_PATHS } from '../../src/learn/paths.ts';

const cases = Object.values(LESSON_PATHS).flatMap((path) =>
  path.lessons.map((lesson) => ({ name: `${path.game} ${lesson.id}`, game: GAME_ENGINES[path.game] as Game, lesson })),
);

const legalNotations = (game: Game, position: string, variant: string): string[] => {
  const parsed = game.parsePosition(position);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return game.legalMoves(parsed.value, variant).map((move) => game.makeMove(parsed.value, move));
};

describe('lesson paths', () => {
  it('give every lesson a unique id, a title, an intro and at least one step', () => {
    for (const path of Object.values(LESSON_PATHS)) {
      const ids = path.lessons.map((lesson) => lesson.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const lesson of path.lessons) {
        expect(lesson.id).toMatch(/^[a-z][a-z-]*$/);
        expect(lesson.title.length).toBeGreaterThan(0);
        expect(lesson.intro.length).toBeGreaterThan(0);
        expect(lesson.steps.length).toBeGreaterThan(0);
        expect(findLesson(path, lesson.id)?.lesson).toBe(lesson);
      }
      expect(findLesson(path, 'no-such-lesson')).toBeNull();
    }
  });

  it.each(cases)('$name: the start position parses, in its one spelling, in a known variant', ({ game, lesson }) => {
    const parsed = game.parsePosition(lesson.position);
    expect(parsed.ok, lesson.position).toBe(true);
    if (parsed.ok) expect(game.makePosition(parsed.value)).toBe(lesson.position);
    expect(game.variants.map((variant) => variant.id)).toContain(lesson.variant);
    expect(game.outcome((parsed as { value: unknown }).value, lesson.variant)).toBeNull();
  });

  it.each(cases)(
    '$name: every answer is legal and accepted, and every other legal move gets a hint',
    ({ game, lesson }) => {
      let place: LessonPlace = startOf(lesson);
      for (const [index, step] of lesson.steps.entries()) {
        const legal = legalNotations(game, place.position, lesson.variant);
        for (const answer of step.answers) expect(legal, `${answer} in ${place.position}`).toContain(answer);
        for (const [move, hint] of Object.entries(step.hints ?? {})) {
          expect(legal, `hint for ${move}`).toContain(move);
          expect(step.answers).not.toContain(move);
          expect(checkTry(game, lesson, place, move)).toMatchObject({ kind: 'wrong', notation: move, hint });
        }
        const wrong = legal.filter((move) => !step.answers.includes(move));
        // Every step leaves a wrong way to go, or it would teach nothing.
        expect(wrong.length, `step ${index}`).toBeGreaterThan(0);
        for (const move of wrong) {
          const verdict = checkTry(game, lesson, place, move);
          expect(verdict.kind).toBe('wrong');
          if (verdict.kind === 'wrong') expect(verdict.hint.length).toBeGreaterThan(10);
        }
        let next: LessonPlace | null = null;
        for (const answer of step.answers) {
          const verdict = checkTry(game, lesson, place, answer);
          expect(verdict.kind, answer).toBe('right');
          if (verdict.kind !== 'right') continue;
          expect(verdict.step).toBe(index + 1);
          expect(verdict.move.notation).toBe(answer);
          expect(verdict.reply?.notation).toBe(step.reply);
          // Only the last step may end the game.
          if (index < lesson.steps.length - 1) expect(verdict.outcome).toBeNull();
          next ??= { position: verdict.position, step: verdict.step };
        }
        place = next!;
      }
      expect(place.step).toBe(lesson.steps.length);
      expect(checkTry(game, lesson, place, step0(lesson))).toMatchObject({ kind: 'illegal', code: 'ERR_LESSON_DONE' });
    },
  );
});

const step0 = (lesson: { steps: readonly { answers: readonly string[] }[] }): string => lesson.steps[0]!.answers[0]!;

describe('checking a try', () => {
  const adomoc = GAME_ENGINES.adomoc as Game;
  const adix = GAME_ENGINES.adix as Game;
  const lesson = (game: 'adomoc' | 'adix', id: string) => findLesson(LESSON_PATHS[game], id)!.lesson;

  it('gives the engine’s reason for an illegal try, with its code', () => {
    const primes = lesson('adomoc', 'primes');
    expect(checkTry(adomoc, primes, startOf(primes), 'F^c3c7')).toEqual({
      kind: 'illegal',
      code: 'ERR_TOO_FAR',
      reason: 'primes move at most 3 spaces; c7 is 4 from c3',
    });
    const attraction = lesson('adomoc', 'attraction');
    expect(checkTry(adomoc, attraction, startOf(attraction), 'Fb5b4')).toMatchObject({ code: 'ERR_HELD' });
    const reverse = lesson('adomoc', 'reverse');
    expect(checkTry(adomoc, reverse, startOf(reverse), 'Fc3c6')).toMatchObject({ code: 'ERR_REVERSE' });
    const limit = lesson('adix', 'pivot-limit');
    expect(checkTry(adix, limit, startOf(limit), '*Pe1)')).toMatchObject({ code: 'ERR_PIVOT_LIMIT' });
    expect(checkTry(adix, limit, startOf(limit), 'nonsense')).toMatchObject({ kind: 'illegal', code: 'ERR_SYNTAX' });
  });

  it('reads a try leniently, as a game does, and judges its strict form', () => {
    const primes = lesson('adomoc', 'primes');
    expect(checkTry(adomoc, primes, startOf(primes), 'f^ c3-c6')).toMatchObject({ kind: 'right' });
    expect(checkTry(adomoc, primes, startOf(primes), 'Fc3c5')).toMatchObject({
      kind: 'wrong',
      notation: 'F^c3c5',
      words: 'The light prime foot moved from c3 to c5.',
    });
  });

  it('plays the answer and the reply, says what happened, and moves to the next step', () => {
    const pivoting = lesson('adix', 'pivoting');
    const first = checkTry(adix, pivoting, startOf(pivoting), 'Ce4(');
    expect(first).toMatchObject({
      kind: 'right',
      step: 1,
      move: { notation: 'Ce4(', words: 'The white scissors teammate on e4 pivoted a quarter turn anticlockwise.' },
      reply: { notation: '*Pa9-b8' },
      outcome: null,
    });
    if (first.kind !== 'right') return;
    const second = checkTry(adix, pivoting, { position: first.position, step: first.step }, 'Ce4/e3');
    expect(second).toMatchObject({ kind: 'right', step: 2, reply: null });
    if (second.kind === 'right')
      expect(second.move.words).toBe('The white scissors teammate tipped from e4 to e3 and now shows rock.');
  });

  it('reports a won game in the engine’s words', () => {
    const centring = lesson('adomoc', 'centring');
    const verdict = checkTry(adomoc, centring, startOf(centring), 'S^c6*');
    expect(verdict).toMatchObject({ kind: 'right', outcome: { winner: 'light', reason: 'centred' } });
  });
});
