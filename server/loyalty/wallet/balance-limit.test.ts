import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCall, testAdmin, type TestAdmin } from '../test-support/console-session.js';
import { scopeIdOf } from '../test-support/console-client.js';
import { confirmBody, netGuest, order, seedProgramme } from '../test-support/loyalty-fixtures.js';
import {
  errorCode,
  guestId,
  ok,
  org,
  startLoyaltyTestServer,
  type LoyaltyTestServer,
} from '../test-support/loyalty-test-server.js';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';
import { maxBalanceMinor, maxMoney } from '../../../shared/money.js';

describe.each(loyaltyEngines)('the largest balance and order (%s)', (engine) => {
  let s: LoyaltyTestServer;
  let admin: TestAdmin;
  const phone = '+79990000080';
  const credit = (amount: number) =>
    s.post('/guests/addBonus', { organization: org(), guest: guestId(phone), amount, comment: 'limit' });
  const balance = async () => (await netGuest(s.db, phone))!.balance_minor;

  beforeAll(async () => {
    s = await startLoyaltyTestServer({ engine });
    await seedProgramme(s.db);
    admin = await testAdmin(s.db, 'net@example.com', { scopeIds: [await scopeIdOf(s.db, 'net')] });
    ok(await s.post('/guests/save', { organization: org(), guest: { phone } }));
  });
  afterAll(() => s?.close());

  it('a credit up to the limit is taken; one past it is 9004 naming the limit, and the balance stays', async () => {
    ok(await credit(maxMoney - 1));
    ok(await credit(1));
    expect(await balance()).toBe(maxBalanceMinor);
    for (const amount of [0.01, maxMoney]) {
      const reply = await credit(amount);
      expect(reply.status).toBe(400);
      expect(errorCode(reply)).toBe('9004');
      expect(reply.text).toContain(`above the largest balance a guest may hold (${maxMoney})`);
    }
    expect(await balance()).toBe(maxBalanceMinor);
  });

  it("the console's correction past the limit is 400 naming it; a debit still goes through", async () => {
    const { id } = (await netGuest(s.db, phone))!;
    const path = `/programmes/net/guests/${id}/corrections`;
    const refused = await consoleCall(s.url, 'POST', path, admin.headers, { amountMinor: 1, reason: 'more' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(`(${maxMoney})`);
    const debit = await consoleCall(s.url, 'POST', path, admin.headers, { amountMinor: -100, reason: 'less' });
    expect(debit.status).toBe(200);
    expect(await balance()).toBe(maxBalanceMinor - 100);
  });

  it('an accrual on close past the limit is 9004, never a 500, and the order stays open', async () => {
    const body = confirmBody(order([{ code: 'TEA', price: 1000 }]), null, { phone });
    ok(await s.post('/orders/confirm', body));
    const close = await s.post('/orders/close', { id: body.id, closedAt: '2025-03-01T12:30:00Z' });
    expect(close.status).toBe(400);
    expect(errorCode(close)).toBe('9004');
    expect(close.text).toContain(`(${maxMoney})`);
    const row = await s.db.query.selectFrom('orders').select('status').where('id', '=', body.id).executeTakeFirst();
    expect(row?.status).toBe('open');
  });

  it("an order's sum above the limit is 9004 naming order.items", async () => {
    const big = order([
      { code: 'A', price: maxMoney },
      { code: 'B', price: 0.01 },
    ]);
    for (const [route, body] of [
      ['/orders/calculate', { organization: org(), order: big }],
      ['/orders/confirm', confirmBody(big, null)],
    ] as const) {
      const reply = await s.post(route, body);
      expect(errorCode(reply), route).toBe('9004');
      expect(reply.text).toContain("order.items: the order's sum");
    }
  });
});
