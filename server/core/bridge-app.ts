import express, { type Express, type Router } from 'express';
import type { Logger } from 'pino';
import { errorFormat } from '../http/error-format.js';
import { errorMiddleware, notFound } from '../http/error-middleware.js';
import { statusRouter, type StatusSource } from '../status/status-router.js';
import { uiRouter } from '../ui/ui-router.js';

export interface BridgeAppDeps {
  readonly logger: Logger;
  readonly status: StatusSource;
  /** The embedded loyalty API, when no hosted service is configured. */
  readonly loyalty?: Router | undefined;
  readonly uiDir: string;
  /** The station driver's XML protocol, mounted at /authcall.xml. */
  readonly authcall?: Router | undefined;
  /** The terminal's local API for the window, mounted at /api/terminal. */
  readonly terminalApi?: Router | undefined;
  /** The manager's APIs (server/manager/manager-apis.ts): payments journal, reports, guest lookup. */
  readonly journalApi?: Router | undefined;
  readonly reportsApi?: Router | undefined;
  readonly guestsApi?: Router | undefined;
  /** The window's other local routers (settings, loyalty check, menu proxy), mounted at /api. */
  readonly localApi?: readonly Router[] | undefined;
}

/** Composes the bridge: one router per protocol or feature, then the UI, then the one error middleware. */
export function createBridgeApp(deps: BridgeAppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  if (deps.authcall) app.use('/authcall.xml', deps.authcall);
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
  return app;
}
