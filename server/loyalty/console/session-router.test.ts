import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../../shared/api/admin-console.js';
import { hashKeyPassword } from '../api-keys/key-password.js';
import type { LoyaltyDb } from '../database/loyalty-db.js';
import { consoleCall, refusalOf } from '../test-support/console-session.js';
import { startLoyaltyTestServer, type LoyaltyTestServer } from '../test-support/loyalty-test-server.js';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';
import { addAdmin, createPasswordLink, passwordLinkLifetimeMs } from './admin-accounts.js';
import { allProgrammes } from './programme-access.js';

const password = 'correct horse battery';

async function scopeOf(db: LoyaltyDb, programme: string): Promise<number> {
  const found = (await allProgrammes(db.query)).find((p) => p.id === programme);
  if (!found) throw new Error(`no programme ${programme}`);
  return found.scopeId;
}

async function adminWithPassword(db: LoyaltyDb, email: string, scopeIds: number[]): Promise<number> {
  const passwordHash = await hashKeyPassword(password);
  const id = await db.write((q) => addAdmin(q, { email, scopeIds, passwordHash }));
  if (id === undefined) throw new Error('taken');
  return id;
}

/** The cookie pair (`tb_admin=...`) a reply set, and the attributes it was set with. */
function cookieOf(setCookie: string | null): { pair: string; attributes: string[] } {
  const [pair = '', ...attributes] = (setCookie ?? '').split(';').map((part) => part.trim());
  return { pair, attributes };
}

