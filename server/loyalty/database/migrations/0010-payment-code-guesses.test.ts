import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedCore } from './test-support/core-rows.js';
import { engines, openEngine, refusal, type EngineUnderTest } from './test-support/loyalty-engines.js';

const failures = (keyId: number, windowStartedAt: number | null, count: number) =>
  sql`INSERT INTO api_key_code_failures (api_key_id, window_started_at, failures)
      VALUES (${keyId}, ${windowStartedAt}, ${count})`;

describe.each(engines)('loyalty migration 0010-payment-code-guesses on %s', (engine) => {
  let e: EngineUnderTest;
  beforeEach(async () => {
    e = await openEngine(engine);
  });
  afterEach(() => e.close());

  it('keeps one counter of wrong payment codes per existing key, never below 0', async () => {
    await e.migrateTo(9);
    const { keyId } = await seedCore(e.db);
    expect(await e.migrateTo(10)).toEqual({ from: 9, to: 10 });
    await failures(keyId, 1_000, 1).execute(e.db);
    expect((await refusal(failures(keyId, 2_000, 1).execute(e.db))).kind).toBe('unique');
    expect((await refusal(failures(keyId + 1, 1_000, 1).execute(e.db))).kind).toBe('foreign-key');
    await e.db.deleteFrom('api_key_code_failures').execute();
    expect((await refusal(failures(keyId, 1_000, -1).execute(e.db))).kind).toBe('check');
    expect((await refusal(failures(keyId, null, 0).execute(e.db))).kind).toBe('not-null');
  });
});
