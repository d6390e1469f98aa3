// The key every address-based limiter counts by (docs/product.md#sign-in-rate-limits): an IPv4
// address as it is, an IPv6 address by its /64. One IPv6 client is usually handed a whole /64, so
// keying on the full address would let it rotate past any limit.
import { isIPv4, isIPv6 } from 'node:net';

/** The key of a request whose address is unknown (no socket address): they share one counter. */
export const UNKNOWN_ADDRESS = 'unknown';

/** The eight 16-bit groups of a valid IPv6 address (zone id already removed). */
function ipv6Groups(address: string): number[] {
  let text = address;
  // An embedded IPv4 tail (::ffff:192.0.2.1, 64:ff9b::192.0.2.1) is the last two groups.
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (isIPv4(tail)) {
    const [a, b, c, d] = tail.split('.').map(Number) as [number, number, number, number];
    const hex = (n: number) => n.toString(16);
    text = `${text.slice(0, lastColon + 1)}${hex((a << 8) | b)}:${hex((c << 8) | d)}`;
  }
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const [head = '', rest] = text.split('::');
  const before = parse(head);
  if (rest === undefined) return before;
  const after = parse(rest);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/**
 * The limiter key of a client address (Express's `req.ip`): an IPv4 address unchanged, an
 * IPv4-mapped IPv6 address (::ffff:a.b.c.d, what a dual-stack socket reports) as that IPv4
 * address, any other IPv6 address as its /64 prefix in a canonical form (`2001:db8:0:0::/64`),
 * whatever way it was written. Anything else (none, not an address) is `unknown`.
 */
export function clientAddressKey(address: string | undefined): string {
  if (!address) return UNKNOWN_ADDRESS;
  const bare = address.trim();
  if (isIPv4(bare)) return bare;
  // A zone id (fe80::1%eth0) names the local interface, not the host.
  const withoutZone = bare.split('%')[0]!;
  if (!isIPv6(withoutZone)) return UNKNOWN_ADDRESS;
  const groups = ipv6Groups(withoutZone.toLowerCase());
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [hi, lo] = [groups[6]!, groups[7]!];
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
