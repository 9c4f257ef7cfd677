/** The token login of b2b keys that have a password (POST /b2b/v1/auth/gentoken). */
export interface B2bLoginSettings {
  /** Lifetime of a token (`aliveSecondsTtl`): the vendor's 15 minutes at most. */
  readonly tokenTtlSeconds: number;
  /** Wrong passwords a key may receive in one window; then gentoken is 429 until the window ends. */
  readonly wrongPasswordsPerWindow: number;
  /** A key's window starts at its first gentoken once the previous window has ended, and lasts this long. */
  readonly windowSeconds: number;
  /** Milliseconds since the epoch; tests move it instead of waiting. */
  readonly now: () => number;
}

export const defaultB2bLoginSettings: B2bLoginSettings = {
  tokenTtlSeconds: 900,
  wrongPasswordsPerWindow: 5,
  windowSeconds: 900,
  now: Date.now,
};
