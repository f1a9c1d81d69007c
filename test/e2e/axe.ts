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

/** A colour scheme, and the screen's size when it changes with it. */
export interface View {
  readonly scheme: 'light' | 'dark';
  readonly viewport?: { readonly width: number; readonly height: number };
}

/**
 * Shows the page as it looks in `view`, in place: the pages' colours are CSS (light-dark())
 * and their layout follows the width, so one page brought to its state once serves every
 * audit, and axe, once loaded and warmed in it, runs faster the next time. Checks that the
 * page really is in the scheme, and waits for it to be drawn so.
 */
export const showIn = async (page: Page, view: View): Promise<void> => {
  if (view.viewport) await page.setViewportSize(view.viewport);
  await page.emulateMedia({ colorScheme: view.scheme });
  const dark = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve(matchMedia('(prefers-color-scheme: dark)').matches)),
        ),
      ),
  );
  if (dark !== (view.scheme === 'dark')) throw new Error(`the page did not turn ${view.scheme}`);
};

/** What axe finds on the page in each view, each finding prefixed with the view's name. */
export const auditIn = async (page: Page, views: readonly View[]): Promise<string[]> => {
  const problems: string[] = [];
  for (const view of views) {
    await showIn(page, view);
    const name = view.viewport ? `${view.scheme} ${view.viewport.width}px` : view.scheme;
    for (const problem of await audit(page)) problems.push(`${name}: ${problem}`);
  }
  return problems;
};
