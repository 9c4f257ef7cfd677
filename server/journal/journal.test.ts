import { format } from 'date-fns';
import type { Database } from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bridgeDatabase, managerGet } from '../manager/test-support/manager-client.js';
import { startTestBridge, type TestBridge } from '../payments/test-support/station-driver.js';
import { generatedPayments, seedPayments, seedStations } from '../payments/test-support/seed-payments.js';

let bridge: TestBridge;
let db: Database;
const start = new Date('2026-11-01T08:00:00.000Z');
/** 600 payments, one a minute: ids 00000000-0000-4000-8000-000000000000 … 599 (see generatedPayments). */
const count = 600;
const idOf = (i: number): string => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const journal = (query: string) => managerGet(bridge, `/journal/payments?${query}`);
const ids = (body: Record<string, unknown>): string[] => (body.entries as { id: string }[]).map((e) => e.id);

beforeAll(async () => {
  bridge = await startTestBridge();
  db = bridgeDatabase(bridge.dataDir);
  seedPayments(db, generatedPayments(count, start, 60_000));
  seedPayments(db, [
    {
      id: 'a1b2c3d4-0000-4000-8000-000000000001',
      state: 'confirmed',
      amountMinor: 288000,
      tipMinor: 10000,
      createdAt: '2026-10-01T09:00:00.000Z',
      cardNumber: '5536914412345678',
      guestPhone: '+79161234567',
      guestName: 'Ёлкина, "Вера" =1+1',
      authCode: '402913',
      station: '{CSV-STATION}',
    },
  ]);
});
afterAll(async () => {
  db.close();
  await bridge.service.close();
});

describe('GET /api/journal/payments', () => {
  it('pages newest first with the total count', async () => {
    const first = await journal('limit=5');
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(count + 1);
    expect(ids(first.body)).toEqual([599, 598, 597, 596, 595].map(idOf));
    const deep = await journal('offset=595&limit=10');
    expect(ids(deep.body)).toEqual([4, 3, 2, 1, 0].map(idOf).concat('a1b2c3d4-0000-4000-8000-000000000001'));
    expect(deep.body.offset).toBe(595);
  });

  it('filters by date range, station, card, amount and state, together', async () => {
    const range = await journal('from=2026-11-01T08:10:00Z&to=2026-11-01T08:20:00Z&limit=500');
    expect(range.body.total).toBe(10);
    const station = await journal(`station=${encodeURIComponent(seedStations[2]!)}&limit=1`);
    expect(station.body.total).toBe(100);
    const card = await journal('card=5536 9100 0000 0001&limit=500');
    expect((card.body.entries as { cardMasked: string }[]).every((e) => e.cardMasked === '•••• 0001')).toBe(true);
    expect(card.body.total).toBe(ids(card.body).length);
    expect(ids(card.body)).toContain(idOf(1));
    const amountMinor = await journal('amountFromMinor=288000&amountToMinor=288000');
    const amountCurrency = await journal('amountFrom=2880&amountTo=2880.00');
    expect(ids(amountMinor.body)).toEqual(['a1b2c3d4-0000-4000-8000-000000000001']);
    expect(ids(amountCurrency.body)).toEqual(ids(amountMinor.body));
    const states = await journal('state=voided,declined&limit=500');
    expect(states.body.total).toBe(200);
    const all = await journal(
      `state=confirmed&station=${encodeURIComponent(seedStations[0]!)}&from=2026-11-01T08:00:00Z&to=2026-11-01T09:00:00Z&amountFrom=1&amountTo=9000`,
    );
    for (const e of all.body.entries as { state: string; station: string; amountMinor: number }[]) {
      expect(e).toMatchObject({ state: 'confirmed', station: seedStations[0] });
      expect(e.amountMinor).toBeLessThanOrEqual(900_000);
    }
  });

  it('searches card digits, a masked card, a phone as typed, an auth code, an action id and a name', async () => {
    const only = async (q: string) => ids((await journal(`q=${encodeURIComponent(q)}`)).body);
    expect(await only('4412345678')).toEqual(['a1b2c3d4-0000-4000-8000-000000000001']);
    expect(await only('+7 916 123-45-67')).toEqual(['a1b2c3d4-0000-4000-8000-000000000001']);
    expect(await only('402913')).toEqual(['a1b2c3d4-0000-4000-8000-000000000001']);
    expect(await only('a1b2c3d4')).toEqual(['a1b2c3d4-0000-4000-8000-000000000001']);
    expect(await only('ёлкина')).toEqual(['a1b2c3d4-0000-4000-8000-000000000001']);
    const masked = await journal(`q=${encodeURIComponent('5536 91.. ....')}&limit=1`);
    expect(masked.body.total).toBeGreaterThan(500);
    expect((await journal('q=zzzzzz')).body.total).toBe(0);
  });

  it('keeps the search index in step when a payment learns its guest', async () => {
    db.prepare("UPDATE payments SET card_number = '7777000011112222', guest_name = 'Late Guest' WHERE id = ?").run(
      idOf(3),
    );
    expect(ids((await journal('q=7777000011')).body)).toEqual([idOf(3)]);
    expect(ids((await journal('q=late guest')).body)).toEqual([idOf(3)]);
  });

  it('answers 400 naming the field for bad filters', async () => {
    const cases: [string, RegExp, string, string | undefined][] = [
      ['amountFrom=12.345', /^amountFrom: /, '9004', 'amountFrom'],
      ['amountFromMinor=1.5', /^amountFromMinor: /, '9004', 'amountFromMinor'],
      ['state=paid', /^state\.0: /, '9004', 'state.0'],
      ['from=yesterday', /^from: /, '9004', 'from'],
      ['from=2026-11-02&to=2026-11-01', /^to: /, '9602', 'to'],
      ['amountFrom=10&amountTo=5', /^amountTo: /, '9602', 'amountTo'],
      ['limit=0', /^limit: /, '9004', 'limit'],
      ['q=%D0%81%D0%BB', /^q: type at least 3 characters/, '9004', 'q'],
      ['q=a%00bc', /^q: must not contain the character U\+0000/, '9004', 'q'],
      ['q=abc%00', /^q: must not contain the character U\+0000/, '9004', 'q'],
      ['q=%1Fabc', /^q: must not contain control characters/, '9004', 'q'],
      ['colour=red', /colour/, '9004', undefined],
    ];
    for (const [query, message, code, field] of cases) {
      const reply = await journal(query);
      expect(reply.status, query).toBe(400);
      const error = reply.body.error as { code: string; message: string; params?: { field?: string } };
      expect(error.message, query).toMatch(message);
      expect(error.code, query).toBe(code);
      expect(error.params?.field, query).toBe(field);
    }
  });

  it('is guarded like the terminal API: token, Host and Origin', async () => {
    const noToken = await fetch(`${bridge.url}/api/journal/payments`);
    expect(noToken.status).toBe(401);
    const foreign = await managerGet(bridge, '/journal/payments', { origin: 'http://evil.example' });
    expect(foreign.status).toBe(403);
    const site = await managerGet(bridge, '/journal/stations', { 'sec-fetch-site': 'cross-site' });
    expect(site.status).toBe(403);
  });
});

