import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBridge, type TestBridge } from '../payments/test-support/station-driver.js';

let bridge: TestBridge;
beforeAll(async () => {
  bridge = await startTestBridge();
});
afterAll(() => bridge.service.close());

/** POST /api/menu-call as the window sends it: its token, JSON. */
async function menuCall(body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${bridge.url}/api/menu-call`, {
    method: 'POST',
    headers: { 'x-tillbridge-token': bridge.token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('POST /api/menu-call', () => {
  it("answers the station protocol's own reply for the menu operations", async () => {
    const list = await menuCall({ operation: 'getmenulist', xml: '<GetMenuList version="2"/>' });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ status: 200, contentType: 'application/xml; charset=utf-8' });
    expect(list.body.body).toMatch(/<GetMenuListResponse version="2"><MENU>/);
    const run = await menuCall({
      operation: 'execmenuitem',
      xml: '<ExecMenuItem version="2"><OperationId>{00000000-0000-0000-0000-000000000000}</OperationId><Parameter/></ExecMenuItem>',
    });
    expect(run.status).toBe(200);
    expect(run.body.body).toMatch(/<ExecMenuItemResponse version="2">/);
  });

  it("follows the window's language, whatever the bridge's", async () => {
    const xml = '<GetMenuList version="2"/>';
    const russian = await menuCall({ operation: 'getmenulist', xml, language: 'ru' });
    expect(russian.body.body).toContain('caption="Отчёты"');
    const bridges = await menuCall({ operation: 'getmenulist', xml });
    expect(bridges.body.body).toContain('caption="Reports"');
    expect((await menuCall({ operation: 'getmenulist', xml, language: 'de' })).status).toBe(400);
  });

  it("refuses other operations and answers an operation's refusal as a JSON error with its status", async () => {
    const authpay = await menuCall({ operation: 'authpay', xml: '<AuthPay version="4"/>' });
    expect(authpay).toEqual({
      status: 400,
      body: {
        error: {
          code: '9004',
          message: 'operation: must be getmenulist or execmenuitem',
          params: { field: 'operation' },
        },
      },
    });
    const wrongRoot = await menuCall({ operation: 'getmenulist', xml: '<DoShift version="1"/>' });
    expect(wrongRoot).toEqual({
      status: 400,
      body: {
        error: { code: '9004', message: 'wrong root element <DoShift>: getmenulist.xml takes <GetMenuList>' },
      },
    });
    expect((await menuCall({ operation: 'getmenulist', xml: '<GetMenuList' })).status).toBe(400);
  });
});
