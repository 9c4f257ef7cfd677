import fs from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';

/** The UI's content security policy: only this origin's scripts, styles and API. */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Serves the built React UI with a strict CSP; unknown GET paths fall back to index.html for client-side routes. */
export function uiRouter(dir: string): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.setHeader('Content-Security-Policy', contentSecurityPolicy);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    next();
  });
  router.use(express.static(dir, { index: 'index.html', maxAge: '1h', fallthrough: true }));
  const index = path.join(dir, 'index.html');
  router.get(/^\/(?!api\/|authcall\.xml\/|b2b\/|guest\/|openapi\.json).*/, (req, res, next) => {
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
