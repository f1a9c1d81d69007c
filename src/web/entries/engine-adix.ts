/** The analysis board's engine worker for ADIX: its rules and the computer's search only. */
import { adixGame } from '../../engine/adix/game.ts';
import { serveEngine } from '../analysis/engine-worker.ts';

serveEngine(adixGame);
