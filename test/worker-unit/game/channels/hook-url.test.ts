/**
 * A chat channel's host is put in one form before any rule reads it
 * (src/worker/game/channels/public-host.ts): a trailing dot, capitals or Unicode do not
 * slip a local name past the rules, and public names that resolve to this machine or to
 * an address written into them are refused like the local names they stand for.
 */
import { describe, expect, it } from 'vitest';
import { readHookUrl } from '../../../../src/worker/game/channels/hook-url.ts';

const refusedAs = (url: string) => {
  const read = readHookUrl(url, false);
  return read.ok ? `kept as ${read.value.url}` : read.error.code;
};

describe('chat channel hosts', () => {
  it.each([
    'https://localhost./x',
    'https://LOCALHOST../x',
    'https://ＬＯＣＡＬＨＯＳＴ/x',
    'https://api.localhost/x',
    'https://api.localhost./x',
    'https://localhost.localdomain/x',
    'https://printer.local./x',
    'https://metadata.google.internal./x',
    'https://router.lan./x',
    'https://127.0.0.1.nip.io/x',
    'https://app.10.0.0.1.sslip.io/x',
    'https://anything.xip.io/x',
    'https://localtest.me/x',
    'https://api.localtest.me/x',
    'https://lvh.me./x',
    'https://foo.vcap.me/x',
    'https://lacolhost.com/x',
    'https://a.traefik.me/x',
    'https://10.1.2.3.example.net/x',
    'https://app-192-168-1-20.example.net/x',
    'https://127-0-0-1.example.net/x',
    'https://169.254.169.254.example.net/x',
    'https://127.0.0.1./x',
    'https://0x7f.1/x',
    'https://a..example.com/x',
  ])('refuses %s', (url) => {
    expect(refusedAs(url)).toBe('ERR_HOOK_PRIVATE');
  });

  it('keeps public hosts, written without the trailing dot or Unicode', () => {
    expect(refusedAs('https://Hooks.Example.COM./orrery')).toBe('kept as https://hooks.example.com/orrery');
    expect(refusedAs('https://пример.рф/hook')).toBe('kept as https://xn--e1afmkfd.xn--p1ai/hook');
    expect(refusedAs('https://8.8.8.8.example.net/x')).toBe('kept as https://8.8.8.8.example.net/x');
    const slack = readHookUrl('https://HOOKS.slack.com./services/T0001ABCD/B0001ABCD/abcdefghijklmnopqrstuvwx', false);
    expect(slack.ok && slack.value).toEqual({
      kind: 'slack',
      url: 'https://hooks.slack.com/services/T0001ABCD/B0001ABCD/abcdefghijklmnopqrstuvwx',
    });
    const discord = readHookUrl(`https://discord.com./api/webhooks/123456789012345678/${'a'.repeat(68)}`, false);
    expect(discord.ok && discord.value.kind).toBe('discord');
  });
});
