import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiKey } from '../api-keys/api-key-store.js';
import {
  errorCode,
  guestId,
  ok,
  org,
  startLoyaltyTestServer,
  type LoyaltyTestServer,
} from '../test-support/loyalty-test-server.js';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';
import { paymentCodeGuessLimit } from './code-guess-limit.js';

const { wrongCodesPerWindow } = paymentCodeGuessLimit;

describe.each(loyaltyEngines)('wrong payment codes per ApiKey on %s', (engine) => {
  let s: LoyaltyTestServer;
  let otherKey: string;
  const phone = '+79990000070';
  beforeEach(async () => {
    s = await startLoyaltyTestServer({ engine });
    ok(await s.post('/guests/save', { organization: org(), guest: { phone } }));
    otherKey = (await s.db.write((q) => createApiKey(q, { label: 'second till', kind: 'b2b', networks: ['net'] })))
      .rawKey;
    s.db.configChanged();
  });
  afterEach(() => s.close());

  const issue = async () =>
    ok(await s.post<{ code: string }>('/guests/generateCode', { organization: org(), guest: guestId(phone) })).code;
  /** A code that is not the live one. */
  const wrongOf = (live: string, i: number) => String((Number(live) + 1 + i) % 10 ** 8).padStart(8, '0');
  const find = (paymentCode: string, key?: string) => s.post('/guests/find', { organization: org(), paymentCode }, key);
  const counted = async () =>
    (await s.db.query.selectFrom('api_key_code_failures').select(['api_key_id', 'failures']).execute()).map((r) => ({
      key: Number(r.api_key_id),
      failures: Number(r.failures),
    }));

  it('answers 3040 to 10 wrong codes a minute, then 429 with Retry-After even for the live code; other keys go on', async () => {
    const live = await issue();
    for (let i = 0; i < wrongCodesPerWindow; i++) expect(errorCode(await find(wrongOf(live, i)))).toBe('3040');
    const refused = await find(live);
    expect(refused.status).toBe(429);
    expect(errorCode(refused)).toBe('9429');
    expect(refused.text).toContain('too many wrong payment codes for this ApiKey');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((ok(await find(live, otherKey)) as { guest: { phone: string } }).guest.phone).toBe(phone);
    expect(await counted()).toEqual([
      { key: 1, failures: wrongCodesPerWindow },
      { key: 2, failures: 0 },
    ]);
  });

  it('counts exactly the limit when wrong codes arrive at once', async () => {
    const live = await issue();
    const replies = await Promise.all(Array.from({ length: 16 }, (_, i) => find(wrongOf(live, i))));
    expect(replies.filter((r) => errorCode(r) === '3040')).toHaveLength(wrongCodesPerWindow);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(16 - wrongCodesPerWindow);
    expect(await counted()).toEqual([{ key: 1, failures: wrongCodesPerWindow }]);
  });

  it('does not count a right code, and a new minute starts afresh', async () => {
    for (let i = 0; i < wrongCodesPerWindow - 1; i++)
      expect(errorCode(await find(wrongOf(await issue(), 0)))).toBe('3040');
    ok(await find(await issue()));
    expect(errorCode(await find(wrongOf(await issue(), 0)))).toBe('3040');
    expect((await find(await issue())).status).toBe(429);
    await s.db.write((q) =>
      q
        .updateTable('api_key_code_failures')
        .set((eb) => ({ window_started_at: eb('window_started_at', '-', paymentCodeGuessLimit.windowMs) }))
        .execute(),
    );
    ok(await find(await issue()));
  });
});
