import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, findApiKey, type ApiKeyRecord } from '../api-keys/api-key-store.js';
import { generateVirtualCard } from '../cards/card-store.js';
import { claimPaymentCode, usePaymentCodeClaims } from '../codes/payment-code-store.js';
import { saveGuest } from '../guest-store/guest-store.js';
import { openApiDocument } from '../openapi/registry.js';
import { confirmOrder } from '../orders/confirm-order.js';
import { resolveOrganization } from '../organizations/organization-store.js';
import { siteOrigin, startSignInHarness, type SignInHarness } from '../sign-in/test-support/sign-in-harness.js';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';
import { appendLedger } from '../wallet/ledger.js';

let h: SignInHarness;
let scopeId: number;
let pos: ApiKeyRecord;
const member = '+4915150000001';

function order(id: string, openedAt: string, price: number) {
  return {
    id,
    order: { openedAt, items: [{ product: { code: 'COF', name: 'Coffee' }, price, cost: price, quantity: 1 }] },
    organization: { type: 'posObjectId' as const, id: 'v1' },
    guest: { type: 'phone' as const, phone: member },
  };
}

const call = (path: string, token: string | null, body: unknown = {}, headers: Record<string, string> = {}) =>
  h.post(`/guest/v1${path}`, body, {
    ApiKey: h.siteKey,
    ...(token === null ? {} : { Authorization: token }),
    ...headers,
  });

