import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { order } from '../test-support/loyalty-fixtures.js';
import {
  errorCode,
  guestId,
  ok,
  org,
  startLoyaltyTestServer,
  type LoyaltyTestServer,
} from '../test-support/loyalty-test-server.js';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';

describe.each(loyaltyEngines)('%s', (engine) => {
  let s: LoyaltyTestServer;
  const phone = '+79990000070';
  beforeAll(async () => {
    s = await startLoyaltyTestServer({ engine });
    ok(await s.post('/guests/save', { organization: org(), guest: { phone } }));
  });
  afterAll(() => s?.close());

  /** Orders and ledger entries stored: what a refused request must leave as it was. */
  async function count(): Promise<number> {
    const rows = await Promise.all(
      (['orders', 'bonus_ledger'] as const).map((table) =>
        s.db.query
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ),
    );
    return rows.reduce((sum, row) => sum + Number(row.n), 0);
  }

  describe('bad input', () => {
    it('malformed JSON, a non-object body and a non-JSON content type are 400 9004', async () => {
      for (const body of ['{"guest":', '[]', '"text"', 'null']) {
        const reply = await s.post('/guests/save', body);
        expect(reply.status, body).toBe(400);
        expect(errorCode(reply)).toBe('9004');
      }
      const reply = await fetch(`${s.url}/b2b/v1/loyalty/guests/save`, {
        method: 'POST',
        headers: { ApiKey: s.apiKey, 'content-type': 'text/plain' },
        body: 'hello',
      });
      expect(reply.status).toBe(400);
    });

    it('a body above 2 MB is 413 (9413); a 1 MB string is 9004 naming the field; nothing is written', async () => {
      const before = await count();
      const huge = await s.post('/orders/confirm', { id: 'x', pad: 'x'.repeat(3_000_000) });
      expect(huge.status).toBe(413);
      expect(errorCode(huge)).toBe('9413');
      const o = order([{ code: 'A', price: 1 }]);
      const items = o.items.map((i) => ({ ...i, product: { ...i.product, name: 'x'.repeat(1_000_000) } }));
      const big = await s.post('/orders/confirm', {
        id: crypto.randomUUID(),
        order: { ...o, items },
        organization: org(),
      });
      expect(big.status).toBe(400);
      expect(big.text).toContain('order.items[0].product.name: must be at most 500 characters');
      expect(big.text.length).toBeLessThan(1000);
      expect(await count()).toBe(before);
    });

    it('wrong types, missing fields, unknown fields, bad money and quantities are 9004 naming the field', async () => {
      const o = order([{ code: 'A', price: 1 }]);
      const id = crypto.randomUUID();
      const cases: [object, string][] = [
        [{ id, organization: org(), order: { ...o, items: [] } }, 'order.items'],
        [{ id, organization: org(), order: { ...o, openedAt: 'now' } }, 'order.openedAt'],
        [
          { id, organization: org(), order: { ...o, items: [{ ...o.items[0], price: 1.005 }] } },
          'order.items[0].price',
        ],
        [{ id, organization: org(), order: { ...o, items: [{ ...o.items[0], cost: -1 }] } }, 'order.items[0].cost'],
        [
          { id, organization: org(), order: { ...o, items: [{ ...o.items[0], quantity: 0 }] } },
          'order.items[0].quantity',
        ],
        [
          { id, organization: org(), order: { ...o, items: [{ ...o.items[0], quantity: 0.0001 }] } },
          'order.items[0].quantity',
        ],
        [{ id, organization: org(), order: { ...o, tip: 5 } }, 'order: unknown field(s) tip'],
        [{ id: 'not-a-uuid', organization: org(), order: o }, 'id'],
        [{ id, organization: org() }, 'order'],
        [{ id, organization: org(), order: o, loyalty: { pattern: 'other' } }, 'loyalty.pattern'],
        [{ id, organization: org(), order: o, guest: { type: 'phone' } }, 'guest.phone: is required'],
      ];
      for (const [body, field] of cases) {
        const reply = await s.post('/orders/confirm', body);
        expect(errorCode(reply), field).toBe('9004');
        expect(reply.text).toContain(field);
      }
      expect(await count()).toBe(0);
    });

    it('unknown endpoints are 404 in the JSON error format', async () => {
      const reply = await s.post('/guests/nothing', {});
      expect(reply.status).toBe(404);
      expect(errorCode(reply)).toBe('9404');
      expect(guestId(phone).type).toBe('phone');
    });
  });
});
