import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managerGet, managerPost } from '../manager/test-support/manager-client.js';
import type { TestBridge } from '../payments/test-support/station-driver.js';
import { startGuestBridges, type GuestBridges } from './test-support/guest-bridges.js';

let bridges: GuestBridges;
let live: TestBridge;
let offline: TestBridge;

beforeAll(async () => {
  bridges = await startGuestBridges('+79990002233', '7000222233334444', 150);
  ({ live, offline } = bridges);
});
afterAll(() => bridges.close());

const enrol = (bridge: TestBridge, body: unknown) => managerPost(bridge, '/guests/enrol', body);
const lookup = (bridge: TestBridge, phone: string) =>
  managerGet(bridge, `/guests/lookup?phone=${encodeURIComponent(phone)}`);

describe('POST /api/guests/enrol', () => {
  it('enrols a guest by a phone as people write it: 201, the guest live with a balance of 0', async () => {
    const reply = await enrol(live, { phone: '8 (999) 000-44-55', name: '  Мария Иванова ', consent: true });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      outcome: 'enrolled',
      guest: { source: 'live', phone: '+79990004455', name: 'Мария Иванова', balanceMinor: 0, cards: [], orders: [] },
    });
    expect((await lookup(live, '+79990004455')).body).toMatchObject({ name: 'Мария Иванова', balanceMinor: 0 });
  });

  it.each([
    ['phone', { phone: '8 (999) 000-44', name: 'Ivan', consent: true }, '9601', /^phone: must be a phone number/],
    ['phone', { name: 'Ivan', consent: true }, '9004', /^phone: /],
    ['name', { phone: '+79990005566', name: '   ', consent: true }, '9004', /^name: must not be empty/],
    ['name', { phone: '+79990005566', name: 'x'.repeat(101), consent: true }, '9004', /^name: must be at most 100/],
    ['name', { phone: '+79990005566', consent: true }, '9004', /^name: /],
    ['consent', { phone: '+79990005566', name: 'Ivan', consent: false }, '9004', /^consent: must be true/],
    ['consent', { phone: '+79990005566', name: 'Ivan' }, '9004', /^consent: must be true/],
    ['consent', { phone: '+79990005566', name: 'Ivan', consent: 'yes' }, '9004', /^consent: must be true/],
  ])('refuses a bad %s (400 naming it) and enrols nobody', async (field, body, code, message) => {
    const reply = await enrol(live, body);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({ code, params: { field } });
    expect((reply.body.error as { message: string }).message).toMatch(message);
    expect((await lookup(live, '+79990005566')).status).toBe(404);
  });

  it('refuses an unknown field, a body that is not JSON, and a call without the window token', async () => {
    const extra = await enrol(live, { phone: '+79990005566', name: 'Ivan', consent: true, card: '1' });
    expect(extra.status).toBe(400);
    const broken = await fetch(`${live.url}/api/guests/enrol`, {
      method: 'POST',
      headers: { 'x-tillbridge-token': live.token, 'content-type': 'application/json' },
      body: '{"phone":',
    });
    expect(broken.status).toBe(400);
    const anonymous = await fetch(`${live.url}/api/guests/enrol`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '+79990005566', name: 'Ivan', consent: true }),
    });
    expect(anonymous.status).toBe(401);
    expect((await lookup(live, '+79990005566')).status).toBe(404);
  });

  it('answers "already a member" with the guest as stored, changing nothing', async () => {
    const reply = await enrol(live, { phone: '9990002233', name: 'Someone Else', consent: true });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      outcome: 'alreadyMember',
      guest: { phone: '+79990002233', name: 'Anna Test', balanceMinor: 15000, cards: [{ masked: '•••• 4444' }] },
    });
    expect((await lookup(live, '+79990002233')).body).toMatchObject({ name: 'Anna Test' });
  });

  it('enrols one phone sent twice at once (two stations, a double click) once: the second finds the first guest', async () => {
    const [first, second] = await Promise.all([
      enrol(live, { phone: '+79990007788', name: 'Station One', consent: true }),
      enrol(live, { phone: '8 999 000-77-88', name: 'Station Two', consent: true }),
    ]);
    const replies = [first, second].sort((a, b) => b.status - a.status);
    expect(replies.map((r) => [r.status, r.body.outcome])).toEqual([
      [201, 'enrolled'],
      [200, 'alreadyMember'],
    ]);
    const name = (replies[0]!.body.guest as { name: string }).name;
    expect(replies[1]!.body.guest).toMatchObject({ phone: '+79990007788', name });
    expect((await lookup(live, '+79990007788')).body).toMatchObject({ name });
  });

  it('says the loyalty service cannot be reached and that nobody was enrolled (503)', async () => {
    const reply = await enrol(offline, { phone: '+79990006677', name: 'Ivan', consent: true });
    expect(reply.status).toBe(503);
    expect(reply.body.error).toMatchObject({ code: '9503' });
    expect((reply.body.error as { message: string }).message).toMatch(
      /^the loyalty service cannot be reached .*: the guest was not enrolled$/,
    );
  });
});
