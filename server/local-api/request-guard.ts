import type { Request, RequestHandler } from 'express';
import { HttpError } from '../errors/http-error.js';
import { apiErrorCodes } from '../../shared/api/api-errors.js';
import { tokenMatches } from './window-token.js';

/** Names the bridge answers to on its own port: loopback only, so a rebinding DNS name is refused. */
const loopbackNames = new Set(['127.0.0.1', 'localhost', '[::1]']);

export interface GuardOptions {
  /** The window token (window-token.ts). */
  readonly token: string;
  /** The port the bridge listens on (known once it listens). */
  readonly port: () => number | undefined;
}

/** The window's API guard, built once by the composition root and handed to every router of the window. */
export interface WindowGuard {
  /** Checks each request: Host, Origin, Sec-Fetch-Site and the window token. */
  readonly check: RequestHandler;
  /** `GET /api/terminal/token`: gives the token to the bridge's own window only. */
  readonly tokenEndpoint: RequestHandler;
}

export function windowGuard(options: GuardOptions): WindowGuard {
  return { check: requestGuard(options), tokenEndpoint: tokenEndpoint(options) };
}

/** True when `Host` names this bridge: a loopback name with the bridge's port (DNS-rebinding safe). */
function isOwnHost(host: string | undefined, port: number | undefined): boolean {
  if (!host || port === undefined) return false;
  const match = /^(\[[^\]]+\]|[^:]+):(\d+)$/.exec(host.toLowerCase());
  return match !== null && loopbackNames.has(match[1]!) && Number(match[2]) === port;
}

function checkOrigin(req: Request, port: number | undefined): void {
  const host = req.headers.host;
  if (!isOwnHost(host, port)) throw new HttpError(403, 'requests must address the bridge itself (Host)');
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `http://${host}`)
    throw new HttpError(403, 'requests from another origin are refused');
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none')
    throw new HttpError(403, 'requests from another site are refused');
}

/** Host/Origin checks and the token (`X-Tillbridge-Token`, `Authorization: Bearer`, or `?token=` for the event stream). */
function requestGuard(options: GuardOptions): RequestHandler {
  return (req, _res, next) => {
    checkOrigin(req, options.port());
    const header = req.headers['x-tillbridge-token'];
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const query = req.path === '/events' && typeof req.query.token === 'string' ? req.query.token : undefined;
    const given = (typeof header === 'string' ? header : undefined) ?? bearer ?? query;
    if (!tokenMatches(options.token, given))
      throw new HttpError(401, 'the terminal token is missing or wrong', apiErrorCodes.tokenRefused);
    next();
  };
}

/** The token endpoint: answers only a same-origin browser request to the bridge's own host. */
function tokenEndpoint(options: GuardOptions): RequestHandler {
  return (req, res) => {
    checkOrigin(req, options.port());
    if (req.headers['sec-fetch-site'] !== 'same-origin')
      throw new HttpError(403, 'the token is only given to the bridge’s own window');
    res.set('cache-control', 'no-store').json({ token: options.token });
  };
}
