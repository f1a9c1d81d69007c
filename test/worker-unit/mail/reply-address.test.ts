import { describe, expect, it } from 'vitest';
import { readReplyAddress, replyAddress } from '../../../src/worker/mail/reply-address.ts';

const SECRET = 'test-signing-secret';

describe('reply addresses', () => {
  const target = { game: 'abcdefghjk23', side: 'light', ply: 7 };

  it('carry the game, side and ply and a 26-character MAC', async () => {
    const address = await replyAddress(SECRET, target, 'Mail.Orrery.Example');
    expect(address).toMatch(/^move\+abcdefghjk23\.light\.7\.[a-z2-7]{26}@mail\.orrery\.example$/);
    expect(await readReplyAddress(SECRET, address)).toEqual({ ok: true, value: target });
  });

  it('carry the takebacks so far when there were any, signed with the rest', async () => {
    const after = { ...target, line: 3 };
    const address = await replyAddress(SECRET, after, 'orrery.example');
    expect(address).toMatch(/^move\+abcdefghjk23\.light\.7t3\.[a-z2-7]{26}@orrery\.example$/);
    expect(await readReplyAddress(SECRET, address)).toEqual({ ok: true, value: after });
    // Neither dropping the takebacks nor changing them keeps the MAC valid.
    for (const forged of [address.replace('.7t3.', '.7.'), address.replace('.7t3.', '.7t2.')])
      expect((await readReplyAddress(SECRET, forged)).ok, forged).toBe(false);
    // No takebacks: the address is as it always was.
    expect(await replyAddress(SECRET, { ...target, line: 0 }, 'orrery.example')).toBe(
      await replyAddress(SECRET, target, 'orrery.example'),
    );
  });

  it('carry the offer an email is about, signed with the rest, so a bare "accept" answers that one', async () => {
    for (const [about, letter] of [
      ['draw', 'd'],
      ['takeback', 'k'],
    ] as const) {
      const offer = { ...target, line: 2, about };
      const address = await replyAddress(SECRET, offer, 'orrery.example');
      expect(address).toMatch(
        new RegExp(`^move\\+abcdefghjk23\\.light\\.7t2${letter}\\.[a-z2-7]{26}@orrery\\.example$`),
      );
      expect(await readReplyAddress(SECRET, address)).toEqual({ ok: true, value: offer });
    }
    // Swapping the offer, or dropping it, breaks the MAC.
    const draw = await replyAddress(SECRET, { ...target, about: 'draw' }, 'orrery.example');
    for (const forged of [draw.replace('.7d.', '.7k.'), draw.replace('.7d.', '.7.')])
      expect((await readReplyAddress(SECRET, forged)).ok, forged).toBe(false);
  });

  it('stay within 64 characters for the longest side and a six-digit ply', async () => {
    for (const side of ['light', 'dark', 'white', 'black']) {
      const address = await replyAddress(SECRET, { game: 'zzzzzzzzzzzz', side, ply: 999_999 }, 'x.example');
      expect(address.split('@')[0]!.length).toBeLessThanOrEqual(64);
    }
    const longest = await replyAddress(
      SECRET,
      { game: 'zzzzzzzzzzzz', side: 'abcdefghijkl', ply: 999_999 },
      'x.example',
    );
    expect(longest.split('@')[0]).toHaveLength(64);
  });

  it('are read in any case, at any domain, with or without a display name', async () => {
    const address = await replyAddress(SECRET, target, 'orrery.example');
    const [local] = address.split('@');
    for (const form of [
      address.toUpperCase(),
      `${local}@elsewhere.example`,
      `"Orrery" <${address}>`,
      `<${address.toUpperCase()}>`,
      ` ${address} `,
    ]) {
      expect(await readReplyAddress(SECRET, form), form).toEqual({ ok: true, value: target });
    }
  });

  it('refuse altered and forged MACs', async () => {
    const address = await replyAddress(SECRET, target, 'orrery.example');
    const [local = '', domain] = address.split('@');
    const mac = local.slice(-26);
    const flipped = `${mac.slice(0, 10)}${mac[10] === 'a' ? 'b' : 'a'}${mac.slice(11)}`;
    const forgeries = [
      `${local.slice(0, -26)}${flipped}@${domain}`,
      address.replace('.light.', '.dark.'),
      address.replace('.7.', '.8.'),
      address.replace('abcdefghjk23', 'abcdefghjk24'),
      await replyAddress('another-secret', target, 'orrery.example'),
    ];
    for (const forged of forgeries) {
      const read = await readReplyAddress(SECRET, forged);
      expect(read.ok, forged).toBe(false);
      if (!read.ok) expect(read.error.code).toBe('ERR_REPLY_SIGNATURE');
    }
  });

  it('say when an address is not one of ours at all', async () => {
    const valid = await replyAddress(SECRET, target, 'orrery.example');
    const cases = [
      'ann@example.com',
      'move@orrery.example',
      'move+abcdefghjk23.light.7@orrery.example',
      valid.replace('move+', 'moves+'),
      valid.replace('.7.', '.07.'),
      valid.replace(/\.[a-z2-7]{26}@/, '.abc@'),
      valid.replace('abcdefghjk23', 'abcdefghjk2'),
      valid.replace('abcdefghjk23', 'abcdefghjk1l'),
      '',
    ];
    for (const address of cases) {
      const read = await readReplyAddress(SECRET, address);
      expect(read.ok, address).toBe(false);
      if (!read.ok) {
        expect(read.error.code, address).toBe('ERR_REPLY_ADDRESS');
        expect(read.error.message.length).toBeGreaterThan(10);
      }
    }
  });

  it('are never made for ids no game has', async () => {
    await expect(replyAddress(SECRET, { ...target, game: 'NOT-AN-ID' }, 'x.example')).rejects.toThrow();
    await expect(replyAddress(SECRET, { ...target, side: 'Light' }, 'x.example')).rejects.toThrow();
    await expect(replyAddress(SECRET, { ...target, ply: -1 }, 'x.example')).rejects.toThrow();
    await expect(replyAddress(SECRET, { ...target, ply: 1.5 }, 'x.example')).rejects.toThrow();
  });
});
