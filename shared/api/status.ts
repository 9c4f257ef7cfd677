import type { Language } from '../../shared/i18n/language.js';

/** `GET /api/status`: what the window's status bar shows of the bridge. */
export interface BridgeStatus {
  readonly version: string;
  readonly shell: 'headless' | 'desktop';
  readonly startedAt: string;
  /** The bridge's setting `language` (window, slips, reports, menu texts, exports). */
  readonly language: Language;
  readonly uptimeSeconds: number;
  readonly loyalty: { readonly mode: 'embedded' | 'hosted'; readonly url?: string | undefined };
  readonly schemaVersions: Readonly<Record<string, number>>;
}

/**
 * Why the bridge could not log in to the loyalty service with its API password (`POST /b2b/v1/auth/gentoken`): the
 * password refused, the key refused, no token login at that address (404), too many wrong passwords (429), another
 * refusal, or the service could not be asked.
 */
export type LoginProblem =
  'wrong-password' | 'key-refused' | 'no-endpoint' | 'locked' | 'refused' | 'unreachable' | 'timeout' | 'server-error';

/** A login the service refused (the others are outages: unreachable, timeout, server error). */
export type LoginRefusal = Exclude<LoginProblem, 'unreachable' | 'timeout' | 'server-error'>;

/** The bridge's token login to a hosted loyalty service (setting `apiPassword`); never the password or the token. */
export interface LoyaltyLogin {
  /** `pending` until the first login ended; `ok` while the bridge holds a token; `failed` after a refused login. */
  readonly state: 'pending' | 'ok' | 'failed';
  readonly problem?: LoginProblem;
  /** The reason in English (the service's words), for the log and a support call; the window words `problem`. */
  readonly message?: string;
  /** When the last login ended. */
  readonly at?: string;
}

/** `GET /api/loyalty-check`: whether the loyalty service answers the bridge now, and its login when it has one. */
export interface LoyaltyReachability {
  readonly reachable: boolean;
  readonly mode: 'embedded' | 'hosted';
  readonly checkedAt: string;
  readonly error?: string;
  /** Present when the bridge logs in with an API password (setting `apiPassword`). */
  readonly login?: LoyaltyLogin;
}
