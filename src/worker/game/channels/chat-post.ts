/**
 * What a chat channel says about a notice, before any service's format: a title, lines
 * of plain text (who moved and what, whose turn it is, or how the game ended), the game's
 * link and the board picture of that ply (so chat services unfurl it). Names are the
 * players' own text: each format escapes them for its own markup.
 */
import { boardImageLink, watchLink } from '../../http/links.ts';
import type { NoticeKind } from '../room/notice.ts';
import type { ChannelContext, QueuedNotice } from './channel.ts';
import { playedText } from '../../../shared/played-words.ts';

export interface ChatPost {
  readonly kind: NoticeKind;
  readonly gameId: string;
  readonly title: string;
  readonly lines: readonly string[];
  readonly link: string;
  readonly image: string;
  readonly ply: number;
  /** The move told of, if any. */
  readonly move: { readonly side: string; readonly name: string; readonly notation: string } | null;
  /** The seat to move after it, while the game goes on. */
  readonly toMove: { readonly side: string; readonly name: string } | null;
  readonly over: boolean;
}

/** The notices a chat channel posts: moves, the end, and draw offers. */
export const CHAT_CARRIES = {
  'your-move': true,
  'game-over': true,
  'draw-offered': true,
  'game-started': false,
  'clock-warning': false,
  'move-confirmed': false,
  'reply-problem': false,
  'conditional-played': false,
  'takeback-asked': false,
  'takeback-answered': false,
  'draw-declined': false,
  'rematch-offered': false,
  'chat-removed': false,
  // A chat channel is shared with whoever reads the chat: messages between the seats are private.
  message: false,
} as const satisfies Record<NoticeKind, boolean>;

/** The post for a notice, or a reason there is none. */
export const chatPostOf = (
  { current, moveAt }: ChannelContext,
  origin: string,
  notice: QueuedNotice,
): ChatPost | { readonly skip: string } => {
  const now = current();
  if (!now) return { skip: 'no game' };
  const { room, game } = now;
  const nameOf = (side: string) => room.seats[side]?.name ?? side;
  const sideName = (side: string) => game.sides.find((each) => each.id === side)?.name ?? side;
  const who = (side: string) => `${nameOf(side)} (${sideName(side)})`;
  const played = (ply: number, note = ''): string | null => {
    const move = ply > 0 ? moveAt(ply) : null;
    if (!move) return null;
    return playedText(who(move.side), move.notation, move.description, note);
  };
  const conditional = 'conditional' in notice.body && notice.body.conditional === true;
  const movesOf = (): string[] =>
    [
      conditional ? played(notice.ply - 1) : null,
      played(notice.ply, conditional ? ' (a conditional move)' : ''),
    ].filter((line): line is string => line !== null);
  // The move told of: the one that passed the turn, or ended the game (not a resignation).
  const tellsMove = notice.kind === 'your-move' || (notice.kind === 'game-over' && notice.body.notation !== undefined);
  const last = tellsMove && notice.ply > 0 ? moveAt(notice.ply) : null;
  let lines: string[];
  let toMove: ChatPost['toMove'] = null;
  switch (notice.kind) {
    case 'your-move': {
      if ('first' in notice.body || !notice.side) return { skip: 'no move to tell of yet' };
      toMove = { side: notice.side, name: nameOf(notice.side) };
      lines = [...movesOf(), `${who(notice.side)} to move.`];
      break;
    }
    case 'game-over':
      lines = [...(notice.body.notation ? movesOf() : []), `Game over: ${game.describeOutcome(notice.body.result)}.`];
      break;
    case 'draw-offered':
      lines = notice.side ? [`${who(notice.side)} offers a draw.`] : [];
      break;
    default:
      return { skip: `chat channels do not post notices of kind ${notice.kind}` };
  }
  const players = game.sides.map((side) => nameOf(side.id)).join(' vs ');
  return {
    kind: notice.kind,
    gameId: room.id,
    title: `${game.name}: ${players}`,
    lines,
    link: watchLink(origin, room.id),
    image: boardImageLink(origin, room.id, notice.ply),
    ply: notice.ply,
    move: last ? { side: last.side, name: nameOf(last.side), notation: last.notation } : null,
    toMove,
    over: notice.kind === 'game-over',
  };
};
