/**
 * HTML on the server, through Hono's `html` tagged template: every value put into it is
 * escaped unless it is HTML already (another `html` fragment, or `raw` for markup made
 * safe elsewhere: a board picture, a panel from src/shared). Arrays of fragments are
 * written one after another. Pages and emails are built
 * whole and synchronously, so a fragment here is never a promise.
 */
import { html as honoHtml, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

export type Html = HtmlEscapedString;

export const html = (strings: TemplateStringsArray, ...values: unknown[]): Html => {
  const built = honoHtml(strings, ...values);
  if (built instanceof Promise) throw new Error('HTML built from a promise: pages and emails are synchronous');
  return built;
};

/** Markup that is already safe (escaped where it was made), passed through as it is. */
export { raw };
