/**
 * Writing a game's queued notice as an email to one seat, at the moment it is sent: the
 * seat's current preference decides whether it goes at all, and a "your move" the
 * player has already answered (on the page, before the email left) is dropped. Then the
 * recipient's own object (mail/recipient.ts) admits it, or not, across all games: an
 * address that has not confirmed gets the game's invitation instead, once.
 */
import type { Game } from '../../../engine/game.ts';
import {
  confirmLink,
  emailBoardLink,
  preferencesLink,
  seatLink,
  seatToken,
  unsubscribeLink,
  watchLink,
} from '../../http/links.ts';
import { canSendMail, NO_MAIL_SERVICE } from '../../mail/mailer-for.ts';
import { recipientOf, type MailKind } from '../../mail/recipient.ts';
import { mailSetup } from '../../mail/config.ts';
import { addressedEmail } from '../../mail/outgoing.ts';
import { checkedMessageId } from '../../mail/headers.ts';
import { replyAddress, type ReplyAbout } from '../../mail/reply-address.ts';
import * as templates from '../../mail/templates/index.ts';
import type { RenderedEmail } from '../../mail/templates/index.ts';
import type { Env } from '../../platform/env.ts';
import { viewClock } from '../clock/clock-rules.ts';
import { clockTermsText } from '../../../shared/clock-words.ts';
import { durationText } from '../../../shared/game-words.ts';
import type { OutgoingEmail } from '../../mail/message.ts';
import type { Delivery } from './channel.ts';
import type { NoticeKind } from '../room/notice.ts';
import type { RoomRecord } from '../room/room-record.ts';
import type { LastMove } from '../room/view.ts';
import { positionInWords } from '../../../shared/position-words.ts';

/**
 * What to do with one queued notice for its recipient: an email, a reason not to send it
 * (a choice: skipped), or a reason it cannot be sent (the server's setup: failed).
 */
export type Composed =
  | { readonly email: OutgoingEmail }
  | { readonly skip: string }
  | { readonly refuse: string }
  | null;

/** Notices that answer something the player sent: they go whatever the preference. */
const ANSWERS: ReadonlySet<string> = new Set<NoticeKind>(['move-confirmed', 'reply-problem']);
/** Notices a reply can answer: they carry the signed reply address. */
const REPLYABLE: ReadonlySet<string> = new Set<NoticeKind>([
  'your-move',
  'draw-offered',
  'takeback-asked',
  'clock-warning',
  'reply-problem',
  'message',
]);
/** Notices about an offer: a reply's bare `accept` or `decline` answers that one (reply-address.ts). */
const OFFERS: Readonly<Partial<Record<string, ReplyAbout>>> = { 'draw-offered': 'draw', 'takeback-asked': 'takeback' };
/** Notices about a turn: worthless once the game has moved past their ply. */
const TURN_BOUND: ReadonlySet<string> = new Set<NoticeKind>(['your-move', 'clock-warning']);

export interface ComposeInput {
  readonly room: RoomRecord;
  readonly game: Game;
  readonly pending: Delivery;
  readonly env: Env;
  /** The move played at a ply, for "X played …" with the engine's words. */
  readonly moveAt: (ply: number) => LastMove | null;
}

/** Why a notice is not mailed to its recipient now, or null when it should be. */
const reasonToSkip = (room: RoomRecord, pending: Delivery): string | null => {
  const seat = room.seats[pending.side];
  if (!seat?.email) return 'the seat has no email address';
  const kind = pending.notice.kind;
  if (ANSWERS.has(kind)) return null;
  const notify = seat.notify ?? 'move';
  if (notify === 'none') return 'the player chose no email';
  if (notify === 'digest' && kind === 'your-move') return 'the player chose the daily digest';
  if (TURN_BOUND.has(kind) && (room.ply !== pending.notice.ply || room.status !== 'ongoing'))
    return 'the game has moved on since';
  // An offer answered or withdrawn before its email went: nothing is left to answer.
  if (kind === 'draw-offered' && (room.drawOffer === null || room.drawOffer === pending.side))
    return 'the draw offer was answered or withdrawn since';
  if (kind === 'takeback-asked' && ((room.takebackOffer ?? null) === null || room.ply !== pending.notice.ply))
    return 'the takeback request was answered or withdrawn since';
  // A seat that went on vacation after its reminder was written: its clock is paused.
  if (kind === 'clock-warning' && room.clock && room.clock.deadline === null) return 'the clock is paused';
  return null;
};

