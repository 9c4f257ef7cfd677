import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { netGuest, seedProgramme } from '../test-support/loyalty-fixtures.js';
import {
  errorCode,
  guestId,
  ok,
  org,
  startLoyaltyTestServer,
  type LoyaltyTestServer,
} from '../test-support/loyalty-test-server.js';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';
import { ledgerSum } from '../test-support/ledger-sum.js';

describe.each(loyaltyEngines)('%s', (engine) => {
  let s: LoyaltyTestServer;
  const phone = '+79990000030';
  const who = { organization: org(), guest: guestId(phone) };
  beforeAll(async () => {
    s = await startLoyaltyTestServer({ engine });
    ok(await s.post('/guests/save', { organization: org(), guest: { phone } }));
  });
  afterAll(() => s?.close());

  const wallet = async (venue = 'v1') =>
    ok(
      await s.post<{ balance: number; currentRank?: unknown }>('/guests/getWallet', {
        ...who,
        organization: org(venue),
      }),
    );

  describe('wallet', () => {
    it('starts at 0 without a rank when the network has no ranks', async () => {
      expect(await wallet()).toEqual({ balance: 0 });
    });

    it('addBonus and writeoffBonus move the balance exactly; the network shares one wallet', async () => {
      expect(ok(await s.post('/guests/addBonus', { ...who, amount: 0.1, comment: 'a' }))).toEqual({});
      ok(await s.post('/guests/addBonus', { ...who, organization: org('v2'), amount: 0.2, comment: 'b' }));
      expect((await wallet()).balance).toBe(0.3);
      ok(await s.post('/guests/writeoffBonus', { ...who, amount: 0.3, comment: 'c' }));
      expect((await wallet('v2')).balance).toBe(0);
    });

    it('refuses amounts that are not > 0 with at most 2 decimals (9004) and writeoffs below 0 (3020)', async () => {
      for (const amount of [0, -5, 1.001, '5', null, 1e300]) {
        const reply = await s.post('/guests/addBonus', { ...who, amount, comment: 'x' });
        expect(errorCode(reply), String(amount)).toBe('9004');
        expect((reply.body as { error: { message: string } }).error.message).toContain('amount');
      }
      expect(errorCode(await s.post('/guests/addBonus', { ...who, amount: 5 }))).toBe('9004');
      expect(errorCode(await s.post('/guests/writeoffBonus', { ...who, amount: 0.01, comment: 'x' }))).toBe('3020');
      expect(
        errorCode(
          await s.post('/guests/addBonus', { ...who, guest: guestId('+79990009999'), amount: 1, comment: 'x' }),
        ),
      ).toBe('3007');
      expect((await wallet()).balance).toBe(0);
    });

    it('shows the rank with its confirmation when ranks are set', async () => {
      await seedProgramme(s.db);
      expect((await wallet()).currentRank).toEqual({ name: 'Bronze', index: 0, cashbackPercentage: 5 });
      await s.db.write((q) =>
        q.updateTable('guests').set({ total_spent_minor: 150000 }).where('phone', '=', phone).execute(),
      );
      expect((await wallet()).currentRank).toEqual({
        name: 'Silver',
        index: 1,
        cashbackPercentage: 10,
        confirmation: { sumLeft: 500, hoursLeft: 720 },
      });
    });

    it('never goes below 0 under 200 parallel writeoffs, and the balance equals the ledger sum', async () => {
      ok(await s.post('/guests/addBonus', { ...who, amount: 50, comment: 'load' }));
      const replies = await Promise.all(
        Array.from({ length: 200 }, () => s.post('/guests/writeoffBonus', { ...who, amount: 1, comment: 'race' })),
      );
      expect(replies.filter((r) => r.status === 200)).toHaveLength(50);
      expect(replies.filter((r) => errorCode(r) === '3020')).toHaveLength(150);
      expect((await wallet()).balance).toBe(0);
      const guest = await netGuest(s.db, phone);
      expect(await ledgerSum(s.db.query, guest?.id ?? 0)).toBe(0);
      await expect(s.db.write((q) => q.updateTable('bonus_ledger').set({ amount_minor: 1 }).execute())).rejects.toThrow(
        /append-only/,
      );
      await expect(s.db.write((q) => q.deleteFrom('bonus_ledger').execute())).rejects.toThrow(/append-only/);
    });
  });

  describe('getBonusHistory', () => {
    interface Page {
      totalCount: number;
      records: {
        id: string;
        type: string;
        amount: number;
        balanceAfter: number;
        comment: string | null;
        orderId: string | null;
        occurredAt: string;
        organizationId: string | null;
      }[];
    }
    const page = async (filter?: object) => ok(await s.post<Page>('/guests/getBonusHistory', { ...who, filter }));

    it('lists movements newest first with the record shape, skip/take defaults 0/50', async () => {
      const all = await page({ take: 1000 });
      expect(all.totalCount).toBe(all.records.length);
      const first = all.records[0];
      expect(first).toEqual({
        id: expect.any(String),
        type: 'api',
        amount: -1,
        balanceAfter: 0,
        comment: 'race',
        orderId: null,
        occurredAt: expect.any(String),
        organizationId: expect.any(String),
      });
      expect((await page()).records).toHaveLength(50);
      expect((await page({ skip: 1, take: 2 })).records.map((r) => r.id)).toEqual(
        all.records.slice(1, 3).map((r) => r.id),
      );
      expect((await page({ fromDate: '2999-01-01T00:00:00Z' })).totalCount).toBe(0);
    });

    it('keeps any comment text intact in the streamed JSON', async () => {
      const comment = 'say "hi"\\ \n \u00fc \u2028 </script>';
      ok(await s.post('/guests/addBonus', { ...who, amount: 1, comment }));
      expect((await page({ take: 1 })).records[0]).toMatchObject({ comment, amount: 1, balanceAfter: 1, type: 'api' });
    });

    it('refuses take above 100000 and negative skip (9004)', async () => {
      expect(errorCode(await s.post('/guests/getBonusHistory', { ...who, filter: { take: 100001 } }))).toBe('9004');
      expect(errorCode(await s.post('/guests/getBonusHistory', { ...who, filter: { skip: -1 } }))).toBe('9004');
      expect(errorCode(await s.post('/guests/getBonusHistory', { ...who, filter: { take: 1.5 } }))).toBe('9004');
    });
  });
});
