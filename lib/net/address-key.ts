import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a per-address limit counts a client by. An IPv4 address is itself, also when written as
 * an IPv4-mapped IPv6 address ('::ffff:203.0.113.7', as a dual-stack socket reports it), so both
 * spellings share one allowance. An IPv6 address counts by its /64: one subscriber is usually
 * handed a whole /64, and every address in it would otherwise get an allowance of its own.
 * Anything else ('unknown', a malformed header value) is its own key, unchanged.
 */
export function addressKey(address: string): string {
  const text = address.trim().replace(/^\[(.*)\]$/, '$1');
  if (isIPv4(text)) return text;
  // A zone ('fe80::1%eth0') names the interface, not the client.
  const bare = text.replace(/%.*$/, '');
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, '::' expanded and a dotted IPv4 tail converted. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number);
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const left = part(head);
  const right = part(rest);
  const zeros = rest === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}
