export interface RestartPolicy {
  /** Crashes in a row after which the shell gives up and tells the user. */
  readonly maxAttempts: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  /** A core that ran this long before crashing starts a fresh series of attempts. */
  readonly stableAfterMs: number;
}

export const defaultRestartPolicy: RestartPolicy = {
  maxAttempts: 5,
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
  stableAfterMs: 60_000,
};

/** Exponential backoff: 1 s, 2 s, 4 s, ... capped; `attempt` counts from 1. */
export function restartDelay(attempt: number, policy: RestartPolicy = defaultRestartPolicy): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
}
