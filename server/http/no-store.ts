import type { RequestHandler } from 'express';

/**
 * `Cache-Control: no-store` on every answer of an API that carries personal data (guests, phones, the journal, the
 * console): no browser, proxy or disk cache keeps a copy. Set before the route runs, so errors carry it too.
 */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
