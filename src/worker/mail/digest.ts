/**
 * The daily digest: one email per address listing every game waiting for its move, for
 * the seats that chose it. The cron runs hourly; from DIGEST_HOUR (UTC) it starts a walk
 * of the addresses owed today's digest through the DIGESTS queue: each page of addresses
 * (a message) enqueues one message per address and the next page, and each address's
 * message sends its digest. So no invocation's subrequest limit bounds how many addresses
 * hear (docs/scale.md), a failed send is retried by the queue, and a digest sent is
 * recorded in D1, so it goes once a day however often a walk passes.
 */
import { addressedEmail } from './outgoing.ts';
import { GAMES } from '../../engine/games.ts';
import { digestAddresses, digestGamesOf, digestSentSince, markDigestSent, type PlayerGame } from '../db/players.ts';
import type { Env } from '../platform/env.ts';
import { preferencesLink, seatLink, seatToken, unsubscribeLink, watchLink } from '../http/links.ts';
import { mailSetup } from './config.ts';
import { mailerFor } from './mailer-for.ts';
import { recipientOf } from './recipient.ts';
import { digest, unsubscribeHeaders, type DigestGame } from './templates/index.ts';

export const DEFAULT_DIGEST_HOUR = 7;

const digestHour = (env: Env): number => {
  const hour = Number(env.DIGEST_HOUR);
  return Number.isInteger(hour) && hour >= 0 && hour <= 23 ? hour : DEFAULT_DIGEST_HOUR;
};

const digestGame = async (secret: string, origin: string, entry: PlayerGame): Promise<DigestGame> => {
  const { seat, game } = entry;
  const engine = GAMES.get(game.game);
  const names = JSON.parse(game.players) as Record<string, string>;
  const opponent = Object.entries(names).find(([side]) => side !== seat.side)?.[1] ?? '';
  return {
    gameName: engine?.name ?? game.game,
    variantName: engine?.variants.find((variant) => variant.id === game.variant)?.name ?? game.variant,
    opponent,
    moveNumber: game.moveNumber ?? Math.floor(game.ply / 2) + 1,
    deadline: game.deadline === null ? null : new Date(game.deadline).toISOString(),
    link: seat.tokenSalt
      ? seatLink(origin, game.id, seat.side, await seatToken(secret, game.id, seat.side, seat.tokenSalt))
      : watchLink(origin, game.id),
  };
};

/** What the DIGESTS queue carries: a page of addresses to walk, or one address to send to. */
export type DigestMessage =
  | { readonly kind: 'page'; readonly day: string; readonly after: string | null }
  | { readonly kind: 'address'; readonly day: string; readonly email: string };

/**
 * Addresses a page (DIGEST_PAGE, at most 100: a `sendBatch` carries 100 messages). A page
 * costs three subrequests (its read, its addresses' messages in one batch, the next page);
 * an address about four (its games, its recipient, the send, the record), so a batch of
 * 10 stays inside the Free plan's 50 a queue invocation (docs/scale.md).
 */
const digestPage = (env: Env): number => {
  const size = Number(env.DIGEST_PAGE);
  return Number.isInteger(size) && size >= 1 && size <= 100 ? size : 100;
};

const dayOf = (now: number): string => new Date(now).toISOString().slice(0, 10);

/** The hourly cron: from the digest hour, starts today's walk (once an hour; a digest sent is never sent again). */
export const startDigests = async (env: Env, now: number): Promise<boolean> => {
  if (!env.SIGNING_SECRET || new Date(now).getUTCHours() < digestHour(env)) return false;
  await env.DIGESTS.send({ kind: 'page', day: dayOf(now), after: null } satisfies DigestMessage);
  return true;
};

/** One page of the walk: a message for each address owed a digest, and the next page if this one was full. */
const walkPage = async (env: Env, day: string, after: string | null): Promise<void> => {
  const page = digestPage(env);
  const emails = await digestAddresses(env.DB, day, after, page);
  if (emails.length)
    await env.DIGESTS.sendBatch(
      emails.map((email) => ({ body: { kind: 'address', day, email } satisfies DigestMessage })),
    );
  if (emails.length === page)
    await env.DIGESTS.send({ kind: 'page', day, after: emails.at(-1)! } satisfies DigestMessage);
};

/** The least time between two digests to one address. */
const DIGEST_GAP_MS = 20 * 60 * 60 * 1000;

/** What became of one address's digest: sent, nothing to send, or failed (`retry` when a later try may work). */
type DigestOutcome = 'sent' | 'none' | 'failed' | 'retry';

const sendDigest = async (env: Env, day: string, email: string, now: number): Promise<DigestOutcome> => {
  const secret = env.SIGNING_SECRET;
  // A walk still running from the day before (one started late in the evening) must not
  // send a second digest within hours of today's: one a day, as the reader counts days.
  if (await digestSentSince(env.DB, email, now - DIGEST_GAP_MS)) return 'none';
  const entries = await digestGamesOf(env.DB, email, day);
  if (!secret || !entries.length) return 'none';
  const setup = mailSetup(env);
  if (!setup.ok) {
    console.error(`digest: not sent to ${email}: ${setup.problem}`);
    return 'failed';
  }
  const { config } = setup;
  const subject = { email };
  const unsubscribe = await unsubscribeLink(secret, config.origin, subject);
  const rendered = digest({
    games: await Promise.all(entries.map((entry) => digestGame(secret, config.origin, entry))),
    links: { preferences: await preferencesLink(secret, config.origin, subject), unsubscribe },
    now,
  });
  const key = `digest.${day}.${email}`;
  const admitted = await (await recipientOf(env.RECIPIENTS, email)).admit(key, 'digest', null);
  if (!admitted.send) return 'none';
  const result = await mailerFor(env).send(
    addressedEmail(config, email, rendered, { headers: unsubscribeHeaders(unsubscribe) }),
    key,
  );
  if (result.ok) {
    await markDigestSent(env.DB, email, day, now);
    return 'sent';
  }
  console.warn(
    `digest: sending to ${email} failed (${result.retryable ? 'will retry' : 'not retryable'}): ${result.message}`,
  );
  return result.retryable ? 'retry' : 'failed';
};

/** The DIGESTS queue's consumer: each message handled on its own, a retryable failure tried again by the queue. */
export const deliverDigests = async (batch: MessageBatch<DigestMessage>, env: Env, now: number): Promise<void> => {
  const outcomes = { sent: 0, failed: 0 };
  for (const message of batch.messages) {
    const { body } = message;
    try {
      if (body.kind === 'page') await walkPage(env, body.day, body.after);
      else {
        const outcome = await sendDigest(env, body.day, body.email, now);
        if (outcome === 'retry') {
          message.retry({ delaySeconds: 60 });
          continue;
        }
        if (outcome === 'sent') outcomes.sent++;
        if (outcome === 'failed') outcomes.failed++;
      }
      message.ack();
    } catch (error) {
      console.error(
        `digest: ${body.kind} ${body.kind === 'page' ? (body.after ?? 'first') : body.email} failed: ${error}`,
      );
      message.retry({ delaySeconds: 60 });
    }
  }
  if (outcomes.sent || outcomes.failed) console.log(`digest: ${outcomes.sent} sent, ${outcomes.failed} failed`);
};
