import { isIP } from 'node:net';

/** Fastify's `trustProxy`: none, the nearest N hops, or these proxies' addresses and networks. */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for the reserved ranges (127.0.0.0/8 and ::1; 169.254.0.0/16 and fe80::/10; 10/8, 172.16/12, 192.168/16 and fc00::/7). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrNetwork(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or `off` trusts no proxy, so X-Forwarded-For, which any client can write, is never read;
 * a whole number trusts that many hops in front; otherwise a comma-separated list of addresses, networks (CIDR)
 * and the names loopback, linklocal and uniquelocal. Answers a problem's description for anything else.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | string {
  const setting = value?.trim().toLowerCase() ?? '';
  if (setting === '' || setting === 'off' || setting === 'false') return false;
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    return hops >= 1 && hops <= 10 ? hops : 'a hop count must be from 1 to 10';
  }
  const entries = setting
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrNetwork(entry));
  if (bad.length > 0) return `not an address, a network (CIDR) or loopback/linklocal/uniquelocal: ${bad.join(', ')}`;
  return entries;
}

/** Fastify's setting for it; a hop count as the function Fastify would make of a number (its types take none). */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
