import { describe } from 'vitest';
import { provePuzzlesOf } from './puzzle-proofs.ts';

describe('adomoc puzzles, proved by search', () => provePuzzlesOf('adomoc'));
