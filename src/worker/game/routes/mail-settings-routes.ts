/**
 * Email settings from links in emails (signed, so no token or sign-in is needed),
 * RFC 8058 one-click unsubscribe, and the development outbox, which exists only where
 * the DEV_OUTBOX development setting asks for it (and no Resend key is set).
 */
import { GAMES } from '../../../engine/games.ts';
import { gameRoom } from '../objects.ts';
import { Hono, type Context } from 'hono';
import { seatsOfEmail } from '../../db/players.ts';
import type { Env } from '../../platform/env.ts';
import { readConfirmLink, readMailSubject, type MailSubject } from '../../http/links.ts';
import { devOutboxPage } from '../../mail/dev-outbox-page.ts';
import { confirmPage, mailLinkFailedPage, mailSettingsPage, unsubscribePage } from '../pages/mail-settings-page.ts';
import { pageResponse } from '../../pages/page-response.ts';
import { NOTIFY_CHOICES, type Notify } from '../room/room-store.ts';
import { limitBody } from '../../http/body.ts';
import type { PageSecurityVariables } from '../../pages/page-security.ts';
import { listOutbox } from '../../mail/dev-outbox.ts';
import { devOutboxEnabled } from '../../mail/mailer-for.ts';
import { recipientOf } from '../../mail/recipient.ts';

type App = { Bindings: Env; Variables: PageSecurityVariables };

const OUTBOX_LIMIT = 200;

const subjectOf = async (c: Context<App>): Promise<MailSubject | null> => {
  if (!c.env.SIGNING_SECRET) return null;
  return readMailSubject(c.env.SIGNING_SECRET, new URL(c.req.url).searchParams);
};

const signedQuery = (c: Context<App>): string => new URL(c.req.url).search.slice(1);

const BAD_LINK =
  'this link is not complete or not one of ours; use the link from the latest email, or the settings on the game page';

interface Current {
  readonly who: string;
  readonly notify: Notify | null;
  readonly gameLink?: string;
}

const current = async (env: Env, subject: MailSubject, origin: string): Promise<Current | null> => {
  if ('email' in subject) {
    const seats = (await seatsOfEmail(env.DB, subject.email)).filter((seat) => seat.email);
    const kinds = new Set(seats.map((seat) => seat.notify));
    // No choice is shown checked when there is none to show: no games, or games set differently.
    const who =
      seats.length === 0
        ? `Emails to ${subject.email}: it has no games here yet. “No email” stops every email to it.`
        : `Emails to ${subject.email} about ${seats.length === 1 ? 'its game' : `all of its ${seats.length} games`}.${kinds.size > 1 ? ' They are set differently now: a choice here sets them all.' : ''}`;
    return { who, notify: kinds.size === 1 ? [...kinds][0]! : null };
  }
  const room = gameRoom(env, subject.game);
  const settings = await room.seatSettingsOf(subject.side);
  if (!settings.ok) return null;
  // The game as its player knows it: "your ADIX game against Ann", not its id.
  // Its players and kind only: no move need be read.
  const state = await room.state(Number.MAX_SAFE_INTEGER);
  const opponent = state.ok
    ? Object.entries(state.value.players).find(([side]) => side !== subject.side)?.[1]?.name
    : undefined;
  const gameName = state.ok ? (GAMES.get(state.value.game)?.name ?? state.value.game) : null;
  const about =
    gameName && opponent ? `your ${gameName} game against ${opponent} (${subject.game})` : `game ${subject.game}`;
  return {
    who: `Emails to ${settings.value.name} about ${about}.`,
    notify: settings.value.notify,
    gameLink: `${origin}/g/${subject.game}`,
  };
};

/**
 * A choice for one seat, or for every seat of an address. For an address, "none" also
 * stops every email to it (invitations included) until it confirms again, and any other
 * choice, made from a signed link its inbox received, confirms it.
 */
const apply = async (env: Env, subject: MailSubject, notify: Notify): Promise<void> => {
  if ('email' in subject) {
    const recipient = await recipientOf(env.RECIPIENTS, subject.email);
    await (notify === 'none' ? recipient.stop() : recipient.confirm());
    for (const seat of await seatsOfEmail(env.DB, subject.email))
      await gameRoom(env, seat.gameId).setNotify({ side: seat.side }, notify);
    return;
  }
  await gameRoom(env, subject.game).setNotify({ side: subject.side }, notify);
};