/** A legal move in notation, to show how a reply is written. */
const exampleMove = (game: Game, room: RoomRecord): string => {
  const position = game.parsePosition(room.position);
  const moves = position.ok ? game.legalMoves(position.value, room.variant) : [];
  if (position.ok && moves[0] !== undefined) return game.makeMove(position.value, moves[0]);
  const start = game.startPosition(room.variant);
  const first = game.legalMoves(start, room.variant)[0];
  return first === undefined ? '' : game.makeMove(start, first);
};

/** What the recipient's object counts a notice as. */
const mailKindOf = (kind: string): MailKind => (ANSWERS.has(kind) ? 'answer' : 'game');

export interface PrepareInput extends Omit<ComposeInput, 'room' | 'game'> {
  /** The game as it is now: read again after the recipient's object has answered. */
  readonly current: () => { readonly room: RoomRecord; readonly game: Game } | null;
}

/** A notice checked against the seat's choice, then admitted by its recipient, then written. */
export const prepareMail = async ({ current, pending, env, moveAt }: PrepareInput): Promise<Composed> => {
  const before = current();
  if (!before) return null;
  const skip = reasonToSkip(before.room, pending);
  if (skip) return { skip };
  const setup = mailSetup(env);
  if (!setup.ok) return { refuse: setup.problem };
  if (!canSendMail(env)) return { refuse: NO_MAIL_SERVICE };
  const address = before.room.seats[pending.side]!.email!;
  const recipient = await recipientOf(env.RECIPIENTS, address);
  // A tournament's entrants joined all its games when they entered (tournament-routes.ts).
  const via = before.room.tournament ? [`t:${before.room.tournament.id}`] : [];
  const admission = await recipient.admit(pending.key, mailKindOf(pending.notice.kind), before.room.id, {
    via,
    joinedAlready: before.room.joinToMail !== true,
  });
  if (!admission.send) return { skip: admission.reason };
  const now = current();
  if (!now) return null;
  return composeMail({ ...now, pending, env, moveAt, invitation: admission.invitation });
};

