/**
 * What changed in a game between two states, in plain words for one reader: an offer made,
 * declined, withdrawn or accepted, a resignation, a vacation begun or ended, a move taken
 * back. The page says these when they happen, to the seat that made the change and to the
 * other alike, so no one is left reading a sentence that no longer holds ("your offer
 * stands…"). Moves themselves are announced by the page, which knows how they came.
 *
 * `by` is the seat that made the change, as the live update names it (null when unknown,
 * as after a reconnection, or for the clock's own changes); `viewer` is the reader's seat,
 * null for a watcher.
 */
import type { GameStateView } from './game-state.ts';
import { playerName, statusText, type GameNames } from './game-words.ts';
import { sentence } from './sentence.ts';

export interface ChangeReader {
  readonly game: GameNames;
  readonly viewer: string | null;
  readonly by: string | null;
}

/** The words for one reader: "you" for their own seat, the player's name for the other. */
const wordsFor = (state: GameStateView, { game, viewer }: ChangeReader) => ({
  /** "You", "Bob": who did something. */
  who: (side: string): string => (side === viewer ? 'you' : playerName(state, game, side)),
  /** "your", "Bob's": whose it is. */
  whose: (side: string): string => (side === viewer ? 'your' : `${playerName(state, game, side)}'s`),
  /** "you win", "Bob wins". */
  wins: (side: string): string => (side === viewer ? 'you win' : `${playerName(state, game, side)} wins`),
});

const otherSide = (game: GameNames, side: string): string => game.sides.find((named) => named.id !== side)!.id;

/** How the game ended, when it ended between the two states and not by a move's own result. */
const endingWords = (before: GameStateView, after: GameStateView, reader: ChangeReader): string | null => {
  const { who, whose, wins } = wordsFor(after, reader);
  const result = after.result;
  if (!result) return sentence(statusText(after, reader.game));
  switch (result.reason) {
    case 'resignation': {
      const loser = result.winner === null ? reader.by : otherSide(reader.game, result.winner);
      if (loser === null || result.winner === null) return sentence(statusText(after, reader.game));
      return sentence(`${who(loser)} resigned: ${wins(result.winner)}`);
    }
    case 'agreement': {
      const offerer = before.drawOffer;
      if (offerer === null) return sentence('the game is drawn by agreement');
      const accepter = reader.by ?? otherSide(reader.game, offerer);
      return sentence(`${who(accepter)} accepted ${whose(offerer)} draw offer: the game is drawn`);
    }
    case 'time': {
      if (result.winner === null) return sentence(statusText(after, reader.game));
      const loser = otherSide(reader.game, result.winner);
      return sentence(`${whose(loser)} time ran out: ${wins(result.winner)}`);
    }
    default:
      return sentence(statusText(after, reader.game));
  }
};

/** A draw offer made, declined or withdrawn while no move was played. */
const drawWords = (before: GameStateView, after: GameStateView, reader: ChangeReader): string | null => {
  const { who, whose } = wordsFor(after, reader);
  const was = before.drawOffer;
  const now = after.drawOffer;
  if (was === now) return null;
  if (now !== null) {
    if (now === reader.viewer)
      return `You offered a draw: it stands until ${who(otherSide(reader.game, now))} answers or moves.`;
    if (reader.viewer === null) return sentence(`${who(now)} offers a draw`);
    // On the offerer's own turn the reader has no move to decline with yet.
    const orMove = after.toMove === reader.viewer ? ', or play a move to decline it' : '';
    return sentence(`${who(now)} offers a draw: accept or decline it${orMove}`);
  }
  const by = reader.by;
  if (by === null) return sentence(`${whose(was!)} draw offer no longer stands`);
  if (by === was) return sentence(`${who(by)} withdrew ${by === reader.viewer ? 'your' : 'the'} draw offer`);
  return sentence(`${who(by)} declined ${whose(was!)} draw offer`);
};

