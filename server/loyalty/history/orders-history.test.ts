import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../api-keys/api-key-store.js';
import { confirmBody, order } from '../test-support/loyalty-fixtures.js';
import {
  errorCode,
  guestId,
  ok,
  org,
  startLoyaltyTestServer,
  type LoyaltyTestServer,
} from '../test-support/loyalty-test-server.js';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';
import type { OrdersHistoryResponse } from '../../../shared/loyalty-api/b2b-api.js';

describe.each(loyaltyEngines)('%s', (engine) => {
  let s: LoyaltyTestServer;
  const phone = '+79990000050';
  const ids: string[] = [];
  const history = (body: object = {}, key?: string) =>
    s.post<OrdersHistoryResponse>(
      '/guests/getOrdersHistory',
      { organization: org(), guest: guestId(phone), ...body },
      key,
    );

  beforeAll(async () => {
    s = await startLoyaltyTestServer({ engine });
    ok(await s.post('/guests/save', { organization: org(), guest: { phone } }));
    for (let i = 0; i < 60; i++) {
      const body = {
        ...confirmBody(order([{ code: 'X', price: 10 }], new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString()), null, {
          venue: i % 2 ? 'v2' : 'v1',
        }),
        guest: guestId(phone),
      };
      ok(await s.post('/orders/confirm', body));
      if (i % 3 === 0) ok(await s.post('/orders/close', { id: body.id, closedAt: '2025-02-01T00:00:00Z' }));
      ids.push(body.id);
    }
  });
  afterAll(() => s?.close());

  describe('getOrdersHistory', () => {
    it('returns the first 50 of the network, newest first, without products by default', async () => {
      const page = ok(await history());
      expect(page.totalCount).toBe(60);
      expect(page.orders).toHaveLength(50);
      expect(page.orders[0]?.id).toBe(ids[59]);
      expect(page.orders[0]?.products).toEqual([]);
      expect(page.orders[0]?.number).toBeNull();
      expect(ok(await history({ fillOrderDetails: true })).orders[0]?.products).toHaveLength(1);
    });

    it('filters by dates, status, skip/take and organizationsInNetwork', async () => {
      const byDate = ok(
        await history({ filter: { fromDate: '2025-01-01T00:10:00Z', toDate: '2025-01-01T00:19:00Z' } }),
      );
      expect(byDate.totalCount).toBe(10);
      expect(ok(await history({ filter: { orderStatus: 'closed' } })).totalCount).toBe(20);
      const paged = ok(await history({ filter: { skip: 5, take: 2 } }));
      expect(paged.orders.map((o) => o.id)).toEqual([ids[54], ids[53]]);
      const v2 = ok(await history({ filter: { organizationsInNetwork: ['v2'], take: 1000 } }));
      expect(v2.totalCount).toBe(30);
      expect(new Set(v2.orders.map((o) => o.organizationId)).size).toBe(1);
    });

    it('a venue key sees only its venue; naming a venue outside the network is 9004, outside the key 403', async () => {
      const { rawKey: v2Key } = await s.db.write((q) => createApiKey(q, { label: 'v2', kind: 'b2b', venues: ['v2'] }));
      expect(ok(await history({ organization: org('v2') }, v2Key)).totalCount).toBe(30);
      expect(
        (await history({ organization: org('v2'), filter: { organizationsInNetwork: ['v1'] } }, v2Key)).status,
      ).toBe(403);
      expect(errorCode(await history({ filter: { organizationsInNetwork: ['solo'] } }))).toBe('9004');
    });

    it('refuses take above 1000, bad statuses and unknown filter fields (9004)', async () => {
      for (const filter of [
        { take: 1001 },
        { take: -1 },
        { orderStatus: 'done' },
        { colour: 'red' },
        { fromDate: 'yesterday' },
      ]) {
        const reply = await history({ filter });
        expect(errorCode(reply), JSON.stringify(filter)).toBe('9004');
        expect(reply.text).toContain('filter');
      }
      expect(errorCode(await history({ guest: guestId('+79990009999') }))).toBe('3007');
    });
  });
});
