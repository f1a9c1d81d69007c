/** An ADIX lesson: its engine, board and lessons only. */
import { ADIX_PATH } from '../../learn/adix-lessons.ts';
import { adixBoard } from '../games/adix.ts';
import { startLessonPage } from '../learn/lesson-page.ts';

startLessonPage(adixBoard, ADIX_PATH);
