/**
 * Replaying movetext, the loop both games share: move numbers must fit, `_` and `--` end
 * the game, nothing may follow the end, and the first move that cannot be read or played
 * stops the replay with the reason. The game plays the moves (ReplayRules).
 */
import { tokenizeMovetext, type Ending, type MoveSpelling, type Numbering, type RecordError } from './movetext.ts';
import { printable } from './printable.ts';
import type { Result } from './result.ts';

/** What replaying movetext needs from a game, with its variant already chosen. */
export interface ReplayRules<P, M, O extends Ending, E> {
  readonly spelling: MoveSpelling;
  /** The sides' names in order of play, for a move number that does not fit: `2. (Light)`. */
  readonly sideNames: readonly [string, string];
  readonly numbering: (position: P) => Numbering;
  readonly outcomeOf: (position: P) => O | null;
  /** The ending `_` writes for the player to move: resignation, or no-moves when they had no legal move. */
  readonly forfeit: (position: P) => O;
  /** The ending `--` writes. */
  readonly agreedDraw: () => O;
  readonly describeOutcome: (outcome: O) => string;
  readonly parseMove: (position: P, text: string) => Result<M, E>;
  readonly play: (position: P, move: M) => Result<{ readonly position: P; readonly outcome: O | null }, E>;
  readonly makeMove: (position: P, move: M) => string;
}

/** Where replaying stopped: the 0-based ply, the position that ply could not be played in, the text and why. */
export interface MovetextStop<P, E> {
  readonly ply: number;
  readonly at: P;
  readonly text: string;
  readonly error: E | RecordError;
}

/** A replay as each game reports it; `S` is the game's account of where and why it stopped. */
export interface MovetextReplay<P, M, O, S> {
  readonly start: P;
  /** The position after the last ply played. */
  readonly position: P;
  readonly moves: readonly M[];
  /** The strict notation of each move played. */
  readonly notation: readonly string[];
  readonly outcome: O | null;
  /** Why replaying stopped before the end of the record, if it did. */
  readonly stopped: S | null;
}

/** Plays movetext from `start` as far as it is legal. */
export const replayMovetext = <P, M, O extends Ending, E>(
  text: string,
  start: P,
  rules: ReplayRules<P, M, O, E>,
): MovetextReplay<P, M, O, MovetextStop<P, E>> => {
  const moves: M[] = [];
  const notation: string[] = [];
  let position = start;
  let outcome = rules.outcomeOf(position);
  const result = (stopped: MovetextStop<P, E> | null): MovetextReplay<P, M, O, MovetextStop<P, E>> => ({
    start,
    position,
    moves,
    notation,
    outcome,
    stopped,
  });
  const stop = (textOf: string, error: E | RecordError) =>
    result({ ply: moves.length, at: position, text: textOf, error });

  const { tokens, unreadable } = tokenizeMovetext(text, rules.spelling);
  for (const token of tokens) {
    // A player left with no legal move has forfeited; writing their `_` is optional.
    if (outcome?.reason === 'no-moves' && token.kind === 'forfeit') continue;
    if (outcome)
      return stop(token.text, {
        code: 'ERR_AFTER_END',
        message: `the game was already over (${rules.describeOutcome(outcome)}); nothing may follow`,
      });
    if (token.kind === 'number') {
      const { number, second } = rules.numbering(position);
      if (token.number !== number || (token.second && !second))
        return stop(token.text, {
          code: 'ERR_MOVE_NUMBER',
          message: `"${token.text}" does not fit: the next move is ${second ? `${number}... (${rules.sideNames[1]})` : `${number}. (${rules.sideNames[0]})`}`,
        });
      continue;
    }
    if (token.kind === 'forfeit') {
      outcome = rules.forfeit(position);
      continue;
    }
    if (token.kind === 'draw') {
      outcome = rules.agreedDraw();
      continue;
    }
    const move = rules.parseMove(position, token.text);
    if (!move.ok) return stop(printable(token.text.trim()), move.error);
    const played = rules.play(position, move.value);
    if (!played.ok) return stop(printable(token.text.trim()), played.error);
    moves.push(move.value);
    notation.push(rules.makeMove(position, move.value));
    position = played.value.position;
    outcome = played.value.outcome;
  }
  return unreadable ? stop(unreadable.text, unreadable.error) : result(null);
};