describe.each(loyaltyEngines)('guest endpoints beyond sign-in (%s)', (engine) => {
  beforeAll(async () => {
    h = await startSignInHarness({ engine });
    const v1 = await resolveOrganization(h.db, h.db.query, { type: 'posObjectId', id: 'v1' });
    if (!v1) throw new Error('no venue v1');
    scopeId = v1.scopeId;
    const { rawKey } = await h.configure((q) => createApiKey(q, { label: 'pos', kind: 'b2b', networks: ['net'] }));
    pos = (await findApiKey(h.db.query, rawKey)) as ApiKeyRecord;
    await h.db.write(async (q) => {
      const guest = await saveGuest(
        q,
        scopeId,
        { phone: member, firstName: 'Anna', sex: 'female' },
        new Date().toISOString(),
      );
      await appendLedger(q, {
        guestId: guest.id,
        venueId: v1.venueId,
        operation: 'api',
        amountMinor: 12_550,
        occurredAt: new Date().toISOString(),
      });
      await generateVirtualCard(q, guest, new Date().toISOString());
    });
    for (const [openedAt, price] of [
      ['2025-01-01T10:00:00Z', 10],
      ['2025-02-01T10:00:00Z', 20],
    ] as const)
      await h.db.write((q) => confirmOrder(h.db, q, pos, order(randomUUID(), openedAt, price), Date.now(), 'UTC'));
  });
  afterAll(() => h.close());

  it('profile: the guest, cards, balance; with Bearer and with the bare token', async () => {
    const { token } = await h.signIn(member);
    for (const authorization of [`Bearer ${token}`, token, `bearer  ${token}`]) {
      const reply = await call('/profile', authorization);
      expect(reply.status).toBe(200);
      const body = (await reply.json()) as Record<string, unknown>;
      expect(body).toMatchObject({
        guest: { phone: member, firstName: 'Anna', sex: 'female' },
        loyaltyCards: [{ isVirtual: true }],
        wallet: { balance: 125.5 },
      });
    }
  });

  it('an empty body is the same as {}', async () => {
    const { token } = await h.signIn(member);
    const reply = await fetch(`${h.base}/guest/v1/profile`, {
      method: 'POST',
      headers: { ApiKey: h.siteKey, Authorization: `Bearer ${token}` },
    });
    expect(reply.status).toBe(200);
  });

  it('refuses a missing, unknown, expired or rotated token with 401', async () => {
    expect((await call('/profile', null)).status).toBe(401);
    expect(await (await call('/profile', null)).json()).toEqual({
      message: 'the Authorization header with the guest token is required',
    });
    expect((await call('/profile', 'Bearer nope')).status).toBe(401);
    const pair = await h.signIn(member);
    const refreshed = await h.post('/guest/v1/auth/refresh', {
      authToken: pair.token,
      refreshToken: pair.refreshToken,
      phone: member,
    });
    const next = (await refreshed.json()) as { token: string };
    expect((await call('/profile', pair.token)).status).toBe(401);
    expect((await call('/profile', next.token)).status).toBe(200);
    h.advance(3601);
    expect((await call('/profile', next.token)).status).toBe(401);
  });

  it('a token works only with the site key it was issued through', async () => {
    const other = await h.configure((q) =>
      createApiKey(q, { label: 'other', kind: 'site', siteDomain: 'other.example', networks: ['net'] }),
    );
    const { token } = await h.signIn(member);
    expect((await call('/profile', token, {}, { ApiKey: other.rawKey })).status).toBe(401);
    expect((await call('/profile', token, {}, { ApiKey: h.b2bKey })).status).toBe(401);
  });

  it('a signed-in phone that is not a member is 404', async () => {
    const { token } = await h.signIn('+4915150000099');
    const reply = await call('/profile', token);
    expect(reply.status).toBe(404);
    expect(await reply.json()).toEqual({ message: '+4915150000099 is not a member of this loyalty programme' });
  });

  it('orders: newest first with the total count, paged, take limited', async () => {
    const { token } = await h.signIn(member);
    const reply = await call('/orders', token, { take: 1 });
    expect(reply.status).toBe(200);
    const body = (await reply.json()) as { orders: { openTime: string; fullSum: number }[]; totalCount: number };
    expect(body.totalCount).toBe(2);
    expect(body.orders).toHaveLength(1);
    expect(body.orders[0]).toMatchObject({ fullSum: 20, status: 'open' });
    const rest = (await (await call('/orders', token, { skip: 1, fillOrderDetails: true })).json()) as {
      orders: { fullSum: number; products: { code: string; quantity: number }[] }[];
    };
    expect(rest.orders).toMatchObject([{ fullSum: 10, products: [{ code: 'COF', quantity: 1 }] }]);
    const tooMany = await call('/orders', token, { take: 101 });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toEqual({ message: 'take: must be at most 100' });
    expect((await call('/orders', token, { take: 1, extra: true })).status).toBe(400);
  });

  it('paymentCode: a one-time code of the guest; its status says live, then paid (how much), then gone', async () => {
    const { token } = await h.signIn(member);
    const reply = await call('/paymentCode', token);
    expect(reply.status).toBe(200);
    const body = (await reply.json()) as { code: string; aliveSecondsTtl: number; expiresAt: string };
    expect(body.code).toMatch(/^\d{8}$/);
    expect(body.aliveSecondsTtl).toBe(300);
    const status = async () =>
      (await (await call('/paymentCode/status', token, { code: body.code })).json()) as unknown;
    const { balance } = (await status()) as { balance: number };
    expect(await status()).toEqual({ state: 'live', balance });
    const guest = await h.db.query.selectFrom('guests').select('id').where('phone', '=', member).executeTakeFirst();
    const now = new Date().toISOString();
    const till = await h.db.query.selectFrom('api_keys').select('id').executeTakeFirstOrThrow();
    const claim = { apiKeyId: till.id, orderId: 'o-code', at: now };
    /** A till found the guest by it: still live (a refused payment leaves it so). */
    expect(await h.db.write((q) => claimPaymentCode(q, scopeId, body.code, claim))).toBe(guest?.id);
    expect(await status()).toEqual({ state: 'live', balance });
    const paid = { orderId: 'o-code', minor: 1050, at: now };
    expect(await h.db.write((q) => usePaymentCodeClaims(q, scopeId, guest!.id, till.id, paid))).toBe('paid');
    expect(await status()).toEqual({ state: 'paid', paid: { amount: 10.5, paidAt: now }, balance });
    expect(await h.db.write((q) => claimPaymentCode(q, scopeId, body.code, claim))).toBeUndefined();
    await call('/paymentCode', token);
    expect(await status()).toEqual({ state: 'gone', balance });
    expect((await call('/paymentCode/status', token, { code: '12ab' })).status).toBe(400);
    expect((await call('/paymentCode/status', null, { code: body.code })).status).toBe(401);
  });

  it('a key serving several networks needs the organization, which must be one of its venues', async () => {
    const { rawKey: wide } = await h.configure((q) =>
      createApiKey(q, { label: 'wide', kind: 'site', siteDomain: 'wide.example', networks: ['net'], venues: ['solo'] }),
    );
    const { token } = await h.signIn(member, wide);
    const headers = { ApiKey: wide };
    const unnamed = await call('/profile', token, {}, headers);
    expect(unnamed.status).toBe(400);
    expect(((await unnamed.json()) as { message: string }).message).toMatch(/^organization: /);
    const named = await call('/profile', token, { organization: { type: 'posObjectId', id: 'v2' } }, headers);
    expect(named.status).toBe(200);
    const outside = await call('/profile', token, { organization: { type: 'posObjectId', id: 'elsewhere' } }, headers);
    expect(outside.status).toBe(403);
  });

  it('answers the site origin with CORS', async () => {
    const { token } = await h.signIn(member);
    const reply = await call('/profile', token, {}, { Origin: siteOrigin });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('access-control-allow-origin')).toBe(siteOrigin);
  });

  it('every /guest/v1 path is in the OpenAPI document, with the GuestError body on refusals', () => {
    const document = openApiDocument('test');
    for (const path of ['/auth/sendsms', '/auth/checksms', '/auth/refresh', '/profile', '/orders', '/paymentCode'])
      expect(document.paths?.[`/guest/v1${path}`]?.post).toBeDefined();
    expect(document.paths?.['/guest/v1/auth/captcha']?.get).toBeDefined();
    const sendsms = document.paths?.['/guest/v1/auth/sendsms']?.post;
    expect(Object.keys(sendsms?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '422']));
    expect(JSON.stringify(sendsms?.responses?.['422'])).toContain('#/components/schemas/GuestError');
    expect(document.components?.schemas?.SendSmsRequest).toMatchObject({
      required: ['phone', 'captchaResponse'],
      additionalProperties: false,
    });
  });
});
