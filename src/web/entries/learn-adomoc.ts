/** An Adomoc lesson or puzzle: its engine, board, lessons and puzzles only. */
import { adomocGame } from '../../engine/adomoc/game.ts';
import { ADOMOC_PATH } from '../../learn/adomoc-lessons.ts';
import { puzzlePath, type Puzzle } from '../../learn/puzzle.ts';
import puzzles from '../../learn/puzzles/adomoc.json' with { type: 'json' };
import { adomocBoard } from '../games/adomoc.ts';
import { startLessonPage } from '../learn/lesson-page.ts';
import { whyNotTheAnswer } from '../learn/why-not.ts';

startLessonPage(adomocBoard, {
  lesson: ADOMOC_PATH,
  puzzle: () => puzzlePath(adomocGame, puzzles as Puzzle[]),
  whyNot: (lesson, place, notation) => whyNotTheAnswer(adomocGame, lesson, place, notation),
});
