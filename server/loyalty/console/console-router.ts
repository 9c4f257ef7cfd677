import express, { Router } from 'express';
import { adminConsoleDir, appVersion } from '../../config/app-paths.js';
import { errorFormat } from '../../http/error-format.js';
import { strictPageHeaders } from '../../http/page-headers.js';
import { pageIndex } from '../../http/page-index.js';
import { refuseUnstorablePath } from '../../http/storable-text.js';
import type { LoyaltyDeps } from '../service-context/loyalty-context.js';
import { requireAdminSession } from './admin-session.js';
import { auditRouter } from './audit-router.js';
import { campaignRoutes } from './campaign-routes.js';
import { consoleOpenApiDocument } from './console-paths.js';
import { guestRoutes } from './guest-routes.js';
import { keysRouter } from './keys-router.js';
import { programmeRoutes } from './programme-routes.js';
import { reportRoutes } from './report-routes.js';
import { publicSessionRouter, sessionRouter } from './session-router.js';
import { venuesRouter } from './venues-router.js';

/** Console request bodies are small forms; anything larger is refused (413). */
const consoleBodyLimit = '64kb';

/**
 * The network console at `/admin/`: its JSON API under `/admin/api` (shared/api/admin-console.ts; its OpenAPI document
 * at `/admin/api/openapi.json`, open to anyone like the service's `/openapi.json`) and the built React
 * page (out/admin-console) with the strict page headers. Mounted by loyaltyRouter, so hosted and embedded alike.
 */
export function consoleRouter(
  deps: LoyaltyDeps,
  trustedProxies: readonly string[],
  pageDir: string = adminConsoleDir,
): Router {
  const router = Router();
  const api = Router();
  const sessions = { db: deps.db, trustedProxies, now: Date.now };
  api.use(errorFormat('message'), refuseUnstorablePath, express.json({ limit: consoleBodyLimit }));
  api.get('/openapi.json', (_req, res) => {
    res.json(consoleOpenApiDocument(appVersion));
  });
  api.use(publicSessionRouter(sessions));
  api.use(requireAdminSession(deps.db, trustedProxies));
  api.use(sessionRouter(sessions));
  api.use(
    '/programmes/:programme',
    ...[venuesRouter(deps), keysRouter(deps), auditRouter(deps)],
    ...[programmeRoutes(deps), campaignRoutes(deps), guestRoutes(deps), reportRoutes(deps)],
  );
  router.use('/api', api);
  router.use(strictPageHeaders);
  router.use(express.static(pageDir, { index: false, maxAge: '1h', fallthrough: true }));
  router.get(/^\/(?!api\/).*/, pageIndex(pageDir, 'The console'));
  return router;
}
