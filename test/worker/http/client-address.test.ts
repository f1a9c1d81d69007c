/** Rate-limit keys: an IPv6 client counts by its /64, however it writes its address. */
import { describe, expect, it } from 'vitest';
import { clientKey } from '../../../src/worker/http/client-address.ts';
import { call } from '../client.ts';

describe('the key a client is counted under', () => {
  it('is the /64 of an IPv6 address, in every spelling', () => {
    const key = clientKey('2001:db8:1:2::1');
    for (const spelling of [
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0db8:0001:0002:0000:0000:0000:0009',
      '2001:DB8:1:2:abcd::',
      '[2001:db8:1:2::7]',
      '2001:db8:1:2:0:0:192.0.2.1',
    ])
      expect(clientKey(spelling), spelling).toBe(key);
    expect(key).toBe('ip6:2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:3::1')).not.toBe(key);
    expect(clientKey('::1')).toBe('ip6:0:0:0:0::/64');
  });

  it('is the whole address for IPv4, and "local" without one', () => {
    expect(clientKey('203.0.113.7')).toBe('ip:203.0.113.7');
    expect(clientKey('203.0.113.8')).not.toBe(clientKey('203.0.113.7'));
    expect(clientKey(undefined)).toBe('local');
  });
});

describe('the creation limit', () => {
  it('counts every address of an IPv6 /64 as one client', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++)
      statuses.push(
        (
          await call('POST', '/api/games', {
            body: { game: 'adomoc' },
            headers: { 'CF-Connecting-IP': `2001:db8:77:1:${i.toString(16)}::${i}` },
          })
        ).status,
      );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const neighbour = await call('POST', '/api/games', {
      body: { game: 'adomoc' },
      headers: { 'CF-Connecting-IP': '2001:db8:77:2::1' },
    });
    expect(neighbour.status).toBe(201);
  });
});
