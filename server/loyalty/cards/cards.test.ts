import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  const anna = '+79990000040';
  const boris = '+79990000041';
  const who = (phone = anna, venue = 'v1') => ({ organization: org(venue), guest: guestId(phone) });
  const cards = async (phone = anna) =>
    ok(await s.post<{ loyaltyCards: unknown[] }>('/guests/get', who(phone))).loyaltyCards;

  beforeAll(async () => {
    s = await startLoyaltyTestServer({ engine });
    for (const phone of [anna, boris]) ok(await s.post('/guests/save', { organization: org(), guest: { phone } }));
    ok(await s.post('/guests/save', { organization: org('solo'), guest: { phone: anna } }));
  });
  afterAll(() => s?.close());

  describe('cards', () => {
    it('addLoyaltyCard binds a card; track and number are unique in the network', async () => {
      expect(
        ok(
          await s.post('/guests/addLoyaltyCard', { ...who(), cardTrack: 'TRK1', cardNumber: '1001', isVirtual: false }),
        ),
      ).toEqual({});
      expect(await cards()).toEqual([{ track: 'TRK1', number: '1001', isVirtual: false }]);
      const again = { ...who(boris, 'v2'), cardNumber: '2002', cardTrack: 'TRK1', isVirtual: false };
      expect(errorCode(await s.post('/guests/addLoyaltyCard', again))).toBe('3030');
      expect(
        errorCode(await s.post('/guests/addLoyaltyCard', { ...again, cardTrack: 'TRK2', cardNumber: '1001' })),
      ).toBe('3031');
      ok(
        await s.post('/guests/addLoyaltyCard', {
          ...who(anna, 'solo'),
          cardTrack: 'TRK1',
          cardNumber: '1001',
          isVirtual: false,
        }),
      );
    });

    it('refuses short tracks, non-boolean isVirtual and missing fields (9004)', async () => {
      const base = { ...who(), cardTrack: 'TRK9', cardNumber: '9', isVirtual: false };
      for (const [body, field] of [
        [{ ...base, cardTrack: 'ab' }, 'cardTrack'],
        [{ ...base, isVirtual: 'no' }, 'isVirtual'],
        [{ ...base, isVirtual: undefined }, 'isVirtual'],
        [{ ...base, cardNumber: '' }, 'cardNumber'],
      ] as const) {
        const reply = await s.post('/guests/addLoyaltyCard', body);
        expect(errorCode(reply)).toBe('9004');
        expect(reply.text).toContain(field);
      }
    });

    it('generateLoyaltyCard creates one virtual card with a free number', async () => {
      const { card } = ok(
        await s.post<{ card: { track: string; number: string; isVirtual: boolean } }>(
          '/guests/generateLoyaltyCard',
          who(),
        ),
      );
      expect(card.isVirtual).toBe(true);
      expect(card.number).toMatch(/^\d{13}$/);
      expect(errorCode(await s.post('/guests/generateLoyaltyCard', who()))).toBe('3032');
      expect(
        errorCode(
          await s.post('/guests/addLoyaltyCard', { ...who(), cardTrack: 'VVV', cardNumber: 'V1', isVirtual: true }),
        ),
      ).toBe('3032');
      expect(await cards()).toHaveLength(2);
    });

    it('removeLoyaltyCard keeps a blocked card (3034), so its number cannot be bound again around the block', async () => {
      ok(await s.post('/guests/addLoyaltyCard', { ...who(), cardTrack: 'BLK1', cardNumber: 'B1', isVirtual: false }));
      await s.db.write((q) =>
        q
          .updateTable('loyalty_cards')
          .set({ blocked_at: new Date().toISOString() })
          .where('track', '=', 'BLK1')
          .execute(),
      );
      expect(errorCode(await s.post('/guests/removeLoyaltyCard', { ...who(), cardTrack: 'BLK1' }))).toBe('3034');
      expect(await cards()).toContainEqual(expect.objectContaining({ track: 'BLK1' }));
    });

    it('removeLoyaltyCard unbinds by track; the track is free again', async () => {
      expect(ok(await s.post('/guests/removeLoyaltyCard', { ...who(), cardTrack: 'TRK1' }))).toEqual({});
      expect(errorCode(await s.post('/guests/removeLoyaltyCard', { ...who(), cardTrack: 'TRK1' }))).toBe('3033');
      ok(
        await s.post('/guests/addLoyaltyCard', {
          ...who(boris),
          cardTrack: 'TRK1',
          cardNumber: '1001',
          isVirtual: false,
        }),
      );
    });
  });

  describe('generateCode and find', () => {
    it('finds the guest by phone, track, number and a one-time payment code', async () => {
      const expectBoris = (body: { guest: { phone: string } }) => expect(body.guest.phone).toBe(boris);
      expectBoris(ok(await s.post('/guests/find', { organization: org('v2'), phone: boris })));
      expectBoris(ok(await s.post('/guests/find', { organization: org(), cardTrack: 'TRK1' })));
      expectBoris(ok(await s.post('/guests/find', { organization: org(), cardNumber: '1001' })));
      const issued = ok(
        await s.post<{ code: string; expiresAt: string; aliveSecondsTtl: number }>('/guests/generateCode', who(boris)),
      );
      expect(issued.code).toMatch(/^\d{8}$/);
      expect(issued.aliveSecondsTtl).toBe(300);
      expectBoris(ok(await s.post('/guests/find', { organization: org('v2'), paymentCode: issued.code })));
      /** Found, not used up: only the order that pays with it uses it up (server/payments/payment-code-use.test.ts). */
      expectBoris(ok(await s.post('/guests/find', { organization: org(), paymentCode: issued.code })));
    });

    it('a new code replaces the old one; misses are 3007; exactly one lookup is required', async () => {
      const first = ok(await s.post<{ code: string }>('/guests/generateCode', who(boris))).code;
      const second = ok(await s.post<{ code: string }>('/guests/generateCode', who(boris))).code;
      if (first !== second)
        expect(errorCode(await s.post('/guests/find', { organization: org(), paymentCode: first }))).toBe('3040');
      ok(await s.post('/guests/find', { organization: org(), paymentCode: second }));
      expect(errorCode(await s.post('/guests/find', { organization: org(), cardTrack: 'nope' }))).toBe('3007');
      expect(errorCode(await s.post('/guests/find', { organization: org(), phone: boris, cardTrack: 'TRK1' }))).toBe(
        '9004',
      );
      expect(errorCode(await s.post('/guests/find', { organization: org() }))).toBe('9004');
      expect(errorCode(await s.post('/guests/find', { organization: org(), paymentCode: '12ab56' }))).toBe('9004');
    });

    it('an expired code is refused', async () => {
      const expiring = await startLoyaltyTestServer({ engine, paymentCodeTtlMs: 1 });
      try {
        ok(await expiring.post('/guests/save', { organization: org(), guest: { phone: anna } }));
        const { code } = ok(await expiring.post<{ code: string }>('/guests/generateCode', who()));
        await new Promise((r) => setTimeout(r, 5));
        expect(errorCode(await expiring.post('/guests/find', { organization: org(), paymentCode: code }))).toBe('3040');
      } finally {
        await expiring.close();
      }
    });
  });
});
