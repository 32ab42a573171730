import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, `::` expanded. */
function groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const split = (part: string) => (part ? part.split(':') : []);
  const left = split(head);
  const right = tail === undefined ? [] : split(tail);
  return [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
}

/**
 * The client address failures are counted by. IPv4 as it is; IPv6 by its /64 network, which one customer line
 * gets whole, so an attacker cannot walk through a billion addresses of their own; IPv4-mapped IPv6 as IPv4.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv4(ip)) return ip;
  const bare = ip.split('%')[0] ?? ip;
  if (!isIPv6(bare)) return ip;
  return `${groups(bare.toLowerCase())
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
