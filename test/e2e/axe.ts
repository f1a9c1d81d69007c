/**
 * axe-core, the engine behind most automated accessibility audits, run in a page as it is
 * now: its serious and critical findings, in words. The page's context must bypass the
 * Content-Security-Policy (`bypassCSP`), which would refuse the injected script.
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = (): string => (createRequire(import.meta.url)('axe-core') as { source: string }).source;

interface Violation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly string[]; readonly failureSummary?: string }[];
}

/** axe-core's serious and critical findings on the page as it is now. */
export const audit = async (page: Page): Promise<string[]> => {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource() });
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, { resultTypes: ['violations'] })) as { violations: Violation[] };
    return result.violations;
  })) as Violation[];
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .slice(0, 3)
          .map(
            (node) =>
              `${node.target.join(' ')}${node.failureSummary ? ` [${node.failureSummary.replace(/\s+/g, ' ')}]` : ''}`,
          )
          .join('; ')}`,
    );
};
