import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consoleCall, refusalOf, testAdmin, type TestAdmin } from '../test-support/console-session.js';
import { startLoyaltyTestServer, type LoyaltyTestServer } from '../test-support/loyalty-test-server.js';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';
import { sessionIdleMs } from './admin-session.js';

describe.each(loyaltyEngines)('requireAdminSession on %s', (engine) => {
  let service: LoyaltyTestServer;
  let admin: TestAdmin;
  beforeEach(async () => {
    service = await startLoyaltyTestServer({ engine, trustedProxies: ['127.0.0.1'] });
    admin = await testAdmin(service.db, 'ada@example.com', { owner: true });
  });
  afterEach(() => service.close());

  /** A change behind the gate that changes nothing when refused: renaming venue v1. */
  const rename = (headers: Record<string, string>) =>
    consoleCall(service.url, 'PATCH', '/programmes/net/venues/v1', headers, { name: 'Renamed' });
  const session = (changes: Record<string, number>) =>
    service.db.write((q) => q.updateTable('admin_sessions').set(changes).where('admin_id', '=', admin.id).execute());

  it('lets a live session through, with the CSRF token for changes', async () => {
    expect((await consoleCall(service.url, 'GET', '/programmes/net/venues', admin.headers)).status).toBe(200);
    expect((await rename(admin.headers)).status).toBe(200);
    expect((await rename({ ...admin.headers, Origin: service.url })).status).toBe(200);
    const host = new URL(service.url).host;
    const viaProxy = { ...admin.headers, Origin: `https://${host}`, 'X-Forwarded-Proto': 'https' };
    expect((await rename(viaProxy)).status).toBe(200);
  });

  it('is 401 without a session, with an unknown, expired or idle one, and for a disabled administrator', async () => {
    const { Cookie: _unused, ...noCookie } = admin.headers;
    const unauthorized = async (headers: Record<string, string>) => {
      const reply = await consoleCall(service.url, 'GET', '/session', headers);
      expect(reply.status).toBe(401);
      expect(refusalOf(reply)).toBe('sign in to the console: the session is missing or has expired');
    };
    await unauthorized(noCookie);
    await unauthorized({ ...noCookie, Cookie: 'tb_admin=not-a-session' });
    await session({ last_seen_at: Date.now() - sessionIdleMs - 1 });
    await unauthorized(admin.headers);
    await session({ last_seen_at: Date.now(), expires_at: Date.now() - 1 });
    await unauthorized(admin.headers);
    await session({ expires_at: Date.now() + 60_000 });
    expect((await consoleCall(service.url, 'GET', '/session', admin.headers)).status).toBe(200);
    await service.db.write((q) =>
      q.updateTable('admins').set({ disabled_at: new Date().toISOString() }).where('id', '=', admin.id).execute(),
    );
    await unauthorized(admin.headers);
  });

  it('is 403 for a change without the CSRF token, with a wrong one, or from another origin', async () => {
    const { 'X-CSRF-Token': _csrf, ...noCsrf } = admin.headers;
    expect(refusalOf(await rename(noCsrf))).toBe('the X-CSRF-Token header is missing or wrong: reload the console');
    expect((await rename({ ...admin.headers, 'X-CSRF-Token': 'guessed' })).status).toBe(403);
    const other = await testAdmin(service.db, 'bob@example.com', { owner: true });
    expect((await rename({ ...admin.headers, 'X-CSRF-Token': other.headers['X-CSRF-Token']! })).status).toBe(403);
    const crossSite = await rename({ ...admin.headers, Origin: 'http://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(refusalOf(crossSite)).toBe('a cross-site request is refused');
    const host = new URL(service.url).host;
    expect((await rename({ ...admin.headers, Origin: `https://${host}` })).status).toBe(403);
    const venue = await service.db.query
      .selectFrom('venues')
      .select('name')
      .where('pos_object_id', '=', 'v1')
      .executeTakeFirstOrThrow();
    expect(venue.name).toBe('Venue 1');
  });
});
