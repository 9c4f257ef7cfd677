import type { RequestListener } from 'node:http';
import express, { type Router } from 'express';
import type { Logger } from 'pino';
import { errorFormat } from '../http/error-format.js';
import type { StationRoute } from '../http/station-route.js';
import { refuseForeignHost, type HostRule } from '../http/host-rule.js';
import { noStore } from '../http/no-store.js';
import { errorMiddleware, notFound, replyWithError } from '../http/error-middleware.js';
import { statusRouter, type StatusSource } from '../status/status-router.js';
import { uiRouter } from '../ui/ui-router.js';

export interface BridgeAppDeps {
  readonly logger: Logger;
  readonly status: StatusSource;
  /** The embedded loyalty API, when no hosted service is configured. */
  readonly loyalty?: Router | undefined;
  readonly uiDir: string;
  /** Which `Host` may address the bridge (server/http/host-rule.ts): checked first on every route, the station's too. */
  readonly hostAllowed: HostRule;
  /**
   * The station port's protocols answered before express: the station driver's XML protocol at its base path
   * (`authPath`, the bridge's hottest path) and, when enabled, FarCards at its paths (`farcards.paths`).
   */
  readonly stationDoors: readonly StationRoute[];
  /** The window's APIs (bridge-routes.ts), mounted in this order before the status route. */
  readonly windowApis: readonly ApiMount[];
}

/** One router of the window's API and the path it answers under. */
export interface ApiMount {
  readonly path: string;
  readonly router: Router;
}

/**
 * Composes the bridge: the station port's protocols, then one router per protocol or feature, then the UI, then the one error
 * middleware. Errors of the station protocol go through the same mapping (replyWithError), as plain text.
 */
export function createBridgeApp(deps: BridgeAppDeps): RequestListener {
  const app = express();
  app.disable('x-powered-by');
  /** The APIs answer fresh data on every call; the UI's static files keep their own ETags (express.static). */
  app.set('etag', false);
  /** A rebinding DNS name reaches nothing: no status, no sign-in attempt counted, no page. */
  app.use(refuseForeignHost(deps.hostAllowed));
  /** The window's APIs carry guests, phones and the journal: never cached. */
  app.use('/api', noStore);
  for (const { path, router } of deps.windowApis) app.use(path, errorFormat('json'), router);
  app.use('/api', errorFormat('json'), statusRouter(deps.status));
  if (deps.loyalty) app.use(deps.loyalty);
  app.use(uiRouter(deps.uiDir));
  app.use(notFound);
  app.use(errorMiddleware(deps.logger));
  const doors = deps.stationDoors;
  return (req, res) => {
    const door = doors.find((candidate) => candidate.matches(req.url));
    if (!door) return app(req, res);
    door.handle(req, res, (error) => replyWithError(deps.logger, req, res, error, 'text'));
  };
}
