/** `npm run conformance -- <folder>`: runs every rules vector under a folder. */
import { existsSync } from 'node:fs';
import { runConformance, summaryLine } from './runner.ts';

const folders = process.argv.slice(2);
if (folders.length === 0) {
  console.error(
    'usage: npm run conformance -- <folder> [<folder>…]\n  a folder holding adomoc/ and adix/ subfolders of *.json cases, or one of them',
  );
  process.exit(2);
}
let failed = 0;
const total = { passed: 0, failed: 0, skipped: 0, lines: [] as string[] };
for (const folder of folders) {
  if (!existsSync(folder)) {
    console.error(`no such folder: ${folder}`);
    process.exit(2);
  }
  const report = runConformance(folder);
  for (const line of report.lines) console.log(line);
  total.passed += report.passed;
  total.failed += report.failed;
  total.skipped += report.skipped;
  failed += report.failed;
}
console.log(summaryLine(total));
process.exit(failed ? 1 : 0);
