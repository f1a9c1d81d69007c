import fc from 'fast-check';
import { arbitraryPosition } from './arbitraries.ts';
import { parsePosition } from '../../../src/engine/adix/index.ts';
for (const t of fc.sample(arbitraryPosition, 2000)) { const p = parsePosition(t); if (!p.ok) console.log(t, p.error.message); }
console.log(fc.sample(arbitraryPosition, 5).join('\n'));
