/**
 * What the home page's "Your games" says of one game, from its public state and the seat
 * this browser holds: whose turn it is in the reader's terms ("Your move", "Bob’s move"),
 * and the last move. Pure, so its words are tested without a browser.
 */
import type { GameStateView } from './game-state.ts';

/** Enough of a game to name its sides: the home page's game list gives it. */
export interface GameNaming {
  readonly name: string;
  readonly sides: readonly { readonly id: string; readonly name: string }[];
}

export type Turn = 'yours' | 'theirs' | 'over';

export interface YourGameWords {
  /** "Adomoc against Bob". */
  readonly title: string;
  readonly turn: Turn;
  /** "Your move", "Bob’s move", "Game over: you won". */
  readonly turnText: string;
  /** "Last move: Bob played Fj3j7.", "No moves yet: you play first." */
  readonly lastMoveText: string;
}

const sideWord = (game: GameNaming, side: string): string => game.sides.find((each) => each.id === side)?.name ?? side;

const nameOf = (state: GameStateView, game: GameNaming, side: string): string => {
  const name = state.players[side]?.name?.trim();
  return name ? name : sideWord(game, side);
};

const opponentOf = (state: GameStateView, game: GameNaming, side: string): string =>
  game.sides.find((each) => each.id !== side)?.id ?? Object.keys(state.players).find((each) => each !== side) ?? '';

const turnOf = (state: GameStateView, side: string): Turn => {
  if (state.status === 'finished' || state.toMove === null) return 'over';
  return state.toMove === side ? 'yours' : 'theirs';
};

const overText = (state: GameStateView, game: GameNaming, side: string): string => {
  const winner = state.result?.winner;
  if (winner === undefined) return 'Game over';
  if (winner === null) return 'Game over: a draw';
  return winner === side ? 'Game over: you won' : `Game over: ${nameOf(state, game, winner)} won`;
};

export const yourGameWords = (state: GameStateView, game: GameNaming, side: string): YourGameWords => {
  const opponent = opponentOf(state, game, side);
  const turn = turnOf(state, side);
  const turnText =
    turn === 'over'
      ? overText(state, game, side)
      : turn === 'yours'
        ? 'Your move'
        : `${nameOf(state, game, opponent)}’s move`;
  const last = state.lastMove;
  const lastMoveText = last
    ? `Last move: ${last.side === side ? 'you' : nameOf(state, game, last.side)} played ${last.notation}.`
    : turn === 'yours'
      ? 'No moves yet: you play first.'
      : turn === 'over'
        ? 'No move was played.'
        : 'No moves yet.';
  return { title: `${game.name} against ${nameOf(state, game, opponent)}`, turn, turnText, lastMoveText };
};
