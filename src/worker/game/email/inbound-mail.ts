/**
 * The Worker's `email()` handler: a reply to a notification plays a move. The address
 * says which game, seat and ply (signed, so it cannot be made up); the mail must be of a
 * reply's size and structure (checked on its bytes before any parsing); a machine's mail
 * (out-of-office, bounces, receipts, lists) is logged and never answered; the sender must
 * be that seat's address; the game object then acts exactly as for the HTTP API and queues
 * the answer. Mail that is not ours, not from the player or not a reply's shape is refused
 * at the SMTP stage rather than answered, so nobody can use Orrery to send mail to a third
 * party. What became of each mail to a game's address is in the game's mail log.
 */
import { gameRoom } from '../objects.ts';
import type { Env } from '../../platform/env.ts';
import { readReplyAddress } from '../../mail/reply-address.ts';
import { readRawReply } from '../../mail/inbound-limits.ts';
import { readReply } from '../../mail/reply-text.ts';
import { toBase32 } from '../../http/signing.ts';
import { checkedMessageId } from '../../mail/headers.ts';
import { checkSender } from '../../mail/sender-check.ts';
import type { InboundOutcome } from './inbound-log.ts';

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
  const { game, side, ply, line = 0, about, answer } = target.value;
  const room = gameRoom(env, game);
  const note = async (outcome: InboundOutcome, detail: string, messageId: string | null = null) => {
    console.log(`inbound mail for ${game}.${side}: ${outcome}: ${detail}`);
    await room.logInboundMail({ side, receivedAt: Date.now(), messageId, outcome, detail });
  };
  const refuse = async (reason: string, messageId: string | null = null): Promise<InboundResult> => {
    message.setReject(reason);
    await note('refused', reason, messageId);
    return 'refused';
  };
  const raw = await readRawReply(message.raw, message.rawSize);
  if (!raw.ok) return refuse(raw.reason);
  const read = await readReply(raw.raw, message.from);
  if (!read.ok) return refuse(read.reason);
  const reply = read.reply;
  const messageId = checkedMessageId(reply.messageId);
  // Out-of-office notes and bounces are not a player's answer; answering them could loop.
  if (reply.automatic) {
    await note('ignored', `automatic mail, not answered: ${reply.automatic}`, messageId);
    return 'ignored';
  }
  const from = reply.from ?? message.from.toLowerCase();
  const sender = checkSender(from, message.from, reply.authenticationResults, env.INBOUND_AUTHSERV_ID ?? null);
  if (!sender.ok) return refuse(sender.reason, messageId);
  // Without a Message-ID of RFC 5322's form a resent copy cannot be recognised; such mail
  // is rare and gets an id of our own. The sender's text never reaches a header we write.
  const id = messageId ?? `<generated-${crypto.randomUUID()}@orrery>`;
  const outcome = await room.emailCommand({
    messageId: id,
    messageKey: await messageKey(id),
    from,
    fromName: reply.fromName,
    side,
    ply,
    line,
    ...(about ? { about } : {}),
    ...(answer ? { toAnswer: true } : {}),
    own: reply.own,
    subject: reply.subject,
  });
  if (outcome.status === 'refused') {
    message.setReject(outcome.reason);
    return 'refused';
  }
  if (outcome.status === 'duplicate' || outcome.status === 'ignored') return outcome.status;
  return outcome.played ? 'played' : 'answered';
};
