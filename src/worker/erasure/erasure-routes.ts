/**
 * Erasing an account, from /me (docs/privacy.md): the signed-in player asks, a link goes
 * to their address, the page it opens asks once more, and only that page's button (a
 * POST from our own page, so a mail scanner that opens links erases nothing) starts the
 * erasure. The link is single use and expires; followed while signed in as another
 * address it erases nothing. The erasure then runs in its own object until done
 * (erasure-object.ts), within minutes.
 */
import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { erasureLinkAddress, saveErasureLink, spendErasureLink } from '../db/erasure.ts';
import { limitBody } from '../http/body.ts';
import { rateLimiter } from '../http/create-limiter.ts';
import { sameOrigin } from '../http/same-origin.ts';
import { base64url, hashToken, SEAT_TOKEN } from '../http/tokens.ts';
import { mailSetup } from '../mail/config.ts';
import { canSendMail, mailerFor } from '../mail/mailer-for.ts';
import { erasureEmail } from '../mail/outgoing.ts';
import { recipientOf } from '../mail/recipient.ts';
import { pageResponse } from '../pages/page-response.ts';
import type { Env } from '../platform/env.ts';
import { SESSION_COOKIE } from '../session/games-session.ts';
import { currentSession } from '../session/signed-in.ts';
import { erasureOf } from './erasure-object.ts';
import { erasureBegunPage, erasureConfirmPage, erasureFailedPage, erasureSentPage } from './erasure-pages.ts';

type App = { Bindings: Env };

export const ERASURE_LINK_MINUTES = 30;
/** Links one address may ask for an hour: enough to ask again, too few to flood its inbox. */
const ERASURE_LINKS_PER_HOUR = 3;

const notSent = (message: string, status: 429 | 503) => pageResponse(erasureFailedPage(message), { status });

const linkFailed = () =>
  pageResponse(
    erasureFailedPage(
      `this link has been used already, or is more than ${ERASURE_LINK_MINUTES} minutes old, or is incomplete (copy the whole link from the email)`,
    ),
    { status: 410 },
  );

export const erasurePages = new Hono<App>()
  // The button on /me: a link to the signed-in address.
  .post('/', sameOrigin, limitBody, async (c) => {
    const email = (await currentSession(c))?.email;
    if (!email) return c.redirect('/me', 303);
    const setup = mailSetup(c.env);
    if (!setup.ok || !canSendMail(c.env))
      return notSent('this server cannot send email just now, so it cannot send the link; nothing was erased', 503);
    const limited = await rateLimiter(c.env, `erase:${email}`).take(ERASURE_LINKS_PER_HOUR, 3600_000);
    if (!limited.allowed)
      return notSent(
        `you asked for ${ERASURE_LINKS_PER_HOUR} links in the last hour; use the newest, or ask again in ${Math.ceil(limited.retryAfter / 60)} minutes`,
        429,
      );
    const token = base64url(crypto.getRandomValues(new Uint8Array(32)));
    const tokenHash = await hashToken(token);
    const key = `erase.${tokenHash.slice(0, 32)}`;
    const admitted = await (await recipientOf(c.env.RECIPIENTS, email)).admit(key, 'sign-in', null);
    if (!admitted.send) return notSent(`no email could be sent to ${email} just now: ${admitted.reason}`, 429);
    await saveErasureLink(c.env.DB, tokenHash, email, Date.now() + ERASURE_LINK_MINUTES * 60_000);
    const link = `${setup.config.origin}/me/erase?t=${token}`;
    const sent = await mailerFor(c.env).send(await erasureEmail(setup.config, email, link, ERASURE_LINK_MINUTES), key);
    if (!sent.ok) return notSent('the email could not be sent just now; please try again in a few minutes', 503);
    return pageResponse(erasureSentPage(email, ERASURE_LINK_MINUTES), { status: 202 });
  })
  // The emailed link: a page that asks once more. Opening it changes nothing.
  .get('/', async (c) => {
    const token = c.req.query('t') ?? '';
    if (!SEAT_TOKEN.test(token) || !(await erasureLinkAddress(c.env.DB, await hashToken(token), Date.now())))
      return linkFailed();
    return pageResponse(erasureConfirmPage(token));
  })
  // Its button: the erasure begins, and every session of the address ends.
  .post('/confirm', sameOrigin, limitBody, async (c) => {
    const token = String((await c.req.parseBody()).t ?? '');
    const tokenHash = SEAT_TOKEN.test(token) ? await hashToken(token) : null;
    const email = tokenHash ? await erasureLinkAddress(c.env.DB, tokenHash, Date.now()) : null;
    if (!tokenHash || !email) return linkFailed();
    const session = await currentSession(c);
    if (session && session.email !== email)
      return pageResponse(
        erasureFailedPage(
          'this link erases another account than the one signed in on this device; sign out first, or open the link where that account is signed in',
        ),
        { status: 403 },
      );
    // Signed out everywhere, and no more email, now: not when the erasure reaches the address's object.
    const recipient = await recipientOf(c.env.RECIPIENTS, email);
    await recipient.revokeSessions();
    await recipient.stop();
    await (await erasureOf(c.env.ERASURES, email)).start(email);
    await spendErasureLink(c.env.DB, tokenHash);
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return pageResponse(erasureBegunPage());
  });
