import { describe, expect, it } from 'vitest';
import { ForcedWinProver, proveWinningLine, winningFirstMoves } from '../../src/ai/forced-win.ts';
import type { Game } from '../../src/engine/game.ts';
import { GAME_ENGINES } from '../../src/engine/games.ts';
import { checkTry, startOf, type LessonPlace } from '../../src/learn/check.ts';
import { puzzleLesson, puzzlePath } from '../../src/learn/puzzle.ts';
import { PUZZLES } from '../../src/learn/puzzle-sets.ts';
import { whyNotTheAnswer } from '../../src/web/learn/why-not.ts';

const cases = Object.entries(PUZZLES).flatMap(([id, puzzles]) =>
  puzzles.map((puzzle) => ({ name: puzzle.id, game: GAME_ENGINES[id as 'adomoc' | 'adix'] as Game, puzzle })),
);

const positionOf = (game: Game, text: string): unknown => {
  const parsed = game.parsePosition(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

describe('puzzles', () => {
  it('are at least 30 per game, easiest first, in the shared format', () => {
    for (const [id, puzzles] of Object.entries(PUZZLES)) {
      expect(puzzles.length).toBeGreaterThanOrEqual(30);
      const ids = puzzles.map((puzzle) => puzzle.id);
      expect(new Set(ids).size).toBe(ids.length);
      const lengths = puzzles.map((puzzle) => puzzle.solution.length);
      expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
      // Rising difficulty: from wins in 1 to longer ones, at least ten of each of the first two lengths.
      expect(lengths.filter((length) => length === 1).length).toBeGreaterThanOrEqual(10);
      expect(lengths.filter((length) => length === 3).length).toBeGreaterThanOrEqual(10);
      expect(lengths.every((length) => length <= 5)).toBe(true);
      for (const puzzle of puzzles) {
        const keys =
          id === 'adomoc'
            ? ['goal', 'id', 'position', 'solution', 'title', 'variant']
            : ['goal', 'id', 'position', 'solution', 'title'];
        expect(Object.keys(puzzle).sort()).toEqual(keys);
        expect(puzzle.id).toMatch(new RegExp(`^${id}-[1-3]-[0-9a-f]{6}$`));
        expect(puzzle.goal).toBe('win');
        expect(puzzle.title).toMatch(new RegExp(` ${(puzzle.solution.length + 1) / 2}$`));
      }
    }
  });

  it.each(cases)('$name: plays on the lesson page’s checker, the defence answering each move', ({ game, puzzle }) => {
    const lesson = puzzleLesson(game, puzzle);
    let place: LessonPlace = startOf(lesson);
    for (let ply = 0; ply < puzzle.solution.length; ply += 2) {
      const verdict = checkTry(game, lesson, place, puzzle.solution[ply]!);
      expect(verdict.kind).toBe('right');
      if (verdict.kind !== 'right') return;
      expect(verdict.reply?.notation).toBe(puzzle.solution[ply + 1]);
      place = { position: verdict.position, step: verdict.step };
    }
    expect(place.step).toBe(lesson.steps.length);
    expect(checkTry(game, lesson, place, puzzle.solution[0]!).kind).toBe('illegal');
  });
});

describe('proving a forced win', () => {
  it('finds every first move that wins, and no other', () => {
    // Light's prime sun may enter the centre now; nothing else wins in one.
    const adomoc = GAME_ENGINES.adomoc as Game;
    const position = positionOf(adomoc, '10/7m2/10/10/10/2S^7/10/F^3M^5 - l - 1');
    expect(winningFirstMoves(adomoc, 'standard', position, 1)).toEqual(['S^c6*']);
    expect(adomoc.legalMoves(position, 'standard').length).toBeGreaterThan(10);
  });

  it('refuses a line whose first move is not the only win, or that does not end in one', () => {
    const adix = GAME_ENGINES.adix as Game;
    // Two rocks see the black scissors captain: either capture wins.
    const position = positionOf(adix, '4*cfp4/9/9/9/PFC8/9/9/4PFC4/4*FPC4 w -,- 0 1');
    expect(winningFirstMoves(adix, 'standard', position, 1).sort()).toEqual(['Pa5X*Ce9#', 'Pe2X*Ce9#'].sort());
    expect(proveWinningLine(adix, 'standard', position, ['Pe2X*Ce9#'])).toMatchObject({ ok: false });
    expect(proveWinningLine(adix, 'standard', position, ['Pe2-e3'])).toMatchObject({ ok: false });
  });

  it('refuses a line with a quicker win than its length', () => {
    // Win in 1 is there, so no three-ply line from here is a "win in 2".
    const adomoc = GAME_ENGINES.adomoc as Game;
    const position = positionOf(adomoc, '10/7m2/10/10/10/2S^7/10/F^3M^5 - l - 1');
    const prover = new ForcedWinProver(adomoc, 'standard');
    expect(prover.winsWithin(position, 1)).toBe(true);
    expect(proveWinningLine(adomoc, 'standard', position, ['F^a8b8', 'mh2g1', 'S^c6*'])).toMatchObject({ ok: false });
  });
});

describe('a wrong try in a puzzle', () => {
  it.each(cases.filter(({ puzzle }) => puzzle.solution.length > 1).slice(0, 4))(
    '$name: a legal move other than the answer is refuted by a defence the search finds',
    ({ game, puzzle }) => {
      const lesson = puzzleLesson(game, puzzle);
      const start = positionOf(game, puzzle.position);
      const wrong = game
        .legalMoves(start, lesson.variant)
        .map((move) => game.makeMove(start, move))
        .find((notation) => notation !== puzzle.solution[0])!;
      const verdict = checkTry(game, lesson, startOf(lesson), wrong);
      expect(verdict.kind).toBe('wrong');
      const why = whyNotTheAnswer(game, lesson, startOf(lesson), wrong);
      const other = game.sides.find((side) => side.id !== game.toMove(start))!.name;
      expect(why.startsWith(`${other} answers `) || why.startsWith('It ends the game')).toBe(true);
    },
  );

  it('on the last move, says the try does not end the game', () => {
    const [adomoc] = cases;
    const lesson = puzzleLesson(adomoc!.game, adomoc!.puzzle);
    const start = positionOf(adomoc!.game, adomoc!.puzzle.position);
    const wrong = adomoc!.game
      .legalMoves(start, lesson.variant)
      .map((move) => adomoc!.game.makeMove(start, move))
      .find((notation) => notation !== adomoc!.puzzle.solution[0])!;
    expect(whyNotTheAnswer(adomoc!.game, lesson, startOf(lesson), wrong)).toMatch(/does not win at once/);
  });
});

describe('puzzles in the list', () => {
  it('each have a title of their own, and the last step says what the winning move did', () => {
    for (const [id, puzzles] of Object.entries(PUZZLES)) {
      const path = puzzlePath(GAME_ENGINES[id as 'adomoc' | 'adix'] as Game, puzzles);
      const titles = path.lessons.map((lesson) => lesson.title);
      expect(new Set(titles).size).toBe(titles.length);
      // The page adds "Puzzle solved." after the last step's words: they must not say it first.
      for (const lesson of path.lessons) expect(lesson.steps.at(-1)!.explain).not.toMatch(/^Solved/);
    }
  });
});
