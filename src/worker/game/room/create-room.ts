/** Making the game in its new object: once (a second create is refused), with the first seat told it is to move. */
import { GAMES } from '../../../engine/games.ts';
import { failure, ok } from '../../../engine/result.ts';
import type { CreateRoom } from './room-record.ts';
import { newRoom, otherSide } from './room-rules.ts';
import type { GameState } from './view.ts';
import type { RoomResult } from './room-context.ts';
import type { Room } from './room.ts';
import { keepVerifications } from '../chat/chat-channels.ts';

export const createRoom = async (context: Room, init: CreateRoom): Promise<RoomResult<GameState>> => {
  const store = context.stores.room;
  if (store.loadRoom()) return failure('ERR_GAME_EXISTS', 'a game with this id exists already');
  const game = GAMES.get(init.game);
  if (!game) return failure('ERR_GAME', `unknown game "${init.game}"`);
  const parsed = init.position === null ? ok(game.startPosition(init.variant)) : game.parsePosition(init.position);
  if (!parsed.ok) return parsed;
  const now = Date.now();
  const room = newRoom(init, game, parsed.value, now);
  const first = game.toMove(parsed.value);
  await context.migrate();
  store.transaction(() => {
    store.saveRoom(room);
    keepVerifications(context.storage.kv, init.verifications ?? []);
    context.tell(room, 'your-move', first, { first: true }, now, [first]);
    context.tell(room, 'game-started', otherSide(game, first), { first }, now, [otherSide(game, first)]);
  });
  context.adopt({ room, game, position: parsed.value, lastMove: null });
  context.afterChange();
  return ok(context.view());
};
