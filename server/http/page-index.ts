import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

/**
 * The handler for a built React page's client-side routes: a request that accepts HTML gets the page's `index.html`
 * (never cached, so a new build shows at once); before the page is built, a 503 that says so, naming `what`.
 */
export function pageIndex(pageDir: string, what: string): RequestHandler {
  const index = path.join(pageDir, 'index.html');
  return (req, res, next) => {
    if (!req.accepts('html')) return next();
    if (!fs.existsSync(index)) {
      res.status(503).type('text/plain; charset=utf-8').send(`${what} is not built yet: run npm run build.`);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  };
}
