/**
 * The Worker's `email()` handler: a reply to a notification plays a move. The address
 * says which game, seat and ply (signed, so it cannot be made up); the sender must be
 * that seat's address; the game object then acts exactly as for the HTTP API and queues
 * the answer. Mail that is not ours, or not from the player, is refused at the SMTP
 * stage rather than answered, so nobody can use Orrery to send mail to a third party.
 */
import { gameRoom } from '../objects.ts';
import type { Env } from '../../platform/env.ts';
import { readReplyAddress } from '../../mail/reply-address.ts';
import { readReply } from '../../mail/reply-text.ts';
import { toBase32 } from '../../http/signing.ts';
import { checkedMessageId } from '../../mail/headers.ts';
import { checkSender } from '../../mail/sender-check.ts';

/** Names the answer to one incoming message: 80 bits of its Message-ID's digest. */
const messageKey = async (messageId: string): Promise<string> =>
  toBase32(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(messageId))).slice(0, 10));

export type InboundResult = 'answered' | 'played' | 'duplicate' | 'ignored' | 'refused';

export const receiveEmail = async (message: ForwardableEmailMessage, env: Env): Promise<InboundResult> => {
  if (!env.SIGNING_SECRET) {
    message.setReject('this address takes no mail: the server has no signing secret set');
    return 'refused';
  }
  const target = await readReplyAddress(env.SIGNING_SECRET, message.to);
  if (!target.ok) {
    message.setReject(`${target.error.message}; reply to the notification email itself`);
    return 'refused';
  }
  const reply = await readReply(message.raw);
  // Out-of-office notes and bounces are not a player's answer; answering them could loop.
  if (reply.automatic) return 'ignored';
  const from = reply.from ?? message.from.toLowerCase();
  const sender = checkSender(from, message.from, reply.authenticationResults);
  if (!sender.ok) {
    message.setReject(sender.reason);
    return 'refused';
  }
  // Without a Message-ID of RFC 5322's form a resent copy cannot be recognised; such mail
  // is rare and gets an id of our own. The sender's text never reaches a header we write.
  const messageId = checkedMessageId(reply.messageId) ?? `<generated-${crypto.randomUUID()}@orrery>`;
  const { game, side, ply, line = 0, about } = target.value;
  const room = gameRoom(env, game);
  const outcome = await room.emailCommand({
    messageId,
    messageKey: await messageKey(messageId),
    from,
    side,
    ply,
    line,
    ...(about ? { about } : {}),
    command: reply.command,
    message: reply.message,
    problem: reply.problem,
    subject: reply.subject,
  });
  if (outcome.status === 'refused') {
    message.setReject(outcome.reason);
    return 'refused';
  }
  if (outcome.status === 'duplicate') return 'duplicate';
  return outcome.played ? 'played' : 'answered';
};
