import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCall, testAdmin, type TestAdmin } from '../test-support/console-session.js';
import { scopeIdOf } from '../test-support/console-client.js';
import {
  errorCode,
  guestId,
  ok,
  org,
  startLoyaltyTestServer,
  type LoyaltyTestServer,
} from '../test-support/loyalty-test-server.js';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';

/** A phone of a possible length in a range libphonenumber-js's metadata does not know (not "valid" to it). */
const unknownRange = '+70000000001';

describe.each(loyaltyEngines)('phones of a possible length (%s)', (engine) => {
  let s: LoyaltyTestServer;
  let admin: TestAdmin;
  beforeAll(async () => {
    s = await startLoyaltyTestServer({ engine });
    admin = await testAdmin(s.db, 'net@example.com', { scopeIds: [await scopeIdOf(s.db, 'net')] });
  });
  afterAll(() => s?.close());

  it('a number in a range the metadata does not know is saved, got and found, however it is typed', async () => {
    const saved = ok(
      await s.post<{ guest: { phone: string } }>('/guests/save', {
        organization: org(),
        guest: { phone: unknownRange },
      }),
    );
    expect(saved.guest.phone).toBe(unknownRange);
    for (const typed of [unknownRange, '8 (000) 000-00-01', '+7 000 000-00-01']) {
      const got = ok(
        await s.post<{ guest: { phone: string } }>('/guests/get', { organization: org(), guest: guestId(typed) }),
      );
      expect(got.guest.phone).toBe(unknownRange);
      const found = ok(
        await s.post<{ guest: { phone: string } }>('/guests/find', { organization: org(), phone: typed }),
      );
      expect(found.guest.phone).toBe(unknownRange);
    }
    const inConsole = await consoleCall(
      s.url,
      'GET',
      `/programmes/net/guests?phone=${encodeURIComponent(unknownRange)}`,
      admin.headers,
    );
    expect(inConsole.status).toBe(200);
  });

  it('an unknown guest with a possible phone is 3007 (no such guest), not 9004', async () => {
    for (const [route, body] of [
      ['/guests/find', { organization: org(), phone: '+70000000002' }],
      ['/guests/get', { organization: org(), guest: guestId('+70000000002') }],
      ['/guests/getWallet', { organization: org(), guest: guestId('+1 000 000 0002') }],
    ] as const) {
      const reply = await s.post(route, body);
      expect(reply.status, route).toBe(400);
      expect(errorCode(reply), route).toBe('3007');
    }
  });

  it('a phone no number of its country can be (too short, too long, no such country code) is 9004 naming it', async () => {
    for (const phone of ['+7 999 123', '+7 999 123 45 678', '+999 123456', '12-34']) {
      for (const [route, body, field] of [
        ['/guests/save', { organization: org(), guest: { phone } }, 'guest.phone'],
        ['/guests/find', { organization: org(), phone }, 'phone'],
        ['/guests/get', { organization: org(), guest: guestId(phone) }, 'guest.phone'],
      ] as const) {
        const reply = await s.post(route, body);
        expect(errorCode(reply), `${route} ${phone}`).toBe('9004');
        expect(reply.text).toContain(`${field}: must be a phone number`);
      }
    }
  });
});
