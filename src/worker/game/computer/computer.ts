/**
 * The computer's seat as the game's object plays it, from the alarm (the choices are
 * computer-seat.ts and src/ai): an answer to a person's draw offer (by its evaluation) or
 * takeback request (granted: a game against the computer is for learning), then its move.
 * Each step commits like a person's request.
 */
import { EARLIER_POSITIONS, acceptsDraw, computerDue, computerMove, computerOf, moveBudget } from './computer-seat.ts';
import { answerDraw } from '../moves/draws.ts';
import { play } from '../moves/moves.ts';
import type { RoomRecord } from '../room/room-record.ts';
import { takebackBy } from '../takebacks/takebacks.ts';
import type { Loaded, RoomContext } from '../room/room-context.ts';

/** What the computer owes the game, done now; a step that makes it due again (a person's conditional reply) loops once more. */
export const playComputer = (context: RoomContext, loaded: Loaded): void => {
  const computer = computerOf(loaded.room);
  if (!computer) return;
  const budget = moveBudget(context.env.COMPUTER_MOVE_MS);
  for (let step = 0; step < 4; step++) {
    const { room, game, position } = loaded;
    const due = computerDue(room, game.toMove(position));
    if (due === null) return;
    const done =
      due === 'draw'
        ? answerDraw(
            context,
            loaded,
            computer.side,
            acceptsDraw(game, room, position, budget) ? 'accept' : 'decline',
            null,
          )
        : due === 'takeback'
          ? takebackBy(context, loaded, computer.side, 'accept')
          : play(
              context,
              loaded,
              computer.side,
              computerMove(game, room, position, computer.level, budget, earlierPositions(context, room)).notation,
              room.ply,
              null,
            );
    // The computer's own choices are legal by construction: a refusal is a bug to see.
    if (!done.ok) throw new Error(`the computer's ${due} in ${room.id} was refused: ${done.error.message}`);
  }
};

/** The game's last positions before the current one (the start, if it is among them), for the computer. */
const earlierPositions = (context: RoomContext, room: RoomRecord): string[] => {
  const from = Math.max(1, room.ply - EARLIER_POSITIONS);
  const rows = context.stores.room.positionsBetween(from, room.ply - 1).map((row) => row.position);
  return from === 1 ? [room.start, ...rows] : rows;
};
