/** Every game's path of lessons, by game id: a game without one does not compile. */
import type { GameId } from '../engine/game-id.ts';
import { ADIX_PATH } from './adix-lessons.ts';
import { ADOMOC_PATH } from './adomoc-lessons.ts';
import type { LessonPath } from './lesson.ts';

export const LESSON_PATHS = { adomoc: ADOMOC_PATH, adix: ADIX_PATH } satisfies Record<GameId, LessonPath>;
