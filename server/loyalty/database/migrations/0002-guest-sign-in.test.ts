import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines, openEngine, refusal, type EngineUnderTest } from './test-support/loyalty-engines.js';

const now = '2026-11-25T12:00:00.000Z';
const phone = '+4915112345678';

describe.each(engines)('loyalty migration 0002-guest-sign-in on %s', (engine) => {
  let e: EngineUnderTest;
  let keyId: number;
  beforeEach(async () => {
    e = await openEngine(engine);
    await e.migrateTo(1);
    keyId = (
      await e.db
        .insertInto('api_keys')
        .values({ key_hash: 'h', label: 'shop', kind: 'site', site_domain: 'shop.example.com', created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    expect(await e.migrateTo(2)).toEqual({ from: 1, to: 2 });
  });
  afterEach(() => e.close());

  const code = (apiKeyId: number, codeHash: string | null = 'code-hash', to = phone) => sql`
    INSERT INTO guest_sms_codes (api_key_id, phone, code_hash, created_at, expires_at, next_send_at)
    VALUES (${apiKeyId}, ${to}, ${codeHash}, 1, 2, 3)`;
  const token = (accessHash: string, refreshHash: string) => sql`
    INSERT INTO guest_tokens (family, api_key_id, phone, access_hash, refresh_hash, created_at, access_expires_at,
                              refresh_expires_at)
    VALUES ('family-1', ${keyId}, ${phone}, ${accessHash}, ${refreshHash}, 1, 2, 3)`;

  it('adds the codes, the tokens and the spent captchas to a database at version 1', async () => {
    expect(await e.version()).toBe(2);
    expect(await e.tables()).toEqual(
      expect.arrayContaining(['guest_captcha_spent', 'guest_sms_codes', 'guest_tokens']),
    );
    await code(keyId).execute(e.db);
    await token('access-1', 'refresh-1').execute(e.db);
    await e.db.insertInto('guest_captcha_spent').values({ challenge_hash: 'c-1', expires_at: 10 }).execute();
    expect(await e.db.selectFrom('guest_sms_codes').select(['attempts', 'used_at']).execute()).toEqual([
      { attempts: 0, used_at: null },
    ]);
    expect(await e.db.selectFrom('guest_tokens').select(['family', 'rotated_at', 'revoked_at']).execute()).toEqual([
      { family: 'family-1', rotated_at: null, revoked_at: null },
    ]);
  });

  it('refuses a second code of a phone, a reused token hash or captcha, and negative attempts', async () => {
    await code(keyId).execute(e.db);
    await token('access-1', 'refresh-1').execute(e.db);
    await e.db.insertInto('guest_captcha_spent').values({ challenge_hash: 'c-1', expires_at: 10 }).execute();
    expect((await refusal(code(keyId).execute(e.db))).kind).toBe('unique');
    expect((await refusal(token('access-1', 'refresh-2').execute(e.db))).kind).toBe('unique');
    expect((await refusal(token('access-2', 'refresh-1').execute(e.db))).kind).toBe('unique');
    expect(
      (
        await refusal(
          e.db.insertInto('guest_captcha_spent').values({ challenge_hash: 'c-1', expires_at: 20 }).execute(),
        )
      ).kind,
    ).toBe('unique');
    expect((await refusal(sql`UPDATE guest_sms_codes SET attempts = -1`.execute(e.db))).kind).toBe('check');
    expect((await refusal(code(keyId, null, '+4915199999999').execute(e.db))).kind).toBe('not-null');
    expect((await refusal(code(keyId + 1).execute(e.db))).kind).toBe('foreign-key');
  });

  it('removes the codes and tokens of a deleted key with it', async () => {
    await code(keyId).execute(e.db);
    await token('access-1', 'refresh-1').execute(e.db);
    await e.db.deleteFrom('api_keys').where('id', '=', keyId).execute();
    expect(await e.db.selectFrom('guest_sms_codes').selectAll().execute()).toEqual([]);
    expect(await e.db.selectFrom('guest_tokens').selectAll().execute()).toEqual([]);
  });
});
