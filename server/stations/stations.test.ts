import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  embeddedAccess,
  pendingPayment,
  postXml,
  seedGuest,
  startTestBridge,
  type TestBridge,
} from '../payments/test-support/station-driver.js';

let bridge: TestBridge;
const card = '6011000066665555';
const phone = '+79997770202';

beforeAll(async () => {
  bridge = await startTestBridge();
  await seedGuest(bridge.url, embeddedAccess(bridge.dataDir), phone, card, 500);
});
afterAll(() => bridge.service.close());

/** An authpay from a station with or without the POS's `fullcode`. */
const authPay = (station: string, fullcode: string | undefined, amount: number) =>
  postXml(
    bridge.url,
    'authpay',
    `<?xml version="1.0" encoding="utf-8"?><AuthPay version="4"><SrcID cashguid="${station}"${
      fullcode ? ` fullcode="${fullcode}"` : ''
    }/><Order/><MyPay myAmount="${amount}"/></AuthPay>`,
  );

async function pay(station: string, fullcode: string | undefined): Promise<{ id: string; xml: string }> {
  const reply = authPay(station, fullcode, 100);
  const id = await pendingPayment(bridge, station);
  await api(bridge, 'POST', `/payments/${id}/identify`, { cardNumber: card });
  return { id, xml: (await reply).text };
}

async function local(method: string, route: string, body?: unknown) {
  const response = await fetch(`${bridge.url}/api${route}`, {
    method,
    headers: { 'x-tillbridge-token': bridge.token, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const printed = (xml: string) => [...xml.matchAll(/<TextLine Text="([^"]*)"/g)].map((m) => m[1]).join('\n');

describe('station names', () => {
  it('lists the stations seen, numbered; an unnamed one reads "Station N" whatever its POS code, a named one as its name', async () => {
    const first = await pay('{11111111-AAAA-4000-8000-000000000001}', undefined);
    const second = await pay('{22222222-BBBB-4000-8000-000000000002}', '0042');
    expect(printed(first.xml)).toMatch(/Station:?\s+Station 1/);
    expect(printed(second.xml)).toMatch(/Station:?\s+Station 2/);
    expect(printed(first.xml)).not.toContain('11111111');

    const listed = await local('GET', '/stations');
    expect(listed.body.stations).toEqual([
      expect.objectContaining({ station: '{11111111-AAAA-4000-8000-000000000001}', number: 1, label: 'Station 1' }),
      expect.objectContaining({ station: '{22222222-BBBB-4000-8000-000000000002}', number: 2, fullcode: '0042' }),
    ]);

    const named = await local('PUT', `/stations/${encodeURIComponent('{11111111-AAAA-4000-8000-000000000001}')}`, {
      name: '  Bar 1 ',
    });
    expect(named).toMatchObject({ status: 200, body: { name: 'Bar 1', label: 'Bar 1' } });

    const waiting = authPay('{11111111-AAAA-4000-8000-000000000001}', undefined, 100);
    const id = await pendingPayment(bridge, '{11111111-AAAA-4000-8000-000000000001}');
    expect((await api(bridge, 'GET', `/payments/${id}`)).body).toMatchObject({ stationLabel: 'Bar 1' });
    await api(bridge, 'POST', `/payments/${id}/identify`, { cardNumber: card });
    expect(printed((await waiting).text)).toMatch(/Station:?\s+Bar 1/);

    const journal = await local('GET', '/journal/payments');
    const labels = (journal.body.entries as { stationLabel: string }[]).map((e) => e.stationLabel);
    expect(labels).toEqual(['Bar 1', 'Station 2', 'Bar 1']);
    const detail = await local('GET', `/journal/payments/${second.id}`);
    expect(detail.body).toMatchObject({ stationLabel: 'Station 2', stationName: null, stationNumber: 2 });
    expect(JSON.stringify(detail.body.slip)).toContain('Station 2');
    const choices = await local('GET', '/journal/stations');
    expect(choices.body.stations).toEqual([
      { station: '{11111111-AAAA-4000-8000-000000000001}', label: 'Bar 1', stationName: 'Bar 1', stationNumber: 1 },
      { station: '{22222222-BBBB-4000-8000-000000000002}', label: 'Station 2', stationName: null, stationNumber: 2 },
    ]);
    const day = new Date().toLocaleDateString('sv');
    const period = await local('GET', `/reports/period?from=${day}&to=${day}`);
    const byStation = (period.body.totals as { byStation: { name: string }[] }).byStation.map((g) => g.name);
    expect(byStation.sort()).toEqual(['Bar 1', 'Station 2']);

    expect(
      (await local('PUT', `/stations/${encodeURIComponent('{11111111-AAAA-4000-8000-000000000001}')}`, { name: '' }))
        .body,
    ).toMatchObject({ name: null, label: 'Station 1' });
  });

  it('keeps a label when another station sends the same POS code: "Station N" never turns into another name', async () => {
    await pay('{33333333-CCCC-4000-8000-000000000003}', '7777');
    const before = (await local('GET', '/stations')).body.stations as { number: number; label: string }[];
    expect(before.at(-1)).toMatchObject({ number: 3, label: 'Station 3' });
    await pay('{44444444-DDDD-4000-8000-000000000004}', '7777');
    const listed = (await local('GET', '/stations')).body.stations as { number: number; label: string }[];
    expect(listed.slice(2).map((s) => [s.number, s.label])).toEqual([
      [3, 'Station 3'],
      [4, 'Station 4'],
    ]);
  });

  it('refuses a bad name and an unknown station with a message naming what was wrong', async () => {
    const station = encodeURIComponent('{22222222-BBBB-4000-8000-000000000002}');
    expect(await local('PUT', `/stations/${station}`, { name: 'x'.repeat(41) })).toMatchObject({
      status: 400,
      body: { error: { message: 'name: must be at most 40 characters' } },
    });
    expect(await local('PUT', `/stations/${station}`, { name: 'Bar\n1' })).toMatchObject({ status: 400 });
    expect(await local('PUT', `/stations/${station}`, { label: 'Bar' })).toMatchObject({ status: 400 });
    expect(await local('PUT', '/stations/nope', { name: 'Bar' })).toMatchObject({
      status: 404,
      body: { error: { message: 'no station nope has been seen by this bridge' } },
    });
    const response = await fetch(`${bridge.url}/api/stations`);
    expect(response.status).toBe(401);
  });
});
