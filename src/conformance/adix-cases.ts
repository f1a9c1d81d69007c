/** Checks ADIX conformance cases against the engine. */
import { adixGame } from '../engine/adix/game.ts';
import { perft, replayRecord } from '../engine/adix/index.ts';
import { caseChecker } from './game-cases.ts';

export const checkAdixCase = caseChecker(adixGame, {
  perft: (position, _variant, depth) => perft(position, depth),
  replay: (movetext) => {
    const { position, outcome, stopped } = replayRecord(movetext);
    return {
      position,
      outcome,
      stopped: stopped && {
        number: stopped.moveNumber,
        second: stopped.side === 'black',
        text: stopped.text,
        error: stopped.error,
      },
    };
  },
  scored: false,
});
