import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { startHeadlessServer, type HeadlessServer } from '../../e2e/headless-server.js';

interface EmbeddedAccess {
  readonly posObjectId: string;
  readonly apiKey: string;
}

const phone = '+79990001122';

function post(server: HeadlessServer, access: EmbeddedAccess, endpoint: string, body: object): Promise<Response> {
  return fetch(`${server.url}/b2b/v1/loyalty/guests/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ApiKey: access.apiKey },
    body: JSON.stringify({ organization: { type: 'posObjectId', id: access.posObjectId }, ...body }),
  });
}

/** Writers that keep adding 1.00 bonus until the server dies; returns how many the server acknowledged. */
async function writeUntilKilled(server: HeadlessServer, access: EmbeddedAccess, killAfterMs: number): Promise<number> {
  let acknowledged = 0;
  let alive = true;
  const writer = async (id: number): Promise<void> => {
    for (let i = 0; alive; i++) {
      try {
        const response = await post(server, access, 'addBonus', {
          guest: { type: 'phone', phone },
          amount: 1,
          comment: `writer ${id} #${i}`,
        });
        if (response.status === 200) acknowledged++;
        else throw new Error(`addBonus answered ${response.status}: ${await response.text()}`);
      } catch (error) {
        if (alive) throw error;
      }
    }
  };
  const writers = Array.from({ length: 8 }, (_, id) => writer(id));
  await new Promise((resolve) => setTimeout(resolve, killAfterMs));
  alive = false;
  await server.kill();
  await Promise.allSettled(writers);
  return acknowledged;
}

function integrityCheck(file: string): unknown {
  const db = new BetterSqlite3(file, { readonly: true });
  try {
    return db.pragma('integrity_check', { simple: true });
  } finally {
    db.close();
  }
}

describe('SIGKILL during writes', () => {
  it('leaves databases that pass integrity_check, keep every acknowledged write and a balance equal to its ledger', async () => {
    let server = await startHeadlessServer();
    const dataDir = server.dataDir;
    const access = JSON.parse(fs.readFileSync(path.join(dataDir, 'loyalty-embedded.json'), 'utf8')) as EmbeddedAccess;
    expect((await post(server, access, 'save', { guest: { phone, firstName: 'Crash' } })).status).toBe(200);

    let acknowledgedTotal = 0;
    for (const killAfterMs of [400, 250, 600]) {
      acknowledgedTotal += await writeUntilKilled(server, access, killAfterMs);
      expect(fs.existsSync(path.join(dataDir, 'loyalty.sqlite-wal'))).toBe(true);
      server = await startHeadlessServer({ dataDir });
    }
    const wallet = (await (await post(server, access, 'getWallet', { guest: { type: 'phone', phone } })).json()) as {
      balance: number;
    };
    expect(await server.stop()).toBe(0);

    expect(acknowledgedTotal).toBeGreaterThan(20);
    expect(integrityCheck(path.join(dataDir, 'loyalty.sqlite'))).toBe('ok');
    expect(integrityCheck(path.join(dataDir, 'bridge.sqlite'))).toBe('ok');
    const db = new BetterSqlite3(path.join(dataDir, 'loyalty.sqlite'), { readonly: true });
    const ledger = db.prepare('SELECT COUNT(*) AS n, SUM(amount_minor) AS sum FROM bonus_ledger').get() as {
      n: number;
      sum: number;
    };
    db.close();
    expect(wallet.balance * 100).toBe(ledger.sum);
    expect(ledger.n).toBeGreaterThanOrEqual(acknowledgedTotal);
    expect(ledger.n).toBeLessThanOrEqual(acknowledgedTotal + 8 * 3);
  });
});
