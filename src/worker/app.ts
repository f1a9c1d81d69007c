/** The Worker's HTTP app: sub-apps mounted by path, and one place that turns errors into answers. */
import { Hono } from 'hono';
import { mePages } from './players/me-routes.ts';
import { erasurePages } from './erasure/erasure-routes.ts';
import { privacyPages } from './erasure/privacy-page.ts';
import { blockPages } from './players/block-routes.ts';
import { botPages } from './bots/bot-pages.ts';
import { playPages } from './lobby/challenge-routes.ts';
import { tournamentPages } from './tournaments/tournament-routes.ts';
import { playerPages } from './players/player-routes.ts';
import { archivePages } from './records/record-routes.ts';
import { statsPages } from './stats/stats-routes.ts';
import { explorerPages } from './explorer/explorer-routes.ts';
import { apiRoutes } from './api/api-routes.ts';
import { reportPages } from './moderation/report-routes.ts';
import { modPages } from './moderation/mod-routes.ts';
import { apiListing } from './api/api-listing.ts';
import { mailRoutes } from './game/routes/mail-settings-routes.ts';
import { pageRoutes } from './game/pages/page-routes.ts';
import { learnRoutes } from './learn/learn-routes.ts';
import { boardRoutes } from './game/pages/board-routes.ts';
import { ApiError, errorBody } from './http/errors.ts';
import { pageSecurity } from './pages/page-security.ts';
import type { Env } from './platform/env.ts';

export const app = new Hono<{ Bindings: Env }>();

// Every HTML answer, from any route, gets the pages' security headers (the embed its own).
app.use('*', pageSecurity);

// Game states change with every move: nothing in between may cache them, or guess their type.
app.use('/api/*', async (c, next) => {
  await next();
  if (c.res.status === 101) return;
  c.res.headers.set('Cache-Control', 'no-store');
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
});

app.route('/api', apiRoutes);
app.route('/me/bots', botPages);
app.route('/me/erase', erasurePages);
app.route('/privacy', privacyPages);
app.route('/me', mePages);
app.route('/me', blockPages);
app.route('/report', reportPages);
app.route('/mod', modPages);
app.route('/play', playPages);
app.route('/', tournamentPages);
app.route('/p', archivePages);
app.route('/stats', statsPages);
app.route('/explore', explorerPages);
app.route('/p', playerPages);
app.route('/', mailRoutes);
app.route('/', pageRoutes);
app.route('/', learnRoutes);

// The API in brief, for people with curl; the home page is for people with browsers.
app.get('/api', (c) => c.text(apiListing(app.routes)));

app.route('/', boardRoutes);

app.notFound((c) =>
  c.json(
    errorBody({ code: 'ERR_NOT_FOUND', message: `nothing at ${c.req.method} ${new URL(c.req.url).pathname}` }),
    404,
  ),
);

app.onError((error, c) => {
  if (error instanceof ApiError) return c.json(errorBody(error), error.status, error.headers);
  console.error(error);
  return c.json(
    errorBody({
      code: 'ERR_INTERNAL',
      message:
        'something went wrong on our side; please try again (a move you sent may have been played: reload the game to see)',
    }),
    500,
  );
});
