/**
 * Hostile: an emailed move with a forged From. Someone who has a player's reply address
 * (a forwarded notification, say) writes From: the player, from their own server. The
 * envelope sender must be the From address, or the receiving server's Authentication-
 * Results must show DKIM or DMARC passing for the From domain.
 */
import { describe, expect, it } from 'vitest';
import { checkSender } from '../../../../src/worker/mail/sender-check.ts';
import { getGame } from '../../client.ts';
import { createConfirmedGame, deliver, lastEmailTo, receive, replyMessage, someLegalMove } from '../../mail-helpers.ts';

describe('the sender of an emailed move', () => {
  it('must be the envelope sender, or authenticated for its domain by the receiving server', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const ann = `ann-${tag}@example.com`;
    const created = await createConfirmedGame({ game: 'adomoc', players: { light: { name: 'Ann', email: ann } } });
    await deliver(created.id);
    const address = (await lastEmailTo(ann)).replyTo!;
    const state = await getGame(created.id);
    const move = someLegalMove('adomoc', state.variant, state.position);

    const forged = await receive(replyMessage({ from: ann, to: address, body: move }), {
      from: 'mallory@evil.example',
      to: address,
    });
    expect(forged.rejected).toMatch(/envelope sender does not match/);
    // An Authentication-Results header the forger wrote sits below the receiving server's.
    const buried = await receive(
      replyMessage({
        from: ann,
        to: address,
        body: move,
        extraHeaders: [
          'Authentication-Results: mx.cloudflare.net; dkim=fail header.d=evil.example; dmarc=fail header.from=example.com',
          'Authentication-Results: evil.example; dkim=pass header.d=example.com; dmarc=pass header.from=example.com',
          'Content-Type: text/plain; charset=utf-8',
        ],
      }),
      { from: 'bounce@evil.example', to: address },
    );
    expect(buried.rejected).toMatch(/not authenticated/);
    // A forged header placed on top, passing: trusted only when it names the receiving server.
    const onTop = await receive(
      replyMessage({
        from: ann,
        to: address,
        body: move,
        extraHeaders: [
          'Authentication-Results: relay.evil.example; dkim=pass header.d=example.com; dmarc=pass header.from=example.com',
          'Content-Type: text/plain; charset=utf-8',
        ],
      }),
      { from: 'bounce@evil.example', to: address },
    );
    expect(onTop.rejected).toMatch(/not authenticated/);
    expect((await getGame(created.id)).ply).toBe(0);

    // A real provider's bounce address with DKIM passing for the From domain is the player.
    const relayed = await receive(
      replyMessage({
        from: ann,
        to: address,
        body: move,
        extraHeaders: [
          'Authentication-Results: mx.cloudflare.net; spf=pass smtp.mailfrom=bounces.example.net; dkim=pass header.d=example.com header.s=s1; dmarc=pass header.from=example.com',
          'Content-Type: text/plain; charset=utf-8',
        ],
      }),
      { from: 'bounces+123@bounces.example.net', to: address },
    );
    expect(relayed.rejected).toBeNull();
    expect((await getGame(created.id)).ply).toBe(1);
  });

  it('is read from results that passed for that very domain', () => {
    const results = (line: string) => checkSender('ann@example.com', 'x@relay.example', [line], 'mx');
    expect(results('mx; dkim=pass header.d=example.com').ok).toBe(true);
    expect(results('mx; dmarc=pass (p=none) header.from=example.com').ok).toBe(true);
    expect(results('mx; dkim=pass header.d=other.example').ok).toBe(false);
    expect(results('mx; dkim=pass header.d=sub.example.com').ok).toBe(false);
    expect(results('mx; dkim=neutral header.d=example.com').ok).toBe(false);
    expect(results('mx; spf=pass smtp.mailfrom=example.com').ok).toBe(false);
    expect(checkSender('ANN@example.com', 'ann@EXAMPLE.com', [], null).ok).toBe(true);
  });

  it('is trusted only from the receiving server, named by its authserv-id', () => {
    const passing = 'dkim=pass header.d=example.com; dmarc=pass header.from=example.com';
    const check = (results: readonly string[], trusted: string | null) =>
      checkSender('ann@example.com', 'bounce@evil.example', results, trusted).ok;
    expect(check([`mx.cloudflare.net; ${passing}`], 'mx.cloudflare.net')).toBe(true);
    expect(check([`MX.Cloudflare.NET 1; ${passing}`], 'mx.cloudflare.net')).toBe(true);
    // A forged header on top (no server added one, as locally), or the server's own below a forged one.
    expect(check([`evil.example; ${passing}`], 'mx.cloudflare.net')).toBe(false);
    expect(check([`evil.example; ${passing}`, `mx.cloudflare.net; ${passing}`], 'mx.cloudflare.net')).toBe(false);
    expect(check([`mx.cloudflare.net.evil.example; ${passing}`], 'mx.cloudflare.net')).toBe(false);
    // Without the setting nothing is trusted, whatever the header says.
    expect(check([`mx.cloudflare.net; ${passing}`], null)).toBe(false);
  });
});
