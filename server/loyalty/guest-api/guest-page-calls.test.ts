import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  GuestBonusHistory,
  GuestCampaigns,
  GuestRankProgress,
  GuestVirtualCard,
} from '../../../shared/loyalty-api/guest-api.js';
import { applyBootstrap } from '../provisioning/apply-bootstrap.js';
import { bootstrapSchema } from '../provisioning/bootstrap-schema.js';
import { createApiKey, findApiKey, type ApiKeyRecord } from '../api-keys/api-key-store.js';
import { addCard } from '../cards/card-store.js';
import { openApiDocument } from '../openapi/registry.js';
import { confirmOrder } from '../orders/confirm-order.js';
import { resolveOrganization, type ResolvedOrganization } from '../organizations/organization-store.js';
import { saveGuest, setGuestBlocked, type GuestRow } from '../guest-store/guest-store.js';
import { startSignInHarness, type SignInHarness } from '../sign-in/test-support/sign-in-harness.js';
import { productGift } from '../test-support/gift-fixtures.js';
import { seedProgramme } from '../test-support/loyalty-fixtures.js';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';
import { appendLedger } from '../wallet/ledger.js';

const member = '+4915150000021';
const stampId = randomUUID();
const minimumId = randomUUID();

/** Campaigns of network `net`: a stamp campaign and one with a minimum sum live; an ended, a paused and a lone venue's not. */
const campaigns = [
  {
    network: 'net',
    id: stampId,
    name: 'Coffee club',
    description: 'every third coffee free',
    type: 'stamp',
    from: '2020-01-01T00:00:00Z',
    to: '2099-01-01T00:00:00Z',
    productCodes: ['COF'],
    stamp: { stampsPerGift: 3, gift: productGift('COF') },
  },
  {
    network: 'net',
    id: minimumId,
    name: 'Big lunch',
    description: '10% off from 500',
    from: '2020-01-01T00:00:00Z',
    minOrderSum: 500,
    discount: { percent: 10 },
  },
  {
    network: 'net',
    id: randomUUID(),
    name: 'Ended',
    description: 'x',
    from: '2020-01-01T00:00:00Z',
    to: '2021-01-01T00:00:00Z',
  },
  { network: 'net', id: randomUUID(), name: 'Paused', description: 'x', from: '2020-01-01T00:00:00Z', isActive: false },
  { venue: 'solo', id: randomUUID(), name: 'Elsewhere', description: 'x', from: '2020-01-01T00:00:00Z' },
];

