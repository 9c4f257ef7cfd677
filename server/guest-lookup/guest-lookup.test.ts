import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPayments } from '../payments/test-support/seed-payments.js';
import { bridgeDatabase, managerGet } from '../manager/test-support/manager-client.js';
import { mirrorGuest } from '../payments/guest-mirror.js';
import {
  api,
  authPayXml,
  pendingPayment,
  postXml,
  tag,
  type TestBridge,
} from '../payments/test-support/station-driver.js';
import { startGuestBridges, type GuestBridges } from './test-support/guest-bridges.js';

let bridges: GuestBridges;
let live: TestBridge;
let offline: TestBridge;

beforeAll(async () => {
  bridges = await startGuestBridges('+79990001122', '7000111122223333', 500);
  ({ live, offline } = bridges);
  const db = bridgeDatabase(offline.dataDir);
  mirrorGuest(
    db,
    {
      guest: { phone: '+79995556677', firstName: 'Олег', lastName: 'Смирнов' },
      loyaltyCards: [{ track: 'T4000', number: '4000111122223333', isVirtual: false }],
    },
    12345,
    '2026-11-20T10:00:00.000Z',
  );
  seedPayments(db, [
    {
      id: 'm1',
      state: 'confirmed',
      amountMinor: 2500,
      createdAt: '2026-11-20T09:59:00.000Z',
      guestPhone: '+79995556677',
    },
  ]);
  db.close();
});
afterAll(() => bridges.close());

describe('GET /api/guests/lookup (live)', () => {
  it('finds a guest by phone as typed: balance, rank, masked cards and recent orders', async () => {
    const reply = postXml(live.url, 'authpay', authPayXml('{GUEST-ST}', 12000));
    const id = await pendingPayment(live, '{GUEST-ST}');
    const mistyped = await api(live, 'POST', `/payments/${id}/identify`, { phone: '8 (999) 000-11' });
    expect(mistyped.status).toBe(400);
    expect(mistyped.body.error).toMatchObject({ code: '9601', params: { field: 'phone' } });
    await api(live, 'POST', `/payments/${id}/identify`, { phone: '8 (999) 000-11-22' });
    expect(tag((await reply).text, 'OpResult')).toBe('1');

    const found = await managerGet(live, `/guests/lookup?phone=${encodeURIComponent('+7 (999) 000-11-22')}`);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      source: 'live',
      phone: '+79990001122',
      name: 'Anna Test',
      balanceMinor: 38000,
      cards: [{ masked: '•••• 3333', isVirtual: false }],
    });
    expect(typeof found.body.rank === 'string' || found.body.rank === null).toBe(true);
    expect(found.body.orders).toEqual([expect.objectContaining({ status: 'open', amountMinor: 12000 })]);
  });

  it.each(['+7 999 000-11-22', '8 (999) 000-11-22', '89990001122', '9990001122'])(
    'reads the phone %s as people write it',
    async (typed) => {
      const found = await managerGet(live, `/guests/lookup?phone=${encodeURIComponent(typed)}`);
      expect(found.status).toBe(200);
      expect(found.body.phone).toBe('+79990001122');
    },
  );

  it('refuses a phone that is not valid, saying how to write one', async () => {
    const bad = await managerGet(live, `/guests/lookup?phone=${encodeURIComponent('8 (999) 000-11')}`);
    expect(bad.status).toBe(400);
    expect((bad.body.error as { message: string }).message).toMatch(/^phone: must be a phone number such as/);
  });

  it('finds a guest by card number and by track; unknown is 404 (3007); bad input 400 naming the field', async () => {
    expect((await managerGet(live, '/guests/lookup?card=7000 1111 2222 3333')).body.phone).toBe('+79990001122');
    expect((await managerGet(live, '/guests/lookup?card=T7000111122223333')).body.phone).toBe('+79990001122');
    const unknown = await managerGet(live, '/guests/lookup?phone=79990000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ code: '3007' });
    const bad = await managerGet(live, '/guests/lookup?phone=12ab');
    expect(bad.status).toBe(400);
    expect((bad.body.error as { message: string }).message).toMatch(/^phone: /);
    expect((await managerGet(live, '/guests/lookup')).status).toBe(400);
    expect((await fetch(`${live.url}/api/guests/lookup?phone=79990001122`)).status).toBe(401);
  });
});

describe('GET /api/guests/lookup (loyalty service down)', () => {
  it('answers from the mirror, marked as such, with the bridge’s own payments as recent orders', async () => {
    const reply = await managerGet(offline, '/guests/lookup?card=4000111122223333');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      source: 'mirror',
      phone: '+79995556677',
      name: 'Олег Смирнов',
      balanceMinor: 12345,
      rank: null,
      seenAt: '2026-11-20T10:00:00.000Z',
      cards: [{ masked: '•••• 3333', isVirtual: false }],
      orders: [{ id: 'm1', at: '2026-11-20T09:59:00.000Z', status: 'confirmed', amountMinor: 2500 }],
    });
    expect(reply.body.offlineReason).toMatch(/cannot be reached/);
  });

  it('is 503 for a guest the till never saw', async () => {
    const reply = await managerGet(offline, '/guests/lookup?phone=%2B79990000000');
    expect(reply.status).toBe(503);
    expect((reply.body.error as { message: string }).message).toMatch(/was not seen on this till/);
  });
});