describe.each(loyaltyEngines)('console sign-in on %s', (engine) => {
  let service: LoyaltyTestServer;
  beforeEach(async () => {
    service = await startLoyaltyTestServer({ engine, trustedProxies: ['127.0.0.1'] });
    await adminWithPassword(service.db, 'ada@example.com', [await scopeOf(service.db, 'net')]);
  });
  afterEach(() => service.close());

  const signIn = (body: unknown, headers: Record<string, string> = {}) =>
    consoleCall<SessionInfo>(service.url, 'POST', '/session', headers, body);

  it('signs in with a session cookie and a CSRF token, shows the session, and signs out', async () => {
    const reply = await signIn({ email: ' Ada@Example.com ', password });
    expect(reply.status).toBe(200);
    expect(reply.body.admin).toEqual({ email: 'ada@example.com', owner: false });
    expect(reply.body.programmes).toEqual([{ id: 'net', name: 'Test network', kind: 'network' }]);
    const cookie = cookieOf(reply.headers.get('set-cookie'));
    expect(cookie.pair).toMatch(/^tb_admin=[\w-]{43}$/);
    expect(cookie.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/admin']));
    expect(cookie.attributes).not.toContain('Secure');
    const session = { Cookie: cookie.pair };
    const again = await consoleCall<SessionInfo>(service.url, 'GET', '/session', session);
    expect(again.body).toEqual(reply.body);
    const stored = await service.db.query.selectFrom('admin_sessions').select(['token_hash', 'csrf_token']).execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(cookie.pair.slice('tb_admin='.length));
    expect(JSON.stringify(stored)).not.toContain(reply.body.csrfToken);
    expect((await consoleCall(service.url, 'DELETE', '/session', session)).status).toBe(403);
    const out = await consoleCall(service.url, 'DELETE', '/session', {
      ...session,
      'X-CSRF-Token': reply.body.csrfToken,
    });
    expect(out.status).toBe(204);
    expect(cookieOf(out.headers.get('set-cookie')).pair).toBe('tb_admin=');
    expect(await service.db.query.selectFrom('admin_sessions').selectAll().execute()).toEqual([]);
    expect((await consoleCall(service.url, 'GET', '/session', session)).status).toBe(401);
  });

  it('marks the cookie Secure when a trusted proxy says the request came over HTTPS', async () => {
    const reply = await signIn({ email: 'ada@example.com', password }, { 'X-Forwarded-Proto': 'https' });
    expect(cookieOf(reply.headers.get('set-cookie')).attributes).toContain('Secure');
  });

  it('answers an unknown e-mail and a wrong password alike, and refuses bad input naming the field', async () => {
    const wrong = await signIn({ email: 'ada@example.com', password: 'not the password' });
    const unknown = await signIn({ email: 'bob@example.com', password });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(refusalOf(unknown)).toBe(refusalOf(wrong));
    expect(wrong.headers.get('set-cookie')).toBeNull();
    expect(refusalOf(await signIn({ email: 'ada@example.com' }))).toMatch(/^password: /);
    expect(refusalOf(await signIn({ email: 'address 127.0.0.1', password }))).toBe('email: must be an e-mail address');
    expect(refusalOf(await signIn({ email: 'ada@example.com', password, remember: true }))).toContain('remember');
    expect((await signIn('{"email":')).status).toBe(400);
    expect((await signIn({ email: 'ada@example.com', password }, { Origin: 'http://evil.example' })).status).toBe(403);
  });

  it('locks an e-mail for 15 minutes after 5 wrong passwords, counted in the database', async () => {
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await signIn({ email: 'ada@example.com', password: `wrong password ${attempt}` })).status).toBe(401);
    const locked = await signIn({ email: 'ada@example.com', password });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(refusalOf(locked)).toContain('too many wrong passwords');
    const row = await service.db.query
      .selectFrom('admin_login_failures')
      .selectAll()
      .where('email', '=', 'ada@example.com')
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(5);
    await adminWithPassword(service.db, 'bob@example.com', []);
    expect((await signIn({ email: 'bob@example.com', password })).status).toBe(200);
  });

  it('limits wrong passwords from one client address across many e-mails', async () => {
    for (let attempt = 1; attempt <= 20; attempt++)
      expect((await signIn({ email: `guess${attempt}@example.com`, password })).status).toBe(401);
    const locked = await signIn({ email: 'ada@example.com', password });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    const elsewhere = await signIn({ email: 'ada@example.com', password }, { 'X-Forwarded-For': '198.51.100.9' });
    expect(elsewhere.status).toBe(200);
  });

  it('sets the password through a one-time link that works once, within 24 hours', async () => {
    const adaId = Number(
      (
        await service.db.query
          .selectFrom('admins')
          .select('id')
          .where('email', '=', 'ada@example.com')
          .executeTakeFirstOrThrow()
      ).id,
    );
    const token = await service.db.write((q) => createPasswordLink(q, adaId, Date.now()));
    const setPassword = (body: unknown) => consoleCall(service.url, 'POST', '/password-link', {}, body);
    expect(refusalOf(await setPassword({ token, password: 'short' }))).toBe(
      'password: must be 10 to 200 characters on one line',
    );
    for (const weak of ['          ', 'aaaaaaaaaa', '1234567890'])
      expect(refusalOf(await setPassword({ token, password: weak })), weak).toMatch(
        /^password: is too easy to guess \(/,
      );
    expect((await setPassword({ token, password: 'a brand new password' })).status).toBe(204);
    expect((await setPassword({ token, password: 'a second new password' })).status).toBe(404);
    expect((await signIn({ email: 'ada@example.com', password })).status).toBe(401);
    expect((await signIn({ email: 'ada@example.com', password: 'a brand new password' })).status).toBe(200);
    const old = await service.db.write((q) => createPasswordLink(q, adaId, Date.now() - passwordLinkLifetimeMs));
    expect(refusalOf(await setPassword({ token: old, password: 'a third new password' }))).toBe(
      'this link is unknown, used or expired: ask for a new one',
    );
    const audit = await service.db.query
      .selectFrom('audit_log')
      .select(['admin_email', 'action', 'scope_id'])
      .execute();
    expect(audit).toEqual([{ admin_email: 'ada@example.com', action: 'admin.password', scope_id: null }]);
  });
});
