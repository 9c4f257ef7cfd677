import type { RequestHandler } from 'express';
import { isIP } from 'node:net';
import { HttpError } from '../errors/http-error.js';

/** What a bridge's `Host` header may name (docs/security.md, "Web pages in the till's browser"). */
export interface HostRuleOptions {
  /** The `host` setting the bridge listens on. */
  readonly host: string;
  /** The `allowedHosts` setting: further names (e.g. the till's LAN name) stations or browsers use for the bridge. */
  readonly allowedHosts?: readonly string[] | undefined;
}

/** True when a `Host` header (name and any port) may address this bridge. */
export type HostRule = (header: string | undefined) => boolean;

/** `127.0.0.1`, `localhost`, `[::1]`: the name part of a Host header, lower case, IPv6 in brackets. */
function hostName(host: string): string {
  const lower = host.toLowerCase();
  return isIP(lower) === 6 ? `[${lower}]` : lower;
}

/**
 * A loopback name or address (`localhost`, 127.0.0.0/8, `[::1]`), the `host` setting or a name in `allowedHosts`, with
 * any port; when the bridge listens on every address (`0.0.0.0`, `::`), any IP address too: an address cannot be
 * rebound, only a DNS name can. No Host at all (HTTP/1.0) is no browser's request.
 */
export function hostRule(options: HostRuleOptions): HostRule {
  const names = new Set(['localhost', '[::1]', hostName(options.host), ...(options.allowedHosts ?? []).map(hostName)]);
  const anyAddress = options.host === '0.0.0.0' || options.host === '::';
  return (header) => {
    if (header === undefined) return true;
    const name = /^(\[[^\]]*\]|[^:]*)(?::\d+)?$/.exec(header.toLowerCase())?.[1];
    if (name === undefined) return false;
    if (names.has(name)) return true;
    if (isIP(name) === 4) return anyAddress || name.startsWith('127.');
    return anyAddress && name.startsWith('[') && isIP(name.slice(1, -1)) === 6;
  };
}

export const foreignHostMessage =
  'requests must address the bridge by a loopback address, its host setting or a name in allowedHosts (Host)';

/** Refuses (403) a request whose `Host` the rule does not take, before any route reads or counts anything. */
export function refuseForeignHost(rule: HostRule): RequestHandler {
  return (req, _res, next) => {
    if (!rule(req.headers.host)) throw new HttpError(403, foreignHostMessage);
    next();
  };
}