describe.each(loyaltyEngines)('guest page calls: bonus history, virtual card, campaigns, next rank (%s)', (engine) => {
  let h: SignInHarness;
  let v1: ResolvedOrganization;
  let guest: GuestRow;
  let token: string;
  const call = (path: string, body: unknown = {}, as = token) =>
    h.post(`/guest/v1${path}`, body, { ApiKey: h.siteKey, Authorization: `Bearer ${as}` });

  beforeAll(async () => {
    h = await startSignInHarness({ engine });
    await seedProgramme(h.db);
    await applyBootstrap(h.db, bootstrapSchema.parse({ campaigns }));
    v1 = (await resolveOrganization(h.db, h.db.query, { type: 'posObjectId', id: 'v1' })) as ResolvedOrganization;
    const { rawKey } = await h.configure((q) => createApiKey(q, { label: 'pos', kind: 'b2b', networks: ['net'] }));
    const pos = (await findApiKey(h.db.query, rawKey)) as ApiKeyRecord;
    guest = await h.db.write((q) => saveGuest(q, v1.scopeId, { phone: member }, new Date().toISOString()));
    const orderId = randomUUID();
    await h.db.write((q) =>
      confirmOrder(
        h.db,
        q,
        pos,
        {
          id: orderId,
          order: {
            openedAt: '2025-01-01T10:00:00Z',
            items: [{ product: { code: 'COF', name: 'Coffee' }, price: 10, cost: 10, quantity: 1 }],
            number: 17,
          },
          organization: { type: 'posObjectId', id: 'v1' },
          guest: { type: 'phone', phone: member },
        },
        Date.now(),
        'UTC',
      ),
    );
    await h.db.write(async (q) => {
      const entry = { guestId: guest.id, venueId: v1.venueId };
      await appendLedger(q, {
        ...entry,
        operation: 'api',
        amountMinor: 12_550,
        occurredAt: '2025-01-01T09:00:00.000Z',
      });
      await appendLedger(q, {
        ...entry,
        operation: 'order',
        amountMinor: 50,
        orderId,
        occurredAt: '2025-01-02T09:00:00.000Z',
      });
      await appendLedger(q, {
        guestId: guest.id,
        venueId: null,
        operation: 'bizUser',
        amountMinor: -2_000,
        comment: 'correction',
        occurredAt: '2025-01-03T09:00:00.000Z',
      });
      await q.updateTable('guests').set({ total_spent_minor: 40_000 }).where('id', '=', guest.id).execute();
    });
    token = (await h.signIn(member)).token;
  });
  afterAll(() => h.close());

  it('bonusHistory: the guest ledger newest first, with venue, order number and comment, paged', async () => {
    const reply = await call('/bonusHistory');
    expect(reply.status).toBe(200);
    const body = (await reply.json()) as GuestBonusHistory;
    expect(body.totalCount).toBe(3);
    expect(body.records).toEqual([
      {
        id: expect.any(String) as string,
        occurredAt: '2025-01-03T09:00:00.000Z',
        amount: -20,
        balanceAfter: 106,
        operation: 'bizUser',
        comment: 'correction',
      },
      {
        id: expect.any(String) as string,
        occurredAt: '2025-01-02T09:00:00.000Z',
        amount: 0.5,
        balanceAfter: 126,
        operation: 'order',
        venueName: 'Venue 1',
        orderNumber: 17,
      },
      {
        id: expect.any(String) as string,
        occurredAt: '2025-01-01T09:00:00.000Z',
        amount: 125.5,
        balanceAfter: 125.5,
        operation: 'api',
        venueName: 'Venue 1',
      },
    ]);
    const page = (await (await call('/bonusHistory', { skip: 1, take: 1 })).json()) as GuestBonusHistory;
    expect([page.totalCount, page.records.map((r) => r.amount)]).toEqual([3, [0.5]]);
  });

  it('bonusHistory: refuses bad paging and unknown fields, naming them', async () => {
    for (const [body, message] of [
      [{ take: 0 }, /^take: /],
      [{ take: 101 }, /^take: must be at most 100$/],
      [{ skip: -1 }, /^skip: /],
      [{ skip: 'a' }, /^skip: /],
      [{ take: 1.5 }, /^take: /],
      [{ extra: 1 }, /extra/],
    ] as const) {
      const reply = await call('/bonusHistory', body);
      expect(reply.status).toBe(400);
      expect(((await reply.json()) as { message: string }).message).toMatch(message);
    }
    expect((await call('/bonusHistory', {}, 'nope')).status).toBe(401);
  });

  it('profile: the wallet names the next rank and what is left to spend; none at the top rank', async () => {
    const wallet = async () =>
      (
        (await (await call('/profile')).json()) as {
          wallet: { currentRank: { name: string }; nextRank?: GuestRankProgress };
        }
      ).wallet;
    expect(await wallet()).toMatchObject({
      currentRank: { name: 'Bronze' },
      nextRank: { name: 'Silver', spendLeft: 600 },
    });
    await h.db.query.updateTable('guests').set({ total_spent_minor: 100_000 }).where('id', '=', guest.id).execute();
    const top = await wallet();
    expect(top.currentRank.name).toBe('Silver');
    expect(top).not.toHaveProperty('nextRank');
    await h.db.query.updateTable('guests').set({ total_spent_minor: 40_000 }).where('id', '=', guest.id).execute();
  });

  it('campaigns: the live ones of the programme, with stamps toward the next gift and gifts to take', async () => {
    const stamp = await h.db.query
      .selectFrom('campaigns')
      .select('id')
      .where('uuid', '=', stampId)
      .executeTakeFirstOrThrow();
    await h.db.write(async (q) => {
      await q.deleteFrom('stamp_progress').where('guest_id', '=', guest.id).execute();
      await q.insertInto('stamp_progress').values({ guest_id: guest.id, campaign_id: stamp.id, stamps: 4 }).execute();
      const gift = (status: 'active' | 'received', expires: string, orderId: string | null = null) => ({
        uuid: randomUUID(),
        guest_id: guest.id,
        campaign_id: stamp.id,
        chosen_gift: JSON.stringify(productGift('COF')),
        expiration_date: expires,
        status,
        stamp_index: 3,
        created_at: '2025-01-01T00:00:00.000Z',
        order_id: orderId,
      });
      await q
        .insertInto('gifts')
        .values([
          gift('active', '2099-01-01T00:00:00.000Z'),
          gift('active', '2099-01-01T00:00:00.000Z'),
          gift('active', '2020-01-01T00:00:00.000Z'),
          gift('received', '2099-01-01T00:00:00.000Z'),
        ])
        .execute();
    });
    const reply = await call('/campaigns');
    expect(reply.status).toBe(200);
    const body = (await reply.json()) as GuestCampaigns;
    expect(body.campaigns).toEqual([
      {
        id: stampId,
        name: 'Coffee club',
        description: 'every third coffee free',
        type: 'stamp',
        endsAt: '2099-01-01T00:00:00.000Z',
        stamps: { collected: 1, perGift: 3 },
        activeGifts: 2,
      },
      {
        id: minimumId,
        name: 'Big lunch',
        description: '10% off from 500',
        type: 'nonBought',
        minOrderSum: 500,
        activeGifts: 0,
      },
    ]);
    expect((await call('/campaigns', { extra: true })).status).toBe(400);
  });

  it('cards/addVirtual: one virtual card with a generated number; a second is 409', async () => {
    const reply = await call('/cards/addVirtual');
    expect(reply.status).toBe(200);
    const card = (await reply.json()) as GuestVirtualCard;
    expect(card).toEqual({ number: expect.stringMatching(/^9\d{12}$/) as string, track: card.number, isVirtual: true });
    const profile = (await (await call('/profile')).json()) as { loyaltyCards: unknown[] };
    expect(profile.loyaltyCards).toEqual([{ track: card.number, number: card.number, isVirtual: true }]);
    const again = await call('/cards/addVirtual');
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'the guest already has a virtual card (one per guest)' });
    expect((await call('/cards/addVirtual', { extra: 1 })).status).toBe(400);
  });

  it('cards/addVirtual: requests at once make exactly one card', async () => {
    const other = '+4915150000022';
    await h.db.write((q) => saveGuest(q, v1.scopeId, { phone: other }, new Date().toISOString()));
    const { token: otherToken } = await h.signIn(other);
    await h.warmUp();
    const replies = await Promise.all([1, 2, 3, 4].map(() => call('/cards/addVirtual', {}, otherToken)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
  });

  it('cards/addVirtual: 409 at five cards, 403 for a blocked guest', async () => {
    const full = '+4915150000023';
    const holder = await h.db.write(async (q) => {
      const row = await saveGuest(q, v1.scopeId, { phone: full }, new Date().toISOString());
      for (let n = 0; n < 5; n++)
        await addCard(
          q,
          row,
          { track: `T-${engine}-${n}`, number: `N-${engine}-${n}`, isVirtual: false },
          new Date().toISOString(),
        );
      return row;
    });
    const { token: fullToken } = await h.signIn(full);
    const refused = await call('/cards/addVirtual', {}, fullToken);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: 'the guest already holds 5 cards, the most allowed' });
    await h.db.write((q) => setGuestBlocked(q, holder.id, true, new Date().toISOString()));
    const blocked = await call('/cards/addVirtual', {}, fullToken);
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toEqual({ message: 'the guest is blocked: no card can be added' });
  });

  it('every new call is in the OpenAPI document', () => {
    const document = openApiDocument('test');
    for (const path of ['/bonusHistory', '/cards/addVirtual', '/campaigns'])
      expect(document.paths?.[`/guest/v1${path}`]?.post).toBeDefined();
    expect(Object.keys(document.paths?.['/guest/v1/cards/addVirtual']?.post?.responses ?? {})).toContain('409');
    expect(document.components?.schemas?.GuestWallet).toMatchObject({
      properties: { nextRank: { $ref: '#/components/schemas/GuestRankProgress' } },
    });
  });
});
