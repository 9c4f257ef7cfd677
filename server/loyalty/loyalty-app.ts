import express, { type Express } from 'express';
import { errorMiddleware, notFound } from '../http/error-middleware.js';
import { errorFormat } from '../http/error-format.js';
import { loyaltyService, type LoyaltyDeps } from './loyalty-router.js';
import { errorBodySchema } from './openapi/common-schemas.js';
import { registerPath } from './openapi/registry.js';
import { z } from './openapi/zod.js';

registerPath({
  method: 'get',
  path: '/health',
  tags: ['service'],
  summary: "The hosted service's health, for load balancers (not served by the bridge's embedded service)",
  security: [],
  responses: {
    200: {
      description: 'the database answers',
      content: {
        'application/json': {
          schema: z.object({
            status: z.literal('ok'),
            service: z.literal('loyalty'),
            version: z.string(),
            engine: z.enum(['sqlite', 'postgres']),
            schemaVersion: z.int(),
          }),
        },
      },
    },
    500: { description: 'internal error', content: { 'application/json': { schema: errorBodySchema } } },
    503: {
      description: 'the database does not answer: take the instance out (`9503`)',
      content: { 'application/json': { schema: errorBodySchema } },
    },
  },
});

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
  app.use(loyaltyService(deps).router);
  app.use(errorFormat('json'), notFound);
  app.use(errorMiddleware(deps.logger));
  return app;
}
