import express, { type Express } from 'express';
import { errorMiddleware, notFound } from '../http/error-middleware.js';
import { errorFormat } from '../http/error-format.js';
import { loyaltyRouter, type LoyaltyDeps } from './loyalty-router.js';

/** The hosted loyalty service: the loyalty API plus `GET /health`. */
export function createLoyaltyApp(deps: LoyaltyDeps & { readonly version: string }): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  /** 200 while the database answers; 503 (load balancers take the instance out) while it does not. */
  app.get('/health', errorFormat('json'), async (_req, res) => {
    const schemaVersion = await deps.db.schemaVersion();
    res.json({ status: 'ok', service: 'loyalty', version: deps.version, engine: deps.db.engine, schemaVersion });
  });
  app.use(loyaltyRouter(deps));
  app.use(errorFormat('json'), notFound);
  app.use(errorMiddleware(deps.logger));
  return app;
}
