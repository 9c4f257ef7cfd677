import { csrfHeader, type ApiRefusal } from '../../../shared/api/admin-console';

/** A refusal of the console API: its HTTP status and the service's `{message}` (which names the field at fault). */
export class ConsoleApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The service could not be asked at all (network down, service stopped). */
export class ConsoleUnreachableError extends Error {}

let csrfToken: string | undefined;
let onSignedOut: (() => void) | undefined;

/** The session's CSRF token, sent in `X-CSRF-Token` on every request but GET; undefined once signed out. */
export function setCsrfToken(token: string | undefined): void {
  csrfToken = token;
}

/** What to do when the service answers 401 (the session ended): the app goes back to sign-in. */
export function whenSignedOut(handler: () => void): void {
  onSignedOut = handler;
}

export const apiBase = '/admin/api';

/** `/admin/api/programmes/<id>` + path, the programme id encoded (`venue:<id>` has a colon). */
export const programmePath = (programme: string, path: string): string =>
  `/programmes/${encodeURIComponent(programme)}${path}`;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls the console API: JSON in and out, the CSRF header on changes; a non-2xx answer throws ConsoleApiError. */
export async function consoleRequest<T>(
  method: Method,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers[csrfHeader] = csrfToken;
  let response: Response;
  try {
    response = await fetch(apiBase + path, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      credentials: 'same-origin',
      signal: signal ?? null,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ConsoleUnreachableError(String(error));
  }
  if (!response.ok) {
    const refusal = (await response.json().catch(() => null)) as Partial<ApiRefusal> | null;
    const error = new ConsoleApiError(response.status, refusal?.message ?? '');
    if (response.status === 401 && path !== '/session') onSignedOut?.();
    throw error;
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const getJson = <T>(path: string, signal?: AbortSignal) => consoleRequest<T>('GET', path, undefined, signal);
export const postJson = <T>(path: string, body: unknown) => consoleRequest<T>('POST', path, body);
export const putJson = <T>(path: string, body: unknown) => consoleRequest<T>('PUT', path, body);
