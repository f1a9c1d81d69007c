import { describe, expect, it } from 'vitest';
import { fromBase32, sign, toBase32, verify } from '../../../src/worker/http/signing.ts';

const SECRET = 'test-signing-secret';
const bytes = (text: string) => new TextEncoder().encode(text);

describe('base32, lowercase and unpadded', () => {
  it.each([
    ['', ''],
    ['f', 'my'],
    ['fo', 'mzxq'],
    ['foo', 'mzxw6'],
    ['foob', 'mzxw6yq'],
    ['fooba', 'mzxw6ytb'],
    ['foobar', 'mzxw6ytboi'],
  ])('encodes the RFC 4648 vector %j as %j and back', (plain, encoded) => {
    expect(toBase32(bytes(plain))).toBe(encoded);
    expect(fromBase32(encoded)).toEqual(bytes(plain));
    expect(fromBase32(encoded.toUpperCase())).toEqual(bytes(plain));
  });

  it('round-trips random bytes of every length', () => {
    for (let length = 0; length < 40; length++) {
      const random = crypto.getRandomValues(new Uint8Array(length));
      const text = toBase32(random);
      expect(text).toMatch(/^[a-z2-7]*$/);
      expect(fromBase32(text)).toEqual(random);
    }
    expect(toBase32(new Uint8Array(16))).toHaveLength(26);
  });

  it('refuses what no bytes encode to', () => {
    expect(fromBase32('mz')).toBeNull(); // unused bits set: a second spelling of "f"
    expect(fromBase32('m')).toBeNull(); // a length no byte string has
    expect(fromBase32('my0')).toBeNull();
    expect(fromBase32('my=')).toBeNull();
    expect(fromBase32('m y')).toBeNull();
  });
});

describe('HMAC signatures', () => {
  it('are 32 bytes, the same every time, and differ by secret, purpose and data', async () => {
    const mac = await sign(SECRET, 'reply', 'abc');
    expect(mac).toHaveLength(32);
    expect(await sign(SECRET, 'reply', 'abc')).toEqual(mac);
    expect(await sign('other-secret', 'reply', 'abc')).not.toEqual(mac);
    expect(await sign(SECRET, 'seat', 'abc')).not.toEqual(mac);
    expect(await sign(SECRET, 'reply', 'abd')).not.toEqual(mac);
    // The purpose and the data cannot be traded for each other.
    expect(await sign(SECRET, 'ab', 'c')).not.toEqual(await sign(SECRET, 'a', 'bc'));
  });

  it('verify whole and truncated MACs, and refuse short, altered and misdirected ones', async () => {
    const mac = await sign(SECRET, 'reply', 'data');
    expect(await verify(SECRET, 'reply', 'data', mac)).toBe(true);
    expect(await verify(SECRET, 'reply', 'data', mac.slice(0, 16))).toBe(true);
    expect(await verify(SECRET, 'reply', 'data', mac.slice(0, 15))).toBe(false);
    expect(await verify(SECRET, 'reply', 'data', new Uint8Array())).toBe(false);
    const altered = mac.slice(0, 16);
    altered[15] = (altered[15] ?? 0) ^ 1;
    expect(await verify(SECRET, 'reply', 'data', altered)).toBe(false);
    expect(await verify(SECRET, 'seat', 'data', mac)).toBe(false);
    expect(await verify('other', 'reply', 'data', mac)).toBe(false);
    expect(await verify(SECRET, 'reply', 'data', new Uint8Array([...mac, 0]))).toBe(false);
  });

  it('refuse an empty secret, which would sign for anyone', async () => {
    await expect(sign('', 'reply', 'data')).rejects.toThrow(/secret/);
  });
});
