import express, { Router } from 'express';
import { strictPageHeaders } from '../http/page-headers.js';
import { pageIndex } from '../http/page-index.js';

/** Serves the built React UI with a strict CSP; unknown GET paths fall back to index.html for client-side routes. */
export function uiRouter(dir: string): Router {
  const router = Router();
  router.use(strictPageHeaders);
  router.use(express.static(dir, { index: 'index.html', maxAge: '1h', fallthrough: true }));
  router.get(/^\/(?!api\/|admin\/|authcall\.xml\/|b2b\/|guest\/|openapi\.json).*/, pageIndex(dir, 'The UI'));
  return router;
}
