/**
 * `GET /api`: the API in brief, for people with curl. The lines are the routes the app
 * serves, read from `app.routes` when asked; each says what it does from ENDPOINTS, whose
 * keys must be exactly the API's endpoints (`satisfies Record<ApiEndpoint, string>`), so
 * the listing cannot leave a route out nor name one that is gone. docs/api.md tells the
 * whole of each.
 */
import type { RouterRoute } from 'hono/types';
import type { ApiEndpoint } from './api-routes.ts';

const SEAT = '(seat token)';
const SIGNED_IN = '(signed in)';
const BOT = '(bot credential)';

const ENDPOINTS = {
  'POST /api/games': '{game, variant?, position?, players?, clock?, public?}  a new game',
  'GET /api/games': "?status=ongoing|finished&limit=1..100&cursor=…  the site's games, newest first, a page at a time",
  'GET /api/games/:id': '?since=ply | ?last=0..1000  the game, with the moves after a ply or the latest',
  'GET /api/games/:id/moves': '?before=ply&limit=1..1000  a stretch of the move list',
  'POST /api/games/:id/moves': `{move, ply, takebacks?}  play a move ${SEAT}`,
  'POST /api/games/:id/resign': `resign ${SEAT}`,
  'POST /api/games/:id/draw': `{action: offer | accept | decline} ${SEAT}`,
  'POST /api/games/:id/vacation': `{action: start | end} ${SEAT}`,
  'GET /api/games/:id/seat': `your seat and its email setting ${SEAT}`,
  'POST /api/games/:id/notifications': `{notify: move | digest | none} ${SEAT}`,
  'GET /api/games/:id/positions/:ply': 'the position after that many moves',
  'GET /api/games/:id/record': 'the game record',
  'GET /api/games/:id/live': 'WebSocket of updates',
  'GET /api/games/:id/notes': `your private notes ${SEAT}`,
  'PUT /api/games/:id/notes': `{text}  keep your private notes ${SEAT}`,
  'GET /api/games/:id/analysis': `your saved analysis ${SEAT}`,
  'PUT /api/games/:id/analysis': `{branches}  save your analysis ${SEAT}`,
  'DELETE /api/games/:id/analysis': `delete your saved analysis ${SEAT}`,
  'GET /api/games/:id/conditional': `your conditional moves ${SEAT}`,
  'PUT /api/games/:id/conditional': `{ply, lines}  set your conditional moves ${SEAT}`,
  'DELETE /api/games/:id/conditional': `drop your conditional moves ${SEAT}`,
  'POST /api/games/:id/takeback': `{action: offer | accept | decline} ${SEAT}`,
  'POST /api/games/:id/rematch': `{action: offer | accept | decline} ${SEAT}`,
  'GET /api/games/:id/rematch': `the rematch's game and your new seat in it ${SEAT}`,
  'GET /api/games/:id/webhooks': `your chat channels ${SEAT}`,
  'POST /api/games/:id/webhooks': `{url}  add a chat channel ${SEAT}; your own endpoint must first answer a POST {"type": "orrery.verification", "challenge": C} with C alone, or {"challenge": C}`,
  'DELETE /api/games/:id/webhooks/:hookId': `remove a chat channel ${SEAT}`,
  'GET /api/push/key': "the server's key for browser notifications",
  'POST /api/games/:id/push': `a browser's PushSubscription ${SEAT}`,
  'DELETE /api/games/:id/push': `{endpoint}  stop a browser's notifications ${SEAT}`,
  'GET /api/games/:id/messages': `?after=seq&seen=1  messages between the seats ${SEAT}`,
  'POST /api/games/:id/messages': `{text}  send a message to the other seat ${SEAT}`,
  'PUT /api/games/:id/messages/mute': `{muted}  hide (or show again) the other seat's messages in this game ${SEAT}`,
  'GET /api/games/:id/reminders': `your reminders before your deadline ${SEAT}`,
  'PUT /api/games/:id/reminders': `{before: [seconds]}  choose your reminders ${SEAT}`,
  'GET /api/games/:id/player': `the seat on your player page (seat token and signed-in cookie)`,
  'POST /api/games/:id/player': `put the seat on your player page (seat token and signed-in cookie)`,
  'POST /api/me/link': '{email}  emails a link to every game of that address',
  'GET /api/me/player': `your player name ${SIGNED_IN}`,
  'POST /api/me/player': `{name}  choose your player name, once ${SIGNED_IN}`,
  'POST /api/reports': `{kind, reason, details?, game?, message?, name?}  report a message, a name or a game to the moderators ${SIGNED_IN}`,
  'GET /api/me/blocks': `the players you have blocked ${SIGNED_IN}`,
  'POST /api/me/blocks': `{name}  block a player: their challenges, pairings and messages stay away ${SIGNED_IN}`,
  'DELETE /api/me/blocks/:name': `undo a block ${SIGNED_IN}`,
  'GET /api/players/:name': "?cursor=…  a player's ratings and games, a page at a time",
  'GET /api/challenges': 'open challenges',
  'POST /api/challenges': `{game, variant?, clock?, side?, rated?, range?, to?}  post a challenge ${SIGNED_IN}`,
  'GET /api/challenges/live': 'WebSocket: the list changed, a challenge was taken',
  'GET /api/challenges/:id': 'a challenge (its game once taken)',
  'DELETE /api/challenges/:id': `withdraw your challenge ${SIGNED_IN}`,
  'POST /api/challenges/:id/accept': `take a challenge: the game starts ${SIGNED_IN}`,
  'GET /api/tournaments': 'upcoming, running and finished tournaments: the first page of each',
  'GET /api/tournaments/lists/:list': '?cursor=…  one list (upcoming, running, finished) a page at a time',
  'POST /api/tournaments': `{game, variant?, system, rounds?, cycles?, maxEntrants, startsAt, clock?}  create a tournament ${SIGNED_IN}`,
  'GET /api/tournaments/:id': 'a tournament: its entrants, rounds and standings',
  'DELETE /api/tournaments/:id': `cancel the tournament you created, before it starts ${SIGNED_IN}`,
  'GET /api/tournaments/:id/live': 'WebSocket: the tournament changed',
  'POST /api/tournaments/:id/entry': `enter a tournament ${SIGNED_IN}`,
  'DELETE /api/tournaments/:id/entry': `leave a tournament, or withdraw once it runs ${SIGNED_IN}`,
  'GET /api/export/:month': "YYYY-MM  that month's finished public games, gzipped NDJSON (docs/records.md)",
  'GET /api/stats/:game': "every variant's statistics side by side, with findings in words",
  'GET /api/stats/:game/:variant': "a variant's statistics: results, the first player's score, endings, lengths",
  'GET /api/explore/:game': "the opening explorer of the game's default variant",
  'GET /api/explore/:game/:variant':
    'the opening explorer at a position (?moves= or ?position=): the moves played there, their results, its games, the evaluation',
  'GET /api/bots': `your bots and their credentials (not the tokens) ${SIGNED_IN}`,
  'POST /api/bots': `{name, description?, games?}  make a bot; its credential is shown once ${SIGNED_IN}`,
  'GET /api/bots/:name': `one of your bots ${SIGNED_IN}`,
  'POST /api/bots/:name/credentials': `a new credential; the older ones stay valid a day ${SIGNED_IN}`,
  'DELETE /api/bots/:name/credentials': `revoke every credential of the bot at once ${SIGNED_IN}`,
  'PUT /api/bots/:name/push': `{url}  events POSTed, signed, to the bot's HTTPS endpoint; its secret is shown once ${SIGNED_IN}`,
  'GET /api/bots/:name/push': `the bot's push endpoint and whether it answers ${SIGNED_IN}`,
  'POST /api/bots/:name/push/ping': `a signed health ping to the endpoint ${SIGNED_IN}`,
  'DELETE /api/bots/:name/push': `stop pushing to the endpoint ${SIGNED_IN}`,
  'POST /api/bots/:name/pause': `the bot takes no challenges until resumed ${SIGNED_IN}`,
  'POST /api/bots/:name/resume': `the bot takes challenges again ${SIGNED_IN}`,
  'GET /api/bot/account': `the bot itself ${BOT}`,
  'GET /api/bot/stream': `?since=id  NDJSON stream of the bot's events, from after that event ${BOT}`,
  'GET /api/bot/games': `the bot's games going on, whole ${BOT}`,
  'GET /api/bot/games/:id': `one game, whole, with the legal moves when it is the bot's turn ${BOT}`,
  'POST /api/bot/games/:id/move': `{move, ply, takebacks?}  play a move ${BOT}`,
  'POST /api/bot/games/:id/resign': `resign ${BOT}`,
  'POST /api/bot/games/:id/draw': `{action: offer | accept | decline} ${BOT}`,
  'POST /api/bot/games/:id/takeback': `{action: offer | accept | decline} ${BOT}`,
  'POST /api/bot/games/:id/messages': `{text}  a message to the opponent ${BOT}`,
  'POST /api/bot/challenges': `{game, variant?, clock?, side?, rated?, range?, to?}  post a challenge, listed among the bots' ${BOT}`,
  'POST /api/bot/challenges/:id/accept': `take a challenge: the game starts ${BOT}`,
  'POST /api/bot/challenges/:id/decline': `refuse a challenge that names the bot ${BOT}`,
} as const satisfies Record<ApiEndpoint, string>;

/** Every endpoint the listing describes: what the tests compare with the app's routes and docs/api.md. */
export const DESCRIBED_ENDPOINTS: readonly string[] = Object.keys(ENDPOINTS);

/** The API's endpoints among the app's routes, once each (a route's middleware are routes too), in the app's order. */
export const apiEndpoints = (routes: readonly RouterRoute[]): string[] => [
  ...new Set(
    routes
      .filter((route) => route.path.startsWith('/api/') && route.method !== 'ALL')
      .map((r) => `${r.method} ${r.path}`),
  ),
];

export const apiListing = (routes: readonly RouterRoute[]): string => {
  const endpoints = apiEndpoints(routes);
  const width = Math.max(...endpoints.map((endpoint) => endpoint.length)) + 2;
  const lines = endpoints.map((endpoint) =>
    `${endpoint.padEnd(width)}${(ENDPOINTS as Record<string, string>)[endpoint] ?? ''}`.trimEnd(),
  );
  return ['Orrery: correspondence Adomoc and ADIX. The whole of each: docs/api.md.', '', ...lines, ''].join('\n');
};
