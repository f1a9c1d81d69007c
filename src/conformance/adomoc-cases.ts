/** Checks Adomoc conformance cases against the engine. */
import { adomocGame } from '../engine/adomoc/game.ts';
import { perft, replayRecord, type Variant } from '../engine/adomoc/index.ts';
import { caseChecker } from './game-cases.ts';

// The checker passes only variant ids the game lists, so the casts below hold.
export const checkAdomocCase = caseChecker(adomocGame, {
  perft: (position, variant, depth) => perft(position, variant as Variant, depth),
  replay: (movetext, variant) => {
    const { position, outcome, stopped } = replayRecord(movetext, { variant: variant as Variant });
    return {
      position,
      outcome,
      stopped: stopped && {
        number: stopped.round,
        second: stopped.side === 'dark',
        text: stopped.text,
        error: stopped.error,
      },
    };
  },
  scored: true,
});
