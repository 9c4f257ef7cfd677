import { apiErrorCodes, type ApiErrorBody, type ApiErrorParams } from '../../../shared/api/api-errors';
import { managerHeaders, reportManagerLocked } from './manager-session';

/**
 * Error of a local API call: the status, the stable `code` and its `params` (shown in the window's language by
 * `api/api-error-message.ts`), and the server's own English message for logs.
 */
export class ApiError extends Error {
  readonly code: string | undefined;
  readonly params: ApiErrorParams | undefined;
  constructor(
    readonly status: number,
    message: string,
    /** The JSON body of the error, when it had one (e.g. per-field messages). */
    readonly body?: unknown,
  ) {
    super(message);
    const error = (body as Partial<ApiErrorBody> | null | undefined)?.error;
    this.code = typeof error?.code === 'string' ? error.code : undefined;
    this.params = error?.params;
  }
}

let tokenPromise: Promise<string> | undefined;

/** The per-install token of the window's API, fetched once from `GET /api/terminal/token` (same origin only). */
export function terminalToken(): Promise<string> {
  tokenPromise ??= fetch('/api/terminal/token', { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw await errorOf(response);
      return ((await response.json()) as { token: string }).token;
    })
    .catch((error: unknown) => {
      tokenPromise = undefined;
      throw error;
    });
  return tokenPromise;
}

/** The error of a non-2xx answer, read from its JSON body when it has one. */
export async function errorOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  return new ApiError(response.status, body?.error?.message ?? `HTTP ${response.status}`, body);
}

export interface RequestOptions {
  readonly signal?: AbortSignal | undefined;
}

/** Calls the bridge's local API with the token; JSON in, JSON out; a non-2xx answer throws `ApiError`. */
export async function requestJson<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const token = await terminalToken();
  const response = await fetch(path, {
    method,
    headers: {
      Accept: 'application/json',
      'X-Tillbridge-Token': token,
      ...managerHeaders(),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? null : JSON.stringify(body),
    signal: options.signal ?? null,
  });
  if (!response.ok) {
    const error = await errorOf(response);
    if (error.code === apiErrorCodes.managerLocked) reportManagerLocked();
    throw error;
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const getJson = <T>(path: string, signal?: AbortSignal): Promise<T> =>
  requestJson<T>('GET', path, undefined, { signal });
export const postJson = <T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> =>
  requestJson<T>('POST', path, body, { signal });
export const putJson = <T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> =>
  requestJson<T>('PUT', path, body, { signal });

/** GETs JSON that needs no token (`/api/status`, `/api/health`). */
export async function getPublicJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, { headers: { Accept: 'application/json' }, signal: signal ?? null });
  if (!response.ok) throw await errorOf(response);
  return (await response.json()) as T;
}
