/**
 * Why a legal try in a puzzle is not the answer, found by the puzzle prover
 * (src/ai/forced-win.ts) in the page: the defence that escapes the try, or, on the last
 * move, that it does not end the game.
 */
import { ForcedWinProver, ProofTooLong } from '../../ai/forced-win.ts';
import type { Game } from '../../engine/game.ts';
import type { LessonPlace } from '../../learn/check.ts';
import type { Lesson } from '../../learn/lesson.ts';
import { plural } from '../../learn/puzzle.ts';

const PLAY_BUDGET = 40_000;

/**
 * Why a legal try in a puzzle is not the answer, found by search: the defence that escapes
 * it (after which no win in the moves left remains, or the defender wins), or, on the last
 * move, that it does not end the game. `notation` is a legal move in strict notation.
 */
export const whyNotTheAnswer = <P, M>(
  game: Game<P, M>,
  lesson: Lesson,
  place: LessonPlace,
  notation: string,
): string => {
  const position = game.parsePosition(place.position);
  if (!position.ok) throw new Error(`puzzle ${lesson.id}: ${position.error.message}`);
  const move = game.parseMove(position.value, lesson.variant, notation);
  if (!move.ok) return move.error.message;
  const played = game.play(position.value, lesson.variant, move.value);
  if (!played.ok) return played.error.message;
  const solver = game.toMove(position.value);
  const other = game.sides.find((side) => side.id !== solver)!;
  const left = lesson.steps.length - place.step;
  const { outcome } = played.value;
  if (outcome) return `It ends the game, but not with your win: ${game.describeOutcome(outcome)}.`;
  if (left === 1) return 'It does not win at once, and this is your last move. Look for the move that ends the game.';
  // A budget keeps the page quick (a few tenths of a second); past it, the plain hint.
  const prover = new ForcedWinProver(game, lesson.variant, () => 0, PLAY_BUDGET);
  let defence: string | null;
  try {
    defence = prover.escape(played.value.position, left - 1).escape;
  } catch (error) {
    if (error instanceof ProofTooLong) return lesson.steps[place.step]!.hint;
    throw error;
  }
  if (defence === null) return `It does not force a win in ${plural(left, 'move')}.`;
  const reply = game.parseMove(played.value.position, lesson.variant, defence);
  const answered = reply.ok ? game.play(played.value.position, lesson.variant, reply.value) : null;
  const ends = answered?.ok ? answered.value.outcome : null;
  if (ends) return `${other.name} answers ${defence}: ${game.describeOutcome(ends)}.`;
  return `${other.name} answers ${defence}, after which no win in ${plural(left - 1, 'move')} remains.`;
};
