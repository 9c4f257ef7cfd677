import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines, openEngine, refusal, type EngineUnderTest } from './test-support/loyalty-engines.js';

const hit = (kind: string, subject: string, at: number | null) =>
  sql`INSERT INTO guest_limit_hits (kind, subject, at) VALUES (${kind}, ${subject}, ${at})`;

describe.each(engines)('loyalty migration 0003-sign-in-limits on %s', (engine) => {
  let e: EngineUnderTest;
  beforeEach(async () => {
    e = await openEngine(engine);
  });
  afterEach(() => e.close());

  it('adds the limit counters to a database at version 2, keeping its pending codes', async () => {
    await e.migrateTo(2);
    await sql`INSERT INTO api_keys (label, kind, site_domain, key_hash, created_at)
              VALUES ('shop', 'site', 'shop.example.com', 'h', 'now')`.execute(e.db);
    await sql`INSERT INTO guest_sms_codes (api_key_id, phone, code_hash, created_at, expires_at, next_send_at)
              VALUES (1, '+4915112345678', 'hash', 1, 2, 3)`.execute(e.db);
    expect(await e.migrateTo(3)).toEqual({ from: 2, to: 3 });
    expect(await e.version()).toBe(3);
    expect(await e.db.selectFrom('guest_sms_codes').select('phone').execute()).toEqual([{ phone: '+4915112345678' }]);
    await hit('sms-phone', '+4915112345678', 1_000).execute(e.db);
    await hit('sms-address', '127.0.0.1', 1_000).execute(e.db);
    await hit('check-phone', '+4915112345678', 1_000).execute(e.db);
    expect(await e.db.selectFrom('guest_limit_hits').select(['id', 'kind']).orderBy('id').execute()).toEqual([
      { id: 1, kind: 'sms-phone' },
      { id: 2, kind: 'sms-address' },
      { id: 3, kind: 'check-phone' },
    ]);
  });

  it('refuses an unknown kind, an empty or overlong subject and a missing time', async () => {
    await e.migrateTo(3);
    expect((await refusal(hit('sms-anything', '+4915112345678', 1).execute(e.db))).kind).toBe('check');
    expect((await refusal(hit('sms-phone', '', 1).execute(e.db))).kind).toBe('check');
    expect((await refusal(hit('sms-phone', 'x'.repeat(65), 1).execute(e.db))).kind).toBe('check');
    expect((await refusal(hit('sms-phone', '+4915112345678', null).execute(e.db))).kind).toBe('not-null');
    await hit('sms-phone', 'я'.repeat(64), 1).execute(e.db);
  });
});
