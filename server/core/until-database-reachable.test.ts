import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { StartupError } from '../errors/startup-error.js';
import { DatabaseUnavailableError } from '../errors/database-errors.js';
import { isUnreachable, untilDatabaseReachable } from './until-database-reachable.js';

const logger = pino({ level: 'silent' });
const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('untilDatabaseReachable', () => {
  it('tries again while the database cannot be reached, and resolves true once an attempt succeeds', async () => {
    const failures: unknown[] = [refused, new DatabaseUnavailableError(refused), new Error('Connection terminated')];
    let attempts = 0;
    const attempt = async () => {
      attempts++;
      const failure = failures.shift();
      if (failure) throw failure;
    };
    expect(await untilDatabaseReachable(attempt, logger, new AbortController().signal)).toBe(true);
    expect(attempts).toBe(4);
  });

  it('throws at once what is not an outage: a wrong password, a newer schema', async () => {
    const wrongPassword = Object.assign(new Error('password authentication failed'), { code: '28P01' });
    for (const error of [wrongPassword, new StartupError('newer schema')]) {
      let attempts = 0;
      const attempt = () => {
        attempts++;
        return Promise.reject(error);
      };
      await expect(untilDatabaseReachable(attempt, logger, new AbortController().signal)).rejects.toBe(error);
      expect(attempts).toBe(1);
      expect(isUnreachable(error)).toBe(false);
    }
  });

  it('resolves false when the service stops while it waits', async () => {
    const stopping = new AbortController();
    const attempt = () => {
      stopping.abort();
      return Promise.reject(refused);
    };
    expect(await untilDatabaseReachable(attempt, logger, stopping.signal)).toBe(false);
  });
});
