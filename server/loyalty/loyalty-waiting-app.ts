import express, { type Express } from 'express';
import type { Logger } from 'pino';
import { errorFormat, errorFormatOf } from '../http/error-format.js';
import { replyWithError } from '../http/error-middleware.js';
import { DatabaseUnavailableError } from '../errors/database-errors.js';

/**
 * What the hosted service answers until its database can be reached and is migrated: 503 (9503) to every request,
 * `/health` included, in each API's error format (`message` for the guest API, the guest pages and the console's API).
 */
export function createWaitingApp(logger: Logger): Express {
  /** The start-up loop logs the outage once; a line per request (a load balancer's health checks) would drown it. */
  const quiet = logger.child({}, { level: 'silent' });
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(['/guest', '/admin/api'], errorFormat('message'));
  app.use((req, res) => {
    replyWithError(quiet, req, res, new DatabaseUnavailableError('not connected yet'), errorFormatOf(res));
  });
  return app;
}
