import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { now, seedCore } from './test-support/core-rows.js';
import { engines, openEngine, refusal, type EngineUnderTest } from './test-support/loyalty-engines.js';

const failures = (keyId: number, windowStartedAt: number | null, count: number) =>
  sql`INSERT INTO api_key_login_failures (api_key_id, window_started_at, failures)
      VALUES (${keyId}, ${windowStartedAt}, ${count})`;

describe.each(engines)('loyalty migration 0007-api-key-login on %s', (engine) => {
  let e: EngineUnderTest;
  beforeEach(async () => {
    e = await openEngine(engine);
  });
  afterEach(() => e.close());

  it('adds a password and an address list to the keys of a database at version 6: existing keys have neither', async () => {
    await e.migrateTo(6);
    const { keyId } = await seedCore(e.db);
    expect(await e.migrateTo(7)).toEqual({ from: 6, to: 7 });
    expect(await e.version()).toBe(7);
    expect(
      await e.db.selectFrom('api_keys').select(['id', 'label', 'password_hash', 'allowed_addresses']).execute(),
    ).toEqual([{ id: keyId, label: 'till', password_hash: null, allowed_addresses: null }]);
    await e.db
      .updateTable('api_keys')
      .set({ password_hash: 'scrypt$15$8$1$salt$hash', allowed_addresses: '["10.0.0.0/8"]' })
      .where('id', '=', keyId)
      .execute();
  });

  it('refuses a password or an address list on a site key', async () => {
    await e.migrateTo(7);
    const site = (column: 'password_hash' | 'allowed_addresses', value: string) =>
      e.db
        .insertInto('api_keys')
        .values({
          key_hash: `site-${column}`,
          label: 'site',
          kind: 'site',
          site_domain: 'shop.example',
          created_at: now,
          [column]: value,
        })
        .execute();
    expect((await refusal(site('password_hash', 'scrypt$15$8$1$salt$hash'))).kind).toBe('check');
    expect((await refusal(site('allowed_addresses', '["10.0.0.0/8"]'))).kind).toBe('check');
  });

  it('keeps one failure counter per existing key, never below 0', async () => {
    await e.migrateTo(7);
    const { keyId } = await seedCore(e.db);
    await failures(keyId, 1_000, 1).execute(e.db);
    expect((await refusal(failures(keyId, 2_000, 1).execute(e.db))).kind).toBe('unique');
    expect((await refusal(failures(keyId + 1, 1_000, 1).execute(e.db))).kind).toBe('foreign-key');
    await e.db.deleteFrom('api_key_login_failures').execute();
    expect((await refusal(failures(keyId, 1_000, -1).execute(e.db))).kind).toBe('check');
    expect((await refusal(failures(keyId, null, 0).execute(e.db))).kind).toBe('not-null');
  });
});
