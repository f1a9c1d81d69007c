/**
 * An emailed reply acted on exactly as the HTTP API would on the seat's behalf, through
 * the same features (a move, a resignation, a draw, a takeback answer, a message), with
 * the answer (confirmation or the problem) queued in the same transaction: a reply is
 * acted on and answered once, whatever the retries. Each reply that reaches the game is
 * logged with what became of it (inbound-log.ts). Reading the reply is mail/reply-text.ts
 * and, against this game's notation, reply-reading.ts; routing it here is inbound-mail.ts.
 */
import { afterMovesText } from '../../../shared/move-words.ts';
import { runClock } from '../clock/clock.ts';
import { legalMovesNear } from '../moves/legal-hints.ts';
import { addMessage } from '../messages/messages.ts';
import { admitMessage } from '../messages/message-admission.ts';
import { answerDraw, resignFor } from '../moves/draws.ts';
import { play } from '../moves/moves.ts';
import type { NoticeBodies } from '../room/notice.ts';
import type { RoomRecord } from '../room/room-record.ts';
import { answeredOffer, type OfferKind } from '../room/room-rules.ts';
import { takebackBy } from '../takebacks/takebacks.ts';
import { readReplyFor } from './reply-reading.ts';
import type { InTransaction, RoomContext } from '../room/room-context.ts';

/** An emailed reply, already matched to its seat by a signed address. */
export interface EmailCommand {
  readonly messageId: string;
  /** A short digest of the Message-ID: names the answer email. */
  readonly messageKey: string;
  /** The sender as the From header gives it, lowercased. */
  readonly from: string;
  /** The From header's display name, for reading a sign-off; null when none. */
  readonly fromName?: string | null;
  readonly side: string;
  /** The ply of the email being answered. */
  readonly ply: number;
  /** The game's takebacks when that email was written (reply-address.ts): 0 for none. */
  readonly line?: number;
  /** The offer that email was about (reply-address.ts), which a bare `accept` or `decline` answers. */
  readonly about?: OfferKind;
  /** That email was itself an answer to one of the player's replies (reply-address.ts `answer`). */
  readonly toAnswer?: boolean;
  /** The lines the player wrote (mail/reply-body.ts), or null when the reply had none. */
  readonly own: readonly string[] | null;
  /** Threading headers for the answer. */
  readonly subject: string;
}

/** What became of an emailed reply: answered (by email), ignored, a repeat, or refused outright. */
export type EmailOutcome =
  | { readonly status: 'answered'; readonly played: boolean }
  | { readonly status: 'ignored'; readonly reason: string }
  | { readonly status: 'duplicate' }
  | { readonly status: 'refused'; readonly reason: string };

/**
 * A reply to an answer that cannot be played, this soon after the seat's last answered
 * problem, is not answered: an automatic reply that carries none of the usual marks would
 * otherwise answer each answer, for ever. Played moves are confirmed still (a
 * confirmation cannot be replied to), and every address's answers are capped
 * (mail/recipient.ts).
 */
export const ANSWER_LOOP_WINDOW_MS = 10 * 60_000;

type Confirmation = Omit<NoticeBodies['move-confirmed'], 'subject' | 'inReplyTo'>;
type ProblemExtra = Omit<NoticeBodies['reply-problem'], 'subject' | 'inReplyTo' | 'problem'>;

const ANSWERED: EmailOutcome = { status: 'answered', played: true };

