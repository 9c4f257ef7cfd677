import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedCore } from './test-support/core-rows.js';
import { engines, openEngine, refusal, type EngineUnderTest } from './test-support/loyalty-engines.js';

describe.each(engines)('loyalty migration 0011-check-rules on %s', (engine) => {
  let e: EngineUnderTest;
  beforeEach(async () => {
    e = await openEngine(engine);
  });
  afterEach(() => e.close());

  it('gives an existing programme the rule upToBalance for payments without a check, and takes only the two rules', async () => {
    await e.migrateTo(10);
    const { scopeId } = await seedCore(e.db);
    await e.db
      .insertInto('programmes')
      .values({ scope_id: scopeId, uuid: 'p-1', name: 'Bonuses', max_bonus_share_bp: 5000 })
      .execute();
    expect(await e.migrateTo(11)).toEqual({ from: 10, to: 11 });
    const row = await e.db.selectFrom('programmes').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ max_bonus_share_bp: 5000, payments_without_check: 'upToBalance' });
    await e.db.updateTable('programmes').set({ payments_without_check: 'refused' }).execute();
    const wrong = sql`UPDATE programmes SET payments_without_check = 'sometimes'`;
    expect((await refusal(wrong.execute(e.db))).kind).toBe('check');
    const nothing = sql`UPDATE programmes SET payments_without_check = NULL`;
    expect((await refusal(nothing.execute(e.db))).kind).toBe('not-null');
  });

  it('reads the periods of every existing scope in UTC, as before, and leaves venues to their scope', async () => {
    await e.migrateTo(10);
    const { scopeId, venueId } = await seedCore(e.db);
    await e.migrateTo(11);
    const scope = await e.db.selectFrom('scopes').select('time_zone').where('id', '=', scopeId).executeTakeFirst();
    expect(scope).toEqual({ time_zone: 'UTC' });
    const venue = await e.db.selectFrom('venues').select('time_zone').where('id', '=', venueId).executeTakeFirst();
    expect(venue).toEqual({ time_zone: null });
  });
});
