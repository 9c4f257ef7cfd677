import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuestDetail } from '../../../shared/api/admin-console.js';
import { auditOf, consoleClient, scopeIdOf, type ConsoleClient } from '../test-support/console-client.js';
import { testAdmin } from '../test-support/console-session.js';
import { closedVisit } from '../test-support/gift-fixtures.js';
import { order } from '../test-support/loyalty-fixtures.js';
import {
  errorCode,
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
  const anna = '+79990000701';
  const boris = '+79990000702';
  let annaId: number;
  let soloId: number;

  const find = (query: string) => net.get<GuestDetail>(`/guests?${query}`);
  const b2bFind = (body: object) => s.post('/guests/find', { organization: org(), ...body });
  const message = (reply: { body: unknown }) => (reply.body as { message: string }).message;

  beforeAll(async () => {
    s = await startLoyaltyTestServer({ engine });
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
    for (const phone of [anna, boris])
      ok(await s.post('/guests/save', { organization: org(), guest: { phone, firstName: 'Anna', lastName: 'K' } }));
    ok(await s.post('/guests/save', { organization: org('solo'), guest: { phone: anna } }));
    ok(await s.post('/guests/addBonus', { organization: org(), guest: guestId(anna), amount: 100, comment: 'hello' }));
    await closedVisit(s, anna, 'SOUP', 250);
    annaId = ok(await find(`phone=${encodeURIComponent('8 (999) 000-07-01')}`)).id;
    soloId = Number(
      (
        await s.db.query
          .selectFrom('guests')
          .select('id')
          .where('phone', '=', anna)
          .where('scope_id', '=', await scopeIdOf(s.db, 'venue:solo'))
          .executeTakeFirstOrThrow()
      ).id,
    );
  });
  afterAll(() => s?.close());

  it('finds a guest by a phone as people write it, with wallet, orders and bonus history', async () => {
    expect(ok(await find(`phone=${encodeURIComponent('+7 999 000-07-01')}`))).toEqual({
      id: annaId,
      phone: anna,
      name: 'Anna K',
      balanceMinor: 10_000,
      totalSpentMinor: 25_000,
      cards: [],
      orders: [expect.objectContaining({ venue: 'Venue 1', status: 'closed', sumMinor: 25_000, paidBonusMinor: 0 })],
      bonusHistory: [
        { at: expect.any(String), amountMinor: 10_000, balanceAfterMinor: 10_000, operation: 'api', comment: 'hello' },
      ],
    });
  });

  it('refuses a bad search naming the field, and answers 404 when nobody matches', async () => {
    for (const [query, field] of [
      ['phone=12ab', 'phone'],
      ['phone=%2B79990000701&card=1', 'exactly one'],
      ['', 'exactly one'],
      ['card=', 'card'],
      ['name=Anna', 'name'],
    ] as const) {
      const reply = await find(query);
      expect(reply.status, query).toBe(400);
      expect(message(reply)).toContain(field);
    }
    expect((await find('phone=%2B79990000799')).status).toBe(404);
    expect((await find('card=NOPE')).status).toBe(404);
  });

  it('adds a card (unique in the network, as the b2b API rules) and finds the guest by it, audited', async () => {
    const detail = ok(await net.post<GuestDetail>(`/guests/${annaId}/cards`, { number: 'CARD-1001' }));
    expect(detail.cards).toEqual([{ number: 'CARD-1001', isVirtual: false }]);
    expect(ok(await find('card=CARD-1001')).id).toBe(annaId);
    expect(ok(await b2bFind({ cardNumber: 'CARD-1001' }))).toMatchObject({ guest: { phone: anna } });
    const boris1 = ok(await find(`phone=${encodeURIComponent(boris)}`)).id;
    const taken = await net.post(`/guests/${boris1}/cards`, { number: 'CARD-1001' });
    expect(taken.status).toBe(409);
    expect(message(taken)).toContain('CARD-1001');
    expect((await net.post(`/guests/${annaId}/cards`, { number: 'ab' })).status).toBe(400);
    expect((await net.post(`/guests/${annaId}/cards`, { number: 'CARD-2', track: 'x' })).status).toBe(400);
    expect(await auditOf(net, 'guest.card.add')).toEqual([
      expect.objectContaining({ target: `guest ${anna}`, after: { card: 'CARD-1001' }, adminEmail: 'net@example.com' }),
    ]);
  });

  it('blocks a card: no lookup of the till finds its guest, its number stays taken; unblocking restores it', async () => {
    const blocked = ok(await net.post<GuestDetail>(`/guests/${annaId}/cards/CARD-1001/block`, { blocked: true }));
    expect(blocked.cards[0]?.blockedAt).toEqual(expect.any(String));
    expect(errorCode(await b2bFind({ cardNumber: 'CARD-1001' }))).toBe('3007');
    expect(errorCode(await b2bFind({ cardTrack: 'CARD-1001' }))).toBe('3007');
    const again = { organization: org('v2'), guest: guestId(boris), cardTrack: 'T-77', cardNumber: 'CARD-1001' };
    expect(errorCode(await s.post('/guests/addLoyaltyCard', { ...again, isVirtual: false }))).toBe('3031');
    expect(ok(await find('card=CARD-1001')).cards[0]?.blockedAt).toBeDefined();
    const unblocked = ok(await net.post<GuestDetail>(`/guests/${annaId}/cards/CARD-1001/block`, { blocked: false }));
    expect(unblocked.cards[0]?.blockedAt).toBeUndefined();
    expect(ok(await b2bFind({ cardNumber: 'CARD-1001' }))).toMatchObject({ guest: { phone: anna } });
    const [block, unblock] = [await auditOf(net, 'guest.card.block'), await auditOf(net, 'guest.card.unblock')];
    expect(block).toEqual([
      expect.objectContaining({ before: { blockedAt: null }, after: { blockedAt: blocked.cards[0]?.blockedAt } }),
    ]);
    expect(unblock).toEqual([expect.objectContaining({ after: { blockedAt: null } })]);
    expect((await net.post(`/guests/${annaId}/cards/NOPE/block`, { blocked: true })).status).toBe(404);
    expect((await net.post(`/guests/${annaId}/cards/CARD-1001/block`, { blocked: 'yes' })).status).toBe(400);
  });

  it('blocks and unblocks the guest only with a reason, audited', async () => {
    for (const body of [
      { blocked: true },
      { blocked: true, reason: '  ' },
      { blocked: true, reason: 'x'.repeat(501) },
    ]) {
      const reply = await net.post(`/guests/${annaId}/block`, body);
      expect(reply.status).toBe(400);
      expect(message(reply)).toContain('reason');
    }
    const blocked = ok(await net.post<GuestDetail>(`/guests/${annaId}/block`, { blocked: true, reason: 'fraud' }));
    expect(blocked.blockedAt).toEqual(expect.any(String));
    const calc = ok(
      await s.post<{ loyalty: { summary: { bonuses: { max: { payments: { total: number } } } } } }>(
        '/orders/calculate',
        {
          order: order([{ code: 'SOUP', price: 100 }]),
          organization: org(),
          guest: guestId(anna),
        },
      ),
    ).loyalty;
    expect(calc.summary.bonuses.max.payments.total).toBe(0);
    const unblocked = ok(await net.post<GuestDetail>(`/guests/${annaId}/block`, { blocked: false, reason: 'cleared' }));
    expect(unblocked.blockedAt).toBeUndefined();
    expect(await auditOf(net, 'guest.block')).toEqual([
      expect.objectContaining({
        reason: 'fraud',
        before: { blockedAt: null },
        after: { blockedAt: blocked.blockedAt },
      }),
    ]);
    expect(await auditOf(net, 'guest.unblock')).toEqual([
      expect.objectContaining({ reason: 'cleared', after: { blockedAt: null } }),
    ]);
  });

  it('corrects the bonuses through the ledger with a reason; never below zero (409); audited with both balances', async () => {
    const added = ok(
      await net.post<GuestDetail>(`/guests/${annaId}/corrections`, { amountMinor: 2550, reason: 'compensation' }),
    );
    expect(added.balanceMinor).toBe(12_550);
    expect(added.bonusHistory[0]).toMatchObject({
      amountMinor: 2550,
      balanceAfterMinor: 12_550,
      operation: 'bizUser',
      comment: 'compensation',
    });
    const taken = ok(
      await net.post<GuestDetail>(`/guests/${annaId}/corrections`, { amountMinor: -550, reason: 'typo' }),
    );
    expect(taken.balanceMinor).toBe(12_000);
    const refused = await net.post(`/guests/${annaId}/corrections`, { amountMinor: -12_001, reason: 'too much' });
    expect(refused.status).toBe(409);
    expect(message(refused)).toContain('not enough bonuses');
    for (const [body, field] of [
      [{ amountMinor: 0, reason: 'zero' }, 'amountMinor'],
      [{ amountMinor: 1.5, reason: 'half' }, 'amountMinor'],
      [{ amountMinor: '100', reason: 'text' }, 'amountMinor'],
      [{ amountMinor: 100 }, 'reason'],
      [{ amountMinor: 100, reason: '' }, 'reason'],
      [{ amountMinor: 100, reason: 'r'.repeat(501) }, 'reason'],
    ] as const) {
      const reply = await net.post(`/guests/${annaId}/corrections`, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(message(reply)).toContain(field);
    }
    expect(ok(await find(`phone=${encodeURIComponent(anna)}`)).balanceMinor).toBe(12_000);
    expect(await auditOf(net, 'guest.correction')).toEqual([
      expect.objectContaining({
        target: `guest ${anna}`,
        reason: 'compensation',
        before: { balanceMinor: 10_000 },
        after: { balanceMinor: 12_550, amountMinor: 2550 },
      }),
      expect.objectContaining({
        reason: 'typo',
        before: { balanceMinor: 12_550 },
        after: { balanceMinor: 12_000, amountMinor: -550 },
      }),
    ]);
  });

  it("answers another programme's administrator, and another programme's guest, with 404", async () => {
    const audits = (await s.db.query.selectFrom('audit_log').select('id').execute()).length;
    for (const reply of [
      await stranger.get(`/guests?phone=${encodeURIComponent(anna)}`),
      await stranger.post(`/guests/${annaId}/cards`, { number: 'CARD-9' }),
      await stranger.post(`/guests/${annaId}/cards/CARD-1001/block`, { blocked: true }),
      await stranger.post(`/guests/${annaId}/block`, { blocked: true, reason: 'x' }),
      await stranger.post(`/guests/${annaId}/corrections`, { amountMinor: 100, reason: 'x' }),
      await net.post(`/guests/${soloId}/corrections`, { amountMinor: 100, reason: 'x' }),
      await net.post(`/guests/${soloId}/block`, { blocked: true, reason: 'x' }),
      await net.post('/guests/abc/corrections', { amountMinor: 100, reason: 'x' }),
    ])
      expect(reply.status).toBe(404);
    expect((await s.db.query.selectFrom('audit_log').select('id').execute()).length).toBe(audits);
  });

  it('shows the 50 newest ledger records', async () => {
    for (let i = 0; i < 51; i++)
      ok(await s.post('/guests/addBonus', { organization: org(), guest: guestId(boris), amount: 1, comment: `#${i}` }));
    const detail = ok(await find(`phone=${encodeURIComponent(boris)}`));
    expect(detail.bonusHistory).toHaveLength(50);
    expect(detail.bonusHistory[0]).toMatchObject({ comment: '#50', balanceAfterMinor: 5100 });
  });
});
