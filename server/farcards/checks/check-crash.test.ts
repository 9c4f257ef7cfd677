import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../e2e/headless-server.js';
import type { TransactionBatch, TransactionsOutcome } from '../farcards-contract.js';
import { aCheck, batchOf, seedCardGuest, startCheckRig, walletMinor, type CheckRig } from './test-support/check-rig.js';

/** The compiled child (`npm run build:node` writes it). */
const childScript = path.join(projectRoot, 'out/server/farcards/checks/test-support/check-child.js');

interface ChildRun {
  readonly signal: NodeJS.Signals | null;
  readonly result: { outcome?: TransactionsOutcome; pending: number } | undefined;
}

/**
 * SIGKILLs of a real bridge process in the middle of a batch, right after the loyalty service accepted its call and
 * before the bridge recorded it, then a restart of the process on the same database: recovery and the till's retry
 * leave every write-off and accrual applied once.
 */
describe('a check batch killed mid-way, then recovered on restart', () => {
  let rig: CheckRig;
  const phone = '+79990003301';
  const card = '2990000033011';
  beforeAll(async () => {
    rig = await startCheckRig('sqlite');
    await seedCardGuest(rig.loyalty, phone, card, 80000);
    await rig.service.stop();
  });
  afterAll(() => rig.close());

  function runChild(batch?: TransactionBatch, killAfter?: 'confirm' | 'close' | 'refund'): Promise<ChildRun> {
    const input = { dbFile: rig.dbFile, baseUrl: rig.loyalty.url, apiKey: rig.loyalty.apiKey, batch, killAfter };
    const child = spawn(process.execPath, [childScript], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, TILLBRIDGE_CHECK_CHILD: JSON.stringify(input) },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    return new Promise((resolve) =>
      child.on('exit', (_code, signal) =>
        resolve({ signal, result: out.trim() === '' ? undefined : (JSON.parse(out) as ChildRun['result']) }),
      ),
    );
  }

  it('a write-off killed after its confirm is put back on restart; the till retry then applies it once', async () => {
    const sale = aCheck(1, card);
    const writeOff = batchOf(sale, card, [{ kind: 0, amountMinor: -50000 }]);
    expect((await runChild(writeOff, 'confirm')).signal).toBe('SIGKILL');
    expect(await walletMinor(rig.loyalty, phone)).toBe(30000);
    const restarted = await runChild();
    expect(restarted.result).toEqual({ pending: 0 });
    expect(await walletMinor(rig.loyalty, phone)).toBe(80000);
    const retried = await runChild(writeOff);
    expect(retried.result).toEqual({ outcome: { kind: 'done', reports: [] }, pending: 0 });
    expect(await walletMinor(rig.loyalty, phone)).toBe(30000);

    const close = batchOf(sale, card, [{ kind: 2, amountMinor: 2500 }]);
    expect((await runChild(close, 'close')).signal).toBe('SIGKILL');
    expect(await walletMinor(rig.loyalty, phone)).toBe(32500);
    expect((await runChild()).result).toEqual({ pending: 0 });
    expect(await walletMinor(rig.loyalty, phone)).toBe(32500);
    expect((await runChild(close)).result).toEqual({ outcome: { kind: 'done', reports: [] }, pending: 0 });
    expect(await walletMinor(rig.loyalty, phone)).toBe(32500);

    const back = batchOf(aCheck(3, card, { checkGuid: sale.checkGuid }), card, [
      { kind: 0, amountMinor: 50000 },
      { kind: 2, amountMinor: -2500 },
    ]);
    expect((await runChild(back, 'refund')).signal).toBe('SIGKILL');
    expect(await walletMinor(rig.loyalty, phone)).toBe(80000);
    expect((await runChild()).result).toEqual({ pending: 0 });
    expect((await runChild(back)).result).toEqual({ outcome: { kind: 'done', reports: [] }, pending: 0 });
    expect(await walletMinor(rig.loyalty, phone)).toBe(80000);
  });
});
