/** Reading the development outbox and sending the Worker email, as a mail server would. */
import { env } from 'cloudflare:workers';
import worker from '../../src/worker/index.ts';
import { GAMES } from '../../src/engine/games.ts';
import { listOutbox, type OutboxEmail } from '../../src/worker/mail/dev-outbox.ts';
import { roomStub } from './rooms.ts';
import { createGame } from './client.ts';
import { recipientOf } from '../../src/worker/mail/recipient.ts';

/** Sends a game's due emails now (as its alarm would) and returns what each address received, oldest first. */
export const deliver = async (id: string) => roomStub(id).deliverMail();

export const outboxTo = async (address: string): Promise<OutboxEmail[]> =>
  (await listOutbox(env.DB, 500, address)).reverse();

export const lastEmailTo = async (address: string): Promise<OutboxEmail> => {
  const emails = await outboxTo(address);
  const last = emails.at(-1);
  if (!last) throw new Error(`no email to ${address}`);
  return last;
};

/** A legal move from the game's current position, in notation (the first the engine lists). */
export const someLegalMove = (game: string, variant: string, positionText: string, pick = 0): string => {
  const engine = GAMES.get(game)!;
  const position = engine.parsePosition(positionText);
  if (!position.ok) throw new Error(position.error.message);
  const moves = engine.legalMoves(position.value, variant);
  return engine.makeMove(position.value, moves[pick % moves.length]!);
};

export interface SentEmail {
  readonly rejected: string | null;
}

let messageCounter = 0;
export const newMessageId = (): string => `<reply-${++messageCounter}-${crypto.randomUUID()}@mail.example>`;

/** An RFC 822 reply with CRLF line ends; `body` is the text part. */
export const replyMessage = (options: {
  from: string;
  to: string;
  body: string;
  messageId?: string;
  subject?: string;
  extraHeaders?: string[];
}): string =>
  [
    `From: ${options.from}`,
    `To: ${options.to}`,
    `Subject: ${options.subject ?? 'Re: Your move'}`,
    `Message-ID: ${options.messageId ?? newMessageId()}`,
    'Date: Sat, 21 Nov 2026 10:00:00 +0000',
    'MIME-Version: 1.0',
    ...(options.extraHeaders ?? ['Content-Type: text/plain; charset=utf-8']),
    '',
    options.body,
    '',
  ].join('\r\n');

/** Hands a raw message to the Worker's email handler, as Email Routing would. */
export const receive = async (raw: string | Uint8Array, envelope: { from: string; to: string }): Promise<SentEmail> => {
  let rejected: string | null = null;
  const bytes = typeof raw === 'string' ? new TextEncoder().encode(raw) : raw;
  const message = {
    from: envelope.from,
    to: envelope.to,
    headers: new Headers(),
    raw: new Response(bytes).body!,
    rawSize: bytes.length,
    setReject(reason: string) {
      rejected = reason;
    },
    forward: async () => ({ messageId: '' }),
    reply: async () => ({ messageId: '' }),
  } as unknown as ForwardableEmailMessage;
  await worker.email(message, env);
  return { rejected };
};

/** The owner of `address` confirmed it (as the invitation's button does): its games' emails may come. */
export const confirmAddress = async (address: string): Promise<void> => {
  await (await recipientOf(env.RECIPIENTS, address)).confirm();
};

/** The owner of `address` asked for this game's emails (the invitation's button, src/worker/mail/recipient.ts). */
export const joinGame = async (address: string, game: string): Promise<void> => {
  await (await recipientOf(env.RECIPIENTS, address)).join(game);
};

/** A game whose players have all joined it by their addresses (confirming them), so its emails go out. */
export const createConfirmedGame = async (body: Record<string, unknown>) => {
  const players = (body.players ?? {}) as Record<string, { email?: string }>;
  const created = await createGame(body);
  for (const seat of Object.values(players)) if (seat.email) await joinGame(seat.email, created.id);
  return created;
};
