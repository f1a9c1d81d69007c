import { describe, expect, it } from 'vitest';
import { THEME_SCRIPT } from '../../../src/worker/pages/layout.ts';
import { call, createGame, play } from '../client.ts';

const HOSTILE = '<img src=x onerror=alert(1)>';

const sha256 = async (text: string): Promise<string> =>
  btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))));

const meta = (html: string, key: string): string | undefined =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];

describe('pages', () => {
  it('serves the home page with the new-game form and strict headers; the API listing moved to /api', async () => {
    const home = await call('GET', '/');
    expect(home.status).toBe(200);
    expect(home.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(home.body).toContain('<form id="new-game"');
    expect(home.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(home.headers.get('X-Frame-Options')).toBe('DENY');
    const policy = home.headers.get('Content-Security-Policy')!;
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain(`script-src 'self' 'sha256-${await sha256(THEME_SCRIPT)}'`);
    expect(home.body).toContain(`<script>${THEME_SCRIPT}</script>`);

    const api = await call('GET', '/api');
    expect(api.status).toBe(200);
    expect(api.body).toContain('POST /api/games');
  });

  it('writes a game page with the board, the moves and the tags that unfold a shared link', async () => {
    const created = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
    await play(created, 'light', 'F^c3c6', 0);
    const page = await call('GET', `/g/${created.id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('Cache-Control')).toBe('no-store');
    expect(page.body).toContain('<svg');
    expect(page.body).toContain('data-square="c6"');
    expect(page.body).toContain('data-ply="1"');
    expect(page.body).toContain('<script type="module" src="/assets/play-adomoc.js">');
    expect(page.body).not.toContain('/assets/play-adix.js');
    expect(meta(page.body, 'og:title')).toBe('Ann (light) vs Bob (dark) · Adomoc · round 1 · dark to play');
    expect(meta(page.body, 'og:image')).toBe(`https://orrery.test/g/${created.id}/board.png?ply=1`);
    expect(meta(page.body, 'og:image:width')).toBe('1200');
    expect(meta(page.body, 'og:image:height')).toBe('630');
    expect(meta(page.body, 'twitter:card')).toBe('summary_large_image');
    expect(page.body).toContain(
      `<link rel="alternate" type="application/json+oembed" href="https://orrery.test/oembed?url=${encodeURIComponent(`https://orrery.test/g/${created.id}`)}&amp;format=json"`,
    );
  });

  it('shows a finished game’s result in its title', async () => {
    const created = await createGame({ game: 'adix', players: { white: { name: 'Ann' }, black: { name: 'Bob' } } });
    await call('POST', `/api/games/${created.id}/resign`, { token: created.tokens.black });
    const page = await call('GET', `/g/${created.id}`);
    expect(meta(page.body, 'og:title')).toBe('Ann (white) vs Bob (black) · ADIX · 1–0 · White won: Black resigned');
  });

  it('escapes names everywhere they appear, in markup and in the page data', async () => {
    const created = await createGame({
      game: 'adix',
      players: { white: { name: HOSTILE }, black: { name: '"Bob" & \'co\'' } },
    });
    for (const path of [`/g/${created.id}`, `/g/${created.id}/embed`]) {
      const page = await call('GET', path);
      expect(page.status).toBe(200);
      expect(page.body).not.toContain(HOSTILE);
      expect(page.body).not.toContain('"Bob" &');
      expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    }
    const page = await call('GET', `/g/${created.id}`);
    expect(page.body).toContain('\\u003cimg src=x onerror=alert(1)>');
  });

  it('lets other sites frame the embed view only', async () => {
    const created = await createGame({ game: 'adomoc' });
    const embed = await call('GET', `/g/${created.id}/embed?theme=dark`);
    expect(embed.status).toBe(200);
    expect(embed.headers.get('X-Frame-Options')).toBeNull();
    expect(embed.headers.get('Content-Security-Policy')).not.toContain('frame-ancestors');
    expect(embed.body).toContain('<html lang="en" data-theme="dark">');
    expect(embed.body).toContain('/assets/embed-adomoc.js');
    expect(embed.body).not.toContain('<button');
    const game = await call('GET', `/g/${created.id}`);
    expect(game.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it('answers an unknown game with a real 404 page', async () => {
    for (const path of ['/g/abcdefghjkmn', '/g/NOT-A-GAME', '/g/abcdefghjkmn/embed']) {
      const page = await call('GET', path);
      expect(page.status, path).toBe(404);
      expect(page.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('There is no game at this address');
    }
  });
});
