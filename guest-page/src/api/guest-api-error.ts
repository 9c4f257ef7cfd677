/**
 * What went wrong with a call to the loyalty service, as a kind the page words itself (the service's own `{message}`
 * is English and kept only for the log): decided by the HTTP status, never by the message's text.
 */
export type GuestErrorKind =
  | 'offline'
  | 'badInput'
  | 'unauthorized'
  | 'refused'
  | 'notFound'
  | 'limit'
  | 'wait'
  | 'tooMany'
  | 'unavailable'
  | 'server';

const kindsByStatus: Readonly<Record<number, GuestErrorKind>> = {
  400: 'badInput',
  401: 'unauthorized',
  403: 'refused',
  404: 'notFound',
  409: 'limit',
  422: 'wait',
  429: 'tooMany',
  502: 'unavailable',
  503: 'unavailable',
};

export class GuestApiError extends Error {
  constructor(
    readonly kind: GuestErrorKind,
    message: string,
    readonly status = 0,
    /** From `Retry-After` on 429. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'GuestApiError';
  }

  static fromStatus(status: number, message: string, retryAfter: string | null): GuestApiError {
    const seconds = retryAfter === null ? undefined : Number.parseInt(retryAfter, 10);
    const kind = kindsByStatus[status] ?? 'server';
    return new GuestApiError(kind, message, status, Number.isFinite(seconds) ? seconds : undefined);
  }
}

export const isGuestApiError = (error: unknown, kind?: GuestErrorKind): error is GuestApiError =>
  error instanceof GuestApiError && (kind === undefined || error.kind === kind);
