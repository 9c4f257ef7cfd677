import { describe, expect, it } from 'vitest';
import { defaultRestartPolicy, restartDelay } from './restart-policy.js';

describe('restartDelay', () => {
  it('doubles from one second and caps at thirty', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((attempt) => restartDelay(attempt))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });

  it('gives up after five crashes in a row by default, within about half a minute of backoff', () => {
    expect(defaultRestartPolicy.maxAttempts).toBe(5);
  });
});
