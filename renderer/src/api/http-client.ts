/** Error of a local API call, with the server's own message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The JSON body of the error, when it had one (e.g. per-field messages). */
    readonly body?: unknown,
  ) {
    super(message);
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

async function errorOf(response: Response): Promise<ApiError> {
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
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? null : JSON.stringify(body),
    signal: options.signal ?? null,
  });
  if (!response.ok) throw await errorOf(response);
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
