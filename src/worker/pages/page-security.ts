/**
 * The security headers of every HTML page, through hono/secure-headers: a
 * Content-Security-Policy that runs only our own scripts (and the theme script, by the
 * hash the build checks), HSTS, Cross-Origin-Opener-Policy and -Resource-Policy, no
 * framing, nosniff and a referrer policy that keeps game links out of other sites' logs.
 *
 * One override: the embed view (`c.set('pagePolicy', 'embed')`) may be framed by any
 * site, so it leaves out frame-ancestors and X-Frame-Options and lets other origins load
 * it. The development outbox, which exists only with DEV_OUTBOX on, shows emails in
 * sandboxed frames with their own images and styles ('outbox').
 */
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import { THEME_SCRIPT_SHA256 } from './theme-script.ts';

export type PagePolicy = 'page' | 'embed' | 'outbox';
export type PageSecurityVariables = { pagePolicy?: PagePolicy };

const TWO_YEARS = 2 * 365 * 24 * 3600;

const headersFor = (policy: PagePolicy) => {
  const framed = policy === 'embed';
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      scriptSrc: policy === 'outbox' ? ["'self'", "'unsafe-inline'"] : ["'self'", `'sha256-${THEME_SCRIPT_SHA256}'`],
      // Board pictures carry their own <style> (their colours read the page's custom
      // properties) and are redrawn in the browser; scripts stay strict.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: policy === 'outbox' ? ["'self'", 'data:', 'https:'] : ["'self'", 'data:'],
      ...(policy === 'outbox' ? { frameSrc: ["'self'"] } : { connectSrc: ["'self'"], fontSrc: ["'self'"] }),
      baseUri: ["'none'"],
      formAction: ["'self'"],
      // An embed leaves out frame-ancestors altogether: `*` would still refuse hosts on
      // file:, data: or about:blank pages, and any site may show a game.
      ...(framed ? {} : { frameAncestors: ["'none'"] }),
    },
    strictTransportSecurity: `max-age=${TWO_YEARS}; includeSubDomains`,
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: framed ? 'cross-origin' : 'same-origin',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: framed ? false : 'DENY',
  });
};

const POLICIES = {
  page: headersFor('page'),
  embed: headersFor('embed'),
  outbox: headersFor('outbox'),
} satisfies Record<PagePolicy, unknown>;

/** After the handler: the headers of the page's policy on an HTML answer; other answers pass. */
export const pageSecurity = createMiddleware<{ Variables: PageSecurityVariables }>(async (c, next) => {
  await next();
  if (!(c.res.headers.get('Content-Type') ?? '').startsWith('text/html')) return;
  await POLICIES[c.get('pagePolicy') ?? 'page'](c, async () => {});
});
