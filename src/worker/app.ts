/** The Worker's HTTP app: sub-apps mounted by path, and one place that turns errors into answers. */
import { Hono } from 'hono';
import { gamesApi } from './game/routes/games-routes.ts';
import { seatApi } from './game/routes/seat-routes.ts';
import { hookApi } from './game/routes/hook-routes.ts';
import { pushApi, pushKeyApi } from './game/routes/push-routes.ts';
import { messageApi } from './game/routes/message-routes.ts';
import { reminderApi } from './game/routes/reminder-routes.ts';
import { meApi, mePages } from './players/me-routes.ts';
import { challengesApi, playPages } from './lobby/challenge-routes.ts';
import { tournamentPages, tournamentsApi } from './tournaments/tournament-routes.ts';
import { mePlayerApi, playerPages, playersApi, seatPlayerApi } from './players/player-routes.ts';
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

app.route('/api/games', gamesApi);
app.route('/api/games', seatApi);
app.route('/api/games', hookApi);
app.route('/api/games', pushApi);
app.route('/api/push', pushKeyApi);
app.route('/api/games', messageApi);
app.route('/api/games', reminderApi);
app.route('/api/games', seatPlayerApi);
app.route('/api/me', meApi);
app.route('/api/me', mePlayerApi);
app.route('/api/players', playersApi);
app.route('/me', mePages);
app.route('/api/challenges', challengesApi);
app.route('/api/tournaments', tournamentsApi);
app.route('/play', playPages);
app.route('/', tournamentPages);
app.route('/p', playerPages);
app.route('/', mailRoutes);
app.route('/', pageRoutes);
app.route('/', learnRoutes);

// The API in brief, for people with curl; the home page is for people with browsers.
app.get('/api', (c) =>
  c.text(
    [
      'Orrery: correspondence Adomoc and ADIX.',
      '',
      'POST /api/games                {game, variant?, position?, players?, clock?}',
      'GET  /api/games/:id            the game',
      'POST /api/games/:id/moves      {move, ply, takebacks?}  with Authorization: Bearer <seat token>',
      'POST /api/games/:id/resign',
      'POST /api/games/:id/draw       {action: offer | accept | decline}',
      'POST /api/games/:id/vacation   {action: start | end}',
      'POST /api/games/:id/takeback   {action: offer | accept | decline}',
      'GET  /api/games/:id/positions/:ply  the position after that many moves',
      'GET  /api/games/:id/record     the game record',
      'GET  /api/games/:id/live       WebSocket of updates',
      'GET  /api/games?status=&limit= recent games',
      'GET  /api/games/:id/seat       your seat and its email setting (seat token)',
      'POST /api/games/:id/notifications {notify: move | digest | none}  (seat token)',
      'GET|PUT /api/games/:id/notes   {text}  your private notes (seat token)',
      'GET|PUT|DELETE /api/games/:id/analysis  {branches}  your saved analysis (seat token)',
      'GET|PUT|DELETE /api/games/:id/conditional  {ply, lines}  your conditional moves (seat token)',
      'GET|POST|DELETE /api/games/:id/webhooks  {url}  chat channels (seat token); your own endpoint must',
      '    first answer a POST {"type": "orrery.verification", "challenge": C} with C alone, or {"challenge": C}',
      "GET  /api/push/key             the server's key for browser notifications",
      "POST|DELETE /api/games/:id/push  a browser's PushSubscription  (seat token)",
      'GET|POST /api/games/:id/messages  {text}  messages between the seats (seat token)',
      'GET|PUT /api/games/:id/reminders  {before: [seconds]}  reminders before your deadline (seat token)',
      'POST /api/me/link              {email}  emails a link to every game of that address',
      'GET|POST /api/challenges       open challenges; post one {game, variant?, clock?, side?, rated?, range?, to?}  (signed in)',
      'GET|DELETE /api/challenges/:id  a challenge (its game once taken); withdraw yours',
      'POST /api/challenges/:id/accept  take a challenge: the game starts  (signed in)',
      'GET  /api/challenges/live      WebSocket: the list changed, a challenge was taken',
      'GET|POST /api/me/player        {name}  your player name, chosen once (signed-in cookie)',
      'GET|POST /api/games/:id/player  the seat on your player page (seat token and signed-in cookie)',
      "GET  /api/players/:name        a player's ratings and games",
      '',
    ].join('\n'),
  ),
);

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
