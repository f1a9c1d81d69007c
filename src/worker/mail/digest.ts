/**
 * The daily digest: one email per address listing every game waiting for its move, for
 * the seats that chose it. The cron runs hourly; from DIGEST_HOUR (UTC) each address is
 * sent today's digest once, recorded in D1, so a failed hour is simply tried again.
 */
import { addressedEmail } from './outgoing.ts';
import { GAMES } from '../../engine/games.ts';
import { digestSeats, markDigestSent, type PlayerGame } from '../db/players.ts';
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

/** Sends the digests due at `now`; how many went out and how many failed (to be retried next hour). */
export const sendDigests = async (env: Env, now: number): Promise<{ sent: number; failed: number }> => {
  const secret = env.SIGNING_SECRET;
  if (!secret || new Date(now).getUTCHours() < digestHour(env)) return { sent: 0, failed: 0 };
  const day = new Date(now).toISOString().slice(0, 10);
  const byEmail = new Map<string, PlayerGame[]>();
  for (const entry of await digestSeats(env.DB, day)) {
    const email = entry.seat.email!;
    byEmail.set(email, [...(byEmail.get(email) ?? []), entry]);
  }
  const setup = mailSetup(env);
  if (!setup.ok) {
    if (byEmail.size) console.error(`digest: ${byEmail.size} not sent: ${setup.problem}`);
    return { sent: 0, failed: byEmail.size };
  }
  const { config } = setup;
  const mailer = mailerFor(env);
  let sent = 0;
  let failed = 0;
  for (const [email, entries] of byEmail) {
    const subject = { email };
    const unsubscribe = await unsubscribeLink(secret, config.origin, subject);
    const rendered = digest({
      games: await Promise.all(entries.map((entry) => digestGame(secret, config.origin, entry))),
      links: { preferences: await preferencesLink(secret, config.origin, subject), unsubscribe },
      now,
    });
    const key = `digest.${day}.${email}`;
    const admitted = await (await recipientOf(env.RECIPIENTS, email)).admit(key, 'digest', null);
    if (!admitted.send) continue;
    const result = await mailer.send(
      addressedEmail(config, email, rendered, { headers: unsubscribeHeaders(unsubscribe) }),
      key,
    );
    if (result.ok) {
      await markDigestSent(env.DB, email, day, now);
      sent++;
    } else {
      console.warn(
        `digest: sending to ${email} failed (${result.retryable ? 'will retry next hour' : 'not retryable'}): ${result.message}`,
      );
      failed++;
    }
  }
  return { sent, failed };
};
