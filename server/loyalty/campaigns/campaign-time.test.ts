import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyBootstrap } from '../provisioning/apply-bootstrap.js';
import { bootstrapSchema } from '../provisioning/bootstrap-schema.js';
import { order } from '../test-support/loyalty-fixtures.js';
import { ok, org, startLoyaltyTestServer, type LoyaltyTestServer } from '../test-support/loyalty-test-server.js';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';
import { isTimeZone, wallClock } from './campaign-time.js';
import type { CalculateResponse } from '../../../shared/loyalty-api/b2b-api.js';

describe('campaign-time', () => {
  it("writes an instant as a zone's wall clock in the form campaign periods are stored", () => {
    expect(wallClock('2026-11-01T00:30:00.250Z', 'Europe/Moscow')).toBe('2026-11-01T03:30:00.250Z');
    expect(wallClock('2026-03-29T23:59:59.000Z', 'Asia/Kamchatka')).toBe('2026-03-30T11:59:59.000Z');
    expect(wallClock('2026-11-01T00:30:00.000Z', 'UTC')).toBe('2026-11-01T00:30:00.000Z');
    expect(isTimeZone('Europe/Moscow')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

/** A campaign starting six hours from now on UTC's clock has already started on Kiritimati's (UTC+14). */
describe.each(loyaltyEngines)('%s: campaign periods in the venue time zone', (engine) => {
  let s: LoyaltyTestServer;
  const soon = new Date(Date.now() + 6 * 3_600_000).toISOString();
  const campaign = {
    id: 'eeeeeeee-0000-4000-8000-000000000001',
    name: 'Morning',
    description: 'Ten percent from the morning',
    from: soon,
    discount: { percent: 10 },
  };
  const discount = async (venue: string) =>
    ok(
      await s.post<CalculateResponse>('/orders/calculate', {
        order: order([{ code: 'TEA', price: 100 }]),
        organization: org(venue),
      }),
    ).loyalty.summary.discounts.total;
  const bootstrap = (config: object) => applyBootstrap(s.db, bootstrapSchema.parse(config));

  beforeAll(async () => {
    s = await startLoyaltyTestServer({ engine });
    await bootstrap({
      campaigns: [
        { ...campaign, network: 'net' },
        { ...campaign, venue: 'solo', id: campaign.id.replace('1', '2') },
      ],
    });
  });
  afterAll(() => s?.close());

  it("reads a programme's periods in its zone, and a venue's own zone over it", async () => {
    expect(await discount('solo')).toBe(0);
    await bootstrap({ programmes: [{ venue: 'solo', timeZone: 'Pacific/Kiritimati' }] });
    expect(await discount('solo')).toBe(10);
    expect(await discount('v1')).toBe(0);
    await bootstrap({
      venues: [{ posObjectId: 'v1', name: 'Venue 1', network: 'net', timeZone: 'Pacific/Kiritimati' }],
    });
    expect(await discount('v1')).toBe(10);
    expect(await discount('v2')).toBe(0);
  });

  it('refuses a zone Intl does not know, naming it, and changes nothing', () => {
    const parsed = bootstrapSchema.safeParse({ programmes: [{ venue: 'solo', timeZone: 'Mars/Olympus' }] });
    expect(parsed.success).toBe(false);
    expect(JSON.stringify(parsed.error?.issues)).toContain('timeZone');
  });
});
