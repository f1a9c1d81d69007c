/**
 * An emailed reply acted on exactly as the HTTP API would on the seat's behalf, through
 * the same features (a move, a resignation, a draw, a takeback answer, a message), with
 * the answer (confirmation or the problem) queued in the same transaction: a reply is
 * acted on and answered once, whatever the retries. Reading the reply is
 * mail/reply-text.ts; routing it here is inbound-mail.ts.
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
import type { InTransaction, RoomContext } from '../room/room-context.ts';

/** A command read from an emailed reply, already matched to its seat by a signed address. */
export interface EmailCommand {
  readonly messageId: string;
  /** A short digest of the Message-ID: names the answer email. */
  readonly messageKey: string;
  /** The sender as the From header gives it, lowercased. */
  readonly from: string;
  readonly side: string;
  /** The ply of the email being answered. */
  readonly ply: number;
  /** The game's takebacks when that email was written (reply-address.ts): 0 for none. */
  readonly line?: number;
  /** The offer that email was about (reply-address.ts), which a bare `accept` or `decline` answers. */
  readonly about?: OfferKind;
  readonly command:
    | { readonly kind: 'move'; readonly text: string }
    | { readonly kind: 'resign' }
    | { readonly kind: 'draw' }
    | { readonly kind: 'accept' | 'decline'; readonly what?: OfferKind }
    | null;
  /** A message to the opponent the reply carried (reply-text.ts), or null. */
  readonly message?: string | null;
  /** Why no command could be read, for the answer. */
  readonly problem: string | null;
  /** Threading headers for the answer. */
  readonly subject: string;
}

/** What became of an emailed reply: answered (by email), ignored as a repeat, or refused outright. */
export type EmailOutcome =
  | { readonly status: 'answered'; readonly played: boolean }
  | { readonly status: 'duplicate' }
  | { readonly status: 'refused'; readonly reason: string };

type Confirmation = Omit<NoticeBodies['move-confirmed'], 'subject' | 'inReplyTo'>;
type ProblemExtra = Omit<NoticeBodies['reply-problem'], 'subject' | 'inReplyTo' | 'problem'>;

const ANSWERED: EmailOutcome = { status: 'answered', played: true };

export const emailCommand = (context: RoomContext, email: EmailCommand): EmailOutcome => {
  const loaded = context.load();
  if (!loaded) return { status: 'refused', reason: 'there is no such game' };
  const seat = loaded.room.seats[email.side];
  if (!seat?.email) return { status: 'refused', reason: 'that seat takes no email' };
  if (seat.email.toLowerCase() !== email.from)
    return {
      status: 'refused',
      reason: `only the player of this seat can reply to its emails, from the address the game has for them`,
    };
  const store = context.stores.room;
  if (store.messageSeen(email.messageId)) return { status: 'duplicate' };
  const { side, command } = email;
  // The player answered the game's email: they have caught up with its messages.
  context.stores.announcer.caughtUp(side);
  // Runs inside the transaction that acts on the reply: acting, answering and
  // remembering the Message-ID commit together or not at all.
  const reply =
    <K extends 'move-confirmed' | 'reply-problem'>(kind: K, body: Omit<NoticeBodies[K], 'subject' | 'inReplyTo'>) =>
    (room: RoomRecord, now: number) => {
      store.markMessageSeen(email.messageId, now);
      const answering = { ...body, subject: email.subject, inReplyTo: email.messageId } as NoticeBodies[K];
      context.tell(room, kind, side, answering, now, [side], email.messageKey);
    };
  const problem = (message: string, extra: ProblemExtra = {}): EmailOutcome => {
    const { room } = loaded;
    store.transaction(() => reply('reply-problem', { problem: message, ...extra })(room, Date.now()));
    context.afterChange();
    return { status: 'answered', played: false };
  };
  // A message the reply carries goes only with the command, when it is played; a
  // message that cannot go stops the whole reply, so nothing happens by halves.
  const note = email.message
    ? admitMessage(context.stores.messages, loaded.room, side, email.message, Date.now())
    : null;
  if (note && !note.ok)
    return problem(`your message was not sent: ${note.error.message}; nothing was played`, { code: note.error.code });
  const admitted = note?.value ?? null;
  if (!command && admitted) {
    const { room } = loaded;
    const now = Date.now();
    store.transaction(() => {
      addMessage(context, room, side, admitted, now);
      reply('move-confirmed', { action: 'message', message: admitted.text })(room, now);
    });
    context.afterMessage();
    return { status: 'answered', played: false };
  }
  if (!command) return problem(email.problem ?? 'the reply had no move in it');
  const confirm = (body: Confirmation): InTransaction => {
    const answer = reply('move-confirmed', admitted ? { ...body, message: admitted.text } : body);
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
    if (played.ok) return ANSWERED;
    return problem(played.error.message, {
      move: command.text,
      code: played.error.code,
      legal: legalMovesNear(game, loaded.position, room.variant, command.text),
    });
  }
  if (command.kind === 'resign') {
    resignFor(context, loaded, side, confirm({ action: 'resign' }));
    return ANSWERED;
  }
  if (command.kind === 'draw') {
    const offered = answerDraw(context, loaded, side, 'offer', confirm({ action: 'draw' }));
    return offered.ok ? ANSWERED : problem(offered.error.message);
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
  return answered.ok ? ANSWERED : problem(answered.error.message);
};
