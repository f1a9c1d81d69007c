/**
 * What a phone or desktop notification says about a notice, to the seat it is for: a
 * short title (who did what), a line of detail, and where a tap leads. Every notification
 * of one game carries the same tag, so a newer one replaces the one before it rather than
 * piling up. Names are shown as plain text by the browser: nothing here is markup.
 */
import { withoutRefused } from '../../../shared/free-text.ts';
import type { NoticeKind } from '../room/notice.ts';
import type { ChannelContext, QueuedNotice } from './channel.ts';

/** The JSON the service worker receives (src/web/push/service-worker.ts reads it). */
export interface PushMessage {
  readonly title: string;
  readonly body: string;
  /** The game's page: the browser that subscribed keeps the seat's token for it. */
  readonly url: string;
  /** One per game: a later notification replaces the earlier. */
  readonly tag: string;
  readonly game: string;
  readonly ply: number;
}

/** The notices a notification is sent for; replies to emails stay in email. */
export const PUSH_CARRIES = {
  'your-move': true,
  'game-started': true,
  'game-over': true,
  'draw-offered': true,
  'clock-warning': true,
  'move-confirmed': false,
  'reply-problem': false,
  'conditional-played': true,
  'takeback-asked': true,
  'takeback-answered': true,
  'draw-declined': true,
  'rematch-offered': true,
  'chat-removed': true,
  // Private to the two seats, and encrypted for the browser alone: the push service cannot read it.
  message: true,
} as const satisfies Record<NoticeKind, boolean>;

/** Titles are cut here, bodies at twice that: a notification shows a line or two. */
const TITLE_MAX = 80;
const cut = (text: string, max: number): string => {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
};

export const pushMessageOf = (
  { current, moveAt }: Pick<ChannelContext, 'current' | 'moveAt'>,
  notice: QueuedNotice,
  recipient: string,
): PushMessage | { readonly skip: string } => {
  const now = current();
  if (!now) return { skip: 'no game' };
  const { room, game } = now;
  const nameOf = (side: string) => room.seats[side]?.name ?? side;
  const sideName = (side: string) => game.sides.find((each) => each.id === side)?.name ?? side;
  const opponent = game.sides.find((side) => side.id !== recipient)?.id ?? '';
  const move = notice.ply > 0 ? moveAt(notice.ply) : null;
  const said = (title: string, body: string) => ({ title, body });
  let words: { title: string; body: string };
  switch (notice.kind) {
    case 'your-move':
      words =
        'first' in notice.body
          ? said(
              `Your move against ${nameOf(opponent)}`,
              `${game.name}: you play ${sideName(recipient)} and move first.`,
            )
          : said(
              `${nameOf(opponent)} played ${notice.body.notation}: your move`,
              move?.description || `${game.name}, move ${notice.ply}.`,
            );
      break;
    case 'game-started':
      words = said(
        `Your ${game.name} game with ${nameOf(opponent)} has begun`,
        `${nameOf(notice.body.first)} moves first; you will hear when it is your move.`,
      );
      break;
    case 'game-over':
      words = said(`Game over against ${nameOf(opponent)}`, `${game.describeOutcome(notice.body.result)}.`);
      break;
    case 'draw-offered':
      words = said(`${nameOf(opponent)} offers a draw`, 'Accept or decline on the game page, or play on.');
      break;
    case 'clock-warning':
      words = said(
        `Your time against ${nameOf(opponent)} runs out soon`,
        `Move by ${new Date(notice.body.deadline).toUTCString().replace(':00 GMT', ' UTC')}.`,
      );
      break;
    case 'conditional-played':
      words = said(
        `${nameOf(opponent)} played ${notice.body.opponentMove}`,
        notice.body.reply
          ? `Your conditional move ${notice.body.reply} was played for you.`
          : (notice.body.problem ?? 'Your conditional moves did not cover it: your move.'),
      );
      break;
    case 'takeback-asked':
      words = said(`${nameOf(opponent)} asks to take back ${notice.body.move}`, 'Accept or decline on the game page.');
      break;
    case 'rematch-offered':
      words = said(`${nameOf(opponent)} offers a rematch`, 'Accept or decline on the game page.');
      break;
    case 'draw-declined':
      words = said(`${nameOf(opponent)} declined your draw offer`, 'The game goes on.');
      break;
    case 'takeback-answered':
      words = said(
        `${nameOf(opponent)} ${notice.body.accepted ? 'accepted' : 'declined'} your takeback`,
        notice.body.accepted ? 'Your move was taken back: it is your move again.' : 'The move stands.',
      );
      break;
    case 'message':
      words = said(`${nameOf(notice.side ?? opponent)} wrote`, notice.body.text);
      break;
    case 'chat-removed':
      words = said('A chat channel was removed', `${notice.body.channel}: ${notice.body.reason}`);
      break;
    default:
      return { skip: `notifications are not sent for notices of kind ${notice.kind}` };
  }
  return {
    // A message or name stored before the free-text rules may hold what they refuse: never shown.
    title: cut(withoutRefused(words.title), TITLE_MAX),
    body: cut(withoutRefused(words.body), TITLE_MAX * 2),
    url: `/g/${room.id}`,
    tag: `orrery-${room.id}`,
    game: room.id,
    ply: notice.ply,
  };
};
