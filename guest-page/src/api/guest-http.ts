import { GuestApiError } from './guest-api-error';

/** The service's answer to a refusal on `/guest/v1`. */
interface RefusalBody {
  readonly message?: unknown;
}

async function refusal(response: Response): Promise<GuestApiError> {
  const body = (await response.json().catch(() => ({}))) as RefusalBody;
  const message = typeof body.message === 'string' ? body.message : `HTTP ${response.status}`;
  return GuestApiError.fromStatus(response.status, message, response.headers.get('Retry-After'));
}

/** fetch, with a network failure (no answer at all) turned into the kind `offline`. */
async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, cache: 'no-store' });
  } catch (error) {
    throw new GuestApiError('offline', error instanceof Error ? error.message : String(error));
  }
}

export async function getJson<T>(url: string): Promise<T> {
  const response = await send(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw await refusal(response);
  return (await response.json()) as T;
}

/** POSTs to `/guest/v1/<path>` with the page's site key and, once signed in, the guest's token. */
export async function postGuest<T>(apiKey: string, path: string, body: object, token?: string): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ApiKey: apiKey };
  if (token !== undefined) headers.Authorization = `Bearer ${token}`;
  const response = await send(`/guest/v1/${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!response.ok) throw await refusal(response);
  return (await response.json()) as T;
}
