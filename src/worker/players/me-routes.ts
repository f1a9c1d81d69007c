/**
 * "Your games", by email and without accounts: ask for a sign-in link (JSON API or the
 * form on /me), use it once, and a signed cookie lists every game of that address.
 * A link is only ever used by a POST from its page, so mail scanners that fetch links
 * cannot spend it.
 */
import { rateLimiter } from '../http/create-limiter.ts';
import { Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { currentSession } from '../session/signed-in.ts';
import { EMAIL_GAMES_ORDER, gamesOfEmail, saveSignInLink, useSignInLink, waitingCount } from '../db/players.ts';
import { decodeCursor, type Cursor } from '../db/page-cursor.ts';
import { badCursorPage } from '../pages/page-links.ts';
import type { Env } from '../platform/env.ts';
import { canSendMail, mailerFor, NO_MAIL_SERVICE } from '../mail/mailer-for.ts';
import { mailSetup, type MailConfig } from '../mail/config.ts';
import { signInEmail } from '../mail/outgoing.ts';
import { pageResponse } from '../pages/page-response.ts';
import { playerGamesPage, signInPage, signInSentPage, signInFailedPage } from './player-games-page.ts';
import { limitBody } from '../http/body.ts';
import { ApiError, unwrap } from '../http/errors.ts';
import { jsonBody } from '../http/validators.ts';
import { failure, ok, type EngineError, type Result } from '../../engine/result.ts';
import { SESSION_COOKIE, SESSION_DAYS, sessionValue } from '../session/games-session.ts';
import { sameOrigin } from '../http/same-origin.ts';
import { playerOfEmail } from '../db/player-records.ts';
import { BLOCKS_ORDER, blockedBy } from '../db/blocks.ts';
import { standingOf } from '../db/standing.ts';
import { myDataResponse } from './my-data.ts';
import { checkPlayerName } from '../../shared/player-name.ts';
import { choosePlayerName } from './player-routes.ts';
import { base64url, hashToken, SEAT_TOKEN } from '../http/tokens.ts';
import { readEmail } from '../game/game-request.ts';
import { recipientOf } from '../mail/recipient.ts';
import { requestClientKey } from '../http/client-address.ts';

type App = { Bindings: Env };

export const SIGN_IN_MINUTES = 30;
/**
 * Sign-in emails per client address and per email address, per hour: enough to retry, too
 * few to spam anyone. SIGN_IN_LIMIT (wrangler.toml) may set another; the browser tests,
 * whose players all sign in from one address, lift it.
 */
const SIGN_IN_LIMIT = 5;
const signInLimit = (env: Env): number => {
  const value = Number(env.SIGN_IN_LIMIT);
  return Number.isSafeInteger(value) && value > 0 ? value : SIGN_IN_LIMIT;
};

const secretOf = (env: Env): string => {
  if (!env.SIGNING_SECRET)
    throw new ApiError(
      'ERR_NOT_CONFIGURED',
      'this server has no signing secret set, so it cannot send sign-in links; its operator must set SIGNING_SECRET',
    );
  return env.SIGNING_SECRET;
};

const limit = async (env: Env, key: string): Promise<void> => {
  const limiter = rateLimiter(env, key);
  const decision = await limiter.take(signInLimit(env), 3600_000);
  if (!decision.allowed)
    throw new ApiError(
      'ERR_RATE_LIMITED',
      `too many sign-in links asked for; try again in ${Math.ceil(decision.retryAfter / 60)} minutes`,
      { 'Retry-After': String(decision.retryAfter) },
    );
};

/** The mail settings, or a clear refusal (and a line in the log for the operator). */
const mailReady = (env: Env): MailConfig => {
  const setup = mailSetup(env);
  const problem = !setup.ok ? setup.problem : canSendMail(env) ? null : NO_MAIL_SERVICE;
  if (problem || !setup.ok) {
    console.error(`mail: sign-in link not sent: ${problem}`);
    throw new ApiError(
      'ERR_NOT_CONFIGURED',
      'this server cannot send email: its operator has not set up a mail service (or its public address); nothing was sent',
    );
  }
  return setup.config;
};

/** Makes, stores and emails a single-use link; the answer never says whether the address has games. */
const sendSignInLink = async (env: Env, clientKey: string, email: string): Promise<void> => {
  secretOf(env);
  const config = mailReady(env);
  await limit(env, `sign-in:${clientKey}`);
  await limit(env, `sign-in:email:${email}`);
  const token = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const tokenHash = await hashToken(token);
  // The address's own caps, across everything Orrery sends it: a stranger's address gets
  // a few a day at most. The answer stays the same either way.
  const admitted = await (await recipientOf(env.RECIPIENTS, email)).admit(
    `sign-in.${tokenHash.slice(0, 32)}`,
    'sign-in',
    null,
  );
  if (!admitted.send) return;
  const expiresAt = Date.now() + SIGN_IN_MINUTES * 60_000;
  await saveSignInLink(env.DB, tokenHash, email, expiresAt);
  const link = `${config.origin}/me/sign-in?t=${token}`;
  const sent = await mailerFor(env).send(
    await signInEmail(config, email, link, SIGN_IN_MINUTES),
    `sign-in.${tokenHash.slice(0, 32)}`,
  );
  if (!sent.ok)
    throw new ApiError(
      'ERR_MAIL_UNAVAILABLE',
      'the email could not be sent just now; please try again in a few minutes',
    );
};

/** The address to send a sign-in link to, in lower case. */
const readSignInEmail = (value: unknown): Result<string, EngineError> => {
  const email = readEmail(value, 'email');
  if (!email.ok) return email;
  if (!email.value) return failure('ERR_EMAIL', 'email is required: the address your games were created with');
  return ok(email.value.toLowerCase());
};

/** `{"email": …}` and nothing else. */
const readLinkRequest = (body: unknown): Result<string, EngineError> => {
  const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? Object.keys(body) : [];
  if (fields.some((field) => field !== 'email'))
    return failure('ERR_FIELD', 'the body is {"email": "you@example.com"} and nothing else');
  return readSignInEmail(fields.length ? (body as { email?: unknown }).email : undefined);
};

export const meApi = new Hono<App>().post(
  '/link',
  limitBody,
  jsonBody<string, { email: string }>(readLinkRequest),
  async (c) => {
    const email = c.req.valid('json');
    await sendSignInLink(c.env, requestClientKey(c.req.raw.headers), email);
    return c.json(
      {
        sent: true,
        message: `if ${email} has games here, a link to them is on its way; it works once, within ${SIGN_IN_MINUTES} minutes`,
      },
      202,
    );
  },
);

/** The signed-in address's page: its player name (or the form to choose one) and its games. */
const mePage = async (
  env: Env,
  email: string,
  nameForm?: { error: string; typed: string },
  cursor: Cursor | null = null,
  blocksCursor: Cursor | null = null,
): Promise<string> => {
  const [games, waiting, player] = await Promise.all([
    gamesOfEmail(env.DB, email, cursor),
    waitingCount(env.DB, email),
    playerOfEmail(env.DB, email),
  ]);
  const [blocked, standing] = player
    ? await Promise.all([blockedBy(env.DB, player.id, blocksCursor), standingOf(env.DB, player.id)])
    : [null, null];
  // After a moderator's forced rename the player chooses a name again, told why.
  const renamed = standing?.mustRename === true;
  const form =
    nameForm ??
    (renamed && player
      ? { error: `A moderator changed your name to “${player.name}”: choose a new one.`, typed: '' }
      : undefined);
  return playerGamesPage({
    blocked,
    email,
    games,
    waiting,
    secret: env.SIGNING_SECRET!,
    now: Date.now(),
    player: player && !renamed ? { name: player.name } : null,
    ...(form ? { nameForm: form } : {}),
  });
};

/** HTML pages answer errors as pages: the message, and the form again. */
const pageError = (error: unknown): string =>
  error instanceof ApiError ? error.message : 'something went wrong on our side; please try again';

export const mePages = new Hono<App>()
  .get('/', async (c) => {
    const email = (await currentSession(c))?.email;
    if (!email) return pageResponse(signInPage({ configured: Boolean(c.env.SIGNING_SECRET) }));
    const text = c.req.query('cursor');
    const cursor = text === undefined ? ok(null) : decodeCursor(text, EMAIL_GAMES_ORDER);
    if (!cursor.ok) return pageResponse(badCursorPage(cursor.error.message, '/me'), { status: 400 });
    // The blocks list has its own cursor (`?blocks=`): its pages turn apart from the games'.
    const blocksText = c.req.query('blocks');
    const blocks = blocksText === undefined ? ok(null) : decodeCursor(blocksText, BLOCKS_ORDER);
    if (!blocks.ok) return pageResponse(badCursorPage(blocks.error.message, '/me'), { status: 400 });
    return pageResponse(await mePage(c.env, email, undefined, cursor.value, blocks.value));
  })
  // Everything held about the address, streamed (players/my-data.ts).
  .get('/data', async (c) => {
    const email = (await currentSession(c))?.email;
    if (!email)
      throw new ApiError(
        'ERR_SIGNED_OUT',
        'you are not signed in: open /me, ask for a sign-in link and use it on this device, then try again',
      );
    return myDataResponse(c.env, email);
  })
  // A signed-in address chooses its player name, once (player-routes.ts says the rules).
  .post('/name', sameOrigin, limitBody, async (c) => {
    const email = (await currentSession(c))?.email;
    if (!email) return c.redirect('/me', 303);
    const form = await c.req.parseBody();
    try {
      await choosePlayerName(c.env.DB, email, unwrap(checkPlayerName(form.name)));
      return c.redirect('/me', 303);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const typed = typeof form.name === 'string' ? form.name.slice(0, 100) : '';
      return pageResponse(await mePage(c.env, email, { error: error.message, typed }), { status: error.status });
    }
  })
  .post('/link', sameOrigin, limitBody, async (c) => {
    const form = await c.req.parseBody();
    try {
      const email = unwrap(readSignInEmail(form.email));
      await sendSignInLink(c.env, requestClientKey(c.req.raw.headers), email);
      return pageResponse(signInSentPage(email, SIGN_IN_MINUTES));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return pageResponse(signInPage({ configured: Boolean(c.env.SIGNING_SECRET), error: pageError(error) }), {
        status: error.code === 'ERR_RATE_LIMITED' ? 429 : 400,
      });
    }
  })
  // The link in the email opens a page with one button; only its POST spends the link.
  .get('/sign-in', (c) => {
    const token = c.req.query('t') ?? '';
    if (!SEAT_TOKEN.test(token))
      return pageResponse(
        signInFailedPage('this sign-in link is incomplete; copy the whole link from the email, or ask for a new one'),
        { status: 400 },
      );
    return pageResponse(signInPage({ configured: true, token }));
  })
  .post('/sign-in', sameOrigin, limitBody, async (c) => {
    const secret = secretOf(c.env);
    const token = String((await c.req.parseBody()).t ?? '');
    const email = SEAT_TOKEN.test(token) ? await useSignInLink(c.env.DB, await hashToken(token), Date.now()) : null;
    if (!email)
      return pageResponse(
        signInFailedPage(
          `this sign-in link has been used already or is more than ${SIGN_IN_MINUTES} minutes old; ask for a new one below`,
        ),
        { status: 410 },
      );
    // A moderator closed the account: the link is spent, and no session starts.
    const player = await playerOfEmail(c.env.DB, email);
    if (player && (await standingOf(c.env.DB, player.id)).closedAt !== null)
      return pageResponse(
        signInFailedPage(
          'this account is closed by a moderator, so it cannot sign in; the email you were sent says why',
        ),
        { status: 403 },
      );
    // The link reached its inbox: the address is its owner's, who may get Orrery's email.
    const { sessionGeneration } = await (await recipientOf(c.env.RECIPIENTS, email)).confirm();
    const expiresAt = Date.now() + SESSION_DAYS * 86_400_000;
    setCookie(c, SESSION_COOKIE, await sessionValue(secret, email, expiresAt, sessionGeneration), {
      path: '/',
      httpOnly: true,
      secure: new URL(c.req.url).protocol === 'https:',
      sameSite: 'Lax',
      maxAge: SESSION_DAYS * 86_400,
    });
    return c.redirect('/me', 303);
  })
  // Signing out revokes every session of the address, on every device: a copied cookie
  // is worth nothing after it.
  .post('/sign-out', sameOrigin, limitBody, async (c) => {
    const session = await currentSession(c);
    if (session) await (await recipientOf(c.env.RECIPIENTS, session.email)).revokeSessions();
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return c.redirect('/me', 303);
  });
