/**
 * The key rate limits count a client under. An IPv4 client is its address; an IPv6
 * client is its /64, since one subscriber is usually given a whole /64 (2^64 addresses)
 * and could otherwise take a fresh limit for every request.
 */

/** The eight 16-bit groups of an IPv6 address (with `::` and an IPv4 tail expanded), or null. */
const ipv6Groups = (text: string): number[] | null => {
  let address = text
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  if (v4) {
    const bytes = v4.slice(1).map(Number);
    if (bytes.some((byte) => byte > 255)) return null;
    address = `${address.slice(0, v4.index)}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const part = (text: string) => (text === '' ? [] : text.split(':'));
  const head = part(halves[0]!);
  const tail = halves.length === 2 ? part(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => Number.parseInt(group, 16));
};

/** `ip:<IPv4>` or `ip6:<the /64 prefix>`; anything else (a local request without the header) as given. */
export const clientKey = (address: string | undefined | null): string => {
  if (!address) return 'local';
  if (address.includes(':')) {
    const groups = ipv6Groups(address);
    if (groups)
      return `ip6:${groups
        .slice(0, 4)
        .map((group) => group.toString(16))
        .join(':')}::/64`;
  }
  return `ip:${address.trim()}`;
};

/** The client key of a request, from the address Cloudflare puts in `CF-Connecting-IP`. */
export const requestClientKey = (headers: Headers): string => clientKey(headers.get('CF-Connecting-IP'));
