import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliScripts, runCliOnce } from '../../e2e/headless-server.js';
import { menuActions } from '../menu/menu-actions.js';
import { postXml, startTestBridge, type TestBridge } from '../payments/test-support/station-driver.js';

let bridge: TestBridge;
beforeAll(async () => {
  bridge = await startTestBridge();
});
afterAll(() => bridge.service.close());

/** A call of the window's API with its token (and the manager's session when given). */
async function windowCall(method: string, route: string, body?: unknown, session?: string) {
  const response = await fetch(`${bridge.url}/api${route}`, {
    method,
    headers: {
      'x-tillbridge-token': bridge.token,
      'content-type': 'application/json',
      ...(session ? { 'x-tillbridge-manager': session } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

const accrueXml = (station?: string): string =>
  `<ExecMenuItem version="2">${station ? `<SrcID cashguid="${station}"/>` : ''}<OperationId>${menuActions['accrue-bonuses'].operationId}</OperationId><Parameter/><DialogResult dialogType="OneNumber" value="10"/></ExecMenuItem>`;

const lockedCalls: readonly [string, string, unknown][] = [
  ['PUT', '/settings', { tips: true }],
  ['POST', '/loyalty-check', { loyaltyUrl: 'http://127.0.0.1:9/', apiKey: 'k', venue: 'v' }],
  ['PUT', '/stations/{S-1}', { label: 'Bar' }],
  ['POST', '/menu-proxy', { url: 'http://127.0.0.1:9/', operation: 'getmenulist', xml: '<GetMenuList version="2"/>' }],
  ['POST', '/menu-call', { operation: 'execmenuitem', xml: accrueXml() }],
];

describe("the bridge's window under the manager PIN", () => {
  it('keeps everything open until a PIN is set, then answers 403 managerLocked to the manager’s actions', async () => {
    expect((await windowCall('PUT', '/settings', { tips: false })).status).toBe(200);
    expect((await windowCall('PUT', '/manager/pin', { pin: '482916' })).status).toBe(200);
    for (const [method, route, body] of lockedCalls)
      expect([route, await windowCall(method, route, body)]).toMatchObject([
        route,
        { status: 403, body: { error: { code: '9640' } } },
      ]);
    /** The prompt, the journal and reports stay open. */
    expect((await windowCall('GET', '/journal/payments')).status).toBe(200);
    expect((await windowCall('GET', '/terminal/payments/pending')).status).toBe(200);
    expect((await windowCall('GET', '/settings')).status).toBe(200);
  });

  it('lets an unlocked window save settings and accrue from its own menu', async () => {
    const { session } = (await windowCall('POST', '/manager/unlock', { pin: '482916' })).body as { session: string };
    expect((await windowCall('PUT', '/settings', { tips: true }, session)).status).toBe(200);
    const accrual = await windowCall('POST', '/menu-call', { operation: 'execmenuitem', xml: accrueXml() }, session);
    expect(accrual.status).toBe(200);
    expect(accrual.body.body).toMatch(/Look the guest up first/);
  });

  it("refuses the station's accrual while stationAccruals is off, saying where accruals are made", async () => {
    const reply = await postXml(bridge.url, 'execmenuitem', accrueXml('{S-1}'));
    expect(reply.text).toMatch(/<OpResult>0<\/OpResult>/);
    expect(reply.text).toMatch(/accrued in the bridge window with the manager PIN/);
  });

  it('is reset from the command line, which the journal keeps', async () => {
    const reset = runCliOnce(cliScripts.managerPin, ['reset', '--data-dir', bridge.dataDir]);
    expect(reset).toMatchObject({ code: 0, stderr: '' });
    expect(reset.stdout).toMatch(/manager PIN of .* is reset/);
    expect((await windowCall('GET', '/manager/status')).body).toMatchObject({ pinSet: false, unlocked: true });
    expect((await windowCall('PUT', '/settings', { tips: false })).status).toBe(200);
    expect(runCliOnce(cliScripts.managerPin, ['reset', '--data-dir', bridge.dataDir]).stdout).toMatch(
      /nothing to reset/,
    );
    expect(runCliOnce(cliScripts.managerPin, ['forget']).stderr.trim()).toBe(
      'tillbridge manager-pin: Unknown command forget: use npm run manager-pin -- reset [--data-dir DIR].',
    );
    const db = new BetterSqlite3(path.join(bridge.dataDir, 'bridge.sqlite'), { readonly: true });
    const kinds = db.prepare("SELECT kind FROM app_events WHERE kind LIKE 'manager-%' ORDER BY id").pluck().all();
    db.close();
    expect(kinds).toEqual(['manager-pin-set', 'manager-unlocked', 'manager-pin-reset']);
  });
});
