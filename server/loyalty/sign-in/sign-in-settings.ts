/** The lifetimes and limits of guest sign-in, all in seconds unless named otherwise. */
export interface SignInSettings {
  /** How long an SMS code can be checked. */
  readonly codeTtlSeconds: number;
  /** How long after a send the next send for the same phone is refused (422). */
  readonly resendSeconds: number;
  /** Checks allowed per code; the last wrong one kills the code. */
  readonly maxCodeChecks: number;
  /** Lifetime of an authorization token (`aliveSecondsTtl`). */
  readonly accessTtlSeconds: number;
  /** Lifetime of a refresh token. */
  readonly refreshTtlSeconds: number;
  /** SMS codes sent to one phone (through any site key) per limit window; more is 429. */
  readonly smsPerPhone: number;
  /** SMS codes sent on behalf of one client address per limit window; more is 429. */
  readonly smsPerAddress: number;
  /** Wrong code checks for one phone (whatever its codes) per limit window; then every check is 429. */
  readonly wrongChecksPerPhone: number;
  /** The sliding window of the three limits above. */
  readonly limitWindowSeconds: number;
  /** Addresses of reverse proxies whose `X-Forwarded-For` names the client; none by default (the socket's address). */
  readonly trustedProxies: readonly string[];
}

export const defaultSignInSettings: SignInSettings = {
  codeTtlSeconds: 300,
  resendSeconds: 60,
  maxCodeChecks: 5,
  accessTtlSeconds: 3600,
  refreshTtlSeconds: 30 * 24 * 3600,
  smsPerPhone: 5,
  smsPerAddress: 10,
  wrongChecksPerPhone: 10,
  limitWindowSeconds: 3600,
  trustedProxies: [],
};
