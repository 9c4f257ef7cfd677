import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHeadlessServer, type HeadlessServer } from '../../e2e/headless-server.js';
import { bridgeDatabase, managerGet } from '../manager/test-support/manager-client.js';
import { seedPayments } from '../payments/test-support/seed-payments.js';
import { readToken } from '../payments/test-support/station-driver.js';

/** A Russian venue in Vladivostok (UTC+10, no daylight saving): the bridge runs as a child process in that zone. */
let server: HeadlessServer;
let bridge: { url: string; token: string };

beforeAll(async () => {
  server = await startHeadlessServer({ args: ['--language', 'ru'], env: { TZ: 'Asia/Vladivostok' } });
  bridge = { url: server.url, token: readToken(server.dataDir) };
  const db = bridgeDatabase(server.dataDir);
  seedPayments(db, [
    {
      id: 'b1b2c3d4-0000-4000-8000-000000000001',
      state: 'voided',
      amountMinor: 123456,
      tipMinor: 5,
      createdAt: '2026-10-01T20:30:00.000Z',
      station: '{RU-STATION}',
      cardNumber: '5536914412344820',
      guestPhone: '+79161234567',
      guestName: 'Ёлкина; Вера',
      authCode: '402913',
      shiftId: 3,
    },
  ]);
  db.close();
});
afterAll(async () => {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
});

describe('the journal CSV of a Russian venue', () => {
  it('is UTF-8 with a BOM, in Russian, with semicolons, decimal commas and the venue’s local time', async () => {
    const raw = Buffer.from(
      await (
        await fetch(`${bridge.url}/api/journal/export.csv`, { headers: { 'x-tillbridge-token': bridge.token } })
      ).arrayBuffer(),
    );
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = raw.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'Время (Asia/Vladivostok);Касса;Состояние;Сумма;Чаевые;Карта;Телефон;Гость;Код авторизации;Платёжная система;' +
        'Смена;ID операции',
    );
    expect(lines[1]).toBe(
      `02.10.2026 06:30:00;Касса 1;Сторнировано;1234,56;0,05;•••• 4820;'+79161234567;"Ёлкина; Вера";402913;` +
        'Tillbridge;3;b1b2c3d4-0000-4000-8000-000000000001',
    );
    expect(lines.slice(2)).toEqual(['']);
  });

  it('follows the window’s language and delimiter when asked, and refuses others naming the field', async () => {
    const english = await managerGet(bridge, '/journal/export.csv?language=en');
    const [header, row] = english.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toMatch(/^Time \(Asia\/Vladivostok\),Station,State,Amount,Tip,/);
    expect(row).toMatch(/^2026-10-02 06:30:00,Station 1,Voided,1234\.56,0\.05,/);
    const bad = await managerGet(bridge, '/journal/export.csv?language=de');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: '9004', params: { field: 'language' } });
  });
});

describe('the reports’ CSV of a Russian venue', () => {
  it('gives a period per local hour, in Russian, with semicolons and decimal commas', async () => {
    const reply = await managerGet(bridge, '/reports/period.csv?from=2026-10-02&to=2026-10-02');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-disposition')).toBe(
      'attachment; filename="tillbridge-period-2026-10-02-2026-10-02.csv"',
    );
    const lines = reply.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Час (Asia/Vladivostok);Оплат;Оплачено оплат;Оплачено;Чаевые');
    expect(lines).toContain('02.10.2026 06:00;1;0;0,00;0,00');
    expect(lines).toHaveLength(2 + 24);
  });

  it('gives the shift list, and refuses a reversed period with its code', async () => {
    const shifts = await managerGet(bridge, '/reports/shifts.csv?language=en');
    expect(shifts.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Shift,Opened (Asia/Vladivostok),Closed (Asia/Vladivostok),Closed by station,Payments,Paid payments,Paid,Tips,' +
        'Voided payments,Voided',
    );
    const reversed = await managerGet(bridge, '/reports/period.csv?from=2026-10-02&to=2026-10-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.error).toMatchObject({ code: '9602', params: { field: 'to' } });
  });
});