describe('GET /api/journal/export.csv', () => {
  it('streams the filtered journal with a BOM, a header, quoting and formula guards', async () => {
    const reply = await managerGet(bridge, '/journal/export.csv?station=%7BCSV-STATION%7D&language=en');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(reply.headers.get('content-disposition')).toMatch(/^attachment; filename="tillbridge-journal-.*\.csv"$/);
    const raw = Buffer.from(
      await (
        await fetch(`${bridge.url}/api/journal/export.csv?station=%7BCSV-STATION%7D`, {
          headers: { 'x-tillbridge-token': bridge.token },
        })
      ).arrayBuffer(),
    );
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = reply.text.replace(/^\uFEFF/, '').split('\r\n');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(lines[0]).toBe(
      `Time (${zone}),Station,State,Amount,Tip,Card,Phone,Guest,Auth code,Payment system,Shift,Action ID`,
    );
    expect(lines[1]).toBe(
      `${format(new Date('2026-10-01T09:00:00.000Z'), 'yyyy-MM-dd HH:mm:ss')},Station 7,Confirmed,2880.00,100.00,` +
        `•••• 5678,'+79161234567,"Ёлкина, ""Вера"" =1+1",402913,Tillbridge,1,a1b2c3d4-0000-4000-8000-000000000001`,
    );
    expect(lines.slice(2)).toEqual(['']);
  });

  it('exports every match across chunks, with a semicolon when asked', async () => {
    const reply = await managerGet(bridge, '/journal/export.csv?delimiter=semicolon&language=en');
    const lines = reply.text.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(count + 2);
    expect(lines[0]).toMatch(/^Time \([^)]+\);Station;State;/);
    expect(new Set(lines.slice(1).map((l) => l.split(';').at(-1))).size).toBe(count + 1);
  });
});

describe('GET /api/journal/payments/:id', () => {
  it('gives the payment, its transitions and its slip to reprint', async () => {
    const id = 'a1b2c3d4-0000-4000-8000-000000000001';
    const insert = db.prepare('INSERT INTO payment_events (payment_id, at, from_state, to_state) VALUES (?, ?, ?, ?)');
    insert.run(id, '2026-10-01T09:00:00.000Z', null, 'awaiting_guest');
    insert.run(id, '2026-10-01T09:00:05.000Z', 'awaiting_guest', 'authorizing');
    const reply = await managerGet(bridge, `/journal/payments/${id}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      id,
      state: 'confirmed',
      amountMinor: 288000,
      cardMasked: '•••• 5678',
    });
    expect((reply.body.events as { toState: string }[]).map((e) => e.toState)).toEqual([
      'awaiting_guest',
      'authorizing',
    ]);
    const slip = (reply.body.slip as { cutAfter: boolean; lines: string[] }[])[0]!;
    expect(slip.cutAfter).toBe(true);
    expect(slip.lines.join('\n')).toMatch(/PAYMENT CONFIRMED[\s\S]*5536 91\.\. \.\.\.\. 5678[\s\S]*2880\.00/);
    expect(slip.lines.every((line) => line.length <= 32)).toBe(true);
    const declined = await managerGet(bridge, `/journal/payments/${idOf(5)}`);
    expect(declined.body.slip).toBeNull();
    expect((await managerGet(bridge, '/journal/payments/nope')).status).toBe(404);
  });

  it('lists the stations for the filter, each with its label (never its GUID), ordered by the label', async () => {
    const reply = await managerGet(bridge, '/journal/stations');
    const stations = reply.body.stations as { station: string; label: string }[];
    expect(stations.map((s) => s.station).sort()).toEqual([...seedStations, '{CSV-STATION}'].sort());
    for (const { label } of stations) expect(label).toMatch(/^(Station \d+|\d+)$/);
    const labels = stations.map((s) => s.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
  });
});
