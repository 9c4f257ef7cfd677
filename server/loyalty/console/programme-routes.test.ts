import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Programme } from '../../../shared/api/admin-console.js';
import { auditOf, consoleClient, scopeIdOf, type ConsoleClient } from '../test-support/console-client.js';
import { testAdmin } from '../test-support/console-session.js';
import { seedProgramme } from '../test-support/loyalty-fixtures.js';
import {
  guestId,
  ok,
  org,
  startLoyaltyTestServer,
  type LoyaltyTestServer,
} from '../test-support/loyalty-test-server.js';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';

describe.each(loyaltyEngines)('%s', (engine) => {
  let s: LoyaltyTestServer;
  let net: ConsoleClient;
  let stranger: ConsoleClient;
  let solo: ConsoleClient;
  const phone = '+79990000501';
  const programme: Programme = {
    name: 'Net points',
    maxBonusShareBp: 3000,
    paymentsWithoutCheck: 'refused',
    timeZone: 'Europe/Moscow',
    ranks: [
      { name: 'Start', thresholdMinor: 0, cashbackBp: 300 },
      { name: 'Gold', thresholdMinor: 50_000, cashbackBp: 700, confirmation: { sumMinor: 10_000, hours: 720 } },
    ],
  };

  beforeAll(async () => {
    s = await startLoyaltyTestServer({ engine });
    const netAdmin = await testAdmin(s.db, 'net@example.com', { scopeIds: [await scopeIdOf(s.db, 'net')] });
    const otherAdmin = await testAdmin(s.db, 'other@example.com', {
      scopeIds: [await scopeIdOf(s.db, 'venue:other')],
    });
    const owner = await testAdmin(s.db, 'owner@example.com', { owner: true });
    net = consoleClient(s, netAdmin, 'net');
    stranger = consoleClient(s, otherAdmin, 'net');
    solo = consoleClient(s, owner, 'venue:solo');
    ok(await s.post('/guests/save', { organization: org(), guest: { phone } }));
  });
  afterAll(() => s?.close());

  it('answers the defaults of a network without a programme', async () => {
    expect(ok(await net.get('/programme'))).toEqual({
      name: 'Bonuses',
      maxBonusShareBp: 10_000,
      paymentsWithoutCheck: 'upToBalance',
      timeZone: null,
      ranks: [],
    });
  });

  it('shows what the bootstrap file wrote, confirmation included', async () => {
    await seedProgramme(s.db);
    expect(ok(await net.get('/programme'))).toEqual({
      name: 'Net bonuses',
      maxBonusShareBp: 5000,
      paymentsWithoutCheck: 'upToBalance',
      timeZone: null,
      ranks: [
        { name: 'Bronze', thresholdMinor: 0, cashbackBp: 500 },
        { name: 'Silver', thresholdMinor: 100_000, cashbackBp: 1000, confirmation: { sumMinor: 50_000, hours: 720 } },
      ],
    });
  });

  it('replaces the programme, audits before and after, and the b2b API sees it at once', async () => {
    const before = ok(await net.get('/programme'));
    expect(ok(await net.put('/programme', programme))).toEqual(programme);
    expect(ok(await net.get('/programme'))).toEqual(programme);
    const [entry] = await auditOf(net, 'programme.update');
    expect(entry).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      adminEmail: 'net@example.com',
      action: 'programme.update',
      target: 'programme net',
      before,
      after: programme,
    });
    const wallet = ok(
      await s.post<{ currentRank: { name: string; cashbackPercentage: number } }>('/guests/getWallet', {
        organization: org(),
        guest: guestId(phone),
      }),
    );
    expect(wallet.currentRank).toMatchObject({ name: 'Start', cashbackPercentage: 3 });
  });

  it('refuses bad programmes naming the field, writing nothing', async () => {
    const rank = (name: string, thresholdMinor: number, cashbackBp = 100) => ({ name, thresholdMinor, cashbackBp });
    for (const [body, field] of [
      [{ ...programme, ranks: [rank('A', 100)] }, 'ranks[0].thresholdMinor'],
      [{ ...programme, ranks: [rank('A', 0), rank('B', 500), rank('C', 500)] }, 'ranks[2].thresholdMinor'],
      [{ ...programme, ranks: [rank('A', 0), rank('B', 700), rank('C', 300)] }, 'ranks[2].thresholdMinor'],
      [{ ...programme, ranks: [rank('A', 0), rank('a', 700, 200)] }, 'ranks[1].name'],
      [
        { ...programme, ranks: [rank('Base', 0, 300), rank('Silver', 1_000_000, 500), rank('Gold', 500_000, 700)] },
        'ranks[2].thresholdMinor: rank "Gold" must have a higher threshold than "Silver" before it',
      ],
      [
        { ...programme, ranks: [rank('Base', 0, 300), rank('Gold', 500_000, 700), rank('Silver', 1_000_000, 500)] },
        'ranks[2].cashbackBp: rank "Silver" must have more cashback than "Gold" before it',
      ],
      [{ ...programme, ranks: [rank('Base', 0, 300), rank('Gold', 500_000, 300)] }, 'ranks[1].cashbackBp'],
      [{ ...programme, ranks: [rank('A', 0, 10_001)] }, 'ranks[0].cashbackBp'],
      [{ ...programme, ranks: [rank('A', 0, 2.5)] }, 'ranks[0].cashbackBp'],
      [{ ...programme, ranks: [rank('', 0)] }, 'ranks[0].name'],
      [{ ...programme, maxBonusShareBp: -1 }, 'maxBonusShareBp'],
      [{ ...programme, maxBonusShareBp: '3000' }, 'maxBonusShareBp'],
      [{ ...programme, paymentsWithoutCheck: 'sometimes' }, 'paymentsWithoutCheck'],
      [{ ...programme, timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ ...programme, name: '' }, 'name'],
      [{ ...programme, extra: 1 }, 'extra'],
      [{ maxBonusShareBp: 100, ranks: [] }, 'name'],
      ['not json', 'JSON'],
    ] as const) {
      const reply = await net.put('/programme', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect((reply.body as { message: string }).message).toContain(field);
    }
    expect(ok(await net.get('/programme'))).toEqual(programme);
    expect(await auditOf(net, 'programme.update')).toHaveLength(1);
  });

  it("answers another network's administrator as if the programme did not exist", async () => {
    const none = await consoleClient(s, await testAdmin(s.db, 'o2@example.com', { owner: true }), 'nope').get(
      '/programme',
    );
    for (const reply of [await stranger.get('/programme'), await stranger.put('/programme', programme)]) {
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ message: 'programme net not found' });
    }
    expect(none.status).toBe(404);
    expect(await auditOf(net, 'programme.update')).toHaveLength(1);
  });

  it('sets the programme of a lone venue; a programme sent without the rule for payments without a check keeps it', async () => {
    const single = {
      name: 'Solo',
      maxBonusShareBp: 10_000,
      ranks: [{ name: 'All', thresholdMinor: 0, cashbackBp: 0 }],
    };
    const kept = { paymentsWithoutCheck: 'upToBalance', timeZone: null };
    expect(ok(await solo.put('/programme', single))).toEqual({ ...single, ...kept });
    ok(await solo.put('/programme', { ...single, paymentsWithoutCheck: 'refused', timeZone: 'Asia/Yekaterinburg' }));
    const changed = { paymentsWithoutCheck: 'refused', timeZone: 'Asia/Yekaterinburg' };
    expect(ok(await solo.put('/programme', single))).toEqual({ ...single, ...changed });
    expect(ok(await net.get('/programme'))).toEqual(programme);
  });
});
