import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorCodes } from '../../shared/api/api-errors.js';
import { api, authPayXml, pendingPayment, postXml, type TestBridge } from '../payments/test-support/station-driver.js';
import { startEmbeddedFarcards } from './test-support/embedded-farcards.js';
import { checkXml, postFarcards } from './test-support/farcards-bridge.js';

const phone = '+79990005566';
const card = '2990000012345';
/** The payment protocol's station whose POS code (`fullcode` 2) is FarCards' `UnitNo` 2. */
const station = '{CHECK-VIEW-2}';

/** A check of 1,000.00: a steak of 550.00 with a pepper sauce of 50.00 (a modifier), two teas for 400.00. */
const check = (chmode: number) =>
  checkXml([
    ['1003', 'Steak', '550.00'],
    ['1002', 'Tea', '400.00'],
  ])
    .replace('chmode="7"', `chmode="${chmode}"`)
    .replace('quantity="1" sum="400.00"', 'quantity="2" sum="400.00"')
    .replace(
      '</CHECKLINES>',
      '<LINE uni="3" code="2001" name="Pepper sauce" type="modify" parentuni="1" price="50" pr_list_sum="50" quantity="1" sum="50.00"/></CHECKLINES>',
    );

/**
 * The window's view of a station's FarCards check on real HTTP (`GET /api/farcards/check`): a check looked up through
 * the FarCards door shows its lines (the modifier under its dish), total, discount, what bonuses may pay and what the
 * guest will earn; the event stream says when it changes; after its close it is gone.
 */
describe('the window shows the FarCards check a station or a guest is on', () => {
  let bridge: TestBridge;
  beforeAll(async () => {
    ({ bridge } = await startEmbeddedFarcards({ phone, card, bonuses: 800 }));
    /** The station makes itself known (with its POS code) by an authpay, declined here. */
    const reply = postXml(bridge.url, 'authpay', authPayXml(station, 100, 4, '2'));
    const id = await pendingPayment(bridge, station);
    await api(bridge, 'POST', `/payments/${id}/decline`, {});
    await reply;
  });
  afterAll(() => bridge?.service.close());

  const view = async (query: Record<string, string>) => {
    const response = await fetch(`${bridge.url}/api/farcards/check?${new URLSearchParams(query).toString()}`, {
      headers: { 'x-tillbridge-token': bridge.token },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const farcards = (handler: string, body: string) => postFarcards(`${bridge.url}/farcards/${handler}`, body);
  const lookUp = () =>
    farcards(
      'getcardinfoex',
      `<?xml version="1.0" encoding="UTF-8"?><ROOT><QRY Card="${card}" Restaurant="7" UnitNo="2"><INPBUF>${check(7)}</INPBUF></QRY></ROOT>`,
    );
  const transactions = (rows: readonly (readonly [number, number])[]) =>
    farcards(
      'transactionsex',
      `<?xml version="1.0" encoding="utf-8"?><ROOT><Transactions>${rows
        .map(
          ([kind, summa]) =>
            `<TransactionsEx Card="${card}" Kind="${kind}" Summa="${summa}" Restaurant="7" RKDate="46354" RKUni="2" RKCheck="5012"/>`,
        )
        .join('')}</Transactions><InpBuf InpKind="1">${check(1)}</InpBuf></ROOT>`,
    );

  it('answers 404 with its code while the station has no open check', async () => {
    expect(await view({ station })).toMatchObject({
      status: 404,
      body: { error: { code: apiErrorCodes.noOpenCheck } },
    });
    expect(await view({ station: '{NEVER-SEEN}' })).toMatchObject({ status: 404 });
    expect(await view({ phone })).toMatchObject({ status: 404 });
  });

  it('shows the looked-up check, says so on the event stream, follows a write-off and forgets the check at its close', async () => {
    const events = await fetch(`${bridge.url}/api/terminal/events?token=${bridge.token}`);
    const reader = events.body!.pipeThrough(new TextDecoderStream()).getReader();
    const checkEvent = (async () => {
      let text = '';
      while (!text.includes('event: check')) text += (await reader.read()).value ?? '';
      await reader.cancel();
      return text.slice(text.indexOf('event: check'));
    })();
    expect((await lookUp()).text).toContain('Summa="50000"');
    expect(await checkEvent).toContain('data: {"unitNo":"2"}');

    const shown = await view({ station });
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      unitNo: '2',
      guestPhone: phone,
      lines: [
        {
          name: 'Steak',
          quantity: 1,
          sumMinor: 55000,
          modifiers: [{ name: 'Pepper sauce', quantity: 1, sumMinor: 5000 }],
        },
        { name: 'Tea', quantity: 2, sumMinor: 40000, modifiers: [] },
      ],
      totalMinor: 100000,
      discountMinor: 0,
      mayPayMinor: 50000,
      writtenOffMinor: 0,
      willEarnMinor: 5000,
    });
    expect(typeof shown.body.holder).toBe('string');
    expect((await view({ phone: '8 999 000-55-66' })).body).toEqual(shown.body);

    expect((await transactions([[0, -50000]])).text).toContain('Result="0"');
    expect((await view({ station })).body).toMatchObject({
      writtenOffMinor: 50000,
      mayPayMinor: 0,
      totalMinor: 100000,
    });

    const closed = await transactions([
      [0, -50000],
      [2, 2500],
      [3, 50000],
    ]);
    expect(closed.text).toContain('Result="0"');
    expect(await view({ station })).toMatchObject({
      status: 404,
      body: { error: { code: apiErrorCodes.noOpenCheck } },
    });
    expect(await view({ phone })).toMatchObject({ status: 404 });
  });

  it.each([
    [{}, undefined],
    [{ station: '' }, 'station'],
    [{ station: 'x'.repeat(101) }, 'station'],
    [{ station, phone }, undefined],
    [{ phone: 'not a phone' }, 'phone'],
    [{ station, extra: '1' }, undefined],
  ])('refuses the query %j with a 400 naming what was wrong', async (query, field) => {
    const { status, body } = await view(query as Record<string, string>);
    expect(status).toBe(400);
    const error = body.error as { message: string; params?: { field?: string } };
    expect(error.message).not.toMatch(/at .*\.js/);
    if (field) expect(error.params?.field).toBe(field);
  });

  it("refuses a call without the window's token", async () => {
    const response = await fetch(`${bridge.url}/api/farcards/check?station=${encodeURIComponent(station)}`);
    expect(response.status).toBe(401);
  });
});
