/**
 * The computer's seat as the game's object plays it, from the alarm (the choices are
 * computer-seat.ts and src/ai): an answer to a person's draw offer (by its evaluation) or
 * takeback request (granted: a game against the computer is for learning), then its move.
 * Each step commits like a person's request.
 */
import type { SearchResult } from '../../../ai/index.ts';
import { EARLIER_POSITIONS, acceptsDraw, computerDue, computerOf, moveBudget, moveThinking } from './computer-seat.ts';
import type { Thinking } from './slices.ts';
import { answerDraw } from '../moves/draws.ts';
import { play } from '../moves/moves.ts';
import type { RoomRecord } from '../room/room-record.ts';
import { takebackBy } from '../takebacks/takebacks.ts';
import type { Loaded, RoomContext } from '../room/room-context.ts';

/** The thinking under way in each game's object: a second call waits for it rather than think beside it. */
const thinking = new WeakMap<RoomContext, Promise<void>>();

/**
 * A move's search that has outlasted an alarm, kept in the object's memory for the next
 * one (the computer is still due, so the alarm comes again at once), with the position it
 * is about. An object evicted in between starts the search again.
 */
const unfinished = new WeakMap<
  RoomContext,
  { readonly about: string; readonly thinking: Thinking<SearchResult<unknown>> }
>();

/**
 * What the computer owes the game, done now; a step that makes it due again (a person's
 * conditional reply) loops once more. The thinking pauses between slices (slices.ts), and
 * the game's other requests may run then: a resignation, a takeback asked. So a decision
 * is committed only if the game is as it was when the thinking began; otherwise what is
 * due is read again from the game as it is.
 */
export const playComputer = async (context: RoomContext, loaded: Loaded): Promise<void> => {
  const running = thinking.get(context);
  if (running) return running;
  const run = decide(context, loaded).finally(() => thinking.delete(context));
  thinking.set(context, run);
  return run;
};

const decide = async (context: RoomContext, loaded: Loaded): Promise<void> => {
  const computer = computerOf(loaded.room);
  if (!computer) return;
  // The thinking one alarm may do: a draw offer's answer within it, a move's over as many as it takes.
  const budget = moveBudget(context.env.COMPUTER_MOVE_MS);
  for (let step = 0; step < 6; step++) {
    const { room, game, position } = loaded;
    const due = computerDue(room, game.toMove(position));
    if (due === null) return;
    const draw = due === 'draw' ? await acceptsDraw(game, room, position, budget) : null;
    let move: string | null = null;
    if (due === 'move') {
      const about = `${computer.level} ${game.makePosition(position)}`;
      let held = unfinished.get(context);
      if (held?.about !== about) {
        held = { about, thinking: moveThinking(game, room, position, computer.level, earlierPositions(context, room)) };
        unfinished.set(context, held);
      }
      const result = await held.thinking.run(budget);
      // More to think: the alarm, set again for now while the computer is due, goes on with it.
      if (result === null) return;
      unfinished.delete(context);
      move = result.notation;
    }
    // Changed while the computer thought: what it decided may no longer apply.
    if (loaded.room.version !== room.version) continue;
    const done =
      draw !== null
        ? answerDraw(context, loaded, computer.side, draw ? 'accept' : 'decline', null)
        : move !== null
          ? play(context, loaded, computer.side, move, room.ply, null)
          : takebackBy(context, loaded, computer.side, 'accept');
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
