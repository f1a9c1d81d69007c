/** The analysis board's engine worker for Adomoc: its rules and the computer's search only. */
import { adomocGame } from '../../engine/adomoc/game.ts';
import { serveEngine } from '../analysis/engine-worker.ts';

serveEngine(adomocGame);
