/**
 * Making a move by tapping, as a value that changes with each tap: pick a piece, pick a
 * landing, pick among the moves that share it (on the board for a square, in a chooser
 * otherwise), then confirm. Which pieces move and where come from the engine
 * (`movableSquares`, `targetsFrom`); why a tap is not a move comes from the engine too.
 */
import type { MoveOption, Target } from '../../engine/game.ts';
import type { BoardGame } from '../games/board-game.ts';
import { sentence } from '../../shared/sentence.ts';

export type Selection<M> =
  | { readonly stage: 'idle' }
  | { readonly stage: 'piece'; readonly from: string; readonly targets: readonly Target<M>[] }
  | {
      readonly stage: 'choice';
      readonly from: string;
      readonly targets: readonly Target<M>[];
      readonly target: Target<M>;
      /** The choices are squares, picked on the board; otherwise they are buttons. */
      readonly onBoard: boolean;
    }
  | {
      readonly stage: 'confirm';
      readonly from: string;
      readonly to: string;
      readonly option: MoveOption<M>;
      /** The square the option chose (an origin space), kept marked while confirming. */
      readonly chosen: string | null;
    };

export const IDLE: Selection<never> = { stage: 'idle' };

export interface Message {
  readonly text: string;
  /** A refused tap is a problem to show as one; the rest is guidance. */
  readonly tone: 'info' | 'problem';
}

export interface TapResult<M> {
  readonly selection: Selection<M>;
  readonly message: Message | null;
}

export interface TapContext<P, M> {
  readonly board: BoardGame<P, M>;
  readonly position: P;
  readonly variant: string;
  /** Why this reader cannot move now (watching, the other side's turn, an earlier position), or null. */
  readonly blocked: string | null;
  /** Whether a name is a square of the board, where a choice can then be tapped. */
  isSquare(name: string): boolean;
}

// Every message made here is a sentence, whether the engine's reason or the page's guidance.
const info = (text: string): Message => ({ text: sentence(text), tone: 'info' });
const problem = (text: string): Message => ({ text: sentence(text), tone: 'problem' });

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

const pick = <P, M>(square: string, context: TapContext<P, M>): TapResult<M> => {
  const { board, position, variant } = context;
  if (!board.game.movableSquares(position, variant).includes(square))
    return { selection: IDLE, message: problem(board.explain(position, variant, square, null)) };
  const targets = board.game.targetsFrom(position, variant, square);
  const words = board.pieceWords(position, square) ?? 'piece';
  // A move in place (an ADIX pivot) makes the piece's own square a landing: tapping it again asks, it does not let go.
  const inPlace = targets.some((target) => target.to === square);
  const next = inPlace
    ? 'Tap one; tapping the piece itself moves it in place.'
    : 'Tap one, or tap the piece again to let go.';
  return {
    selection: { stage: 'piece', from: square, targets },
    message: info(`The ${words} on ${square} is selected: ${plural(targets.length, 'marked landing')}. ${next}`),
  };
};

/** The move this option stands for, to confirm before it is sent. */
const confirm = <P, M>(from: string, to: string, option: MoveOption<M>, context: TapContext<P, M>): TapResult<M> => ({
  selection: {
    stage: 'confirm',
    from,
    to,
    option,
    chosen: option.choice !== undefined && context.isSquare(option.choice) ? option.choice : null,
  },
  message: info(`Play ${option.notation}? Confirm or cancel.`),
});

const land = <P, M>(
  from: string,
  targets: readonly Target<M>[],
  target: Target<M>,
  context: TapContext<P, M>,
): TapResult<M> => {
  const only = target.options.length === 1 ? target.options[0] : undefined;
  if (only) return confirm(from, target.to, only, context);
  const onBoard = target.options.every((option) => option.choice !== undefined && context.isSquare(option.choice));
  return {
    selection: { stage: 'choice', from, targets, target, onBoard },
    message: info(context.board.choicePrompt(context.position, target)),
  };
};

/** The next selection after a tap on `square`, with what to tell the player. */
export const tap = <P, M>(selection: Selection<M>, square: string, context: TapContext<P, M>): TapResult<M> => {
  if (context.blocked !== null) return { selection: IDLE, message: problem(context.blocked) };
  switch (selection.stage) {
    case 'idle':
      return pick(square, context);
    case 'piece': {
      const target = selection.targets.find((candidate) => candidate.to === square);
      if (target) return land(selection.from, selection.targets, target, context);
      if (square === selection.from) return { selection: IDLE, message: info('Nothing selected.') };
      const { board, position, variant } = context;
      // A tap on another piece of the side to move chooses that piece, and a piece that
      // cannot move is explained as itself, not as a landing of the piece selected before.
      if (board.pieceSide(position, square) === board.game.toMove(position)) return pick(square, context);
      // A landing the selected piece cannot reach: the selection is let go, and the reason
      // names the piece and the landing, since neither stays marked on the board.
      const words = board.pieceWords(position, selection.from) ?? 'piece';
      const reason = board.explain(position, variant, selection.from, square);
      return {
        selection: IDLE,
        message: problem(`the ${words} on ${selection.from} cannot go to ${square}: ${reason}`),
      };
    }
    case 'choice': {
      const option = selection.onBoard
        ? selection.target.options.find((candidate) => candidate.choice === square)
        : undefined;
      if (option) return confirm(selection.from, selection.target.to, option, context);
      if (selection.onBoard && square === selection.target.to)
        return { selection, message: info(context.board.choicePrompt(context.position, selection.target)) };
      // Any other tap leaves the choice, as if the piece were still only selected.
      return tap({ stage: 'piece', from: selection.from, targets: selection.targets }, square, context);
    }
    case 'confirm':
      return tap(IDLE, square, context);
  }
};

/** A move typed in notation: the engine reads it leniently, and it is confirmed in its strict form. */
export const typed = <P, M>(text: string, context: TapContext<P, M>): TapResult<M> => {
  if (context.blocked !== null) return { selection: IDLE, message: problem(context.blocked) };
  const { board, position, variant } = context;
  const parsed = board.game.parseMove(position, variant, text);
  if (!parsed.ok) return { selection: IDLE, message: problem(parsed.error.message) };
  const notation = board.game.makeMove(position, parsed.value);
  const [from = '', to = from, chosen = null] = board.moveSquares(board.game.makePosition(position), notation);
  return confirm(
    from,
    to,
    { move: parsed.value, notation, kind: 'typed', ...(chosen === null ? {} : { choice: chosen }) },
    context,
  );
};

/** A choice made with a button (or a key) rather than on the board. */
export const choose = <P, M>(
  selection: Selection<M>,
  option: MoveOption<M>,
  context: TapContext<P, M>,
): TapResult<M> =>
  selection.stage === 'choice'
    ? confirm(selection.from, selection.target.to, option, context)
    : { selection, message: null };

/** What the board marks for a selection: the tapped piece, its landings, the squares to choose among. */
export const marksOf = <M>(
  selection: Selection<M>,
): { selected: string | null; targets: string[]; choices: string[] } => {
  switch (selection.stage) {
    case 'idle':
      return { selected: null, targets: [], choices: [] };
    case 'piece':
      return { selected: selection.from, targets: selection.targets.map((target) => target.to), choices: [] };
    case 'choice':
      return {
        selected: selection.from,
        targets: [selection.target.to],
        choices: selection.onBoard ? selection.target.options.map((option) => option.choice!) : [],
      };
    case 'confirm':
      return {
        selected: selection.from,
        targets: [selection.to],
        choices: selection.chosen === null ? [] : [selection.chosen],
      };
  }
};
