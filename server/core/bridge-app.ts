import type { RequestListener } from 'node:http';
import express, { type Router } from 'express';
import type { AuthcallRoute } from '../authcall/authcall-router.js';
import type { Logger } from 'pino';
import { errorFormat } from '../http/error-format.js';
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
  /** The station driver's XML protocol at its base path (`authPath`), answered before express (its hottest path). */
  readonly authcall?: AuthcallRoute | undefined;
  /** The terminal's local API for the window, mounted at /api/terminal. */
  readonly terminalApi?: Router | undefined;
  /** The manager's APIs (server/manager/manager-apis.ts): payments journal, reports, guest lookup. */
  readonly journalApi?: Router | undefined;
  readonly reportsApi?: Router | undefined;
  readonly guestsApi?: Router | undefined;
  /** The window's other local routers (settings, loyalty check, menu proxy), mounted at /api. */
  readonly localApi?: readonly Router[] | undefined;
}

/**
 * Composes the bridge: the station protocol, then one router per protocol or feature, then the UI, then the one error
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
  if (deps.terminalApi) app.use('/api/terminal', errorFormat('json'), deps.terminalApi);
  if (deps.journalApi) app.use('/api/journal', errorFormat('json'), deps.journalApi);
  if (deps.reportsApi) app.use('/api/reports', errorFormat('json'), deps.reportsApi);
  if (deps.guestsApi) app.use('/api/guests', errorFormat('json'), deps.guestsApi);
  for (const router of deps.localApi ?? []) app.use('/api', errorFormat('json'), router);
  app.use('/api', errorFormat('json'), statusRouter(deps.status));
  if (deps.loyalty) app.use(deps.loyalty);
  app.use(uiRouter(deps.uiDir));
  app.use(notFound);
  app.use(errorMiddleware(deps.logger));
  const authcall = deps.authcall;
  if (!authcall) return app;
  return (req, res) => {
    if (!authcall.matches(req.url)) return app(req, res);
    authcall.handle(req, res, (error) => replyWithError(deps.logger, req, res, error, 'text'));
  };
}
