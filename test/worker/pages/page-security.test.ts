import { describe, expect, it } from 'vitest';
import { call, createGame } from '../client.ts';

const pagesOf = async () => {
  const created = await createGame({ game: 'adix' });
  return {
    created,
    home: await call('GET', '/'),
    game: await call('GET', `/g/${created.id}`),
    missing: await call('GET', '/g/abcdefghjkmn'),
    signIn: await call('GET', '/me'),
    embed: await call('GET', `/g/${created.id}/embed`),
  };
};

describe('security headers of HTML pages', () => {
  it('sends HSTS, COOP, CORP, nosniff, a referrer policy and no framing on every page but the embed', async () => {
    const { home, game, missing, signIn } = await pagesOf();
    for (const page of [home, game, missing, signIn]) {
      expect(page.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(page.headers.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
      expect(page.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
      expect(page.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
      expect(page.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(page.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(page.headers.get('X-Frame-Options')).toBe('DENY');
      expect(page.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
      expect(page.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    }
  });

  it('lets any site frame and load the embed, with the same script policy', async () => {
    const { embed, game } = await pagesOf();
    expect(embed.headers.get('X-Frame-Options')).toBeNull();
    expect(embed.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
    expect(embed.headers.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
    const scripts = (policy: string | null) => policy?.split('; ').find((part) => part.startsWith('script-src'));
    expect(scripts(embed.headers.get('Content-Security-Policy'))).toBe(
      scripts(game.headers.get('Content-Security-Policy')),
    );
  });

  it('leaves answers that are not HTML to their routes: board pictures stay loadable by other sites', async () => {
    const created = await createGame({ game: 'adomoc' });
    const state = await call('GET', `/api/games/${created.id}`);
    expect(state.headers.get('Content-Security-Policy')).toBeNull();
    expect(state.headers.get('Cross-Origin-Resource-Policy')).toBeNull();
    const picture = await call('GET', `/g/${created.id}/board.svg`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('Cross-Origin-Resource-Policy')).toBeNull();
  });
});
