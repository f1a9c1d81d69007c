/**
 * Screenshots for people to look at, at phone and desktop widths in both themes: written
 * only when `ORRERY_SCREENS` names a folder (`npm run test:e2e:screens` writes them to
 * /tmp/screens). A run captures about 260 of them, each 0.2 to 1.5 s of a small machine's
 * processor, which CI would spend on pictures nobody opens. What the tests check beside
 * each (the page fits the width, the scheme turned, axe finds nothing) runs either way.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';

/** Saves a screenshot of `target` as `file` in the screenshots folder, if one is set. */
export const shoot = async (
  target: Page | Locator,
  file: string,
  options: { fullPage?: boolean } = {},
): Promise<void> => {
  const folder = process.env.ORRERY_SCREENS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const path = join(folder, file);
  if ('goto' in target) await target.screenshot({ path, ...options });
  else await target.screenshot({ path });
};
