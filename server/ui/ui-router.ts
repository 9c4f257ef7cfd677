import fs from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import { strictPageHeaders } from '../http/page-headers.js';

/** Serves the built React UI with a strict CSP; unknown GET paths fall back to index.html for client-side routes. */
export function uiRouter(dir: string): Router {
  const router = Router();
  router.use(strictPageHeaders);
  router.use(express.static(dir, { index: 'index.html', maxAge: '1h', fallthrough: true }));
  const index = path.join(dir, 'index.html');
  router.get(/^\/(?!api\/|admin\/|authcall\.xml\/|b2b\/|guest\/|openapi\.json).*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    if (!fs.existsSync(index)) {
      res.status(503).type('text/plain; charset=utf-8').send('The UI is not built yet: run npm run build.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return router;
}
