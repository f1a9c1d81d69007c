/**
 * Which Chromium the browser tests drive, and how it is started: shared by the global
 * setup (one browser for each test worker) and by the files that need one of their own.
 */
import { existsSync } from 'node:fs';

/**
 * `ORRERY_CHROMIUM` if set, else Debian's headless shell (`chromium-headless-shell`: the
 * same Blink without the desktop browser around it, which spends about a quarter less of a
 * small machine's processor on the same pages), else Debian's `chromium`. The headless
 * shell never holds a site's permission to show notifications, so the tests of
 * notifications ask for the desktop browser.
 */
export const chromiumPath = (needs: { notifications?: boolean } = {}): string =>
  process.env.ORRERY_CHROMIUM ||
  (needs.notifications ? [] : ['/usr/bin/chromium-headless-shell']).concat('/usr/bin/chromium').find(existsSync) ||
  '/usr/bin/chromium';

/** Headless and quiet: no network of its own, no first-run screens. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const;
