/**
 * Whether a host a chat channel names is one Orrery may post to: the host first put in
 * one form (the URL parser has lowercased it and turned international names into their
 * `xn--` ASCII form; here any trailing dots go, since `localhost.` is `localhost` to a
 * resolver), then every rule checks that one form. Refused: IP literals, single labels,
 * empty labels, names that only mean something inside a network, and well-known public
 * names that resolve to loopback or to an address written into the name (`nip.io` and
 * its kind), with any name that embeds a private IPv4 address the same way. The platform
 * is the second wall: a Worker's fetch cannot reach private addresses anyway.
 */

/** Suffixes that only mean something inside a network (RFC 6761, RFC 6762, RFC 8375, common practice). */
const LOCAL_SUFFIXES = [
  'localhost',
  'localdomain',
  'local',
  'internal',
  'intranet',
  'lan',
  'home.arpa',
  'corp',
  'private',
  'test',
  'invalid',
  'example',
] as const;

/**
 * Public names whose every subdomain (or the name itself) resolves to loopback, or to the
 * address written into the subdomain: made for development, and a way round a rule that
 * looks at names alone.
 */
const LOOPBACK_DOMAINS = [
  'nip.io',
  'sslip.io',
  'xip.io',
  'traefik.me',
  'backname.io',
  'localtest.me',
  'lvh.me',
  'vcap.me',
  'lacolhost.com',
  'localhost.direct',
  'fuf.me',
] as const;

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** The host in the one form every rule reads: lowercase ASCII (the URL parser's), no trailing dots. */
export const normalHost = (hostname: string): string => hostname.toLowerCase().replace(/\.+$/, '');

const isPrivateIpv4 = (bytes: readonly number[]): boolean => {
  const [a, b] = bytes as [number, number];
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  );
};

/**
 * The IPv4 addresses a name spells out, in the ways the `nip.io` kind reads them: four
 * labels in a row (`10.0.0.1.example.net`) or one label with dashes (`10-0-0-1.example.net`,
 * `app-10-0-0-1.example.net`). (Their hex form, `0a000001`, is refused only under the
 * services above: eight hex digits are as often a hash.)
 */
const embeddedIpv4s = (labels: readonly string[]): number[][] => {
  const found: number[][] = [];
  const byte = (text: string) => (/^\d{1,3}$/.test(text) && Number(text) <= 255 ? Number(text) : null);
  for (let at = 0; at + 4 <= labels.length; at++) {
    const bytes = labels.slice(at, at + 4).map(byte);
    if (bytes.every((each) => each !== null)) found.push(bytes as number[]);
  }
  for (const label of labels) {
    const dashed = /(?:^|-)(\d{1,3})-(\d{1,3})-(\d{1,3})-(\d{1,3})(?:-|$)/.exec(label);
    const bytes = dashed?.slice(1).map(byte);
    if (bytes?.every((each) => each !== null)) found.push(bytes as number[]);
  }
  return found;
};

const within = (host: string, domain: string): boolean => host === domain || host.endsWith(`.${domain}`);

/** Why `host` (already normal) is refused, in words for the person adding the channel; null when it is public. */
export const privateHostReason = (host: string): string | null => {
  if (IPV4.test(host) || host.startsWith('[') || host.includes(':'))
    return 'IP addresses are refused: give the name of a public host';
  const labels = host.split('.');
  if (labels.length < 2 || labels.some((label) => label === ''))
    return `"${host}" names a machine inside a network; give a public host`;
  if (LOCAL_SUFFIXES.some((suffix) => within(host, suffix)))
    return `"${host}" names a machine inside a network; give a public host`;
  if (LOOPBACK_DOMAINS.some((domain) => within(host, domain)))
    return `"${host}" is a public name for this machine or an address written into it; give the endpoint's own host`;
  if (embeddedIpv4s(labels).some(isPrivateIpv4))
    return `"${host}" spells out a private IP address; give the endpoint's own host`;
  return null;
};
