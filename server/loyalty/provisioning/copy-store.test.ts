import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { cliScripts, runCliOnce } from '../../../e2e/headless-server.js';
import type { LoyaltyDb } from '../database/loyalty-db.js';
import { openPostgresLoyaltyDb } from '../database/postgres-loyalty-db.js';
import { openSqliteLoyaltyDb } from '../database/sqlite-loyalty-db.js';
import { seedProgramme } from '../test-support/loyalty-fixtures.js';
import { guestId, ok, org, startLoyaltyTestServer } from '../test-support/loyalty-test-server.js';
import { createTestDatabase } from '../test-support/postgres-test-db.js';
import { copyStore } from './copy-store.js';

/** A SQLite store with guests, a programme, closed and refunded orders and bonus movements, made through the API. */
async function makeStore(): Promise<{ dir: string; wallets: Map<string, unknown> }> {
  const s = await startLoyaltyTestServer({ engine: 'sqlite' });
  await seedProgramme(s.db);
  const phones = ['+79990000301', '+79990000302', '+79990000303'];
  const order = {
    openedAt: '2026-11-25T12:00:00Z',
    items: [
      { product: { code: 'P1', name: 'Soup', group: null, categories: null }, price: 200, cost: 200, quantity: 1 },
    ],
  };
  for (const [i, phone] of phones.entries()) {
    ok(await s.post('/guests/save', { organization: org(), guest: { phone, firstName: `Guest ${i}` } }));
    ok(
      await s.post('/guests/addBonus', {
        organization: org(),
        guest: guestId(phone),
        amount: 10 * (i + 1),
        comment: 'gift',
      }),
    );
    const id = randomUUID();
    ok(await s.post('/orders/confirm', { id, order, organization: org(), guest: guestId(phone) }));
    ok(await s.post('/orders/close', { id, closedAt: '2026-11-25T12:30:00Z' }));
    if (i === 1)
      ok(
        await s.post('/orders/refund', { id, refundId: randomUUID(), refundedAt: '2026-11-25T13:00:00Z', items: null }),
      );
  }
  const wallets = new Map<string, unknown>();
  for (const phone of phones)
    wallets.set(phone, ok(await s.post('/guests/getWallet', { organization: org(), guest: guestId(phone) })));
  const dir = s.dir;
  await s.closeKeepingData();
  return { dir, wallets };
}

describe('copying a SQLite store to PostgreSQL', () => {
  it('copies every row, keeps every wallet equal to its ledger, and refuses a database that is not empty', async () => {
    const { dir } = await makeStore();
    const from = openSqliteLoyaltyDb(path.join(dir, 'loyalty.sqlite'));
    const database = await createTestDatabase();
    const to = await openPostgresLoyaltyDb({ url: database.url, logger: pino({ level: 'silent' }) });
    try {
      const report = await copyStore(from, to);
      expect(report.wallets).toBe(3);
      expect(report.rows).toMatchObject({ guests: 3, orders: 3, order_refunds: 1, venues: 4, api_keys: 1 });
      const source = await from.query.selectFrom('bonus_ledger').selectAll().orderBy('id').execute();
      const copied = await to.query.selectFrom('bonus_ledger').selectAll().orderBy('id').execute();
      expect(copied).toEqual(source);
      const balances = async (db: LoyaltyDb) =>
        await db.query
          .selectFrom('guests')
          .select(['phone', 'balance_minor', 'total_spent_minor'])
          .orderBy('id')
          .execute();
      expect(await balances(to)).toEqual(await balances(from));
      /** New rows continue after the copied ids. */
      const next = await to.write((q) =>
        q.insertInto('scopes').values({ kind: 'venue', created_at: 'now' }).returning('id').executeTakeFirstOrThrow(),
      );
      expect(next.id).toBeGreaterThan(
        Math.max(...(await from.query.selectFrom('scopes').select('id').execute()).map((r) => r.id)),
      );
      await expect(copyStore(from, to)).rejects.toThrow(/already holds loyalty data/);
    } finally {
      await to.close();
      await from.close();
      await database.drop();
    }
  });

  it('is `npm run loyalty-admin -- copy`, which prints what it copied and verified', async () => {
    const { dir } = await makeStore();
    const database = await createTestDatabase();
    try {
      const result = runCliOnce(cliScripts.loyaltyAdmin, [
        'copy',
        '--from-data-dir',
        dir,
        '--to-database-url',
        database.url,
      ]);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/^copied \d+ rows from .*loyalty\.sqlite to postgres:\/\/postgres:\*\*\*@/);
      expect(result.stdout).toMatch(/verified: every table's row count, and 3 wallets/);
      const again = runCliOnce(cliScripts.loyaltyAdmin, [
        'copy',
        '--from-data-dir',
        dir,
        '--to-database-url',
        database.url,
      ]);
      expect(again.code).not.toBe(0);
      expect(again.stderr).toMatch(/already holds loyalty data/);
      expect(again.stderr).not.toContain(new URL(database.url).password);
    } finally {
      await database.drop();
    }
  });
});
