/**
 * Whether a reply comes from the address its From header names. A From header is just
 * text the sender wrote; the envelope sender (SMTP MAIL FROM, which Email Routing hands
 * the Worker as `message.from`) is what the receiving server saw. Orrery accepts a reply
 * when the two are the same address, or else when the receiving server's own
 * Authentication-Results header says DKIM passed for the From domain, or DMARC passed
 * with that From domain. That header is the topmost one (headers added on the way are
 * added on top), and only when it names the receiving server by its authserv-id
 * (`INBOUND_AUTHSERV_ID`, RFC 8601 section 2.2): without the setting, or where no server
 * adds one (locally), any such header is the sender's own words and none is trusted. The
 * HMAC in the reply address stays the credential; this only stops a forged From.
 */

export type SenderCheck = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/** The authserv-id an Authentication-Results header starts with (before its optional version and `;`). */
const authservIdOf = (header: string): string => (/^\s*([^\s;]+)/.exec(header)?.[1] ?? '').toLowerCase();

const domainOf = (address: string): string => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/** The methods that passed in one Authentication-Results header, with the domain each is about. */
const passes = (header: string): { method: string; domain: string }[] =>
  header
    .split(';')
    .slice(1)
    .flatMap((result) => {
      const method = /^\s*(dkim|dmarc)\s*=\s*pass\b/i.exec(result)?.[1]?.toLowerCase();
      if (!method) return [];
      const property = method === 'dkim' ? /\bheader\.d\s*=\s*([^\s;]+)/i : /\bheader\.from\s*=\s*([^\s;]+)/i;
      const domain = property.exec(result)?.[1]?.toLowerCase().replace(/^@/, '');
      return domain ? [{ method, domain }] : [];
    });

export const checkSender = (
  headerFrom: string,
  envelopeFrom: string,
  authenticationResults: readonly string[],
  trustedAuthservId: string | null,
): SenderCheck => {
  if (headerFrom.toLowerCase() === envelopeFrom.trim().toLowerCase()) return { ok: true };
  const domain = domainOf(headerFrom);
  const topmost = authenticationResults[0];
  const trusted = trustedAuthservId?.trim().toLowerCase();
  if (trusted && topmost && authservIdOf(topmost) === trusted && passes(topmost).some((pass) => pass.domain === domain))
    return { ok: true };
  return {
    ok: false,
    reason: `the envelope sender does not match the From address ${headerFrom}, and the message is not authenticated (DKIM or DMARC) for ${domain}`,
  };
};
