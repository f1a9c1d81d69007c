/**
 * Answers for HTML pages with the headers every page needs: a Content-Security-Policy
 * that runs only our own scripts (and the theme script, by its hash), no framing except
 * for embeds, and no caching of pages whose game changes with every move.
 */
import { THEME_SCRIPT } from './layout.ts';

const sha256Base64 = async (text: string): Promise<string> => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
};

let themeScriptHash: Promise<string> | null = null;

/**
 * `style-src 'unsafe-inline'` because board pictures carry their own `<style>` (their
 * colours read the page's custom properties) and are redrawn in the browser; scripts
 * stay strict.
 */
const contentSecurityPolicy = async (embeddable: boolean): Promise<string> => {
  themeScriptHash ??= sha256Base64(THEME_SCRIPT);
  return [
    "default-src 'none'",
    `script-src 'self' 'sha256-${await themeScriptHash}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    // An embed leaves out frame-ancestors altogether: `*` would still refuse hosts on
    // file:, data: or about:blank pages, and any site may show a game.
    ...(embeddable ? [] : ["frame-ancestors 'none'"]),
  ].join('; ');
};

export interface PageResponseOptions {
  readonly status?: number;
  /** Other sites may show the page in a frame (the embed view). */
  readonly embeddable?: boolean;
  /** Cache-Control; pages of games default to none, since any move changes them. */
  readonly cache?: string;
}

export const pageResponse = async (html: string, options: PageResponseOptions = {}): Promise<Response> => {
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': await contentSecurityPolicy(options.embeddable ?? false),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cache-Control': options.cache ?? 'no-store',
  });
  if (!options.embeddable) headers.set('X-Frame-Options', 'DENY');
  return new Response(html, { status: options.status ?? 200, headers });
};
