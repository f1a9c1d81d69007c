/** An ADIX lesson or puzzle: its engine, board, lessons and puzzles only. */
import { adixGame } from '../../engine/adix/game.ts';
import { ADIX_PATH } from '../../learn/adix-lessons.ts';
import { puzzlePath, type Puzzle } from '../../learn/puzzle.ts';
import puzzles from '../../learn/puzzles/adix.json' with { type: 'json' };
import { adixBoard } from '../games/adix.ts';
import { startLessonPage } from '../learn/lesson-page.ts';
import { whyNotTheAnswer } from '../learn/why-not.ts';

startLessonPage(adixBoard, {
  lesson: ADIX_PATH,
  puzzle: () => puzzlePath(adixGame, puzzles as Puzzle[]),
  whyNot: (lesson, place, notation) => whyNotTheAnswer(adixGame, lesson, place, notation),
});
