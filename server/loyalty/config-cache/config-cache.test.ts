import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoyaltyDb } from '../database/loyalty-db.js';
import { changeArrived, openAnotherInstance, order, seedProgramme } from '../test-support/loyalty-fixtures.js';
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
  const phone = '+79990000077';
  const wallet = { organization: org(), guest: guestId(phone) };

  beforeAll(async () => {
    s = await startLoyaltyTestServer({ engine });
    await seedProgramme(s.db);
    ok(await s.post('/guests/save', { organization: org(), guest: { phone } }));
  });
  afterAll(() => s?.close());

  /**
   * Runs `change` on a second connection to the same database, as the admin CLI, a bootstrap in another process or
   * another instance would, and waits until the service has heard of it.
   */
  async function fromAnotherInstance(change: (other: LoyaltyDb) => Promise<unknown>): Promise<void> {
    const before = s.db.configVersion();
    const other = await openAnotherInstance(s);
    try {
      await change(other);
    } finally {
      await other.close();
    }
    await changeArrived(s, before);
  }

  async function cashback(): Promise<unknown> {
    const reply = ok(await s.post<{ currentRank: { cashbackPercentage: number } }>('/guests/getWallet', wallet));
    return reply.currentRank.cashbackPercentage;
  }

  /** What calculate says can be paid with bonuses for an order of 100 (the guest has enough). */
  async function maxPayment(): Promise<unknown> {
    const body = { organization: org(), guest: guestId(phone), order: order([{ code: 'A', price: 100 }]) };
    ok(await s.post('/guests/addBonus', { ...wallet, amount: 1000, comment: 'top up' }));
    const reply = ok(await s.post<{ loyalty: unknown }>('/orders/calculate', body));
    return JSON.stringify(reply.loyalty);
  }

  describe('configuration caches', () => {
    it('a rank changed by another connection is seen by the next request', async () => {
      expect(await cashback()).toBe(5);
      await fromAnotherInstance((db) =>
        db.write((q) => q.updateTable('ranks').set({ cashback_bp: 700 }).where('name', '=', 'Bronze').execute()),
      );
      expect(await cashback()).toBe(7);
    });

    it('a programme changed by another connection is seen by the next calculate', async () => {
      expect(await maxPayment()).toContain('up to 50 can be paid');
      await fromAnotherInstance((db) =>
        db.write((q) => q.updateTable('programmes').set({ max_bonus_share_bp: 1000 }).execute()),
      );
      expect(await maxPayment()).toContain('up to 10 can be paid');
    });

    it('a campaign added by another connection is seen by the next request', async () => {
      const list = async () =>
        ok(await s.post<{ marketingCampaigns: unknown[] }>('/guests/getMarketingCampaigns', wallet)).marketingCampaigns
          .length;
      const before = await list();
      await fromAnotherInstance((db) =>
        db.write(async (q) => {
          const { scope_id } = await q
            .selectFrom('networks')
            .select('scope_id')
            .where('code', '=', 'net')
            .executeTakeFirstOrThrow();
          await q
            .insertInto('campaigns')
            .values({
              uuid: 'c0ffee00-0000-4000-8000-000000000001',
              scope_id,
              name: 'Other',
              description: '',
              type: 'nonBought',
              starts_at: '2000-01-01',
              is_active: 1,
              guests_only: 0,
              product_codes: '[]',
              categories: '[]',
            })
            .execute();
        }),
      );
      expect(await list()).toBe(before + 1);
    });

    it('a bootstrap applied in this process is seen by the next request', async () => {
      await seedProgramme(s.db);
      expect(await cashback()).toBe(5);
    });
  });
});
