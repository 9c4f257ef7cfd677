import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { cliScripts, makeDataDir, startHeadlessServer } from '../../e2e/headless-server.js';
import { demoDays, demoGuests } from '../demo/demo-data.js';

const demoScript = cliScripts.demo;

describe('npm run demo', () => {
  const dataDir = makeDataDir();
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('seeds two weeks of a venue through the real bridge, serves it, and says what to try', async () => {
    const demo = await startHeadlessServer({ script: demoScript, dataDir, readyLine: /^UI: (\S+)$/m });
    const health = await fetch(`${demo.url}/api/health`);
    expect(health.status).toBe(200);
    await expect.poll(() => demo.output().stdout).toContain('Ask for a payment');
    const printed = demo.output().stdout;
    for (const guest of demoGuests) expect(printed).toContain(guest.card);
    expect(printed).toContain('+7 999 123-45-67');
    expect(await demo.stop()).toBe(0);

    const bridge = new BetterSqlite3(path.join(dataDir, 'bridge.sqlite'), { readonly: true });
    const days = bridge.prepare('SELECT count(DISTINCT substr(created_at, 1, 10)) FROM payments').pluck().get();
    expect(days).toBeGreaterThanOrEqual(demoDays - 1);
    const states = bridge.prepare('SELECT state, count(*) AS n FROM payments GROUP BY state').all() as {
      state: string;
      n: number;
    }[];
    expect(states.map((s) => s.state).sort()).toEqual(['confirmed', 'declined', 'voided']);
    expect(bridge.prepare('SELECT count(*) FROM shifts WHERE closed_at IS NOT NULL').pluck().get()).toBe(demoDays - 1);
    expect(bridge.prepare('SELECT count(*) FROM loyalty_outbox WHERE done_at IS NULL').pluck().get()).toBe(0);
    /** FarCards checks beside the payments: closed ones where the guest spent and earned, and a return. */
    const checks = bridge
      .prepare(
        `SELECT state, count(*) AS n, sum(written_off_minor > 0) AS spent, sum(accrued_minor > 0) AS earned
         FROM farcards_checks GROUP BY state`,
      )
      .all() as { state: string; n: number; spent: number; earned: number }[];
    const closed = checks.find((c) => c.state === 'closed');
    expect(closed?.spent, JSON.stringify(checks)).toBeGreaterThan(0);
    expect(closed?.earned, JSON.stringify(checks)).toBeGreaterThan(0);
    expect(checks.find((c) => c.state === 'refunded')?.n, JSON.stringify(checks)).toBeGreaterThan(0);
    expect(checks.map((c) => c.state).sort()).toEqual(['closed', 'refunded']);
    /** On the demo clock: the checks belong to the venue's days, as its payments do. */
    expect(
      bridge.prepare('SELECT count(DISTINCT substr(created_at, 1, 10)) FROM farcards_checks').pluck().get(),
    ).toBeGreaterThan(3);
    const checkOrders = bridge.prepare('SELECT order_id FROM farcards_checks').pluck().all() as string[];
    bridge.close();

    const loyalty = new BetterSqlite3(path.join(dataDir, 'loyalty.sqlite'), { readonly: true });
    const wallets = loyalty
      .prepare(
        `SELECT g.phone, g.balance_minor AS balance, coalesce(sum(l.amount_minor), 0) AS ledger
         FROM guests g LEFT JOIN bonus_ledger l ON l.guest_id = g.id GROUP BY g.id`,
      )
      .all() as { phone: string; balance: number; ledger: number }[];
    expect(wallets).toHaveLength(demoGuests.length);
    for (const wallet of wallets) expect(wallet.balance, wallet.phone).toBe(wallet.ledger);
    /** The checks' loyalty orders reached the guests' histories: bonuses paid on them, and accruals. */
    const onChecks = loyalty
      .prepare(
        `SELECT comment, count(*) AS n FROM bonus_ledger WHERE order_id IN (${checkOrders.map(() => '?').join(', ')})
         GROUP BY comment`,
      )
      .all(...checkOrders) as { comment: string; n: number }[];
    const records = Object.fromEntries(onChecks.map((r) => [r.comment, r.n]));
    expect(records['bonus payment'], JSON.stringify(records)).toBeGreaterThan(0);
    expect(records.accrual, JSON.stringify(records)).toBeGreaterThan(0);
    loyalty.close();
  }, 180_000);

  it('starts a seeded folder as it is, and refuses a till’s own data', async () => {
    const again = await startHeadlessServer({ script: demoScript, dataDir });
    expect(again.output().stderr).not.toContain('Seeding');
    expect(await again.stop()).toBe(0);
    fs.rmSync(path.join(dataDir, 'demo.json'));
    const refused = await startHeadlessServer({ script: demoScript, dataDir }).catch((error: Error) => error.message);
    expect(refused).toMatch(/holds a till's data and not a demo: pass an empty or new folder/);
  });
});
