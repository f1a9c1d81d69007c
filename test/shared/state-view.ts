/** A game state as the API sends it, for tests of the words pages build from it: an Adomoc game between Ann and Bob. */
import type { GameStateView } from '../../src/shared/game-state.ts';

export const stateView = (fields: Partial<GameStateView>): GameStateView => ({
  id: 'abcdefghjkmn',
  game: 'adomoc',
  variant: 'standard',
  position: '',
  start: '',
  toMove: 'light',
  ply: 0,
  takebacks: 0,
  status: 'ongoing',
  result: null,
  players: { light: { name: 'Ann' }, dark: { name: 'Bob' } },
  moves: [],
  movesFrom: 0,
  lastMove: null,
  clock: null,
  drawOffer: null,
  version: 1,
  ...fields,
});