/** A request to take back a move made, declined or withdrawn while no move was played. */
const takebackWords = (before: GameStateView, after: GameStateView, reader: ChangeReader): string | null => {
  const { who, whose } = wordsFor(after, reader);
  const was = before.takebackOffer ?? null;
  const now = after.takebackOffer ?? null;
  if (was === now) return null;
  if (now !== null) {
    const move = after.lastMove?.side === now ? ` ${after.lastMove.notation}` : '';
    if (now === reader.viewer)
      return `You asked to take back your move${move}: the request stands until ${who(otherSide(reader.game, now))} answers or moves.`;
    if (reader.viewer === null) return sentence(`${who(now)} asks to take back the move${move}`);
    const orMove = after.toMove === reader.viewer ? ', or play a move to decline it' : '';
    return sentence(`${who(now)} asks to take back the move${move}: accept or decline it${orMove}`);
  }
  const by = reader.by;
  if (by === null) return sentence(`${whose(was!)} takeback request no longer stands`);
  if (by === was) return sentence(`${who(by)} withdrew ${by === reader.viewer ? 'your' : 'the'} takeback request`);
  return sentence(`${who(by)} declined ${whose(was!)} takeback request`);
};

/** A move taken back: the request accepted. */
const takenBackWords = (before: GameStateView, after: GameStateView, reader: ChangeReader): string => {
  const { who, whose } = wordsFor(after, reader);
  const asker = before.takebackOffer ?? before.lastMove?.side ?? null;
  const move = before.lastMove ? ` ${before.lastMove.notation}` : '';
  if (asker === null) return sentence(`the last move${move} was taken back`);
  const accepter = reader.by ?? otherSide(reader.game, asker);
  return sentence(
    `${who(accepter)} accepted ${whose(asker)} takeback request: ${whose(asker)} move${move} was taken back`,
  );
};

/** Vacations begun or ended: the clock stops or runs again. */
const vacationWords = (before: GameStateView, after: GameStateView, reader: ChangeReader): string[] => {
  const { who } = wordsFor(after, reader);
  const words: string[] = [];
  for (const { id } of reader.game.sides) {
    const was = before.clock?.vacations[id]?.active ?? false;
    const now = after.clock?.vacations[id]?.active ?? false;
    if (was === now) continue;
    if (id === reader.viewer)
      words.push(now ? 'Your clock is stopped: enjoy your vacation.' : 'Welcome back: your clock runs again.');
    else
      words.push(
        sentence(
          now
            ? `${who(id)} is on vacation: their clock is stopped until they come back`
            : `${who(id)} is back from vacation: their clock runs again`,
        ),
      );
  }
  return words;
};

/**
 * The sentences that tell `reader` what changed from `before` to `after`, besides a move
 * played (which the caller announces); empty when nothing they need to hear changed.
 */
export const changeWords = (before: GameStateView, after: GameStateView, reader: ChangeReader): string[] => {
  const words: string[] = [];
  if (after.ply < before.ply) words.push(takenBackWords(before, after, reader));
  const moved = after.ply > before.ply;
  if (moved) {
    // Playing a move answers what was asked of the player who moved: it declines it.
    const mover = after.lastMove?.side ?? null;
    const { whose } = wordsFor(after, reader);
    if (before.drawOffer !== null && before.drawOffer !== mover && after.drawOffer === null)
      words.push(sentence(`that move declines ${whose(before.drawOffer)} draw offer`));
    const asked = before.takebackOffer ?? null;
    if (asked !== null && asked !== mover && (after.takebackOffer ?? null) === null)
      words.push(sentence(`that move declines ${whose(asked)} takeback request`));
  }
  if (before.status === 'ongoing' && after.status === 'finished') {
    // A move that ends the game says so with the move; the rest is said here.
    const byBoard =
      moved && after.result !== null && !['resignation', 'agreement', 'time'].includes(after.result.reason);
    const ending = byBoard ? sentence(statusText(after, reader.game)) : endingWords(before, after, reader);
    if (ending) words.push(ending);
    return words;
  }
  if (!moved && after.ply === before.ply) {
    const draw = drawWords(before, after, reader);
    if (draw) words.push(draw);
    const takeback = takebackWords(before, after, reader);
    if (takeback) words.push(takeback);
  }
  words.push(...vacationWords(before, after, reader));
  return words;
};
