import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { errorFormatOf } from './error-format.js';
import { HttpError } from './http-error.js';

/** Error codes the JSON APIs use for errors that are not the loyalty domain's own (see docs/loyalty-api.md). */
export const genericErrorCodes: Readonly<Record<number, string>> = {
  400: '9004',
  401: '9001',
  403: '9003',
  404: '9404',
  405: '9405',
  409: '9409',
  413: '9413',
  415: '9415',
  500: '9500',
  503: '9503',
};

interface BodyParserError {
  readonly type?: string;
  readonly status?: number;
  readonly expose?: boolean;
  readonly message: string;
}

/** Turns anything thrown into a typed HttpError; unknown errors become a 500 whose details stay in the log. */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const parserError = error as BodyParserError;
  switch (parserError?.type) {
    case 'entity.too.large':
      return new HttpError(413, 'request body is too large');
    case 'entity.parse.failed':
      return new HttpError(400, 'request body is not valid JSON');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new HttpError(415, 'request body must be UTF-8');
    case 'request.aborted':
      return new HttpError(400, 'request was aborted by the client');
  }
  if (parserError?.expose && parserError.status && parserError.status < 500) {
    return new HttpError(parserError.status, parserError.message);
  }
  return new HttpError(500, 'internal error; the details are in the server log');
}

/** The one error handler of every app: maps typed errors to the reply format of the protocol that was called. */
export function errorMiddleware(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const httpError = toHttpError(error);
    if (httpError.status >= 500)
      logger.error({ err: error, method: req.method, url: req.originalUrl }, 'request failed');
    else logger.debug({ status: httpError.status, msg: httpError.message, url: req.originalUrl }, 'request refused');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.status(httpError.status);
    switch (errorFormatOf(res)) {
      case 'text':
        res.type('text/plain; charset=utf-8').send(httpError.message);
        return;
      case 'message':
        res.json({ message: httpError.message });
        return;
      case 'json':
        res.json({
          error: { code: httpError.code ?? genericErrorCodes[httpError.status] ?? '9500', message: httpError.message },
        });
    }
  };
}

/** The reply for a path no router handles. */
export const notFound: RequestHandler = (req, _res, next) => {
  next(new HttpError(404, `no such endpoint: ${req.method} ${req.path}`));
};
