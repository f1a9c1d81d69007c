/**
 * axe-core, the engine behind most automated accessibility audits, run in a page as it is
 * now: its serious and critical findings, in words. The page's context must bypass the
 * Content-Security-Policy (`bypassCSP`), which would refuse the added script, loaded from
 * the tests' own server of it (global-setup.ts).
 */
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * The rules whose findings can differ between the two colour schemes. The schemes differ
 * in colours only: every colour of the pages is a light-dark() pair (src/web/styles.css),
 * and the boards' colours are custom properties written from src/render/palette.ts. So a
 * page audited whole in one scheme needs only these in the other, at the same width: the
 * rest of axe's rules read structure, names and layout, which the scheme leaves alone.
 * Contrast is most of a whole audit's cost, but not all: about 0.3 s of its 0.9 s.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

interface Violation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly string[]; readonly failureSummary?: string }[];
}

/**
 * axe-core's serious and critical findings on the page as it is now: every rule, or only
 * the rules in `only`.
 */
export const audit = async (page: Page, only?: readonly string[]): Promise<string[]> => {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ url: inject('axeUrl') });
  const violations = (await page.evaluate(async (rules) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe;
    const options = { resultTypes: ['violations'], ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}) };
    const result = (await axe.run(document, options)) as { violations: Violation[] };
    return result.violations;
  }, only)) as Violation[];
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

/** A screen size in the light scheme and then the dark one: auditIn audits the second for colours only. */
export const bothSchemesAt = (viewport: NonNullable<View['viewport']>): readonly View[] => [
  { scheme: 'light', viewport },
  { scheme: 'dark', viewport },
];

/**
 * What axe finds on the page in each view, each finding prefixed with the view's name: the
 * whole audit at each screen size's first view, only the colour rules (COLOUR_RULES) at a
 * size already audited whole. `each` runs in each view before its audit (a screenshot, a check
 * that the page fits).
 */
export const auditIn = async (
  page: Page,
  views: readonly View[],
  each?: (view: View) => Promise<void>,
): Promise<string[]> => {
  const problems: string[] = [];
  const auditedWhole = new Set<string>();
  for (const view of views) {
    await showIn(page, view);
    await each?.(view);
    const size = `${page.viewportSize()?.width}x${page.viewportSize()?.height}`;
    const name = view.viewport ? `${view.scheme} ${view.viewport.width}px` : view.scheme;
    const only = auditedWhole.has(size) ? COLOUR_RULES : undefined;
    auditedWhole.add(size);
    for (const problem of await audit(page, only)) problems.push(`${name}: ${problem}`);
  }
  return problems;
};

/**
 * What axe finds on the page as it is now in the light scheme and then the dark one, at its
 * size (auditIn), with `each` run in each scheme before its audit.
 */
export const auditBothSchemes = (page: Page, each?: (scheme: 'light' | 'dark') => Promise<void>): Promise<string[]> =>
  auditIn(page, [{ scheme: 'light' }, { scheme: 'dark' }], each && ((view) => each(view.scheme)));
