import type { Logger } from 'pino';
import { jsonErrorBody, logRequestError, toHttpError } from '../../http/error-middleware.js';
import { b2bKeyOf, checkB2bBearer } from '../api-keys/api-key-auth.js';
import type { LoyaltyDb } from '../database/loyalty-db.js';
import { b2bPrefix, routeKey, type B2bRoutes } from './b2b-endpoint.js';

/** An answer as HTTP would carry it: the status and the JSON text. */
export interface InProcessAnswer {
  readonly status: number;
  readonly text: string;
}

/**
 * A b2b call made in the service's own process: undefined when the path is not served so (a streamed answer, the
 * token endpoint), and the caller goes over HTTP.
 */
export type InProcessB2b = (
  path: string,
  headers: Readonly<Record<string, string>>,
  payload: object,
) => Promise<InProcessAnswer> | undefined;

/** The address an in-process caller is checked against a key's `allowedAddresses` with: it is on this machine. */
const inProcessAddress = '127.0.0.1';

/**
 * The embedded service's b2b endpoints called by the bridge in its own process: the same key and token checks, the same
 * validation, handlers and writes, and the same answers (status, JSON, error bodies) as over HTTP, without the loopback
 * round trip.
 */
export function b2bInProcess(routes: B2bRoutes, db: LoyaltyDb, logger: Logger, now: () => number): InProcessB2b {
  return (path, headers, payload) => {
    if (!path.startsWith(b2bPrefix)) return undefined;
    const direct = routes.get(routeKey(path.slice(b2bPrefix.length)))?.direct;
    if (!direct) return undefined;
    return answer(logger, path, async () => {
      const key = await b2bKeyOf(db, headers.ApiKey, () => inProcessAddress);
      await checkB2bBearer(db, key, headers.authorization, now());
      return direct(payload, key);
    });
  };
}

async function answer(logger: Logger, path: string, run: () => Promise<unknown>): Promise<InProcessAnswer> {
  try {
    return { status: 200, text: JSON.stringify(await run()) };
  } catch (error) {
    const httpError = toHttpError(error);
    logRequestError(logger, httpError, error, 'POST', path);
    return { status: httpError.status, text: jsonErrorBody(httpError) };
  }
}
