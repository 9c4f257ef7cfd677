/** Milliseconds since the epoch; injected so tests move time instead of sleeping. */
export type Clock = () => number;

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
}

export const defaultSignInSettings: SignInSettings = {
  codeTtlSeconds: 300,
  resendSeconds: 60,
  maxCodeChecks: 5,
  accessTtlSeconds: 3600,
  refreshTtlSeconds: 30 * 24 * 3600,
};
