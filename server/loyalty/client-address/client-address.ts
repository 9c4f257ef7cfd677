import { isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';
import { StartupError } from '../../errors/startup-error.js';

/** An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) as plain IPv4, any other address as given. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address.toLowerCase();
}

/**
 * The reverse proxies whose `X-Forwarded-For` is believed, from `LOYALTY_TRUSTED_PROXIES` (comma-separated IP
 * addresses; none by default): the one setting of the loyalty service's client address, for guest sign-in's limits and
 * for the keys' `allowedAddresses` alike.
 */
export function trustedProxiesFromEnv(env: Readonly<Record<string, string | undefined>>): string[] {
  const proxies = (env.LOYALTY_TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const notIp = proxies.find((entry) => isIP(entry) === 0);
  if (notIp !== undefined)
    throw new StartupError(`LOYALTY_TRUSTED_PROXIES must be IP addresses separated by commas, not "${notIp}".`);
  return proxies.map(plainAddress);
}

/**
 * The address of a request's client: the socket's peer. Only when that peer is one of the `trustedProxies` is
 * `X-Forwarded-For` read, from the right, up to the first address that is not a trusted proxy (a client cannot spoof
 * the entries that trusted proxies appended; anything it wrote itself sits further left).
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

/**
 * Whether a request came over HTTPS: a TLS socket of its own, or `X-Forwarded-Proto: https` set by a trusted proxy
 * (the socket's peer is one of `trustedProxies`; the left-most value when proxies chain, the protocol the client used).
 */
export function cameOverHttps(req: IncomingMessage, trustedProxies: readonly string[]): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted === true) return true;
  if (!trustedProxies.includes(plainAddress(req.socket.remoteAddress ?? ''))) return false;
  const header = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')[0] ?? '';
  return first.trim().toLowerCase() === 'https';
}
