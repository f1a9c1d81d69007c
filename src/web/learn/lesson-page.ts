/**
 * A lesson in the browser (`/learn/:game/:lesson`): the board and move input of a real
 * game (taps, keys, choices on the board or in the chooser, typed notation), and every
 * try judged by the lesson's checker with the engine (src/learn/check.ts): an illegal
 * move gets the engine's reason, a legal one that is not the answer the lesson's hint,
 * the answer what happened. The page arrives with the lesson and its board drawn; this
 * takes it over. A finished lesson is kept in this browser's progress.
 */
import type { MoveOption } from '../../engine/game.ts';
import { checkTry, startOf, type LessonPlace, type Verdict } from '../../learn/check.ts';
import { findLesson, seenFromSecondSide, type Lesson, type LessonPath } from '../../learn/lesson.ts';
import { sentence } from '../../shared/sentence.ts';
import type { BoardGame } from '../games/board-game.ts';
import { BoardView } from '../play/board-view.ts';
import { showChooser } from '../play/chooser.ts';
import { IDLE, choose, marksOf, tap, type Message, type Selection, type TapResult } from '../play/move-input.ts';
import { markDone } from './progress.ts';

const byId = <T extends HTMLElement = HTMLElement>(id: string): T => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`the page has no #${id}`);
  return element as T;
};

/** What the page says after a try; `done` ends the last answer's, `why` explains a legal try that is not the answer. */
const verdictMessage = (
  verdict: Verdict,
  done: string | null,
  why: string | null,
): Message & { readonly right?: boolean } => {
  switch (verdict.kind) {
    case 'illegal':
      return { text: `Not a legal move: ${sentence(verdict.reason)}`, tone: 'problem' };
    case 'wrong':
      return { text: `${verdict.notation} is legal, but not the answer. ${why ?? verdict.hint}`, tone: 'problem' };
    case 'right': {
      const reply = verdict.reply ? ` Then ${verdict.reply.notation}: ${verdict.reply.words}` : '';
      const end = done ? ` ${done}` : '';
      return {
        text: `Right: ${verdict.move.notation}. ${verdict.move.words} ${verdict.explain}${reply}${end}`,
        tone: 'info',
        right: true,
      };
    }
  }
};

/** The lessons and the puzzles of one game: a page is one of either (its `data-kind`). */
export interface LearnPaths {
  readonly lesson: LessonPath;
  readonly puzzle: () => LessonPath;
  /** Why a legal try in a puzzle is not the answer (src/learn/puzzle.ts, by search). */
  readonly whyNot: (lesson: Lesson, place: LessonPlace, notation: string) => string;
}

export const startLessonPage = <P, M>(board: BoardGame<P, M>, paths: LearnPaths): void => {
  const root = byId('lesson');
  const puzzle = root.dataset.kind === 'puzzle';
  const path = puzzle ? paths.puzzle() : paths.lesson;
  const finished = puzzle ? 'Puzzle solved.' : 'Lesson complete.';
  const progress = root.dataset.progress ?? path.game;
  const found = findLesson(path, root.dataset.lesson ?? '');
  if (!found) return;
  const { lesson } = found;
  const { game } = board;
  const boardElement = byId('board');
  const messageElement = byId('message');
  const chooserElement = byId('chooser');
  const askElement = byId('lesson-ask');
  const nextElement = byId('lesson-next');
  const notationInput = byId<HTMLInputElement>('notation-input');

  // A puzzle is seen from the solver's side (the server drew it so too).
  const flipped = puzzle && seenFromSecondSide(game, lesson.position);
  let place: LessonPlace = startOf(lesson);
  let selection: Selection<M> = IDLE;
  let highlight: string[] = [];
  const done = (): boolean => place.step >= lesson.steps.length;

  const positionOf = (): P => {
    const parsed = game.parsePosition(place.position);
    if (!parsed.ok) throw new Error(parsed.error.message);
    return parsed.value;
  };

  const say = (message: (Message & { readonly right?: boolean }) | null): void => {
    messageElement.textContent = message?.text ?? '';
    messageElement.dataset.tone = message?.right ? 'right' : (message?.tone ?? 'info');
  };

  const context = () => ({
    board,
    position: positionOf(),
    variant: lesson.variant,
    blocked: done()
      ? `This ${puzzle ? 'puzzle' : 'lesson'} is done: start it again to replay it, or go on to the next.`
      : null,
    isSquare: (name: string) => boardView.has(name),
  });

  const draw = (): void => {
    const position = positionOf();
    const marks = marksOf(selection);
    const movable =
      done() || selection.stage !== 'idle' ? new Set<string>() : new Set(game.movableSquares(position, lesson.variant));
    const parts = board.parts({ game: game.id, position: place.position, flipped, highlight, ...marks, mode: 'page' });
    // What a finger most likely means, as on the game page: a piece that can move, or where the selected one may go.
    const likely = selection.stage === 'idle' ? movable : new Set([...marks.targets, ...marks.choices]);
    boardView.draw(
      parts,
      (square) => (movable.has(square) ? '; can move' : ''),
      marks.selected ?? [...movable][0] ?? null,
      done() ? new Set() : likely,
    );
    const step = lesson.steps[place.step];
    askElement.textContent = step ? step.ask : finished;
    root.dataset.done = String(done());
    nextElement.hidden = !done();
    const focus = showChooser(chooserElement, selection, board, position, lesson.variant, handlers, false);
    if (focus && !chooserElement.contains(document.activeElement)) focus.focus({ preventScroll: true });
  };

  /** Judges a finished move (tapped or typed) and moves the lesson on when it is the answer. */
  const submit = (text: string): boolean => {
    const verdict = checkTry(game, lesson, place, text);
    selection = IDLE;
    if (verdict.kind === 'right') {
      const last = verdict.reply ?? verdict.move;
      highlight = board.moveSquares(last.before, last.notation);
      place = { position: verdict.position, step: verdict.step };
      if (done()) markDone(progress, lesson.id);
    }
    const why = puzzle && verdict.kind === 'wrong' ? paths.whyNot(lesson, place, verdict.notation) : null;
    say(verdictMessage(verdict, done() ? finished : null, why));
    draw();
    if (done()) nextElement.focus({ preventScroll: true });
    return verdict.kind === 'right';
  };

  const apply = (result: TapResult<M>): void => {
    if (result.selection.stage === 'confirm') {
      submit(result.selection.option.notation);
      return;
    }
    selection = result.selection;
    say(result.selection.stage === 'choice' ? null : result.message);
    draw();
  };

  const handlers = {
    onChoose: (option: MoveOption<M>) => apply(choose(selection, option, context())),
    onConfirm: () => undefined,
    onCancel: () => {
      selection = IDLE;
      say({ text: 'Nothing selected.', tone: 'info' });
      draw();
    },
  };

  const boardView = new BoardView(boardElement, {
    onTap: (square) => apply(tap(selection, square, context())),
    onCancel: handlers.onCancel,
  });

  byId<HTMLFormElement>('notation-form').addEventListener('submit', (event) => {
    event.preventDefault();
    if (notationInput.value.trim() === '') return;
    if (submit(notationInput.value)) notationInput.value = '';
  });
  byId('lesson-restart').addEventListener('click', () => {
    place = startOf(lesson);
    selection = IDLE;
    highlight = [];
    say({ text: 'The lesson starts again.', tone: 'info' });
    draw();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && selection.stage !== 'idle') handlers.onCancel();
  });
  draw();
  // The page as served reads the same; this says its script now answers taps and moves.
  boardElement.dataset.ready = 'true';
};