export const mailRoutes = new Hono<App>()
  .get('/mail/preferences', async (c) => {
    const subject = await subjectOf(c);
    const now = subject && (await current(c.env, subject, new URL(c.req.url).origin));
    if (!subject || !now) return pageResponse(mailLinkFailedPage(BAD_LINK), { status: 404 });
    return pageResponse(mailSettingsPage({ ...now, query: signedQuery(c) }));
  })
  .post('/mail/preferences', limitBody, async (c) => {
    const subject = await subjectOf(c);
    if (!subject) return pageResponse(mailLinkFailedPage(BAD_LINK), { status: 404 });
    const chosen = String((await c.req.parseBody()).notify ?? '');
    const notify = NOTIFY_CHOICES.find((choice) => choice === chosen);
    if (!notify)
      return pageResponse(mailLinkFailedPage(`choose one of: ${NOTIFY_CHOICES.join(', ')}`), { status: 400 });
    await apply(c.env, subject, notify);
    const now = await current(c.env, subject, new URL(c.req.url).origin);
    return pageResponse(mailSettingsPage({ ...(now ?? { who: '' }), notify, query: signedQuery(c), saved: true }));
  })
  // A GET only asks: link checkers that open every link in an email must not unsubscribe anyone.
  .get('/mail/unsubscribe', async (c) => {
    const subject = await subjectOf(c);
    const now = subject && (await current(c.env, subject, new URL(c.req.url).origin));
    if (!subject || !now) return pageResponse(mailLinkFailedPage(BAD_LINK), { status: 404 });
    return pageResponse(unsubscribePage(now.who, signedQuery(c), false));
  })
  // RFC 8058: mail providers POST `List-Unsubscribe=One-Click` here; the page's button posts too.
  .post('/mail/unsubscribe', limitBody, async (c) => {
    const subject = await subjectOf(c);
    if (!subject) return c.text(BAD_LINK, 404);
    await apply(c.env, subject, 'none');
    const oneClick =
      (c.req.header('Content-Type') ?? '').includes('form') &&
      String((await c.req.parseBody())['List-Unsubscribe'] ?? '') === 'One-Click';
    if (oneClick) return c.text('unsubscribed');
    const now = await current(c.env, subject, new URL(c.req.url).origin);
    return pageResponse(unsubscribePage(now?.who ?? '', signedQuery(c), true));
  })
  // The invitation's confirmation: a GET shows the button, its POST confirms the address.
  .get('/mail/confirm', async (c) => {
    const link = c.env.SIGNING_SECRET
      ? await readConfirmLink(c.env.SIGNING_SECRET, new URL(c.req.url).searchParams)
      : null;
    if (!link) return pageResponse(mailLinkFailedPage(BAD_LINK), { status: 404 });
    return pageResponse(confirmPage(link.email, link.game, signedQuery(c), false));
  })
  // With a game: that game's emails (and the address confirmed); without: the address alone.
  .post('/mail/confirm', limitBody, async (c) => {
    const link = c.env.SIGNING_SECRET
      ? await readConfirmLink(c.env.SIGNING_SECRET, new URL(c.req.url).searchParams)
      : null;
    if (!link) return pageResponse(mailLinkFailedPage(BAD_LINK), { status: 404 });
    const recipient = await recipientOf(c.env.RECIPIENTS, link.email);
    // This game's emails, not its rematches': whoever made the game may hold both seats.
    if (link.game) await recipient.join(link.game, { carriesToRematch: false });
    else await recipient.confirm();
    return pageResponse(confirmPage(link.email, link.game, signedQuery(c), true));
  })
  .get('/dev/outbox.json', async (c) => {
    if (!devOutboxEnabled(c.env)) return c.notFound();
    c.header('Cache-Control', 'no-store');
    return c.json(await listOutbox(c.env.DB, OUTBOX_LIMIT, c.req.query('to')));
  })
  .get('/dev/outbox', async (c) => {
    if (!devOutboxEnabled(c.env)) return c.notFound();
    c.set('pagePolicy', 'outbox');
    return devOutboxPage(await listOutbox(c.env.DB, OUTBOX_LIMIT, c.req.query('to')));
  });
