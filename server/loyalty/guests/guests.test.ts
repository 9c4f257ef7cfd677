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
  beforeAll(async () => {
    s = await startLoyaltyTestServer({ engine });
  });
  afterAll(() => s?.close());

  const phone = '+79990000001';

  describe('guests/save, update, get', () => {
    it('saves a guest and returns sex as the enum', async () => {
      const body = ok(
        await s.post('/guests/save', {
          organization: org(),
          guest: {
            phone,
            firstName: 'Anna',
            lastName: 'Ivanova',
            email: 'anna@example.com',
            birthday: '1990-05-01',
            sex: 'female',
          },
        }),
      );
      expect(body).toEqual({
        guest: {
          phone,
          firstName: 'Anna',
          middleName: null,
          lastName: 'Ivanova',
          email: 'anna@example.com',
          birthday: '1990-05-01',
          sex: 'female',
        },
      });
    });

    it('save replaces every value (absent values are cleared)', async () => {
      const body = ok(
        await s.post('/guests/save', { organization: org(), guest: { phone, firstName: 'Anya', sex: 'female' } }),
      );
      expect(body.guest).toMatchObject({ firstName: 'Anya', lastName: null, email: null, birthday: null });
    });

    it('get returns sex as an integer and the cards; the network shares the guest', async () => {
      const body = ok(await s.post('/guests/get', { organization: org('v2'), guest: guestId(phone) }));
      expect(body).toEqual({
        guest: { phone, firstName: 'Anya', middleName: null, lastName: null, email: null, birthday: null, sex: 2 },
        loyaltyCards: [],
      });
    });

    it('a lone venue is its own scope', async () => {
      expect(errorCode(await s.post('/guests/get', { organization: org('solo'), guest: guestId(phone) }))).toBe('3007');
    });

    it('update applies only hasValue fields and clears with hasValue and no value', async () => {
      const body = ok(
        await s.post('/guests/update', {
          organization: org(),
          guest: guestId(phone),
          guestInformation: {
            lastName: { hasValue: true, value: 'Petrova' },
            firstName: { hasValue: false, value: 'ignored' },
            sex: { hasValue: true },
            birthday: { hasValue: true, value: '1991-02-03T00:00:00Z' },
          },
        }),
      );
      expect(body.guest).toMatchObject({
        firstName: 'Anya',
        lastName: 'Petrova',
        sex: 'notSpecified',
        birthday: '1991-02-03',
      });
    });

    it('update refuses unknown fields and bad values naming the field', async () => {
      const base = { organization: org(), guest: guestId(phone) };
      for (const [guestInformation, field] of [
        [{ nickname: { hasValue: true, value: 'x' } }, 'guestInformation: unknown field(s) nickname'],
        [{ sex: { hasValue: true, value: 'robot' } }, 'guestInformation.sex.value'],
        [{ email: { value: 'a@b.c' } }, 'guestInformation.email.hasValue'],
        [{ birthday: { hasValue: true, value: 'soon' } }, 'guestInformation.birthday.value'],
      ] as const) {
        const reply = await s.post('/guests/update', { ...base, guestInformation });
        expect(errorCode(reply)).toBe('9004');
        expect(reply.text).toContain(field);
      }
    });

    it('update of an unknown guest is 3007', async () => {
      const reply = await s.post('/guests/update', {
        organization: org(),
        guest: guestId('+79990009999'),
        guestInformation: {},
      });
      expect(reply.status).toBe(400);
      expect(errorCode(reply)).toBe('3007');
    });

    it('refuses bad input with 9004 naming the field', async () => {
      const cases: [unknown, string][] = [
        [{ organization: org(), guest: { phone: '12345' } }, 'guest.phone'],
        [{ organization: org(), guest: { phone, sex: 'other' } }, 'guest.sex'],
        [{ organization: org(), guest: { phone, birthday: '1990-13-01' } }, 'guest.birthday'],
        [{ organization: org(), guest: { phone, email: 'nope' } }, 'guest.email'],
        [{ organization: org(), guest: { phone, nickname: 'x' } }, 'guest: unknown field(s) nickname'],
        [
          { organization: org(), guest: { phone, firstName: 'x'.repeat(1_000_000) } },
          'guest.firstName: must be at most',
        ],
        [{ guest: { phone } }, 'organization'],
        [{ organization: { type: 'inn', id: 'v1' }, guest: { phone } }, 'organization.type'],
      ];
      for (const [body, field] of cases) {
        const reply = await s.post('/guests/save', body);
        expect(reply.status, JSON.stringify(body).slice(0, 100)).toBe(400);
        expect(errorCode(reply)).toBe('9004');
        expect((reply.body as { error: { message: string } }).error.message).toContain(field);
      }
    });
  });
});
