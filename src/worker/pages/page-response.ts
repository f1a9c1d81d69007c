/**
 * Answers for HTML pages: the type, and no caching of pages whose game changes with every
 * move. Their security headers are added for every HTML answer by one middleware
 * (src/worker/pages/page-security.ts).
 */

export interface PageResponseOptions {
  readonly status?: number;
  /** Cache-Control; pages of games default to none, since any move changes them. */
  readonly cache?: string;
}

export const pageResponse = (html: string, options: PageResponseOptions = {}): Response =>
  new Response(html, {
    status: options.status ?? 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': options.cache ?? 'no-store' },
  });
