/**
 * Every game's position keys (src/engine/position-key.ts), keyed by every GameId like the
 * evaluations: what the search's table and its repetitions are keyed by.
 */
import { adixPositionKey } from '../engine/adix/position-key.ts';
import { adomocPositionKey } from '../engine/adomoc/position-key.ts';
import type { GameId } from '../engine/game-id.ts';
import type { PositionKey } from '../engine/position-key.ts';

export const POSITION_KEYS = {
  adomoc: adomocPositionKey as PositionKey<unknown>,
  adix: adixPositionKey as PositionKey<unknown>,
} satisfies Record<GameId, PositionKey<unknown>>;
