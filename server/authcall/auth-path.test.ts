import http from 'node:http';
import path from 'node:path';
import { postStationXml } from '../http/post-station-xml.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cliScripts,
  makeDataDir,
  projectRoot,
  runCliOnce,
  startHeadlessServer,
  type HeadlessServer,
} from '../../e2e/headless-server.js';
import {
  api,
  authPayXml,
  balance,
  cancelPayXml,
  embeddedAccess,
  pendingPayment,
  postXml,
  readToken,
  seedGuest,
  settleXml,
  tag,
  type LoyaltyAccess,
} from '../payments/test-support/station-driver.js';

/**
 * The station path (setting `authPath`): a driver configured by its manual with the base URL `…/authtest/` appends
 * `<operation>.xml` to it. A real bridge (`npm run serve --auth-path /authtest/`), real HTTP over loopback.
 */

const station = '{7B3F2D54-2A1C-4D6B-8E2F-1C9B5D4A3F21}';
const phone = '+79990002222';
const card = '5536910087654321';
const doShiftXml = `<?xml version="1.0" encoding="utf-8"?><DoShift version="1"><SrcID cashguid="${station}" servguid="{S}" restguid="{R}" fullcode="1"/></DoShift>`;
const getMenuXml = '<?xml version="1.0" encoding="utf-8"?><GetMenuList version="2"/>';

let bridge: HeadlessServer;
let access: LoyaltyAccess;
const window = () => ({ url: bridge.url, token: readToken(bridge.dataDir) });
const post = (op: string, body: string) => postXml(bridge.url, op, body, '/authtest/');

beforeAll(async () => {
  bridge = await startHeadlessServer({ args: ['--auth-path', '/authtest/'] });
  access = embeddedAccess(bridge.dataDir);
  await seedGuest(bridge.url, access, phone, card, 1000);
});
afterAll(() => bridge.stop());

describe('the station protocol at --auth-path /authtest/', () => {
  it('pays, confirms and voids at /authtest/<operation>.xml', async () => {
    const reply = post('authpay', authPayXml(station, 15000));
    const id = await pendingPayment(window(), station);
    expect((await api(window(), 'POST', `/payments/${id}/identify`, { cardNumber: card })).status).toBe(200);
    const paid = await reply;
    expect(paid.status).toBe(200);
    expect(tag(paid.text, 'OpResult')).toBe('1');
    expect(tag(paid.text, 'ActionID')).toBe(id);
    expect(await balance(bridge.url, access, phone)).toBe(850);
    const authInfo = tag(paid.text, 'AuthInfo')!;
    const confirmed = await post('confpay', settleXml('ConfPay', station, 15000, id, 4, authInfo));
    expect(tag(confirmed.text, 'OpResult')).toBe('1');
    const voided = await post('voidpay', settleXml('VoidPay', station, 15000, id, 4, authInfo));
    expect(tag(voided.text, 'OpResult')).toBe('1');
    expect((await api(window(), 'POST', '/sync')).body).toMatchObject({ pending: 0, dead: 0 });
    expect(await balance(bridge.url, access, phone)).toBe(1000);
  });

  it('cancels a waiting authpay with CancelPay.xml, and answers the menu and doshift there', async () => {
    const reply = post('authpay', authPayXml(station, 500));
    await pendingPayment(window(), station);
    expect((await post('CancelPay', cancelPayXml(station))).status).toBe(200);
    expect(tag((await reply).text, 'OpResult')).toBe('0');
    const menu = await post('getmenulist', getMenuXml);
    expect(menu.text).toContain('<GetMenuListResponse version="2"><MENU>');
    const shift = await post('doshift', doShiftXml);
    expect(shift.text).toContain('<DoShiftResponse');
  });

  it('no longer answers at /authcall.xml/ (404), and says where it answers for a wrong operation', async () => {
    const old = await postXml(bridge.url, 'doshift', doShiftXml);
    expect(old.status).toBe(404);
    const unknown = await post('nosuch', doShiftXml);
    expect(unknown).toEqual({ status: 404, text: 'unknown operation: nosuch.xml' });
    const bare = await postStationXml(`${bridge.url}/authtest/`, doShiftXml);
    expect({ status: bare.statusCode, text: await bare.body.text() }).toEqual({
      status: 404,
      text: 'use POST /authtest/<operation>.xml',
    });
  });

  it("keeps the station port's guard at the new path: a browser's request is 403 before anything is read", async () => {
    const refused = await new Promise<number>((resolve, reject) => {
      const request = http.request(new URL('/authtest/doshift.xml', bridge.url), {
        method: 'POST',
        headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
      });
      request.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      request.on('error', reject);
      request.end(doShiftXml);
    });
    expect(refused).toBe(403);
  });

  it('is reached by the station simulator given the base URL with its path', () => {
    const result = runCliOnce(path.join(projectRoot, 'out/server/cli/station.js'), [
      'getmenulist',
      '--url',
      `${bridge.url}/authtest/`,
    ]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });
});

describe('bad station paths', () => {
  const refusal = (args: string[], env: NodeJS.ProcessEnv = {}) => {
    const result = runCliOnce(cliScripts.serve, ['--data-dir', makeDataDir(), '--port', '0', ...args], env);
    return { code: result.code, lines: result.stderr.trimEnd().split('\n') };
  };
  const shape =
    'must be a path that starts and ends with / such as /authcall.xml/ or /authtest/, of letters, digits and . - _ ~';
  const reserved =
    'must not be / alone or start with /api/, /b2b/, /guest/, /assets/ or a page of the window (its own paths)';

  it("refuses the window's and the API's own paths in one line (exit 2)", () => {
    for (const value of ['/api/', '/', '/B2B/', '/guest/v1/', '/settings/'])
      expect(refusal(['--auth-path', value])).toEqual({
        code: 2,
        lines: [
          `tillbridge serve: Invalid setting authPath (from --auth-path): ${reserved}; got ${JSON.stringify(value)}.`,
        ],
      });
  });

  it('refuses a path without its slashes or with unsafe characters, from the environment too', () => {
    for (const value of ['authtest/', '/authtest', '/a b/', '/a//b/', '/../', '/a?x/', '/%2e/'])
      expect(refusal([], { TILLBRIDGE_AUTH_PATH: value })).toEqual({
        code: 2,
        lines: [
          'tillbridge serve: Invalid setting authPath (from environment variable TILLBRIDGE_AUTH_PATH): ' +
            `${shape}; got ${JSON.stringify(value)}.`,
        ],
      });
  });
});