export const emailCommand = (context: RoomContext, email: EmailCommand): EmailOutcome => {
  const log = context.stores.inbound;
  const { side, messageId } = email;
  const logged = <T extends EmailOutcome>(outcome: T, detail: string): T => {
    const kind = outcome.status === 'answered' ? (outcome.played ? 'played' : 'answered') : outcome.status;
    log.add({ side, receivedAt: Date.now(), messageId, outcome: kind, detail });
    return outcome;
  };
  const loaded = context.load();
  if (!loaded) return { status: 'refused', reason: 'there is no such game' };
  const seat = loaded.room.seats[side];
  if (!seat?.email)
    return logged({ status: 'refused', reason: 'that seat takes no email' }, 'that seat takes no email');
  if (seat.email.toLowerCase() !== email.from) {
    const reason = `only the player of this seat can reply to its emails, from the address the game has for them`;
    return logged({ status: 'refused', reason }, `from ${email.from}: ${reason}`);
  }
  const store = context.stores.room;
  if (store.messageSeen(messageId)) return logged({ status: 'duplicate' }, 'a Message-ID already acted on');
  // The player answered the game's email: they have caught up with its messages.
  context.stores.announcer.caughtUp(side);
  const reading = readReplyFor(loaded, email.own, email.fromName ?? null);
  // Runs inside the transaction that acts on the reply: acting, answering and
  // remembering the Message-ID commit together or not at all.
  const reply =
    <K extends 'move-confirmed' | 'reply-problem'>(kind: K, body: Omit<NoticeBodies[K], 'subject' | 'inReplyTo'>) =>
    (room: RoomRecord, now: number) => {
      store.markMessageSeen(messageId, now);
      const answering = { ...body, subject: email.subject, inReplyTo: messageId } as NoticeBodies[K];
      context.tell(room, kind, side, answering, now, [side], email.messageKey);
    };
  const problem = (message: string, extra: ProblemExtra = {}): EmailOutcome => {
    const { room } = loaded;
    const last = log.latest(side, 'answered');
    const now = Date.now();
    if (email.toAnswer && last !== null && now - last < ANSWER_LOOP_WINDOW_MS) {
      store.transaction(() => store.markMessageSeen(messageId, now));
      return logged(
        { status: 'ignored', reason: 'a reply to an answer' },
        `not answered: a reply to an answer, ${Math.round((now - last) / 1000)} s after the last problem answered (no mail loop): ${message}`,
      );
    }
    store.transaction(() => reply('reply-problem', { problem: message, ...extra })(room, now));
    context.afterChange();
    return logged({ status: 'answered', played: false }, message);
  };
  if (reading.kind === 'no-text' || reading.kind === 'no-message') return problem(reading.problem);
  if (reading.kind === 'no-command')
    return problem(reading.problem, reading.tried ? { move: reading.tried, code: 'ERR_SYNTAX' } : {});
  if (reading.kind === 'two-commands') return problem(reading.problem);
  const written = reading.message;
  // A message the reply carries goes only with the command, when it is played; a
  // message that cannot go stops the whole reply, so nothing happens by halves.
  const note = written ? admitMessage(context.stores, loaded.room, side, written, Date.now()) : null;
  if (note && !note.ok)
    return problem(`your message was not sent: ${note.error.message}; nothing was played`, { code: note.error.code });
  const admitted = note?.value ?? null;
  if (reading.kind === 'message' && admitted) {
    const { room } = loaded;
    const now = Date.now();
    store.transaction(() => {
      addMessage(context, room, side, admitted, now);
      reply('move-confirmed', { action: 'message', message: admitted.text })(room, now);
    });
    context.afterMessage();
    log.add({ side, receivedAt: now, messageId, outcome: 'message', detail: `a message alone: ${admitted.text}` });
    return { status: 'answered', played: false };
  }
  if (reading.kind !== 'command') return problem('the reply had no move in it');
  const { command } = reading;
  const said = `“${reading.line}”${admitted ? ` and a message: ${admitted.text}` : ''}`;
  const confirm = (body: Confirmation): InTransaction => {
    const read = { ...body, read: reading.line };
    const answer = reply('move-confirmed', admitted ? { ...read, message: admitted.text } : read);
    return (room, now) => {
      answer(room, now);
      if (admitted) addMessage(context, room, side, admitted, now);
    };
  };
  runClock(context, loaded, Date.now());
  const { room, game } = loaded;
  if (room.status === 'finished')
    return problem(
      `the game is over${room.result ? ` (${game.describeOutcome(room.result)})` : ''}; nothing more can be played`,
    );
  if (command.kind === 'move') {
    const ourTurn = game.toMove(loaded.position) === side;
    if (email.ply !== room.ply && ourTurn)
      return problem(
        `you replied to the email sent ${afterMovesText(email.ply)}, but the game has moved on and stands ${afterMovesText(room.ply)}; reply to the latest email or play on the game page`,
      );
    // The same ply after a takeback is another position: the email showed the one before it.
    if ((email.line ?? 0) !== (room.takenBack ?? 0) && ourTurn)
      return problem(
        'you replied to an email about a position that has changed since: a move was taken back; reply to the latest email or play on the game page',
      );
    const played = play(context, loaded, side, command.text, room.ply, confirm({ move: command.text }));
    if (played.ok) return logged(ANSWERED, `played ${said}`);
    return problem(played.error.message, {
      move: command.text,
      code: played.error.code,
      legal: legalMovesNear(game, loaded.position, room.variant, command.text),
    });
  }
  if (command.kind === 'resign') {
    resignFor(context, loaded, side, confirm({ action: 'resign' }));
    return logged(ANSWERED, `resigned: ${said}`);
  }
  if (command.kind === 'draw') {
    const offered = answerDraw(context, loaded, side, 'offer', confirm({ action: 'draw' }));
    return offered.ok ? logged(ANSWERED, `offered a draw: ${said}`) : problem(offered.error.message);
  }
  const what = answeredOffer(room, side, command.what, email.about, { ply: email.ply, line: email.line ?? 0 });
  if (!what.ok) return problem(what.error.message);
  // Declining one's own offer withdraws it, and the answer says so.
  const own = (what.value === 'takeback' ? (room.takebackOffer ?? null) : room.drawOffer) === side;
  const word = command.kind === 'decline' && own ? 'withdraw' : command.kind;
  const action = what.value === 'takeback' ? `${word}-takeback` : word;
  const answered =
    what.value === 'takeback'
      ? takebackBy(context, loaded, side, command.kind, confirm({ action }))
      : answerDraw(context, loaded, side, command.kind, confirm({ action }));
  return answered.ok ? logged(ANSWERED, `${action}: ${said}`) : problem(answered.error.message);
};
