/**
 * A move in words, one way for every reader: the game page (its status line, its spoken
 * announcements, its history and its move list), the emails, the chat posts. The engine
 * says what each event of a move did ("The light foot on c3 was consumed."); this turns
 * those sentences into what a person reads after the move's name.
 */
import type { Game, GameEventLike } from '../engine/game.ts';
import { sentence, sentences } from './sentence.ts';

/**
 * The engine's description of a move (its events' sentences, as the API's
 * `lastMove.description` carries them) as the sentences a reader gets, each one closed:
 * "The dark sun moved from e2 to d3. The light foot on c3 was consumed."
 */
export const moveDescriptionText = (description: string): string => sentences(...description.split(/(?<=[.!?])\s+/));

/**
 * "Bob played Mb8c7oc3. The light foot on c3 was consumed.": who played which move, and
 * what it did. `how` follows the move's name (" from their conditional moves").
 */
export const playedText = (who: string, notation: string, description: string, how = ''): string =>
  sentences(`${who} played ${notation}${how}`, moveDescriptionText(description));

/** An event that ends the game: its words are the game's result, which a page says once, on its own. */
const endsGame = (event: GameEventLike): boolean => event.type === 'game-over';

/**
 * What a move did, in the engine's sentences, replayed from the position before it (as the
 * page does for any move it holds): the events but the game's end, which the result says.
 * Empty when the move does not replay there.
 */
export const describeMove = <P, M>(game: Game<P, M>, before: P, variant: string, notation: string): string => {
  const move = game.parseMove(before, variant, notation);
  if (!move.ok) return '';
  const played = game.play(before, variant, move.value);
  if (!played.ok) return '';
  return played.value.events
    .filter((event) => !endsGame(event))
    .map((event) => sentence(game.describeEvent(event)))
    .join(' ');
};
