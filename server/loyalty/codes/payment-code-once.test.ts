import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmBody, order, seedProgramme } from '../test-support/loyalty-fixtures.js';
import {
  errorCode,
  guestId,
  ok,
  org,
  startLoyaltyTestServer,
  type LoyaltyTestServer,
} from '../test-support/loyalty-test-server.js';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';
import type { CalculateResponse } from '../../../shared/loyalty-api/b2b-api.js';

/** A one-time code pays at most once, over HTTP on both engines: two tills that found the guest by it, one pays. */
describe.each(loyaltyEngines)('%s', (engine) => {
  let s: LoyaltyTestServer;
  const phone = '+79990000060';
  const o = order([{ code: 'A', price: 100 }]);
  const who = { organization: org(), guest: guestId(phone) };
  const balance = async () => ok(await s.post<{ balance: number }>('/guests/getWallet', who)).balance;
  const newCode = async () => ok(await s.post<{ code: string }>('/guests/generateCode', who)).code;
  const find = (paymentCode: string, orderId?: string) =>
    s.post('/guests/find', { organization: org(), paymentCode, ...(orderId ? { orderId } : {}) });
  /** The till's steps after its lookup: calculate, then confirm paying `payment` of bonuses. */
  async function pay(id: string, payment: number) {
    const calc = ok(await s.post<CalculateResponse>('/orders/calculate', { ...who, order: o })).loyalty;
    return s.post('/orders/confirm', confirmBody(o, calc.fingerprint, { phone, payment, id }));
  }

  beforeAll(async () => {
    s = await startLoyaltyTestServer({ engine });
    await seedProgramme(s.db);
    ok(await s.post('/guests/save', { organization: org(), guest: { phone } }));
    ok(await s.post('/guests/addBonus', { ...who, amount: 100, comment: 'start' }));
  });
  afterAll(() => s?.close());

  it('two lookups of one code, two payments: the first pays, the second is refused 3040 and charges nothing', async () => {
    const code = await newCode();
    const [first, second] = [randomUUID(), randomUUID()];
    ok(await find(code, first));
    ok(await find(code, second));
    ok(await pay(first, 20));
    expect(await balance()).toBe(80);
    expect(errorCode(await pay(second, 30))).toBe('3040');
    expect(errorCode(await pay(second, 30)), 'and again when the till asks again').toBe('3040');
    expect(await balance()).toBe(80);
    expect(errorCode(await find(code)), 'paid: refused at the lookup too').toBe('3040');
  });

  it('a payment the service refuses leaves the code live; the lookup that pays then uses it up', async () => {
    const code = await newCode();
    const id = randomUUID();
    ok(await find(code, id));
    expect(errorCode(await pay(id, 1_000))).toBe('4004');
    ok(await find(code, id));
    ok(await pay(id, 10));
    expect(await balance()).toBe(70);
    expect(errorCode(await find(code, randomUUID()))).toBe('3040');
  });

  it('orderId goes with a payment code only', async () => {
    expect(errorCode(await s.post('/guests/find', { organization: org(), phone, orderId: randomUUID() }))).toBe('9004');
  });
});
