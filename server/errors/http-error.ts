import type { ApiErrorParams } from '../../shared/api/api-errors.js';

/**
 * An error with a status and a message fit for the client; `code` is the JSON API's stable error code (see
 * shared/api/api-errors.ts) and `params` what a client's own text of that code is filled with.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly params?: ApiErrorParams,
  ) {
    super(message);
  }
}

/** 429: the caller went over a rate limit; `retryAfterSeconds` becomes the `Retry-After` header. */
export class TooManyRequestsError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}
