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
}

/** Composes the bridge: one router per protocol or feature, then the UI, then the one error middleware. */
export function createBridgeApp(deps: BridgeAppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use('/api', errorFormat('json'), statusRouter(deps.status));
  if (deps.loyalty) app.use(deps.loyalty);
  app.use(uiRouter(deps.uiDir));
  app.use(notFound);
  app.use(errorMiddleware(deps.logger));
  return app;
}
