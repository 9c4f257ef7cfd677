import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProgramme, order } from '../test-support/loyalty-fixtures.js';
import {
  guestId,
  ok,
  org,
  startLoyaltyTestServer,
  type LoyaltyTestServer,
} from '../test-support/loyalty-test-server.js';

let s: LoyaltyTestServer;
const phone = '+79990000077';
const wallet = { organization: org(), guest: guestId(phone) };

beforeAll(async () => {
  s = await startLoyaltyTestServer();
  seedProgramme(s.db);
  ok(await s.post('/guests/save', { organization: org(), guest: { phone } }));
});
afterAll(() => s.close());

/** Runs `change` on a second connection to the same file, as the admin CLI or a bootstrap in another process would. */
function fromAnotherConnection(change: (db: BetterSqlite3.Database) => void): void {
  const other = new BetterSqlite3(s.db.name);
  try {
    change(other);
  } finally {
    other.close();
  }
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
    fromAnotherConnection((db) => db.prepare("UPDATE ranks SET cashback_bp = 700 WHERE name = 'Bronze'").run());
    expect(await cashback()).toBe(7);
  });

  it('a programme changed by another connection is seen by the next calculate', async () => {
    expect(await maxPayment()).toContain('up to 50 can be paid');
    fromAnotherConnection((db) => db.prepare('UPDATE programmes SET max_bonus_share_bp = 1000').run());
    expect(await maxPayment()).toContain('up to 10 can be paid');
  });

  it('a campaign added by another connection is seen by the next request', async () => {
    const list = async () =>
      ok(await s.post<{ marketingCampaigns: unknown[] }>('/guests/getMarketingCampaigns', wallet)).marketingCampaigns
        .length;
    const before = await list();
    fromAnotherConnection((db) => {
      const scope = db.prepare("SELECT scope_id FROM networks WHERE code = 'net'").pluck().get();
      db.prepare(
        `INSERT INTO campaigns (uuid, scope_id, name, description, type, starts_at, is_active, guests_only,
           product_codes, categories) VALUES ('c-other', ?, 'Other', '', 'nonBought', '2000-01-01', 1, 0, '[]', '[]')`,
      ).run(scope);
    });
    expect(await list()).toBe(before + 1);
  });

  it('a bootstrap applied in this process is seen by the next request', async () => {
    seedProgramme(s.db);
    expect(await cashback()).toBe(5);
  });
});
