import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { startHeadlessServer, type HeadlessServer } from '../../e2e/headless-server.js';
import { parseXml } from '../authcall/xml/authcall-xml.js';
import type { FaultPoint } from '../payments/fault-hook.js';
import { managerGet } from '../manager/test-support/manager-client.js';
import { faultEnv } from '../payments/test-support/fault-env.js';
import { balance, embeddedAccess, postXml, readToken, seedGuest } from '../payments/test-support/station-driver.js';
import { menuActions } from './menu-actions.js';

const phone = '+79990003366';
const card = '5536920099996666';
const station = '{ACCRUAL-CRASH}';

/** Runs a station's menu item with its dialog value; answers OpResult (the request fails when the bridge dies). */
async function exec(server: HeadlessServer, action: keyof typeof menuActions, value: string): Promise<string> {
  const dialog = `<DialogResult dialogType="OneNumber" value="${value}"/>`;
  const xml = `<?xml version="1.0" encoding="utf-8"?><ExecMenuItem version="2"><SrcID cashguid="${station}"/><OperationId>${menuActions[action].operationId}</OperationId><Parameter>${action}</Parameter>${dialog}</ExecMenuItem>`;
  const reply = await postXml(server.url, 'execmenuitem', xml);
  return parseXml(reply.text).root.OpResult as string;
}

/** The bridge journal's rows of manual accruals, by kind. */
function journalKinds(dataDir: string): string[] {
  const db = new BetterSqlite3(path.join(dataDir, 'bridge.sqlite'), { readonly: true });
  try {
    return db
      .prepare("SELECT kind FROM app_events WHERE kind LIKE 'manual-accrual%' ORDER BY id")
      .pluck()
      .all() as string[];
  } finally {
    db.close();
  }
}

/**
 * Real bridge processes SIGKILLed in the middle of "Accrual reason" (station menu, `stationAccruals` on), each restarted
 * on the same data: the intent written before the loyalty call is settled on start from the loyalty history, so the
 * journal lists exactly the accruals that were credited, each once. The second process recovers the first's intent
 * and is killed in turn after its own credit.
 */
describe('a manual accrual killed mid-way, then recovered on restart', () => {
  it('drops an intent killed before the credit and records one killed after it, once each', async () => {
    const args = ['--station-accruals', 'on'];
    /** A bridge on the data of the last that dies at `fault` in "Accrual reason" of 25.00. */
    const killedAt = async (fault: FaultPoint, dataDir?: string): Promise<string> => {
      const server = await startHeadlessServer({ args, env: faultEnv(fault), ...(dataDir ? { dataDir } : {}) });
      if (!dataDir) await seedGuest(server.url, embeddedAccess(server.dataDir), phone, card, 100);
      else
        await expect
          .poll(() => journalKinds(server.dataDir))
          .toEqual(['manual-accrual-intent', 'manual-accrual-dropped']);
      expect(await exec(server, 'guest-balance', card)).toBe('1');
      expect(await exec(server, 'accrue-bonuses', '25')).toBe('1');
      await expect(exec(server, 'accrue-reason', '1')).rejects.toThrow();
      await server.exited;
      return server.dataDir;
    };
    const dataDir = await killedAt('after-accrual-intent');
    expect(journalKinds(dataDir)).toEqual(['manual-accrual-intent']);
    await killedAt('after-accrual-credit', dataDir);

    const server = await startHeadlessServer({ args, dataDir });
    try {
      await expect
        .poll(() => journalKinds(dataDir))
        .toEqual(['manual-accrual-intent', 'manual-accrual-dropped', 'manual-accrual-intent', 'manual-accrual']);
      expect(await balance(server.url, embeddedAccess(dataDir), phone)).toBe(125);
      const listed = await managerGet({ url: server.url, token: readToken(dataDir) }, '/journal/accruals');
      expect(listed.body).toMatchObject({ total: 1, entries: [{ phone, amountMinor: 2500, reason: 'Complaint' }] });
    } finally {
      await server.stop();
    }
  });
});
