import { Router } from 'express';
import { appVersion } from '../../config/app-paths.js';
import { errorBodySchema } from './common-schemas.js';
import { openApiDocument, registerPath } from './registry.js';
import { z } from './zod.js';

registerPath({
  method: 'get',
  path: '/openapi.json',
  tags: ['service'],
  summary: 'This document (OpenAPI 3.0.1)',
  security: [],
  responses: {
    200: { description: 'the document', content: { 'application/json': { schema: z.looseObject({}) } } },
    500: { description: 'internal error', content: { 'application/json': { schema: errorBodySchema } } },
  },
});

/** `GET /openapi.json`: the OpenAPI 3.0.1 document generated from the same zod schemas that validate requests. */
export function openApiRouter(): Router {
  const router = Router();
  router.get('/openapi.json', (_req, res) => {
    res.json(openApiDocument(appVersion));
  });
  return router;
}
