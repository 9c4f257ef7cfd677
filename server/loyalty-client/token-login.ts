import { loyaltyErrors } from '../../shared/loyalty-api/error-codes.js';
import type { LoginRefusal, LoyaltyLogin } from '../../shared/api/status.js';
import { networkCause, type TransportAnswer } from './json-transport.js';
import { LoyaltyLoginError, LoyaltyUnavailableError } from './loyalty-client-errors.js';

/** Asks the service for a token (`POST /b2b/v1/auth/gentoken` with the password), aborted by `signal`. */
export type RequestToken = (signal: AbortSignal) => Promise<TransportAnswer>;

export interface TokenLoginOptions {
  /** How long a background renewal may take (a call's own login takes what is left of the call's time). */
  readonly timeoutMs: number;
}

/** A token is renewed once this share of its life has passed, and no longer used after `usableShare`. */
const renewShare = 0.8;
const usableShare = 0.95;
/**
 * After a refusal (not an outage), the next login waits this long, and calls meanwhile fail at once with the same
 * reason: a wrong password stays wrong until the setting changes (which needs a restart, which tries at once), and a
 * till that kept trying would use up the key's allowance of wrong passwords (5 in 15 minutes on this project's
 * service) and lock the key out for every other till that shares it.
 */
const refusedPauseMs = 15 * 60_000;

interface Token {
  readonly value: string;
  readonly usableUntil: number;
}

/**
 * The bridge's token login to a loyalty service whose key has a password (the vendor's server login): one token for
 * every call, renewed in the background at 80 % of `aliveSecondsTtl` (a timer, so no payment waits for a login but the
 * first), a new login at once when a call's token is refused. Logins never overlap. The token and the password stay
 * in memory: never logged, never in an error's message.
 */
export class TokenLogin {
  private token: Token | undefined;
  private pending: Promise<string> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private refusal: { readonly error: LoyaltyLoginError; readonly until: number } | undefined;
  private current: LoyaltyLogin = { state: 'pending' };
  private stopped = false;
  private readonly listeners = new Set<(status: LoyaltyLogin) => void>();

  constructor(
    private readonly requestToken: RequestToken,
    private readonly options: TokenLoginOptions,
  ) {}

  /** The last login's outcome, for the status bar and the settings page. */
  get status(): LoyaltyLogin {
    return this.current;
  }

  /** The token for a call: the one held while it is fresh enough, else a login within the call's `signal`. */
  bearer(signal: AbortSignal): Promise<string> {
    const token = this.token;
    if (token && Date.now() < token.usableUntil) return Promise.resolve(token.value);
    return this.login(signal);
  }

  /** A call's token was refused (401): it is dropped, and the next `bearer` logs in again. */
  refused(token: string): void {
    if (this.token?.value === token) this.token = undefined;
  }

  /** Logs in unless a token is held or a refusal is still fresh; for the status check. */
  async check(timeoutMs: number): Promise<LoyaltyLogin> {
    const signal = AbortSignal.timeout(timeoutMs);
    await this.bearer(signal).catch(() => undefined);
    return this.current;
  }

  /** Hears each change of the outcome (ok after a failure, a failure, a failure of another kind). */
  onChange(listener: (status: LoyaltyLogin) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stops the renewal timer (the bridge stops). */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private login(signal: AbortSignal): Promise<string> {
    const refusal = this.refusal;
    if (refusal && Date.now() < refusal.until) return Promise.reject(refusal.error);
    this.pending ??= this.ask(signal).finally(() => (this.pending = undefined));
    return this.pending;
  }

  private async ask(signal: AbortSignal): Promise<string> {
    try {
      const answer = await this.requestToken(signal).catch((error: unknown) => {
        throw signal.aborted
          ? new LoyaltyUnavailableError('timeout', 'the loyalty service did not answer the login in time')
          : new LoyaltyUnavailableError(
              'unreachable',
              `the loyalty service cannot be reached (${networkCause(error)})`,
            );
      });
      const token = this.accept(answer);
      this.refusal = undefined;
      this.update({ state: 'ok', at: new Date(Date.now()).toISOString() });
      return token;
    } catch (error) {
      this.failed(error);
      throw error;
    }
  }

  /** The token of a 200 answer, kept with its renewal scheduled; anything else is thrown as what it says. */
  private accept(answer: TransportAnswer): string {
    if (answer.status >= 500)
      throw new LoyaltyUnavailableError('server-error', `the loyalty service failed the login (HTTP ${answer.status})`);
    const body = parseJson(answer.text);
    if (answer.status !== 200) throw refusalOf(answer.status, body);
    const { token, aliveSecondsTtl } = (body ?? {}) as { token?: unknown; aliveSecondsTtl?: unknown };
    if (typeof token !== 'string' || token === '' || typeof aliveSecondsTtl !== 'number' || !(aliveSecondsTtl > 0))
      throw new LoyaltyLoginError('refused', 'the login answer has no token and lifetime (aliveSecondsTtl)');
    const at = Date.now();
    const lifeMs = aliveSecondsTtl * 1000;
    this.token = { value: token, usableUntil: at + lifeMs * usableShare };
    clearTimeout(this.timer);
    if (this.stopped) return token;
    /** Within what a timer can wait, and never a busy loop, whatever lifetime a service answers. */
    const renewInMs = Math.min(Math.max(lifeMs * renewShare, 1000), 24 * 3600_000);
    this.timer = setTimeout(() => this.renew(), renewInMs);
    this.timer.unref();
    return token;
  }

  /** The timer's renewal: its own time limit; a failure leaves the held token until it is no longer usable. */
  private renew(): void {
    this.login(AbortSignal.timeout(this.options.timeoutMs)).catch(() => undefined);
  }

  private failed(error: unknown): void {
    const at = new Date(Date.now()).toISOString();
    if (error instanceof LoyaltyLoginError) {
      this.refusal = { error, until: Date.now() + refusedPauseMs };
      this.update({ state: 'failed', problem: error.problem, message: error.message, at });
    } else if (error instanceof LoyaltyUnavailableError) {
      this.update({ state: 'failed', problem: error.reason, message: error.message, at });
    }
  }

  private update(next: LoyaltyLogin): void {
    const changed = next.state !== this.current.state || next.problem !== this.current.problem;
    this.current = next;
    if (changed) for (const listener of this.listeners) listener(next);
  }
}

/** What a refused login says: the problem the window words, and the service's own reason. */
function refusalOf(status: number, body: unknown): LoyaltyLoginError {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  const code = typeof error?.code === 'string' ? error.code : undefined;
  const said = typeof error?.message === 'string' ? `: ${error.message}` : '';
  const problem: LoginRefusal =
    status === 404
      ? 'no-endpoint'
      : status === 429
        ? 'locked'
        : status === 401 && code === loyaltyErrors.apiKeyMissing.code
          ? 'key-refused'
          : status === 401
            ? 'wrong-password'
            : 'refused';
  return new LoyaltyLoginError(problem, `the loyalty service refused the login (HTTP ${status}${said})`);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
