import type { RequestHandler, Response } from 'express';

/**
 * How a router's errors are written: `text` (plain UTF-8, the XML protocol), `json` ({"error":{"code","message"}}, the
 * loyalty b2b API and the local API) or `message` ({"message"}, guest sign-in).
 */
export type ErrorFormat = 'text' | 'json' | 'message';

/** Marks every request below this point with the error format of its protocol. */
export function errorFormat(format: ErrorFormat): RequestHandler {
  return (_req, res, next) => {
    res.locals.errorFormat = format;
    next();
  };
}

export function errorFormatOf(res: Response): ErrorFormat {
  const format: unknown = res.locals.errorFormat;
  return format === 'text' || format === 'message' ? format : 'json';
}
