/**
 * Judges a learner's try in a lesson with the engine: an illegal move gets the engine's
 * reason, a legal move that is not the answer gets the lesson's hint, and the answer is
 * played (with the other side's reply, when the lesson has one) and explained. Pure: it
 * knows the game only through the engine's interface, handed in by the caller, so each
 * game's page loads only its own engine.
 */
import type { Game, GameOutcome } from '../engine/game.ts';
import type { Lesson } from './lesson.ts';

/** What a try did, in the engine's words: one sentence per event, then the outcome. */
export interface Played {
  readonly notation: string;
  readonly words: string;
  /** The position before the move, in which the page reads the squares it touched to mark them. */
  readonly before: string;
}

export type Verdict =
  | { readonly kind: 'illegal'; readonly code: string; readonly reason: string }
  | { readonly kind: 'wrong'; readonly notation: string; readonly hint: string; readonly words: string }
  | {
      readonly kind: 'right';
      readonly move: Played;
      readonly explain: string;
      /** The other side's reply, when the lesson plays one. */
      readonly reply: Played | null;
      /** The position after the move (and the reply). */
      readonly position: string;
      /** The step the learner is on now; equal to the number of steps when the lesson is done. */
      readonly step: number;
      readonly outcome: GameOutcome | null;
    };

/** Where a learner is in a lesson: the position and the step. */
export interface LessonPlace {
  readonly position: string;
  readonly step: number;
}

export const startOf = (lesson: Lesson): LessonPlace => ({ position: lesson.position, step: 0 });

/** A lesson's position that does not parse is a bug in the lesson's data, caught by its tests. */
const parsed = <P>(game: Game<P>, text: string): P => {
  const position = game.parsePosition(text);
  if (!position.ok) throw new Error(`a lesson's position does not parse: ${position.error.message} (${text})`);
  return position.value;
};

const playText = <P, M>(
  game: Game<P, M>,
  variant: string,
  position: P,
  text: string,
):
  | { ok: true; played: Played; position: P; outcome: GameOutcome | null }
  | { ok: false; code: string; reason: string } => {
  const move = game.parseMove(position, variant, text);
  if (!move.ok) return { ok: false, code: move.error.code, reason: move.error.message };
  const played = game.play(position, variant, move.value);
  if (!played.ok) return { ok: false, code: played.error.code, reason: played.error.message };
  const { events, outcome } = played.value;
  const words = [
    ...events.filter((event) => event.type !== 'game-over').map((event) => game.describeEvent(event)),
    ...(outcome ? [`${game.describeOutcome(outcome)}.`] : []),
  ].join(' ');
  return {
    ok: true,
    played: { notation: game.makeMove(position, move.value), words, before: game.makePosition(position) },
    position: played.value.position,
    outcome,
  };
};

/** Judges `text`, a move as the learner wrote or tapped it, at `place` in `lesson`. */
export const checkTry = <P, M>(game: Game<P, M>, lesson: Lesson, place: LessonPlace, text: string): Verdict => {
  const step = lesson.steps[place.step];
  if (!step)
    return { kind: 'illegal', code: 'ERR_LESSON_DONE', reason: 'This lesson is done: start it again to replay it.' };
  const position = parsed(game, place.position);
  const tried = playText(game, lesson.variant, position, text);
  if (!tried.ok) return { kind: 'illegal', code: tried.code, reason: tried.reason };
  const { notation, words } = tried.played;
  if (!step.answers.includes(notation))
    return { kind: 'wrong', notation, hint: step.hints?.[notation] ?? step.hint, words };
  let after = tried.position;
  let outcome = tried.outcome;
  let reply: Played | null = null;
  if (step.reply !== undefined && outcome === null) {
    const answered = playText(game, lesson.variant, after, step.reply);
    // A reply that does not play is a bug in the lesson's data, caught by its tests.
    if (!answered.ok) throw new Error(`lesson ${lesson.id}: the reply ${step.reply} is illegal: ${answered.reason}`);
    reply = answered.played;
    after = answered.position;
    outcome = answered.outcome;
  }
  return {
    kind: 'right',
    move: tried.played,
    explain: step.explain,
    reply,
    position: game.makePosition(after),
    step: place.step + 1,
    outcome,
  };
};
