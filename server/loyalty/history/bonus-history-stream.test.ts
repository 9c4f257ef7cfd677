import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { netGuest } from '../test-support/loyalty-fixtures.js';
import {
  guestId,
  ok,
  org,
  startLoyaltyTestServer,
  type LoyaltyTestServer,
} from '../test-support/loyalty-test-server.js';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';

describe.each(loyaltyEngines)('%s', (engine) => {
  let s: LoyaltyTestServer;
  const phone = '+79990000090';
  const who = { organization: org(), guest: guestId(phone) };
  const rows = 20_000;

  beforeAll(async () => {
    s = await startLoyaltyTestServer({ engine });
    ok(await s.post('/guests/save', { organization: org(), guest: { phone } }));
    const guest = await netGuest(s.db, phone);
    const entry = (n: number) => ({
      uuid: randomUUID(),
      guest_id: guest?.id ?? 0,
      venue_id: null,
      operation: 'bizUser' as const,
      amount_minor: 1,
      balance_after_minor: n,
      comment: `row ${n}`,
      occurred_at: new Date(Date.UTC(2025, 0, 1) + n * 1000).toISOString(),
    });
    /**
     * A write per 1000 rows (below both engines' limits on bound parameters; on PostgreSQL, each ledger row's trigger
     * updates the guest's row, and one transaction of 20,000 versions of it takes seconds).
     */
    for (let first = 1; first <= rows; first += 1000) {
      const batch = Array.from({ length: Math.min(1000, rows - first + 1) }, (_, i) => entry(first + i));
      await s.db.write((q) => q.insertInto('bonus_ledger').values(batch).execute());
    }
  });
  afterAll(() => s?.close());

  describe('getBonusHistory streaming', () => {
    it('streams many records in order across chunks', async () => {
      const page = ok(
        await s.post<{
          totalCount: number;
          records: { comment: string; organizationId: null; balanceAfter: number }[];
        }>('/guests/getBonusHistory', { ...who, filter: { take: rows } }),
      );
      expect(page.totalCount).toBe(rows);
      expect(page.records).toHaveLength(rows);
      expect(page.records[0]).toMatchObject({ comment: `row ${rows}`, organizationId: null, balanceAfter: rows / 100 });
      expect(page.records.at(-1)?.comment).toBe('row 1');
    });

    it('survives a client that stops reading and goes away', async () => {
      const body = JSON.stringify({ ...who, filter: { take: rows } });
      /** The client takes the first chunk, then goes away: the service must let go of the stream. */
      await new Promise<void>((resolve) => {
        const req = http.request(
          `${s.url}/b2b/v1/loyalty/guests/getBonusHistory`,
          { method: 'POST', headers: { ApiKey: s.apiKey, 'content-type': 'application/json' } },
          (res) => res.once('data', () => req.destroy()),
        );
        req.on('close', () => resolve());
        req.on('error', () => resolve());
        req.end(body);
      });
      const after = ok(
        await s.post<{ totalCount: number }>('/guests/getBonusHistory', { ...who, filter: { take: 1 } }),
      );
      expect(after.totalCount).toBe(rows);
      ok(await s.post('/guests/addBonus', { ...who, amount: 1, comment: 'still writable' }));
    });
  });
});
