import { Router } from 'express';
import { appVersion } from '../../core/app-paths.js';
import { openApiDocument } from './registry.js';

/** `GET /openapi.json`: the OpenAPI 3.0.1 document generated from the same zod schemas that validate requests. */
export function openApiRouter(): Router {
  const router = Router();
  router.get('/openapi.json', (_req, res) => {
    res.json(openApiDocument(appVersion));
  });
  return router;
}
