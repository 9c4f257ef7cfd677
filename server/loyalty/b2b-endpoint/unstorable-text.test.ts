import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCall, testAdmin, type TestAdmin } from '../test-support/console-session.js';
import { scopeIdOf } from '../test-support/console-client.js';
import { confirmBody, order } from '../test-support/loyalty-fixtures.js';
import {
  errorCode,
  guestId,
  ok,
  org,
  startLoyaltyTestServer,
  type LoyaltyTestServer,
} from '../test-support/loyalty-test-server.js';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';

const nul = 'a\u0000b';
const lone = 'a\ud800b';
const refusal = 'must not contain the character U+0000 or an unpaired surrogate';

describe.each(loyaltyEngines)('text no database can store (%s)', (engine) => {
  let s: LoyaltyTestServer;
  let admin: TestAdmin;
  let guestRowId: number;
  const phone = '+79990000090';

  beforeAll(async () => {
    s = await startLoyaltyTestServer({ engine });
    ok(await s.post('/guests/save', { organization: org(), guest: { phone, firstName: 'Anna' } }));
    ok(
      await s.post('/guests/addLoyaltyCard', {
        organization: org(),
        guest: guestId(phone),
        cardTrack: 'TRACK-90',
        cardNumber: '90',
        isVirtual: false,
      }),
    );
    admin = await testAdmin(s.db, 'net@example.com', { scopeIds: [await scopeIdOf(s.db, 'net')] });
    guestRowId = Number(
      (await s.db.query.selectFrom('guests').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id,
    );
  });
  afterAll(() => s?.close());

  /** Rows a refused request must leave as they were. */
  async function count(): Promise<number> {
    const tables = ['guests', 'loyalty_cards', 'bonus_ledger', 'orders'] as const;
    const rows = await Promise.all(
      tables.map((table) =>
        s.db.query
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ),
    );
    return rows.reduce((sum, row) => sum + Number(row.n), 0);
  }

  const guest = guestId(phone);
  const line = (code: string, name: string) => {
    const o = order([{ code: 'A', price: 1 }]);
    return { ...o, items: [{ ...o.items[0]!, product: { ...o.items[0]!.product, code, name } }] };
  };
  const b2bCases: [string, object, string][] = [
    ['/guests/save', { organization: org(), guest: { phone: '+79990000091', firstName: nul } }, 'guest.firstName'],
    ['/guests/save', { organization: org(), guest: { phone: '+79990000091', lastName: lone } }, 'guest.lastName'],
    ['/guests/save', { organization: org(nul), guest: { phone: '+79990000091' } }, 'organization.id'],
    ['/guests/save', { organization: org(), guest: { phone: `+7999000009${nul}` } }, 'guest.phone'],
    [
      '/guests/update',
      { organization: org(), guest, guestInformation: { middleName: { hasValue: true, value: nul } } },
      'guestInformation.middleName.value',
    ],
    ['/guests/addBonus', { organization: org(), guest, amount: 1, comment: nul }, 'comment'],
    ['/guests/writeoffBonus', { organization: org(), guest, amount: 1, comment: lone }, 'comment'],
    [
      '/guests/addLoyaltyCard',
      { organization: org(), guest, cardTrack: `T${nul}`, cardNumber: '91', isVirtual: false },
      'cardTrack',
    ],
    [
      '/guests/addLoyaltyCard',
      { organization: org(), guest, cardTrack: 'TRACK-91', cardNumber: nul, isVirtual: false },
      'cardNumber',
    ],
    ['/guests/removeLoyaltyCard', { organization: org(), guest, cardTrack: `TRACK-90${nul}` }, 'cardTrack'],
    ['/guests/find', { organization: org(), cardNumber: `90${nul}` }, 'cardNumber'],
    ['/guests/find', { organization: org(), cardTrack: nul }, 'cardTrack'],
    ['/orders/calculate', { organization: org(), order: line(nul, 'Tea') }, 'order.items[0].product.code'],
    ['/orders/confirm', confirmBody(line(nul, 'Tea'), null), 'order.items[0].product.code'],
    ['/orders/confirm', confirmBody(line('TEA', nul), null), 'order.items[0].product.name'],
    ['/orders/confirm', { ...confirmBody(line('TEA', 'Tea'), null), [`x${nul}`]: 1 }, 'x'],
  ];

  it.each(b2bCases.map(([route, body, field]) => [route, field, body] as const))(
    'b2b %s: 400 9004 naming %s, nothing written',
    async (route, field, body) => {
      const before = await count();
      const reply = await s.post(route, body);
      expect(reply.status).toBe(400);
      expect(errorCode(reply)).toBe('9004');
      const { message } = (reply.body as { error: { message: string } }).error;
      expect(message.startsWith(field), message).toBe(true);
      expect(message).toContain(`: ${refusal}`);
      expect(await count()).toBe(before);
    },
  );

  it('console: a query, a body and a path segment with U+0000 are 400 naming them, nothing written', async () => {
    const before = await count();
    const base = `/programmes/net/guests`;
    const find = await consoleCall(s.url, 'GET', `${base}?card=90%00`, admin.headers);
    expect(find.status).toBe(400);
    expect(find.text).toContain(`card: ${refusal}`);
    const add = await consoleCall(s.url, 'POST', `${base}/${guestRowId}/cards`, admin.headers, { number: nul });
    expect(add.status).toBe(400);
    expect(add.text).toContain(`number: ${refusal}`);
    const block = await consoleCall(s.url, 'POST', `${base}/${guestRowId}/cards/90%00/block`, admin.headers, {
      blocked: true,
    });
    expect(block.status).toBe(400);
    expect(block.text).toContain(`address: ${refusal}`);
    const correction = await consoleCall(s.url, 'POST', `${base}/${guestRowId}/corrections`, admin.headers, {
      amountMinor: 100,
      reason: lone,
    });
    expect(correction.status).toBe(400);
    expect(correction.text).toContain(`reason: ${refusal}`);
    expect(await count()).toBe(before);
  });

  it('text with every other character, emoji (surrogate pairs) included, is stored and read back as sent', async () => {
    const name = 'Ånna 😀 \u0001\u001f\uffff';
    ok(await s.post('/guests/save', { organization: org(), guest: { phone: '+79990000092', firstName: name } }));
    const found = ok(
      await s.post<{ guest: { firstName: string } }>('/guests/get', {
        organization: org(),
        guest: guestId('+79990000092'),
      }),
    );
    expect(found.guest.firstName).toBe(name);
  });
});
