/**
 * Lists the import cycles among the project's TypeScript modules (type-only imports
 * included, since they tie modules together for a reader too; import-graph.ts reads them).
 * `node scripts/import-cycles.ts [folder]`; exits 1 when there is a cycle. `npm test`
 * checks src's through scripts/boundaries.ts, which allows none.
 */
import { importCycles, importGraph } from './import-graph.ts';

const graph = importGraph(process.argv[2] ?? 'src');
const cycles = importCycles(graph);
console.log(`${graph.size} modules, ${cycles.length} import cycle${cycles.length === 1 ? '' : 's'}`);
for (const cycle of cycles) console.log(`  ${cycle.join(' <-> ')}`);
if (cycles.length > 0) process.exitCode = 1;
