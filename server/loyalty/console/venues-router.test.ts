import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry, SessionInfo, Venue } from '../../../shared/api/admin-console.js';
import { adminsOfTwoNetworks, consoleCall, refusalOf, type TestAdmin } from '../test-support/console-session.js';
import { startLoyaltyTestServer, type LoyaltyTestServer } from '../test-support/loyalty-test-server.js';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';

describe.each(loyaltyEngines)('the console venues and who sees them on %s', (engine) => {
  let service: LoyaltyTestServer;
  let netAdmin: TestAdmin;
  let bAdmin: TestAdmin;
  let owner: TestAdmin;
  beforeEach(async () => {
    service = await startLoyaltyTestServer({ engine });
    ({ netAdmin, bAdmin, owner } = await adminsOfTwoNetworks(service.db));
  });
  afterEach(() => service.close());

  const call = <T = Record<string, unknown>>(who: TestAdmin, method: string, route: string, body?: unknown) =>
    consoleCall<T>(service.url, method, route, who.headers, body);
  const audit = async (who: TestAdmin, programme: string) =>
    (await call<{ entries: AuditEntry[] }>(who, 'GET', `/programmes/${programme}/audit`)).body.entries;

  it('shows an administrator only their own programmes, and an owner every one', async () => {
    const programmesOf = async (who: TestAdmin) =>
      (await call<SessionInfo>(who, 'GET', '/session')).body.programmes.map((p) => p.id);
    expect(await programmesOf(netAdmin)).toEqual(['net']);
    expect(await programmesOf(bAdmin)).toEqual(['b']);
    expect(await programmesOf(owner)).toEqual(['b', 'net', 'venue:other', 'venue:solo']);
    const venues = await call<{ venues: Venue[] }>(netAdmin, 'GET', '/programmes/net/venues');
    expect(venues.body.venues.map((v) => [v.posObjectId, v.name])).toEqual([
      ['v1', 'Venue 1'],
      ['v2', 'Venue 2'],
    ]);
    const foreign = await call(netAdmin, 'GET', '/programmes/b/venues');
    const none = await call(netAdmin, 'GET', '/programmes/zz/venues');
    expect([foreign.status, none.status]).toEqual([404, 404]);
    expect(refusalOf(foreign)).toBe('programme b not found');
    for (const [method, route, body] of [
      ['POST', '/programmes/b/venues', { posObjectId: 'b2', name: 'B two' }],
      ['PATCH', '/programmes/b/venues/b1', { name: 'Taken over' }],
      ['PATCH', '/programmes/net/venues/b1', { name: 'Taken over' }],
      ['GET', '/programmes/b/keys', undefined],
      ['GET', '/programmes/b/audit', undefined],
      ['GET', '/programmes/venue:solo/venues', undefined],
    ] as const)
      expect((await call(netAdmin, method, route, body)).status, `${method} ${route}`).toBe(404);
    expect((await call<Venue>(owner, 'PATCH', '/programmes/venue:solo/venues/solo', { name: 'Solo' })).status).toBe(
      200,
    );
    expect((await call<{ venues: Venue[] }>(owner, 'GET', '/programmes/venue:solo/venues')).body.venues).toEqual([
      expect.objectContaining({ posObjectId: 'solo', name: 'Solo' }),
    ]);
  });

  it('adds a venue to the network and renames one, each with its audit entry', async () => {
    const created = await call<Venue>(netAdmin, 'POST', '/programmes/net/venues', { posObjectId: 'v3', name: 'Three' });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ posObjectId: 'v3', name: 'Three', createdAt: expect.any(String) });
    const renamed = await call<Venue>(netAdmin, 'PATCH', '/programmes/net/venues/v1', { name: 'First' });
    expect(renamed.body.name).toBe('First');
    const row = await service.db.query
      .selectFrom('venues as v')
      .innerJoin('networks as n', 'n.id', 'v.network_id')
      .select(['v.name', 'n.code'])
      .where('v.pos_object_id', '=', 'v3')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Three', code: 'net' });
    expect(await audit(netAdmin, 'net')).toEqual([
      expect.objectContaining({
        adminEmail: 'ada@example.com',
        action: 'venue.rename',
        target: 'venue v1',
        before: { name: 'Venue 1' },
        after: { name: 'First' },
      }),
      expect.objectContaining({
        action: 'venue.create',
        target: 'venue v3',
        after: { posObjectId: 'v3', name: 'Three', createdAt: created.body.createdAt },
      }),
    ]);
    expect(await audit(bAdmin, 'b')).toEqual([]);
  });

  it('refuses duplicates, venues for a lone venue and bad input, changing nothing', async () => {
    const refusals: [TestAdmin, string, string, unknown, number, string][] = [
      [netAdmin, 'POST', '/programmes/net/venues', { posObjectId: 'v1', name: 'Again' }, 409, 'venue v1 already'],
      [netAdmin, 'POST', '/programmes/net/venues', { posObjectId: 'b1', name: 'Again' }, 409, 'venue b1 already'],
      [owner, 'POST', '/programmes/venue:solo/venues', { posObjectId: 's2', name: 'S' }, 400, 'outside any network'],
      [netAdmin, 'POST', '/programmes/net/venues', { posObjectId: 'v9' }, 400, 'name: '],
      [netAdmin, 'POST', '/programmes/net/venues', { posObjectId: ' ', name: 'N' }, 400, 'posObjectId: '],
      [netAdmin, 'PATCH', '/programmes/net/venues/v1', { name: 'x'.repeat(201) }, 400, 'name: '],
      [netAdmin, 'PATCH', '/programmes/net/venues/v1', { name: 'N', network: 'b' }, 400, 'network'],
      [netAdmin, 'PATCH', '/programmes/net/venues/v9', { name: 'N' }, 404, 'venue v9 not found'],
    ];
    for (const [who, method, route, body, status, message] of refusals) {
      const reply = await call(who, method, route, body);
      expect(reply.status, `${method} ${route} ${JSON.stringify(body)}`).toBe(status);
      expect(refusalOf(reply)).toContain(message);
    }
    expect((await call(netAdmin, 'POST', '/programmes/net/venues', '{"posObjectId":')).status).toBe(400);
    expect(await audit(netAdmin, 'net')).toEqual([]);
    expect(await audit(owner, 'venue:solo')).toEqual([]);
  });
});
