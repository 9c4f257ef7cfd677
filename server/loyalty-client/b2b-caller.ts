import { networkCause, postJson, type TransportAnswer } from './json-transport.js';
import { LoyaltyApiError, LoyaltyLoginError, LoyaltyUnavailableError } from './loyalty-client-errors.js';
import { TokenLogin } from './token-login.js';

export const defaultLoyaltyTimeoutMs = 4000;

export interface CallOptions {
  readonly signal?: AbortSignal | undefined;
  readonly timeoutMs?: number | undefined;
  /** Adds the call's wall time to `ms` (the terminal's timing of an authpay, see Server-Timing in docs/protocol.md). */
  readonly spent?: { ms: number } | undefined;
}

export interface B2bCallerOptions {
  readonly apiKey: string;
  /** The key's password (setting `apiPassword`): every call then carries a token from the service's login. */
  readonly password?: string | undefined;
  /** Per-call timeout; authpay must decline within 5 s when the service is slow or down. */
  readonly timeoutMs?: number | undefined;
  /** The embedded service's endpoints in this process: a call it serves skips the loopback round trip. */
  readonly inProcess?: InProcessCall | undefined;
}

/**
 * A b2b call answered in this process (the embedded service), as HTTP would answer it; undefined when the path is not
 * served so (the call then goes over HTTP).
 */
export type InProcessCall = (
  path: string,
  headers: Readonly<Record<string, string>>,
  payload: object,
) => Promise<TransportAnswer> | undefined;

/**
 * One b2b call of the loyalty service: POSTed JSON with the `ApiKey` header (and `Authorization: Bearer <token>` when
 * the key has a password: a refused token is renewed and the call sent once more), within the call's time, its
 * failures typed: unavailable (network, timeout, 5xx), the login refused, or the service's refusal with its code.
 */
export class B2bCaller {
  private base: string;
  private readonly headers: Readonly<Record<string, string>>;
  /** The token login, when the key has a password. */
  readonly login: TokenLogin | undefined;

  constructor(
    baseUrl: string,
    private readonly options: B2bCallerOptions,
  ) {
    this.base = baseUrl.replace(/\/$/, '');
    this.headers = { 'content-type': 'application/json', ApiKey: options.apiKey };
    const password = options.password;
    this.login =
      password === undefined
        ? undefined
        : new TokenLogin(
            (signal) =>
              postJson(new URL(`${this.base}/b2b/v1/auth/gentoken`), JSON.stringify({ password }), {
                headers: this.headers,
                signal,
                idempotent: true,
              }),
            { timeoutMs: options.timeoutMs ?? defaultLoyaltyTimeoutMs },
          );
  }

  get baseUrl(): string {
    return this.base;
  }

  set baseUrl(url: string) {
    this.base = url.replace(/\/$/, '');
  }

  /** POSTs `payload` to `path` (below the base URL); `idempotent` calls are resent on a stale kept-alive connection. */
  async post<T>(path: string, payload: object, idempotent: boolean, call?: CallOptions): Promise<T> {
    const timeoutMs = call?.timeoutMs ?? this.options.timeoutMs ?? defaultLoyaltyTimeoutMs;
    /** A timer cleared on the answer: AbortSignal.timeout would keep one alive and fire it for every call. */
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    const signal = call?.signal ? AbortSignal.any([timeout.signal, call.signal]) : timeout.signal;
    const started = performance.now();
    let answer: TransportAnswer;
    try {
      answer = await this.send(path, payload, signal, idempotent);
    } catch (error) {
      if (error instanceof LoyaltyLoginError || error instanceof LoyaltyUnavailableError) throw error;
      if (timeout.signal.aborted)
        throw new LoyaltyUnavailableError('timeout', `the loyalty service did not answer within ${timeoutMs} ms`);
      if (call?.signal?.aborted) throw error;
      throw new LoyaltyUnavailableError(
        'unreachable',
        `the loyalty service cannot be reached (${networkCause(error)})`,
      );
    } finally {
      clearTimeout(timer);
      if (call?.spent) call.spent.ms += performance.now() - started;
    }
    if (answer.status >= 500)
      throw new LoyaltyUnavailableError('server-error', `the loyalty service failed (HTTP ${answer.status})`);
    const parsed = parseJson(answer.text);
    if (answer.status < 200 || answer.status >= 300) {
      const error = (parsed as { error?: { code?: string; message?: string } } | undefined)?.error;
      throw new LoyaltyApiError(answer.status, error?.code ?? String(answer.status), error?.message ?? answer.text);
    }
    return parsed as T;
  }

  /**
   * Sends with the ApiKey, and the login's token when there is one. A 401 with a token means the service no longer
   * takes it (expired early, a new password, another instance's secret): one fresh login, and the call once more. The
   * 401 came before the service read the body, so even a call that moves bonuses is safe to send again.
   */
  private async send(
    path: string,
    payload: object,
    signal: AbortSignal,
    idempotent: boolean,
  ): Promise<TransportAnswer> {
    const login = this.login;
    const post = (headers: Readonly<Record<string, string>>) =>
      this.transport(path, payload, headers, signal, idempotent);
    if (!login) return post(this.headers);
    const withToken = (token: string) => ({ ...this.headers, authorization: `Bearer ${token}` });
    const token = await login.bearer(signal);
    const answer = await post(withToken(token));
    if (answer.status !== 401) return answer;
    login.refused(token);
    return post(withToken(await login.bearer(signal)));
  }

  /** In this process when the embedded service serves the path, else over HTTP. */
  private transport(
    path: string,
    payload: object,
    headers: Readonly<Record<string, string>>,
    signal: AbortSignal,
    idempotent: boolean,
  ): Promise<TransportAnswer> {
    const answer = this.options.inProcess?.(path, headers, payload);
    if (answer) return untilAborted(answer, signal);
    return postJson(new URL(`${this.base}${path}`), JSON.stringify(payload), { headers, signal, idempotent });
  }
}

/** `answer`, or the signal's abort (the call's timeout) if that comes first. */
function untilAborted<T>(answer: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    answer.then(
      (value) => {
        signal.removeEventListener('abort', abort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', abort);
        reject(error as Error);
      },
    );
  });
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? {} : JSON.parse(text);
  } catch {
    return undefined;
  }
}
