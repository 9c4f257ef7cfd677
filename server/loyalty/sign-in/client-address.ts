import { isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

/** An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) as plain IPv4, any other address as given. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address.toLowerCase();
}

/**
 * The address a request's limits are counted against: the socket's peer. Only when that peer is one of the
 * `trustedProxies` is `X-Forwarded-For` read, from the right, up to the first address that is not a trusted proxy
 * (a client cannot spoof the entries that trusted proxies appended; anything it wrote itself sits further left).
 */
export function clientAddressOf(req: IncomingMessage, trustedProxies: readonly string[]): string {
  let address = plainAddress(req.socket.remoteAddress ?? 'unknown');
  if (!trustedProxies.includes(address)) return address;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((hop) => hop.trim());
  for (const hop of hops.reverse()) {
    if (isIP(hop) === 0) return address;
    address = plainAddress(hop);
    if (!trustedProxies.includes(address)) return address;
  }
  return address;
}
