import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines, openEngine, refusal, type EngineUnderTest } from './test-support/loyalty-engines.js';

const abort = (orderId: string, refundId: string | null, at: string) =>
  sql`INSERT INTO aborted_order_ids (order_id, refund_id, aborted_at) VALUES (${orderId}, ${refundId}, ${at})`;

describe.each(engines)('loyalty migration 0004-aborted-order-ids on %s', (engine) => {
  let e: EngineUnderTest;
  beforeEach(async () => {
    e = await openEngine(engine);
  });
  afterEach(() => e.close());

  it('adds the ids aborted before any confirm to a database at version 3, one row an id', async () => {
    await e.migrateTo(3);
    expect(await e.migrateTo(4)).toEqual({ from: 3, to: 4 });
    expect(await e.version()).toBe(4);
    await abort('order-1', 'refund-1', '2026-11-25T12:00:00.000Z').execute(e.db);
    expect((await refusal(abort('order-1', 'refund-2', '2026-11-25T12:00:01.000Z').execute(e.db))).kind).toBe('unique');
    expect((await refusal(abort('order-2', null, '2026-11-25T12:00:00.000Z').execute(e.db))).kind).toBe('not-null');
    expect(await e.db.selectFrom('aborted_order_ids').selectAll().execute()).toEqual([
      { order_id: 'order-1', refund_id: 'refund-1', aborted_at: '2026-11-25T12:00:00.000Z' },
    ]);
  });
});
