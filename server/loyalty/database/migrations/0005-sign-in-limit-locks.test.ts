import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines, openEngine, refusal, type EngineUnderTest } from './test-support/loyalty-engines.js';

const phone = '+4915112345678';
const hit = (kind: string, subject: string, at: number) =>
  sql`INSERT INTO guest_limit_hits (kind, subject, at) VALUES (${kind}, ${subject}, ${at})`;
const lock = (kind: string, subject: string, at: number | null) =>
  sql`INSERT INTO guest_limit_locks (kind, subject, locked_at) VALUES (${kind}, ${subject}, ${at})`;

describe.each(engines)('loyalty migration 0005-sign-in-limit-locks on %s', (engine) => {
  let e: EngineUnderTest;
  beforeEach(async () => {
    e = await openEngine(engine);
  });
  afterEach(() => e.close());

  it('adds the limit locks to a database at version 4, keeping its limit hits; one lock per kind and subject', async () => {
    await e.migrateTo(4);
    await hit('sms-phone', phone, 1_000).execute(e.db);
    expect(await e.migrateTo(5)).toEqual({ from: 4, to: 5 });
    expect(await e.version()).toBe(5);
    expect(await e.db.selectFrom('guest_limit_hits').select(['kind', 'subject', 'at']).execute()).toEqual([
      { kind: 'sms-phone', subject: phone, at: 1_000 },
    ]);
    await lock('sms-phone', phone, 1_000).execute(e.db);
    await lock('check-phone', phone, 1_000).execute(e.db);
    await lock('sms-address', '127.0.0.1', 1_000).execute(e.db);
    expect((await refusal(lock('sms-phone', phone, 2_000).execute(e.db))).kind).toBe('unique');
  });

  it('refuses an unknown kind, an empty or overlong subject and a missing time', async () => {
    await e.migrateTo(5);
    expect((await refusal(lock('sms-anything', phone, 1).execute(e.db))).kind).toBe('check');
    expect((await refusal(lock('sms-phone', '', 1).execute(e.db))).kind).toBe('check');
    expect((await refusal(lock('sms-phone', 'x'.repeat(65), 1).execute(e.db))).kind).toBe('check');
    expect((await refusal(lock('sms-phone', phone, null).execute(e.db))).kind).toBe('not-null');
  });
});
