import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4 } from 'node:net';

/** Loopback, RFC 1918, carrier-grade NAT, link-local and IPv6 unique-local addresses. */
const internal = new BlockList();
internal.addSubnet('127.0.0.0', 8, 'ipv4');
internal.addSubnet('10.0.0.0', 8, 'ipv4');
internal.addSubnet('172.16.0.0', 12, 'ipv4');
internal.addSubnet('192.168.0.0', 16, 'ipv4');
internal.addSubnet('100.64.0.0', 10, 'ipv4');
internal.addSubnet('169.254.0.0', 16, 'ipv4');
internal.addAddress('::1', 'ipv6');
internal.addSubnet('fc00::', 7, 'ipv6');
internal.addSubnet('fe80::', 10, 'ipv6');

/** Whether an address belongs to a private network (IPv4-mapped IPv6 addresses count as IPv4). */
export function isInternalAddress(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return internal.check(mapped, 'ipv4');
  return isIPv4(address) ? internal.check(address, 'ipv4') : internal.check(address, 'ipv6');
}

/** Headers a reverse proxy adds: a request carrying one may come from anywhere. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

export type MetricsAccess = 'allowed' | 'token_required' | 'internal_only';

/**
 * Who may read /metrics. With a token configured, whoever presents it. Without
 * one, only direct peers on a private network: the socket's own address
 * decides, never X-Forwarded-For (a client can write that), and a request that
 * went through a proxy is refused, because behind a proxy on the same host
 * every public visitor arrives from loopback.
 */
export function metricsAccess(
  request: { headers: Record<string, string | string[] | undefined>; peerAddress?: string },
  token: string | null,
): MetricsAccess {
  if (token !== null) {
    const header = request.headers.authorization;
    const presented =
      typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    return sameSecret(presented, token) ? 'allowed' : 'token_required';
  }
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined))
    return 'internal_only';
  return isInternalAddress(request.peerAddress) ? 'allowed' : 'internal_only';
}

/** Constant-time comparison that does not leak the token's length either. */
function sameSecret(presented: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}