export const composeMail = async ({
  room,
  game,
  pending,
  env,
  moveAt,
  invitation = false,
}: ComposeInput & { readonly invitation?: boolean }): Promise<Composed> => {
  const skip = reasonToSkip(room, pending);
  if (skip) return { skip };
  const seat = room.seats[pending.side]!;
  const setup = mailSetup(env);
  if (!setup.ok) return { refuse: setup.problem };
  const { config } = setup;
  const { secret, origin } = config;
  const { notice } = pending;
  const subject = { game: room.id, side: pending.side };
  const watch = watchLink(origin, room.id);
  const unsubscribe = secret ? await unsubscribeLink(secret, origin, subject) : null;
  const input: templates.GameMailInput = {
    gameName: game.name,
    variantName: game.variants.find((variant) => variant.id === room.variant)?.name ?? room.variant,
    gameId: room.id,
    players: Object.fromEntries(Object.entries(room.seats).map(([side, each]) => [side, each.name])),
    recipientSide: pending.side,
    sideNames: Object.fromEntries(game.sides.map((side) => [side.id, side.name])),
    ply: notice.ply,
    links: {
      seat:
        secret && seat.tokenSalt
          ? seatLink(origin, room.id, pending.side, await seatToken(secret, room.id, pending.side, seat.tokenSalt))
          : null,
      watch,
      boardImage: emailBoardLink(origin, room.id, notice.ply, pending.side === game.sides[1].id),
      // Without the secret the game page is where settings change (with the seat link).
      preferences: secret ? await preferencesLink(secret, origin, subject) : watch,
      unsubscribe: unsubscribe ?? watch,
    },
    // The words describe the position now, so only an email about the current ply has them.
    position: room.ply === notice.ply ? positionInWords(game.id, room.position) : null,
  };
  if (invitation) {
    const address = seat.email!;
    const everything = { email: address };
    const stop = await unsubscribeLink(secret, origin, everything);
    const rendered = templates.invitation({
      ...input,
      address,
      confirm: await confirmLink(secret, origin, address, room.id),
      stop,
      preferences: await preferencesLink(secret, origin, everything),
    });
    return { email: addressedEmail(config, address, rendered, { headers: templates.unsubscribeHeaders(stop) }) };
  }
  const replyTo =
    secret && REPLYABLE.has(notice.kind)
      ? await replyAddress(
          secret,
          {
            game: room.id,
            side: pending.side,
            ply: notice.ply,
            line: room.takenBack ?? 0,
            ...(OFFERS[notice.kind] ? { about: OFFERS[notice.kind] } : {}),
            // An answer's replies are known as replies to an answer: no mail loop (docs/email.md).
            ...(ANSWERS.has(notice.kind) ? { answer: true as const } : {}),
          },
          config.inboundDomain,
        )
      : undefined;
  const replyable = replyTo !== undefined;
  const headers: Record<string, string> =
    unsubscribe && !ANSWERS.has(notice.kind) ? templates.unsubscribeHeaders(unsubscribe) : {};
  // Threading only with a message id of RFC 5322's form (the inbound handler checked it too).
  const answered = notice.kind === 'move-confirmed' || notice.kind === 'reply-problem' ? notice.body.inReplyTo : null;
  const inReplyTo = typeof answered === 'string' ? checkedMessageId(answered) : null;
  if (inReplyTo) Object.assign(headers, { 'In-Reply-To': inReplyTo, References: inReplyTo });
  const played = notice.ply > 0 ? moveAt(notice.ply) : null;
  const inWords = played ? { notation: played.notation, description: played.description } : null;
  const deadlineNow = room.clock ? viewClock(room.clock, Date.now()).deadline : null;
  // A bank clock's emails say the bank: what the side to move has left, and its terms.
  const bankNow =
    room.clock?.settings.bank && deadlineNow
      ? `${durationText(Date.parse(deadlineNow) - Date.now())} left, ${clockTermsText(room.clock.settings)}`
      : null;
  const example = exampleMove(game, room);

  let rendered: RenderedEmail;
  switch (notice.kind) {
    case 'your-move':
      rendered = templates.yourMove({
        ...input,
        lastMove: 'first' in notice.body ? null : inWords,
        deadline: deadlineNow,
        bank: bankNow,
        exampleMove: example,
        replyable,
        conditional: 'conditional' in notice.body && notice.body.conditional === true,
        // Messages go between people: the computer's opponent has no one to write to.
        messages: !Object.values(room.seats).some((each) => each.computer),
      });
      break;
    case 'conditional-played':
      rendered = templates.conditionalPlayed({
        ...input,
        opponentMove: notice.body.opponentMove ?? '',
        reply: notice.body.reply ?? null,
        linesLeft: notice.body.left ?? 0,
        problem: notice.body.problem ?? null,
      });
      break;
    case 'takeback-asked':
      rendered = templates.takebackAsked({ ...input, move: notice.body.move ?? '', replyable });
      break;
    case 'draw-declined':
      rendered = templates.drawDeclined(input);
      break;
    case 'rematch-offered':
      rendered = templates.rematchOffered(input);
      break;
    case 'takeback-answered':
      rendered = templates.takebackAnswered({
        ...input,
        accepted: notice.body.accepted === true,
        move: notice.body.move ?? '',
      });
      break;
    case 'game-started':
      rendered = templates.gameStarted(input);
      break;
    case 'game-over': {
      const result = room.result ?? { winner: null, reason: 'agreement' };
      rendered = templates.gameOver({
        ...input,
        winner: result.winner,
        outcome: game.describeOutcome(result),
        lastMove: typeof notice.body.notation === 'string' ? inWords : null,
      });
      break;
    }
    case 'chat-removed':
      rendered = templates.chatRemoved({ ...input, channel: notice.body.channel, reason: notice.body.reason });
      break;
    case 'draw-offered': {
      // Offered on the offerer's own turn, the reader cannot decline by moving yet.
      const position = game.parsePosition(room.position);
      const yourTurn = position.ok && game.toMove(position.value) === pending.side;
      rendered = templates.drawOffered({ ...input, replyable, yourTurn });
      break;
    }
    case 'clock-warning':
      rendered = templates.clockWarning({
        ...input,
        deadline: new Date(notice.body.deadline).toISOString(),
        bank: bankNow,
        exampleMove: example,
        replyable,
      });
      break;
    case 'message':
      rendered = templates.messageReceived({ ...input, text: notice.body.text, replyable });
      break;
    case 'move-confirmed': {
      const { action } = notice.body;
      if (action === 'message') {
        rendered = templates.messageSent({ ...input, text: notice.body.message ?? '' });
        break;
      }
      const { message, read } = notice.body;
      const understood = { messageSent: message !== undefined, ...(message !== undefined ? { message } : {}) };
      const line = read !== undefined ? { read } : {};
      if (action) {
        rendered = templates.actionConfirmed({ ...input, action, ...understood, ...line });
        break;
      }
      const move = inWords ?? { notation: notice.body.move ?? '', description: '' };
      rendered = templates.moveConfirmed({ ...input, move, ...understood, ...line });
      break;
    }
    case 'reply-problem': {
      const legal = notice.body.legal ?? [];
      rendered = templates.replyProblem({
        ...input,
        reason: notice.body.problem ?? 'the reply could not be played',
        detail: legal.length ? `Legal moves of that piece: ${legal.join(', ')}` : null,
        received: notice.body.move ?? null,
        exampleMove: example,
        replyable,
      });
      break;
    }
  }
  return { email: addressedEmail(config, seat.email!, rendered, { replyTo, headers }) };
};
