/** The line under the board that says whose turn it is, from the reader's seat. Pure, so it is tested alone. */
import type { GameStateView } from '../../shared/game-state.ts';
import type { GameNames } from '../../shared/game-words.ts';
import { playerName, sideName } from '../../shared/game-words.ts';

export const turnNote = (state: GameStateView, game: GameNames, side: string | null, myTurn: boolean): string => {
  if (state.status === 'finished') return '';
  // The computer's reply comes from the server within seconds: say so, not "waiting".
  if (computerToMove(state))
    return side === null
      ? 'You are watching. The computer is thinking…'
      : `You play ${sideName(game, side)}. The computer is thinking…`;
  if (side === null) return 'You are watching.';
  if (myTurn) return `Your turn: you play ${sideName(game, side)}.`;
  return `You play ${sideName(game, side)}; waiting for ${playerName(state, game, state.toMove ?? '')}.`;
};

export const computerToMove = (state: GameStateView): boolean =>
  state.toMove !== null && state.players[state.toMove]?.computer !== undefined;
