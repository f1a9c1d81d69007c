/**
 * A reply's own lines read against this game: the engine says which lines are moves of
 * it (mail/reply-letter.ts finds the one command), and, when none is, why the line that
 * looked most like one is not (the engine's reason: `"a9" is not a space`).
 */
import type { Game } from '../../../engine/game.ts';
import { forgiven } from '../../mail/letter-shapes.ts';
import { MAX_MOVE_TEXT, readLetter, type LetterReading } from '../../mail/reply-letter.ts';
import type { Loaded } from '../room/room-context.ts';

/**
 * The key of a line that reads as a move of the game: its strict notation when legal, its
 * text without spaces when readable but illegal; null when the engine cannot read it.
 */
const moveKeyOf =
  (game: Game, position: unknown, variant: string) =>
  (text: string): string | null => {
    const move = game.parseMove(position, variant, text);
    if (move.ok) return game.makeMove(position, move.value);
    return move.error.code === 'ERR_SYNTAX' ? null : text.replace(/\s+/g, '').toLowerCase();
  };

export type ReplyReading = LetterReading & { readonly tried?: string };

/** A line that holds a move among other words ("Fa3a4 - good luck!"): the move, or null. */
const moveInside = (line: string, moveKey: (text: string) => string | null): string | null =>
  line
    .split(/\s+/)
    .map(forgiven)
    .find((word) => word.length > 1 && word.length <= MAX_MOVE_TEXT && moveKey(word) !== null) ?? null;

export const readReplyFor = (loaded: Loaded, own: readonly string[] | null, sender: string | null): ReplyReading => {
  const { game, position, room } = loaded;
  const moveKey = moveKeyOf(game, position, room.variant);
  const reading = readLetter(own, moveKey, sender);
  if (reading.kind !== 'no-command') return reading;
  // A move among other words is never taken (it could be one of several the player weighs): say where it is.
  for (const line of own ?? []) {
    const inside = moveInside(line, moveKey);
    if (inside)
      return {
        ...reading,
        problem: `a move must stand on a line of its own, and “${line.slice(0, 80)}” has “${inside}” among other words: reply with the move alone on its line`,
      };
  }
  // A short first line was most likely meant as the move: say what is wrong with it.
  const tried = forgiven(reading.first);
  if (tried === '' || tried.length > MAX_MOVE_TEXT || /\s\S+\s/.test(tried)) return reading;
  const move = game.parseMove(position, room.variant, tried);
  return move.ok ? reading : { ...reading, problem: move.error.message, tried };
};
