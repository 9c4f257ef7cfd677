import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { now, seedCore } from './test-support/core-rows.js';
import { engines, openEngine, refusal, type EngineUnderTest } from './test-support/loyalty-engines.js';

describe.each(engines)('loyalty migration 0008-network-console on %s', (engine) => {
  let e: EngineUnderTest;
  beforeEach(async () => {
    e = await openEngine(engine);
  });
  afterEach(() => e.close());

  const addAdmin = (email: string) =>
    e.db.insertInto('admins').values({ email, created_at: now }).returning('id').executeTakeFirstOrThrow();

  it('keeps the cards and keys of a database at version 7: no card is blocked, no key has a last use', async () => {
    await e.migrateTo(7);
    const { keyId } = await seedCore(e.db);
    expect(await e.migrateTo(8)).toEqual({ from: 7, to: 8 });
    expect(await e.version()).toBe(8);
    expect(await e.db.selectFrom('loyalty_cards').select(['number', 'blocked_at']).execute()).toEqual([
      { number: '1001', blocked_at: null },
    ]);
    expect(await e.db.selectFrom('api_key_last_use').selectAll().execute()).toEqual([]);
    await e.db.insertInto('api_key_last_use').values({ api_key_id: keyId, used_at: now }).execute();
    expect(
      (await refusal(e.db.insertInto('api_key_last_use').values({ api_key_id: keyId, used_at: now }).execute())).kind,
    ).toBe('unique');
  });

  it('holds one administrator per lower-case e-mail, an owner flag of 0 or 1, programmes that exist', async () => {
    await e.migrateTo(8);
    const { scopeId } = await seedCore(e.db);
    const admin = await addAdmin('ada@example.com');
    expect((await refusal(addAdmin('ada@example.com'))).kind).toBe('unique');
    expect((await refusal(addAdmin('Ada@example.com'))).kind).toBe('check');
    expect(
      (
        await refusal(
          e.db.insertInto('admins').values({ email: 'b@example.com', is_owner: 2, created_at: now }).execute(),
        )
      ).kind,
    ).toBe('check');
    await e.db.insertInto('admin_programmes').values({ admin_id: admin.id, scope_id: scopeId }).execute();
    expect(
      (
        await refusal(
          e.db
            .insertInto('admin_programmes')
            .values({ admin_id: admin.id, scope_id: scopeId + 9 })
            .execute(),
        )
      ).kind,
    ).toBe('foreign-key');
  });

  it('drops the sessions and links of a removed administrator and never counts failures below 0', async () => {
    await e.migrateTo(8);
    const admin = await addAdmin('ada@example.com');
    const times = { created_at: 1, expires_at: 2 };
    await e.db
      .insertInto('admin_sessions')
      .values({ token_hash: 's', admin_id: admin.id, csrf_token: 'c', last_seen_at: 1, ...times })
      .execute();
    await e.db
      .insertInto('admin_password_links')
      .values({ token_hash: 'l', admin_id: admin.id, ...times })
      .execute();
    await e.db.deleteFrom('admins').where('id', '=', admin.id).execute();
    expect(await e.db.selectFrom('admin_sessions').selectAll().execute()).toEqual([]);
    expect(await e.db.selectFrom('admin_password_links').selectAll().execute()).toEqual([]);
    const failures = (count: number) =>
      e.db
        .insertInto('admin_login_failures')
        .values({ email: 'x@example.com', window_started_at: 1, failures: count })
        .execute();
    expect((await refusal(failures(-1))).kind).toBe('check');
  });

  it('keeps the audit log append-only', async () => {
    await e.migrateTo(8);
    const { scopeId } = await seedCore(e.db);
    const admin = await addAdmin('ada@example.com');
    await e.db
      .insertInto('audit_log')
      .values({
        at: now,
        admin_id: admin.id,
        admin_email: 'ada@example.com',
        scope_id: scopeId,
        action: 'venue.create',
        target: 'venue v2',
        after: '{"name":"Two"}',
      })
      .execute();
    expect((await refusal(e.db.updateTable('audit_log').set({ reason: 'x' }).execute())).kind).toBe('raised');
    expect((await refusal(e.db.deleteFrom('audit_log').execute())).kind).toBe('raised');
    expect(await e.db.selectFrom('audit_log').select(['action', 'target']).execute()).toEqual([
      { action: 'venue.create', target: 'venue v2' },
    ]);
  });
});
