/**
 * A lesson as data: a small position set up for one idea, and the moves the learner is
 * asked to make in it. Positions and moves are written in the game's own notations, so
 * the engine reads them like any other (src/learn/check.ts judges every try), and the
 * unit tests play every lesson through.
 */
import type { Game } from '../engine/game.ts';
import type { GameId } from '../engine/game-id.ts';

export interface LessonStep {
  /** What the learner is asked to do, in one or two sentences. */
  readonly ask: string;
  /** The moves that answer it, in strict notation. */
  readonly answers: readonly string[];
  /** What the right move did and why it matters, said once it is played. */
  readonly explain: string;
  /** Why a legal move is not the answer, for any legal move without its own hint. */
  readonly hint: string;
  /** Hints for particular legal moves a learner is likely to try, by strict notation. */
  readonly hints?: Readonly<Record<string, string>>;
  /** The other side's answer, in strict notation, played after a right move and before the next step. */
  readonly reply?: string;
}

export interface Lesson {
  /** Short and stable: progress is kept by it, and it is the lesson's address. */
  readonly id: string;
  readonly title: string;
  /** The idea, in a few short paragraphs, shown above the board. */
  readonly intro: readonly string[];
  readonly variant: string;
  /** The position the lesson starts from, in the game's position notation. */
  readonly position: string;
  readonly steps: readonly LessonStep[];
}

export interface LessonPath {
  readonly game: GameId;
  /** The game's name as players read it. */
  readonly name: string;
  /** One sentence on what the path teaches. */
  readonly summary: string;
  readonly lessons: readonly Lesson[];
}

/** The lesson with this id in a path, with its place, or null. */
export const findLesson = (path: LessonPath, id: string): { lesson: Lesson; index: number } | null => {
  const index = path.lessons.findIndex((lesson) => lesson.id === id);
  return index < 0 ? null : { lesson: path.lessons[index]!, index };
};

/**
 * Whether a puzzle's board is seen from the second side: the side that solves it is the
 * side to move at its start, and the board is drawn from the solver's side, as the game
 * page draws it from the seat's. Lessons keep the first side's view (their words say
 * where things are as drawn).
 */
export const seenFromSecondSide = (
  game: Pick<Game<unknown, unknown>, 'parsePosition' | 'toMove' | 'sides'>,
  position: string,
): boolean => {
  const parsed = game.parsePosition(position);
  return parsed.ok && game.toMove(parsed.value) === game.sides[1]?.id;
};
