/**
 * The pages people open: the home page, a game's page and its embed view. Each reads
 * the game from its object as the API does and answers HTML with the page headers; an
 * unknown game is a real 404 page.
 */
import { Hono, type Context } from 'hono';
import { GAMES } from '../../../engine/games.ts';
import type { GameStateView } from '../../../shared/game-state.ts';
import { publicOrigin } from '../../http/origin.ts';
import { readRoom } from '../objects.ts';
import { GAME_ID } from '../../http/tokens.ts';
import type { Env } from '../../platform/env.ts';
import { embedPage } from './embed-page.ts';
import { PAGE_MOVES, gamePage } from './game-page.ts';
import { homePage } from './home-page.ts';
import { notFoundPage } from '../../pages/not-found-page.ts';
import { pageResponse } from '../../pages/page-response.ts';
import type { PageSecurityVariables } from '../../pages/page-security.ts';

type App = { Bindings: Env; Variables: PageSecurityVariables };

const NO_GAME =
  'There is no game at this address. Check the link: game links look like /g/ and twelve letters and digits.';

/** The game, its state and the position before its last move; null when there is no such game. */
const loadGame = async (c: Context<App>, id: string) => {
  if (!GAME_ID.test(id)) return null;
  // The latest moves only: a page's cost does not grow with its game (game-page.ts).
  const state = await readRoom(c.env, id, async (room) => room.latest(PAGE_MOVES));
  if (!state.ok) return null;
  const game = GAMES.get(state.value.game);
  if (!game) return null;
  const ply = state.value.ply;
  const before = ply > 0 ? await readRoom(c.env, id, async (room) => room.positionAt(ply - 1)) : null;
  return { game, state: state.value as GameStateView, before: before?.ok ? before.value.position : null };
};

const notFound = () => pageResponse(notFoundPage(NO_GAME), { status: 404 });

export const pageRoutes = new Hono<App>()
  .get('/', () => pageResponse(homePage(), { cache: 'public, max-age=300' }))
  .get('/g/:id', async (c) => {
    const loaded = await loadGame(c, c.req.param('id'));
    if (!loaded) return notFound();
    return pageResponse(gamePage({ ...loaded, origin: publicOrigin(c) }));
  })
  .get('/g/:id/embed', async (c) => {
    const loaded = await loadGame(c, c.req.param('id'));
    if (!loaded) return notFound();
    const theme = c.req.query('theme');
    c.set('pagePolicy', 'embed');
    return pageResponse(
      embedPage({
        ...loaded,
        flipped: c.req.query('flip') === '1',
        ...(theme === 'light' || theme === 'dark' ? { theme } : {}),
      }),
    );
  });
