/**
 * The pages that teach the games: the lessons (`/learn…`) and the rules reference
 * (`/rules…`). They hold no game state, so browsers and caches may keep them a while;
 * an unknown game or lesson is a real 404 page.
 */
import { Hono } from 'hono';
import { isGameId } from '../../engine/game-id.ts';
import type { Game } from '../../engine/game.ts';
import { GAME_ENGINES } from '../../engine/games.ts';
import { findLesson } from '../../learn/lesson.ts';
import { puzzlePath } from '../../learn/puzzle.ts';
import { PUZZLES } from '../../learn/puzzle-sets.ts';
import { LESSON_PATHS } from '../../learn/paths.ts';
import type { Env } from '../platform/env.ts';
import type { PageSecurityVariables } from '../pages/page-security.ts';
import { learnIndexPage, learnPathPage, lessonPage, puzzlesPlace } from './learn-pages.ts';
import { notFoundPage } from '../pages/not-found-page.ts';
import { accessibilityPage } from './accessibility-page.ts';
import { RULES_REFERENCES, rulesIndexPage, rulesPage } from './rules-pages.ts';
import { pageResponse } from '../pages/page-response.ts';

type App = { Bindings: Env; Variables: PageSecurityVariables };

const CACHE = 'public, max-age=300';

const notFound = (what: string) => pageResponse(notFoundPage(what), { status: 404 });

const NO_PATH = 'There are lessons for Adomoc (/learn/adomoc) and ADIX (/learn/adix) only.';

export const learnRoutes = new Hono<App>()
  .get('/learn', () => pageResponse(learnIndexPage(), { cache: CACHE }))
  .get('/learn/accessibility', () => pageResponse(accessibilityPage(), { cache: CACHE }))
  .get('/learn/:game', (c) => {
    const game = c.req.param('game');
    if (!isGameId(game)) return notFound(NO_PATH);
    return pageResponse(learnPathPage(LESSON_PATHS[game]), { cache: CACHE });
  })
  .get('/learn/:game/puzzles', (c) => {
    const game = c.req.param('game');
    if (!isGameId(game)) return notFound(NO_PATH);
    const path = puzzlePath(GAME_ENGINES[game] as Game, PUZZLES[game]);
    return pageResponse(learnPathPage(path, puzzlesPlace(path)), { cache: CACHE });
  })
  .get('/learn/:game/puzzles/:puzzle', (c) => {
    const game = c.req.param('game');
    if (!isGameId(game)) return notFound(NO_PATH);
    const path = puzzlePath(GAME_ENGINES[game] as Game, PUZZLES[game]);
    const found = findLesson(path, c.req.param('puzzle'));
    if (!found) return notFound(`${path.name} has no puzzle at this address: the list is at /learn/${game}/puzzles.`);
    return pageResponse(lessonPage(path, found.index, puzzlesPlace(path)), { cache: CACHE });
  })
  .get('/learn/:game/:lesson', (c) => {
    const game = c.req.param('game');
    if (!isGameId(game)) return notFound(NO_PATH);
    const path = LESSON_PATHS[game];
    const found = findLesson(path, c.req.param('lesson'));
    if (!found) return notFound(`${path.name} has no lesson at this address: the list is at /learn/${game}.`);
    return pageResponse(lessonPage(path, found.index), { cache: CACHE });
  })
  .get('/rules', () => pageResponse(rulesIndexPage(), { cache: CACHE }))
  .get('/rules/:game', (c) => {
    const game = c.req.param('game');
    if (!isGameId(game)) return notFound('There are rules for Adomoc (/rules/adomoc) and ADIX (/rules/adix) only.');
    return pageResponse(rulesPage(RULES_REFERENCES[game]), { cache: CACHE });
  });
