import type { IncomingMessage } from 'node:http';
import { BlockList, isIP, type Socket } from 'node:net';
import { HttpError } from '../errors/http-error.js';
import { foreignHostMessage, hostRule } from './host-rule.js';

/** The default of `allowedStations`: stations on this machine only. */
const loopbackStations: readonly string[] = ['127.0.0.0/8', '::1/128'];

/** Why the station port refused a request (logged with it). */
export type StationRefusal = 'browser' | 'host' | 'address';

/** A 403 of the station port, before anything was read or changed. */
export class StationRefusedError extends HttpError {
  constructor(readonly reason: StationRefusal) {
    super(403, refusalMessages[reason]);
  }
}

const refusalMessages: Readonly<Record<StationRefusal, string>> = {
  browser: 'the station protocol answers station drivers only, not web pages (Origin or Sec-Fetch-* header)',
  host: foreignHostMessage,
  address: 'this address is not among the allowed stations (setting allowedStations)',
};

export interface StationGuardOptions {
  /** The `host` setting the bridge listens on. */
  readonly host: string;
  /** The `allowedHosts` setting: further names the stations call the bridge by. */
  readonly allowedHosts?: readonly string[] | undefined;
  /** The `allowedStations` setting; loopback only when undefined. */
  readonly allowedStations?: readonly string[] | undefined;
}

/** Checks a station request's headers and remote address; answers the refusal, or undefined when it may go on. */
export type StationGuard = (req: IncomingMessage) => StationRefusedError | undefined;

/**
 * Who may call the station port (docs/protocol.md, "Who may call the station port"): no browser (`Origin` or
 * `Sec-Fetch-*`), a `Host` that cannot be a rebinding DNS name, and a remote address within `allowedStations`.
 */
export function stationGuard(options: StationGuardOptions): StationGuard {
  const allowed = blockList(options.allowedStations ?? loopbackStations);
  const hostAllowed = hostRule(options);
  /** A connection's remote address never changes: checked once per connection (BlockList.check costs ~4 µs). */
  const checked = new WeakMap<Socket, boolean>();
  const socketAllowed = (socket: Socket): boolean => {
    let verdict = checked.get(socket);
    if (verdict === undefined) checked.set(socket, (verdict = addressAllowed(allowed, socket.remoteAddress)));
    return verdict;
  };
  return (req) => {
    const headers = req.headers;
    if (headers.origin !== undefined || hasSecFetchHeader(headers)) return new StationRefusedError('browser');
    if (!hostAllowed(headers.host)) return new StationRefusedError('host');
    if (!socketAllowed(req.socket)) return new StationRefusedError('address');
    return undefined;
  };
}

/** Any `Sec-Fetch-*` header (Site, Mode, Dest, User) marks a browser's request: station drivers send none. */
function hasSecFetchHeader(headers: IncomingMessage['headers']): boolean {
  for (const name in headers) if (name.startsWith('sec-fetch-')) return true;
  return false;
}

/** `192.168.1.0/24`, `fd00::/64` or one address; validated by the settings schema (server/config/config-schema.ts). */
function blockList(cidrs: readonly string[]): BlockList {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [address = '', prefix] = cidr.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** An IPv4 client of a dual-stack listener shows as `::ffff:a.b.c.d`; it is matched as the IPv4 address. */
function addressAllowed(allowed: BlockList, remote: string | undefined): boolean {
  if (remote === undefined) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(remote)?.[1];
  if (mapped) return allowed.check(mapped, 'ipv4');
  return allowed.check(remote, isIP(remote) === 6 ? 'ipv6' : 'ipv4');
}
