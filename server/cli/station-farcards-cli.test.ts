import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../e2e/headless-server.js';
import type { RunningService } from '../core/running-service.js';
import { startFarcardsBridge } from '../farcards/test-support/farcards-bridge.js';
import { recordingFarcardsService } from '../farcards/test-support/recording-farcards-service.js';
import { tempDir } from '../payments/test-support/station-driver.js';

const script = path.join(projectRoot, 'out/server/cli/station.js');
const card = '2990000012345';
const service = recordingFarcardsService([{ card, holder: 'Anna Petrova', balanceMinor: 80000 }]);
let bridge: RunningService;
let folder: string;

/** Runs `npm run station -- farcards …` as a child process (asynchronously: the bridge runs in this process). */
function farcards(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(
    process.execPath,
    [script, 'farcards', ...args, '--url', bridge.url, '--state', path.join(folder, 'check.json')],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

beforeAll(async () => {
  bridge = await startFarcardsBridge(service);
  folder = tempDir();
});
afterAll(() => bridge.close());

describe('npm run station -- farcards', () => {
  it('looks a card up with a generated check, then writes off, closes and returns that check', async () => {
    const lookup = await farcards('card', '--card', card, '--lines', '3', '--total', '1000.00');
    expect(lookup.stderr).toBe('');
    expect(lookup.code).toBe(0);
    expect(lookup.stdout).toContain('HTTP 200 OK\nGetCardInfoEx: done (Result 0)\n');
    expect(lookup.stdout).toContain('  Summa: 50000 (500.00)');
    expect(lookup.stdout).toContain('  Holder: Anna Petrova');
    expect(lookup.stdout).toContain('  PrnMessage: Balance 800\n    May pay 500');
    const looked = service.calls.at(-1)!;
    const check = looked.call === 'cardInfo' ? looked.query.check : undefined;
    expect(check?.lines.map((line) => line.sumMinor)).toEqual([33333, 33333, 33334]);

    const pay = await farcards('pay', '--bonus', '500.00');
    expect(pay.code).toBe(0);
    expect(pay.stdout).toContain('TransactionsEx: done (Result 0)');
    expect(pay.stdout).toMatch(/TRANSACTION\n {6}cardcode: 2990000012345\n {6}num: 1\n {6}value: -50000 \(-500\.00\)/);
    const paid = service.calls.at(-1)!;
    expect(paid.call === 'transactions' && paid.batch).toMatchObject({
      transactions: [{ card, kind: 0, amountMinor: -50000 }],
      check: { mode: 1, checkGuid: check?.checkGuid },
    });

    expect((await farcards('close', '--bonus', '500.00')).code).toBe(0);
    const closed = service.calls.at(-1)!;
    expect(closed.call === 'transactions' && closed.batch.transactions.map((t) => [t.kind, t.amountMinor])).toEqual([
      [0, -50000],
      [3, 50000],
    ]);

    expect((await farcards('return', '--bonus', '500.00', '--accrual', '25.00')).code).toBe(0);
    const returned = service.calls.at(-1)!;
    expect(returned.call === 'transactions' && returned.batch).toMatchObject({
      check: { mode: 3 },
      transactions: [
        { kind: 0, amountMinor: 50000 },
        { kind: 2, amountMinor: -2500 },
        { kind: 3, amountMinor: -50000 },
      ],
    });
  });

  it('sends a check file (JSON), and exits 1 with the reason on a refusal', async () => {
    const file = path.join(folder, 'check.json.in');
    fs.writeFileSync(file, JSON.stringify({ lines: [{ code: '1003', name: 'Steak', sum: '600.00' }] }));
    const refused = await farcards('pay', '--card', card, '--check', file, '--bonus', '400.00');
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('TransactionsEx: refused (Result 1)');
    expect(refused.stdout).toContain('    err_text: write-off above the allowed 300');
  });

  it('says in one line what is missing', async () => {
    const result = await farcards('pay', '--card', card, '--lines', '2');
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('tillbridge station: A generated check needs both --lines and --total.\n');
  });
});
