import { isIP } from 'node:net';

/**
 * What TRUST_PROXY means to Fastify (`trustProxy`): `false`, a number of proxy hops, or the
 * proxies' addresses. The client address is then the entry of X-Forwarded-For that the
 * trusted proxies vouch for, counted from the right, never simply the first (leftmost) one,
 * which the client writes itself (issue 8: rotating it escaped every per-address limit).
 */
export type TrustProxy = false | number | string[];

/** Names proxy-addr knows for address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY: `false` (default, no proxy); `true`, kept for compatibility, trusts one
 * hop (a single load balancer in front); `N` trusts N hops; otherwise a comma-separated list
 * of proxy addresses, CIDR ranges or `loopback` / `linklocal` / `uniquelocal`. Null when the
 * value is none of these.
 */
export function parseTrustProxy(raw: string): TrustProxy | null {
  const value = raw.trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  const entries = value.split(',').map((e) => e.trim());
  return entries.every(isAddressOrRange) ? entries : null;
}

/**
 * Fastify's `trustProxy` for a parsed TRUST_PROXY. A hop count becomes "trust the first N
 * hops from this server" (Fastify itself refuses to trust a bare number, since the API then
 * must be reachable only through the proxies; a list of their addresses is the safer form).
 */
export function trustProxyOption(
  value: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}
