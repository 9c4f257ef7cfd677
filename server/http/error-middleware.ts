import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { genericErrorCode } from '../../shared/loyalty-api/error-codes.js';
import { errorFormatOf, type ErrorFormat } from './error-format.js';
import { HttpError, TooManyRequestsError } from '../errors/http-error.js';
import { DatabaseUnavailableError, databaseErrorKind } from '../errors/database-errors.js';
import { diskFullMessage, isDiskFull } from '../errors/disk-full.js';

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
  if (isDiskFull(error)) return new HttpError(507, diskFullMessage);
  if (databaseErrorKind(error) === 'unavailable') return new DatabaseUnavailableError(error);
  /** The router's refusal of a path parameter that is not percent-encoded UTF-8 (`/payments/%FF`). */
  if (error instanceof URIError) return new HttpError(400, `${error.message}: a path must be percent-encoded UTF-8`);
  if (parserError?.expose && parserError.status && parserError.status < 500) {
    return new HttpError(parserError.status, parserError.message);
  }
  return new HttpError(500, 'internal error; the details are in the server log');
}

/** The log line of a failed request: the whole error of a 5xx, a debug line of a refusal. */
export function logRequestError(
  logger: Logger,
  httpError: HttpError,
  error: unknown,
  method: string,
  url: string,
): void {
  if (httpError.status >= 500) logger.error({ err: error, method, url }, 'request failed');
  else logger.debug({ status: httpError.status, msg: httpError.message, url }, 'request refused');
}

/**
 * Logs an error and answers it in the protocol's format. The one error mapping of every app: the error middleware below
 * and the station protocol's handler, which runs outside express (server/core/bridge-app.ts), both end here.
 */
export function replyWithError(
  logger: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  error: unknown,
  format: ErrorFormat,
): void {
  const httpError = toHttpError(error);
  /** express trims a router's mount path from `url`; the log wants the whole path. */
  const url = (req as { originalUrl?: string }).originalUrl ?? req.url;
  logRequestError(logger, httpError, error, req.method ?? 'GET', url ?? '');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const [type, body] =
    format === 'text'
      ? ['text/plain; charset=utf-8', httpError.message]
      : [
          'application/json; charset=utf-8',
          format === 'message' ? JSON.stringify({ message: httpError.message }) : jsonErrorBody(httpError),
        ];
  res.writeHead(httpError.status, {
    'content-type': type,
    'content-length': Buffer.byteLength(body),
    ...(httpError instanceof TooManyRequestsError ? { 'retry-after': String(httpError.retryAfterSeconds) } : {}),
  });
  res.end(body);
}

/** The JSON APIs' error body: `{"error":{"code","message","params"?}}`. */
export function jsonErrorBody(httpError: HttpError): string {
  return JSON.stringify({
    error: {
      code: httpError.code ?? genericErrorCode(httpError.status),
      message: httpError.message,
      ...(httpError.params && { params: httpError.params }),
    },
  });
}

/** The one error handler of every app: maps typed errors to the reply format of the protocol that was called. */
export function errorMiddleware(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => replyWithError(logger, req, res, error, errorFormatOf(res));
}

/** The reply for a path no router handles. */
export const notFound: RequestHandler = (req, _res, next) => {
  next(new HttpError(404, `no such endpoint: ${req.method} ${req.path}`));
};
