import { Router } from 'express';
import type { Database } from 'better-sqlite3';
import type { Logger } from 'pino';
import { errorFormat } from '../http/error-format.js';

export interface LoyaltyDeps {
  readonly db: Database;
  readonly logger: Logger;
}

/** The guest loyalty JSON API of seed 001 (`/b2b/v1/...`, `/guest/v1/...`); the same router runs hosted and embedded. */
export function loyaltyRouter(_deps: LoyaltyDeps): Router {
  const router = Router();
  router.use('/b2b/v1', errorFormat('json'));
  router.use('/guest/v1', errorFormat('message'));
  return router;
}
