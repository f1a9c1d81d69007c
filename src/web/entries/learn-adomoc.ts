/** An Adomoc lesson: its engine, board and lessons only. */
import { ADOMOC_PATH } from '../../learn/adomoc-lessons.ts';
import { adomocBoard } from '../games/adomoc.ts';
import { startLessonPage } from '../learn/lesson-page.ts';

startLessonPage(adomocBoard, ADOMOC_PATH);
