import { isIP } from 'node:net';

// Addresses the scanner never connects to, whoever names them: link-local (169.254.0.0/16 holds the clouds'
// metadata service at 169.254.169.254), "this network", multicast and broadcast, the documentation ranges (RFC 5737
// and 3849: no real server has one, so an account showing one is a sandbox's or a mistake), in IPv4, IPv6 and
// IPv4-mapped IPv6. Loopback and private ranges are refused for redirects by the hosted-sites-only rule (site-fetcher.ts); they
// stay possible as a site's own server address because WHM, not the page, names that one.

function ipv4Parts(address: string): number[] | null {
  const parts = address.split('.').map(Number);
  return parts.length === 4 && parts.every((n) => Number.isInteger(n) && n >= 0 && n <= 255) ? parts : null;
}

function isForbiddenIpv4(parts: number[]): boolean {
  const [a, b, c] = parts as [number, number, number, number];
  const documentation =
    (a === 192 && b === 0 && c === 2) || (a === 198 && b === 51 && c === 100) || (a === 203 && b === 0 && c === 113);
  return a === 0 || (a === 169 && b === 254) || a >= 224 || documentation;
}

export function isForbiddenAddress(address: string): boolean {
  const kind = isIP(address);
  if (kind === 4) return isForbiddenIpv4(ipv4Parts(address)!);
  if (kind !== 6) return true;
  const lower = address.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return isForbiddenIpv4(ipv4Parts(mapped[1]!) ?? [0, 0, 0, 0]);
  return lower === '::' || /^fe[89ab]/.test(lower) || lower.startsWith('ff') || lower.startsWith('2001:db8:');
}

/** Whether a URL's host is written as an address (a redirect to one is never to a hosted site). */
export function isAddressLiteral(hostname: string): boolean {
  return isIP(hostname.replace(/^\[|\]$/g, '')) !== 0;
}
