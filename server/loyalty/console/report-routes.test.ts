import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyReport, DailyReportRow } from '../../../shared/api/admin-console.js';
import { consoleClient, scopeIdOf, type ConsoleClient } from '../test-support/console-client.js';
import { testAdmin } from '../test-support/console-session.js';
import { confirmBody, order, seedProgramme } from '../test-support/loyalty-fixtures.js';
import {
  guestId,
  ok,
  org,
  startLoyaltyTestServer,
  type LoyaltyTestServer,
} from '../test-support/loyalty-test-server.js';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';

const row = (date: string, posObjectId: string, values: Partial<DailyReportRow> = {}): DailyReportRow => ({
  date,
  posObjectId,
  venueName: posObjectId === 'v1' ? 'Venue 1' : 'Venue 2',
  guests: 0,
  orders: 0,
  earnedMinor: 0,
  spentMinor: 0,
  ...values,
});

describe.each(loyaltyEngines)('%s', (engine) => {
  let s: LoyaltyTestServer;
  let net: ConsoleClient;
  let stranger: ConsoleClient;
  const anna = '+79990000801';
  const boris = '+79990000802';

  /** An order of the guest at the venue closed at `closedAt`, paying `payment` in bonuses; its id. */
  async function visit(phone: string, venue: string, closedAt: string, price: number, payment?: number) {
    const o = order([{ code: 'DISH', price }], closedAt);
    const fingerprint =
      payment === undefined
        ? null
        : ok(
            await s.post<{ loyalty: { fingerprint: string } }>('/orders/calculate', {
              order: o,
              organization: org(venue),
              guest: guestId(phone),
            }),
          ).loyalty.fingerprint;
    const body = confirmBody(o, fingerprint, { phone, venue, ...(payment === undefined ? {} : { payment }) });
    ok(await s.post('/orders/confirm', body));
    ok(await s.post('/orders/close', { id: body.id, closedAt }));
    return body.id;
  }

  beforeAll(async () => {
    s = await startLoyaltyTestServer({ engine });
    await seedProgramme(s.db);
    net = consoleClient(
      s,
      await testAdmin(s.db, 'net@example.com', { scopeIds: [await scopeIdOf(s.db, 'net')] }),
      'net',
    );
    stranger = consoleClient(
      s,
      await testAdmin(s.db, 'other@example.com', { scopeIds: [await scopeIdOf(s.db, 'venue:other')] }),
      'net',
    );
    for (const phone of [anna, boris]) ok(await s.post('/guests/save', { organization: org(), guest: { phone } }));
    await visit(boris, 'v1', '2025-03-01T10:00:00Z', 100);
    await visit(anna, 'v1', '2025-03-01T12:00:00Z', 100);
    await visit(anna, 'v1', '2025-03-01T20:30:00Z', 500);
    await visit(anna, 'v1', '2025-03-01T21:30:00Z', 200, 30);
    await visit(anna, 'v2', '2025-03-02T10:00:00Z', 100);
    const refunded = await visit(anna, 'v2', '2025-03-02T11:00:00Z', 100);
    ok(
      await s.post('/orders/refund', {
        id: refunded,
        refundId: randomUUID(),
        refundedAt: '2025-03-02T12:00:00Z',
        items: null,
      }),
    );
  });
  afterAll(() => s?.close());

  it('counts guests, closed orders and bonuses per venue and day, the days cut in the zone asked for', async () => {
    expect(ok(await net.get<DailyReport>('/reports/daily?from=2025-03-01&to=2025-03-02&tz=Europe/Moscow'))).toEqual({
      timeZone: 'Europe/Moscow',
      rows: [
        row('2025-03-01', 'v1', { guests: 2, orders: 3, earnedMinor: 3500 }),
        row('2025-03-01', 'v2'),
        row('2025-03-02', 'v1', { guests: 1, orders: 1, earnedMinor: 850, spentMinor: 3000 }),
        row('2025-03-02', 'v2', { guests: 1, orders: 1, earnedMinor: 500 }),
      ],
    });
    expect(ok(await net.get<DailyReport>('/reports/daily?from=2025-03-01&to=2025-03-03&tz=UTC&venue=v1'))).toEqual({
      timeZone: 'UTC',
      rows: [
        row('2025-03-01', 'v1', { guests: 2, orders: 4, earnedMinor: 4350, spentMinor: 3000 }),
        row('2025-03-02', 'v1'),
        row('2025-03-03', 'v1'),
      ],
    });
  });

  it('cuts days in the service time zone when none is asked for', async () => {
    const report = ok(await net.get<DailyReport>('/reports/daily?from=2025-03-01&to=2025-03-01'));
    expect(report.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('writes the same as CSV, in the locale a spreadsheet reads', async () => {
    const en = await fetch(
      `${s.url}/admin/api/programmes/net/reports/daily.csv?from=2025-03-02&to=2025-03-02&tz=Europe/Moscow`,
      {
        headers: { Cookie: (await testAdmin(s.db, 'csv@example.com', { owner: true })).headers.Cookie ?? '' },
      },
    );
    expect(en.status).toBe(200);
    expect(en.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(en.headers.get('content-disposition')).toContain('daily-2025-03-02-2025-03-02.csv');
    const bytes = Buffer.from(await en.arrayBuffer());
    /** The UTF-8 BOM, so that Excel reads UTF-8 (fetch's text() would drop it). */
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(bytes.subarray(3).toString('utf8')).toBe(
      'Day (Europe/Moscow),Venue code,Venue,Guests,Orders,Bonuses earned (minor units),Bonuses spent (minor units),Bonuses earned,Bonuses spent\r\n' +
        '2025-03-02,v1,Venue 1,1,1,850,3000,8.50,30.00\r\n' +
        '2025-03-02,v2,Venue 2,1,1,500,0,5.00,0.00\r\n',
    );
    const ru = await net.get('/reports/daily.csv?from=2025-03-02&to=2025-03-02&tz=Europe/Moscow&lang=ru&venue=v1');
    expect(ru.text.split('\r\n')[1]).toBe('02.03.2025;v1;Venue 1;1;1;850;3000;8,50;30,00');
  });

  it('refuses a bad range, zone or venue naming the field', async () => {
    for (const [query, field] of [
      ['from=2025-03-02&to=2025-03-01', 'to'],
      ['from=2024-01-01&to=2025-01-01', 'at most 366 days'],
      ['from=2025-02-30&to=2025-03-01', 'from'],
      ['from=yesterday&to=2025-03-01', 'from'],
      ['from=2025-03-01', 'to'],
      ['from=2025-03-01&to=2025-03-01&tz=Mars/Olympus', 'tz'],
      ['from=2025-03-01&to=2025-03-01&venue=solo', 'venue'],
      ['from=2025-03-01&to=2025-03-01&venue=nope', 'venue'],
      ['from=2025-03-01&to=2025-03-01&lang=ru', 'lang'],
      ['from=2025-03-01&to=2025-03-01&limit=5', 'limit'],
    ] as const) {
      const reply = await net.get(`/reports/daily?${query}`);
      expect(reply.status, query).toBe(400);
      expect((reply.body as { message: string }).message).toContain(field);
    }
    expect((await net.get('/reports/daily?from=2024-01-01&to=2024-12-31')).status).toBe(200);
    expect((await net.get('/reports/daily.csv?from=2025-03-01&to=2025-03-01&lang=fr')).status).toBe(400);
  });

  it('reports a lone venue as its own programme', async () => {
    const owner = await testAdmin(s.db, 'solo-owner@example.com', { owner: true });
    const report = ok(
      await consoleClient(s, owner, 'venue:solo').get<DailyReport>(
        '/reports/daily?from=2025-03-01&to=2025-03-01&tz=UTC',
      ),
    );
    expect(report.rows).toEqual([{ ...row('2025-03-01', 'solo'), venueName: 'Solo venue' }]);
  });

  it("answers another network's administrator with 404", async () => {
    expect((await stranger.get('/reports/daily?from=2025-03-01&to=2025-03-02')).status).toBe(404);
    expect((await stranger.get('/reports/daily.csv?from=2025-03-01&to=2025-03-02')).status).toBe(404);
  });
});
