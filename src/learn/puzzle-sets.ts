/** Every game's puzzles, by game id, read from src/learn/puzzles/<game>.json. */
import type { GameId } from '../engine/game-id.ts';
import type { Puzzle } from './puzzle.ts';
import adixPuzzles from './puzzles/adix.json' with { type: 'json' };
import adomocPuzzles from './puzzles/adomoc.json' with { type: 'json' };

export const PUZZLES = {
  adomoc: adomocPuzzles as readonly Puzzle[],
  adix: adixPuzzles as readonly Puzzle[],
} satisfies Record<GameId, readonly Puzzle[]>;
