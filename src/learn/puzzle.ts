/**
 * Puzzles as data (src/learn/puzzles/<game>.json, one array per game, checked by search in
 * the tests) and as lessons: the solver's moves are a lesson's answers and the defence its
 * replies, so the same page and checker play them.
 */
import type { Game } from '../engine/game.ts';
import type { Lesson, LessonPath } from './lesson.ts';

export interface Puzzle {
  readonly id: string;
  readonly title: string;
  /** Adomoc's variant; ADIX has one. */
  readonly variant?: string;
  readonly position: string;
  /** The main line, both sides' moves in strict notation, the solver's first and last. */
  readonly solution: readonly string[];
  readonly goal: 'win';
}

export const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

/** A puzzle as a lesson: one step per move of the solver, the defence played in between. */
export const puzzleLesson = <P, M>(game: Game<P, M>, puzzle: Puzzle): Lesson => {
  const parsed = game.parsePosition(puzzle.position);
  if (!parsed.ok) throw new Error(`puzzle ${puzzle.id}: ${parsed.error.message}`);
  const solver = game.toMove(parsed.value);
  const [mine, theirs] = game.sides[0].id === solver ? game.sides : [game.sides[1], game.sides[0]];
  const moves = (puzzle.solution.length + 1) / 2;
  const steps = Array.from({ length: moves }, (_, index) => {
    const left = moves - index;
    const answer = puzzle.solution[2 * index]!;
    const reply = puzzle.solution[2 * index + 1];
    return {
      ask:
        index === 0
          ? moves === 1
            ? `${mine.name} to move: win at once.`
            : `${mine.name} to move: win in ${plural(left, 'move')}, whatever ${theirs.name} answers.`
          : `Your move: win in ${plural(left, 'move')}.`,
      answers: [answer],
      explain:
        left === 1
          ? 'That move wins: the game is over.'
          : `The only move that wins in ${plural(left, 'move')}: ${theirs.name} answers with the best defence.`,
      hint:
        left === 1
          ? 'It does not win at once. Look for the move that ends the game.'
          : `It does not force a win in ${plural(left, 'move')}: ${theirs.name} has a defence. Look for the one move that leaves none.`,
      ...(reply === undefined ? {} : { reply }),
    };
  });
  return {
    id: puzzle.id,
    // The file's titles say the goal; the side to play tells puzzles of one goal apart in the list.
    title: `${puzzle.title}, ${mine.name} to play`,
    intro: [
      moves === 1
        ? `${mine.name} to move and win at once: one move ends the game. You play ${mine.name}; every try is checked by the game’s own rules.`
        : `${mine.name} to move and win in ${plural(moves, 'move')}, whatever ${theirs.name} answers. You play ${mine.name}; the page answers with ${theirs.name}’s best defence. Every try is checked against every defence by an exhaustive search.`,
    ],
    variant: puzzle.variant ?? game.defaultVariant,
    position: puzzle.position,
    steps,
  };
};

/**
 * Lessons whose titles repeat ("Centre in 1, Dark to play", six times) numbered in turn
 * ("…, no. 2"), so each is told apart in the list and by a screen reader's list of links.
 */
const numberedTitles = (lessons: readonly Lesson[]): Lesson[] => {
  const count = new Map<string, number>();
  for (const lesson of lessons) count.set(lesson.title, (count.get(lesson.title) ?? 0) + 1);
  const seen = new Map<string, number>();
  return lessons.map((lesson) => {
    if ((count.get(lesson.title) ?? 0) < 2) return lesson;
    const number = (seen.get(lesson.title) ?? 0) + 1;
    seen.set(lesson.title, number);
    return { ...lesson, title: `${lesson.title}, no. ${number}` };
  });
};

/** A game's puzzles as a path of lessons, easiest first. */
export const puzzlePath = <P, M>(game: Game<P, M>, puzzles: readonly Puzzle[]): LessonPath => ({
  game: game.id,
  name: game.name,
  summary: `${puzzles.length} puzzles of rising difficulty, each a forced win proved by search.`,
  lessons: numberedTitles(puzzles.map((puzzle) => puzzleLesson(game, puzzle))),
});
