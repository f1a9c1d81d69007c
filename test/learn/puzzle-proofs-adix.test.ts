import { describe } from 'vitest';
import { provePuzzlesOf } from './puzzle-proofs.ts';

describe('adix puzzles, proved by search', () => provePuzzlesOf('adix'));
