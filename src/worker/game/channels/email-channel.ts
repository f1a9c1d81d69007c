/**
 * Email as a channel: each seat with an address gets every notice, written and checked
 * against the seat's preference when it is sent (game/channels/room-mail.ts), then sent through the
 * mailer with the delivery key as Resend's idempotency key, so a retry after a lost answer
 * sends nothing twice.
 */
import { mailerFor } from '../../mail/mailer-for.ts';
import { prepareMail } from './room-mail.ts';
import { NOTICE_KINDS } from '../room/notice.ts';
import { SEND_TIMEOUT_MS, withTimeout, type Channel, type ChannelContext } from './channel.ts';

export const emailChannel = ({ env, current, moveAt }: ChannelContext): Channel => ({
  reach: 'seat',
  // Every notice is written for email; the seat's preference decides when it is sent.
  carries: Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, true])) as Channel['carries'],
  targets: (room, recipients) => recipients.filter((side) => room.seats[side]?.email),
  async deliver(delivery) {
    const composed = await prepareMail({ current, pending: delivery, env, moveAt });
    if (!composed) return { skip: 'no game' };
    if ('skip' in composed) return { skip: composed.skip };
    if ('refuse' in composed) return { fail: composed.refuse };
    const result = await withTimeout(mailerFor(env).send(composed.email, delivery.key), SEND_TIMEOUT_MS, {
      ok: false,
      retryable: true,
      message: `no answer within ${SEND_TIMEOUT_MS / 1000} s`,
    } as const);
    if (result.ok) return { sent: result.id };
    return result.retryable ? { retry: result.message } : { fail: result.message };
  },
});
