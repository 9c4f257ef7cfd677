import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, projectRoot } from '../../e2e/headless-server.js';
import { menuActions } from '../menu/menu-actions.js';
import {
  api,
  embeddedAccess,
  pendingPayment,
  seedGuest,
  startTestBridge,
  tempDir,
  type TestBridge,
} from '../payments/test-support/station-driver.js';

const script = path.join(projectRoot, 'out/server/cli/station.js');
let bridge: TestBridge;
let stateFile: string;
const card = '5536930012345678';

/** Runs `npm run station -- …` as a child process (asynchronously: the bridge runs in this process). */
function station(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

const at = (...args: string[]) => station(...args, '--url', bridge.url, '--state', stateFile);

beforeAll(async () => {
  bridge = await startTestBridge();
  stateFile = path.join(tempDir(), 'station.json');
  await seedGuest(bridge.url, embeddedAccess(bridge.dataDir), '+79990003333', card, 5000);
});
afterAll(() => bridge.service.close());

describe('npm run station', () => {
  it('prints the menu tree of getmenulist', async () => {
    const result = await at('getmenulist');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('GetMenuListResponse version=2');
    expect(result.stdout).toContain(`  X-report  [${menuActions['x-report'].operationId} parameter=x-report]`);
    expect(result.stdout).toMatch(/By dates .*dialog=DateInterval/);
  });

  it('pays: authpay waits for the guest, then confpay and voidpay reuse the saved auXML; slips drawn as receipts', async () => {
    const stationId = '{00000000-0000-0000-0000-0000000000A1}';
    const authpay = at('authpay', '--amount', '28.80', '--station', stationId, '--version', '4');
    const id = await pendingPayment(bridge, stationId);
    expect((await api(bridge, 'POST', `/payments/${id}/identify`, { cardNumber: card })).status).toBe(200);
    const paid = await authpay;
    expect(paid.stderr).toBe('');
    expect(paid.code).toBe(0);
    expect(paid.stdout).toMatch(/AuthPayResponse version=4\nOpResult: 1\nActionID: /);
    expect(paid.stdout).toContain('CardCode: 5536 93.. .... 5678');
    expect(paid.stdout).toMatch(/\|\s+BONUS PAYMENT\s+\|/);
    expect(paid.stdout).toMatch(/\|Amount {21}28\.80\|/);
    const confirmed = await at('confpay');
    expect(confirmed.code).toBe(0);
    expect(confirmed.stdout).toMatch(/ConfPayResponse version=4\nOpResult: 1\nActionID: /);
    const voided = await at('voidpay');
    expect(voided.stdout).toContain('PAYMENT VOIDED');
  });

  it('confirms part of a payment and voids part of it, sending the AuthInfo each reply returned', async () => {
    const stationId = '{00000000-0000-0000-0000-0000000000A2}';
    const authpay = at('authpay', '--amount', '50.00', '--station', stationId);
    const id = await pendingPayment(bridge, stationId);
    await api(bridge, 'POST', `/payments/${id}/identify`, { cardNumber: card });
    expect((await authpay).code).toBe(0);
    const confirmed = await at('confpay', '--amount', '40.00');
    expect(confirmed.stdout).toContain('DisplayT: Confirmed 40.00 of 50.00: 10.00 returns to the guest.');
    const part = await at('voidpay', '--amount', '15.00');
    expect(part.code).toBe(0);
    expect(part.stdout).toContain('DisplayT: Voided 15.00: 25.00 stays paid.');
    expect(part.stdout).toMatch(/\|Stays paid {17}25\.00\|/);
    const noTip = await at('voidpay', '--amount', '0', '--tip-amount', '1.00');
    expect(noTip.code).toBe(1);
    expect(noTip.stdout).toContain('DisplayT: This payment has no tip: the Tip block cannot be applied.');
    const rest = await at('voidpay', '--amount', '25.00');
    expect(rest.stdout).toContain('DisplayT: Payment voided: the bonuses return to the guest.');
  });

  it('closes the shift and runs menu items with dialog values', async () => {
    const shift = await at('doshift');
    expect(shift.code).toBe(0);
    expect(shift.stdout).toMatch(/DoShiftResponse version=1\n\+-{32}\+\n\| +default +\|\n\| +Z-REPORT No 1 +\|/);
    const period = await at(
      'execmenuitem',
      '--operation',
      menuActions['period-report'].operationId,
      '--parameter',
      'period-report',
      '--from',
      '2026-01-01',
      '--to',
      '2026-12-31',
    );
    expect(period.code).toBe(0);
    expect(period.stdout).toContain('OpResult: 1');
    const wrong = await at(
      'execmenuitem',
      '--operation',
      menuActions['day-report'].operationId,
      '--value',
      '2026-02-30',
    );
    expect(wrong.code).toBe(1);
    expect(wrong.stdout).toContain('DisplayT: Day: "2026-02-30" is not a date (YYYY-MM-DD).');
    const reprint = await at(
      'execmenuitem',
      '--operation',
      menuActions['reprint-z-report'].operationId,
      '--value',
      '1',
    );
    expect(reprint.stdout).toMatch(/COPY printed[\s\S]*Z-REPORT No 1/);
  });

  it.each([
    [['authpay', '--amount', '1,5'], /^tillbridge station: Invalid --amount 1,5: /],
    [['refund'], /^tillbridge station: Unknown operation refund: use one of authpay, /],
    [['doshift', '--colour', 'red'], /^tillbridge station: Unknown option --colour/],
    [
      ['authpay', '--station', 'till-1', '--minor', '100'],
      /^tillbridge station: Invalid --station till-1: a GUID in braces\.$/,
    ],
    [['execmenuitem', '--from', '1'], /^tillbridge station: An interval needs both --from and --to\.$/],
  ])('refuses bad flags %j in one line, exit 2', async (args, message) => {
    const result = await station(...args);
    expect(result.code).toBe(2);
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(result.stderr.trimEnd()).toMatch(message);
  });

  it('says in one line when there is no saved authpay or no bridge', async () => {
    const noState = await station('confpay', '--state', path.join(tempDir(), 'none.json'), '--url', bridge.url);
    expect(noState.code).toBe(2);
    expect(noState.stderr).toMatch(
      /^tillbridge station: No saved authpay in .*none\.json: run a successful authpay first/,
    );
    const closed = await freePort();
    const noBridge = await station('getmenulist', '--url', `http://127.0.0.1:${closed}`);
    expect(noBridge.code).toBe(1);
    expect(noBridge.stderr).toBe(
      `tillbridge station: cannot reach http://127.0.0.1:${closed}: connect ECONNREFUSED 127.0.0.1:${closed}\n`,
    );
  });
});
