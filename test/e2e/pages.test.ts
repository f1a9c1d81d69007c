/**
 * What a game's link shows before anyone plays: the tags that unfold it in chat (with a
 * real PNG of the declared size), the page headers, a real 404, and the weight of its
 * JavaScript.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, baseUrl, createGame, launchChromium, playOverApi } from './harness.ts';

const JS_BUDGET = 60 * 1024;

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. */
const pngSize = (bytes: Uint8Array): { width: number; height: number } | null => {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((byte, index) => bytes[index] === byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
};

describe('a game link', () => {
  it('unfolds into a title, a description and a picture of the board at this move', async () => {
    const created = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
    await playOverApi(created, 'light', 'F^c3c6', 0);
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(created.links.watch!);
    const meta = (key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');

    expect(await meta('og:title')).toBe('Ann (light) vs Bob (dark) · Adomoc · round 1 · dark to play');
    expect(await meta('og:description')).toContain('1 move played, the last F^c3c6.');
    expect(await meta('twitter:card')).toBe('summary_large_image');
    const image = (await meta('og:image'))!;
    expect(image).toBe(`${baseUrl()}/g/${created.id}/board.png?ply=1`);
    const oembed = await page.locator('link[rel="alternate"][type="application/json+oembed"]').getAttribute('href');
    expect(oembed).toBe(`${baseUrl()}/oembed?url=${encodeURIComponent(`${baseUrl()}/g/${created.id}`)}&format=json`);

    const png = await fetch(image);
    expect(png.status).toBe(200);
    expect(png.headers.get('Content-Type')).toBe('image/png');
    const size = pngSize(new Uint8Array(await png.arrayBuffer()));
    expect(size).toEqual({
      width: Number(await meta('og:image:width')),
      height: Number(await meta('og:image:height')),
    });
    expect(size).toEqual({ width: 1200, height: 630 });
    const embed = await fetch(oembed!);
    expect(embed.status).toBe(200);
    await context.close();
  });

  it('is a real page with its protections; an unknown game is a real 404', async () => {
    const created = await createGame({ game: 'adix' });
    const page = await fetch(created.links.watch!);
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(page.headers.get('X-Frame-Options')).toBe('DENY');
    expect(page.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('Content-Security-Policy')).toContain("script-src 'self' 'sha256-");
    const html = await page.text();
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');

    const embed = await fetch(`${created.links.watch}/embed`);
    expect(embed.status).toBe(200);
    expect(embed.headers.get('X-Frame-Options')).toBeNull();
    expect(embed.headers.get('Content-Security-Policy')).not.toContain('frame-ancestors');

    for (const path of ['/g/abcdefghjkmn', '/g/not-a-game', '/g/abcdefghjkmn/embed']) {
      const missing = await fetch(`${baseUrl()}${path}`);
      expect(missing.status, path).toBe(404);
      expect(missing.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(await missing.text()).toContain('There is no game at this address');
    }
  });

  it('loads less than 60 KB of JavaScript, gzipped, on a game page', async () => {
    for (const game of ['adomoc', 'adix']) {
      const created = await createGame({ game });
      const html = await (await fetch(created.links.watch!)).text();
      const scripts = [...html.matchAll(/<script type="module" src="([^"]+)"><\/script>/g)].map((match) => match[1]!);
      expect(scripts).toContain(`/assets/play-${game}.js`);
      let total = 0;
      for (const src of scripts) {
        const response = await fetch(`${baseUrl()}${src}`);
        expect(response.status).toBe(200);
        total += gzipSync(new Uint8Array(await response.arrayBuffer()), { level: 9 }).length;
      }
      console.log(`JavaScript of an ${game} game page: ${(total / 1024).toFixed(1)} KB gzipped`);
      expect(total).toBeLessThan(JS_BUDGET);
    }
  });
});
