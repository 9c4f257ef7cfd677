import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiKey, AuditEntry, CreatedKey } from '../../../shared/api/admin-console.js';
import { verifyKeyPassword } from '../api-keys/key-password.js';
import { adminsOfTwoNetworks, consoleCall, refusalOf, type TestAdmin } from '../test-support/console-session.js';
import { org, startLoyaltyTestServer, type LoyaltyTestServer } from '../test-support/loyalty-test-server.js';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';

describe.each(loyaltyEngines)('the console API keys on %s', (engine) => {
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
  const keysOf = async (who: TestAdmin, programme: string) =>
    (await call<{ keys: ApiKey[] }>(who, 'GET', `/programmes/${programme}/keys`)).body.keys;
  const audit = async (who: TestAdmin, programme: string) =>
    (await call<{ entries: AuditEntry[] }>(who, 'GET', `/programmes/${programme}/audit`)).body.entries;

  it('creates keys shown once, lists them with their scope and last use, and never shows a secret', async () => {
    const whole = await call<CreatedKey>(netAdmin, 'POST', '/programmes/net/keys', { label: 'tills', kind: 'b2b' });
    expect(whole.status).toBe(200);
    expect(whole.body.rawKey).toMatch(/^tb_/);
    expect(whole.body.key).toEqual({
      id: whole.body.key.id,
      label: 'tills',
      kind: 'b2b',
      venues: [],
      wholeProgramme: true,
      hasPassword: false,
      createdAt: expect.any(String),
    });
    const one = await call<CreatedKey>(netAdmin, 'POST', '/programmes/net/keys', {
      label: 'cafe one',
      kind: 'b2b',
      venues: ['v1'],
      password: 'till-password',
      allowedAddresses: ['10.0.0.0/8', '192.0.2.7'],
    });
    expect(one.body.key).toMatchObject({
      venues: ['v1'],
      wholeProgramme: false,
      hasPassword: true,
      allowedAddresses: ['10.0.0.0/8', '192.0.2.7/32'],
    });
    const site = await call<CreatedKey>(netAdmin, 'POST', '/programmes/net/keys', {
      label: 'site',
      kind: 'site',
      siteDomain: 'shop.example',
    });
    expect(site.body.key).toMatchObject({ kind: 'site', siteDomain: 'shop.example', wholeProgramme: true });
    const listed = await keysOf(netAdmin, 'net');
    expect(listed.map((k) => k.label)).toEqual(['site', 'cafe one', 'tills', 'test']);
    expect(listed.find((k) => k.label === 'test')).toMatchObject({ wholeProgramme: true, venues: [] });
    expect(JSON.stringify(listed)).not.toMatch(/tb_|till-password|scrypt/);
    expect((await keysOf(bAdmin, 'b')).map((k) => k.label)).toEqual([]);
    expect((await keysOf(owner, 'venue:solo')).map((k) => k.label)).toEqual(['test']);
    const stored = await service.db.query
      .selectFrom('api_keys')
      .select('password_hash')
      .where('id', '=', one.body.key.id)
      .executeTakeFirstOrThrow();
    expect(await verifyKeyPassword('till-password', stored.password_hash ?? '')).toBe(true);

    expect(listed.find((k) => k.label === 'tills')?.lastUsedAt).toBeUndefined();
    await service.post('/guests/get', { organization: org('v2'), guest: { phone: '+79990000001' } }, whole.body.rawKey);
    await expect
      .poll(async () => (await keysOf(netAdmin, 'net')).find((k) => k.label === 'tills')?.lastUsedAt)
      .toEqual(expect.any(String));
    const created = await audit(netAdmin, 'net');
    expect(created.map((e) => [e.action, e.target])).toEqual([
      ['key.create', `key ${site.body.key.id} site`],
      ['key.create', `key ${one.body.key.id} cafe one`],
      ['key.create', `key ${whole.body.key.id} tills`],
    ]);
    expect(created[1]?.after).toMatchObject({ hasPassword: true, venues: ['v1'] });
    expect(JSON.stringify(created)).not.toMatch(/tb_|till-password|scrypt/);
  });

  it('revokes a key, sets and clears its password and addresses, each audited with before and after', async () => {
    const { key } = (await call<CreatedKey>(netAdmin, 'POST', '/programmes/net/keys', { label: 'k', kind: 'b2b' }))
      .body;
    const route = `/programmes/net/keys/${key.id}`;
    const password = await call<ApiKey>(netAdmin, 'PUT', `${route}/password`, { password: 'a new password' });
    expect(password.body.hasPassword).toBe(true);
    const addresses = await call<ApiKey>(netAdmin, 'PUT', `${route}/addresses`, { allowedAddresses: ['10.1.0.0/16'] });
    expect(addresses.body.allowedAddresses).toEqual(['10.1.0.0/16']);
    expect((await call<ApiKey>(netAdmin, 'PUT', `${route}/password`, { password: null })).body.hasPassword).toBe(false);
    const any = await call<ApiKey>(netAdmin, 'PUT', `${route}/addresses`, { allowedAddresses: null });
    expect(any.body.allowedAddresses).toBeUndefined();
    const revoked = await call<ApiKey>(netAdmin, 'POST', `${route}/revoke`);
    expect(revoked.body.revokedAt).toEqual(expect.any(String));
    const again = await call(netAdmin, 'POST', `${route}/revoke`);
    expect([again.status, refusalOf(again)]).toEqual([409, `key ${key.id} is already revoked`]);
    expect((await call(netAdmin, 'PUT', `${route}/password`, { password: 'another password' })).status).toBe(409);
    const entries = await audit(netAdmin, 'net');
    expect(entries.map((e) => e.action)).toEqual([
      'key.revoke',
      'key.addresses',
      'key.password.clear',
      'key.addresses',
      'key.password.set',
      'key.create',
    ]);
    expect(entries[0]).toMatchObject({ before: { id: key.id }, after: { revokedAt: revoked.body.revokedAt } });
    expect((entries[0]?.before as ApiKey).revokedAt).toBeUndefined();
    expect(entries[3]).toMatchObject({ before: { hasPassword: true }, after: { allowedAddresses: ['10.1.0.0/16'] } });
    expect((entries[3]?.before as ApiKey).allowedAddresses).toBeUndefined();
    expect(entries[4]).toMatchObject({ before: { hasPassword: false }, after: { hasPassword: true } });
  });

  it('keeps other programmes out: 404 for their keys, 403 to change a key that also serves one', async () => {
    const { key } = (await call<CreatedKey>(bAdmin, 'POST', '/programmes/b/keys', { label: 'b', kind: 'b2b' })).body;
    for (const [method, route, body] of [
      ['POST', `/programmes/net/keys/${key.id}/revoke`, undefined],
      ['PUT', `/programmes/net/keys/${key.id}/password`, { password: null }],
      ['POST', `/programmes/b/keys/${key.id}/revoke`, undefined],
      ['POST', `/programmes/net/keys/x/revoke`, undefined],
      ['POST', '/programmes/b/keys', { label: 'mine now', kind: 'b2b' }],
    ] as const)
      expect((await call(netAdmin, method, route, body)).status, `${method} ${route}`).toBe(404);
    const testKey = (await keysOf(netAdmin, 'net')).find((k) => k.label === 'test')!;
    const shared = await call(netAdmin, 'POST', `/programmes/net/keys/${testKey.id}/revoke`);
    expect(shared.status).toBe(403);
    expect(refusalOf(shared)).toContain('also serves programmes you do not administer');
    expect((await call(owner, 'POST', `/programmes/net/keys/${testKey.id}/revoke`)).status).toBe(200);
    /** The key served the network and the lone venue solo: its revocation is in both logs, by the owner. */
    for (const [who, programme] of [
      [netAdmin, 'net'],
      [owner, 'venue:solo'],
    ] as const)
      expect((await audit(who, programme))[0]).toMatchObject({
        adminEmail: 'owner@example.com',
        action: 'key.revoke',
        target: `key ${testKey.id} test`,
      });
    expect((await keysOf(bAdmin, 'b')).map((k) => k.revokedAt)).toEqual([undefined]);
  });

  it('refuses bad keys naming the field, creating nothing', async () => {
    const refusals: [unknown, string][] = [
      [{ kind: 'b2b' }, 'label: '],
      [{ label: 'k', kind: 'other' }, 'kind: '],
      [{ label: 'k', kind: 'site' }, 'siteDomain: a site key needs siteDomain'],
      [{ label: 'k', kind: 'b2b', siteDomain: 'a.example' }, 'siteDomain: only a site key has siteDomain'],
      [{ label: 'k', kind: 'site', siteDomain: 'a.example', password: 'long enough' }, 'for b2b keys'],
      [{ label: 'k', kind: 'b2b', password: 'short' }, 'password: must be 8 to 200 characters'],
      [{ label: 'k', kind: 'b2b', allowedAddresses: [] }, 'allowedAddresses: give at least one address'],
      [{ label: 'k', kind: 'b2b', allowedAddresses: ['10.0.0.0/33'] }, 'allowedAddresses[0]: "10.0.0.0/33"'],
      [{ label: 'k', kind: 'b2b', venues: ['b1'] }, 'venues: b1 is not a venue of this programme'],
      [{ label: 'k', kind: 'b2b', scope: 'all' }, 'scope'],
    ];
    for (const [body, message] of refusals) {
      const reply = await call(netAdmin, 'POST', '/programmes/net/keys', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(refusalOf(reply)).toContain(message);
    }
    const { key } = (await call<CreatedKey>(netAdmin, 'POST', '/programmes/net/keys', { label: 'k', kind: 'b2b' }))
      .body;
    const route = `/programmes/net/keys/${key.id}`;
    expect(refusalOf(await call(netAdmin, 'PUT', `${route}/password`, {}))).toMatch(/^password: /);
    expect(refusalOf(await call(netAdmin, 'PUT', `${route}/addresses`, { allowedAddresses: ['x'] }))).toContain(
      'allowedAddresses[0]',
    );
    expect((await keysOf(netAdmin, 'net')).map((k) => k.label)).toEqual(['k', 'test']);
    expect((await audit(netAdmin, 'net')).map((e) => e.action)).toEqual(['key.create']);
  });

  it('pages the audit log, newest first, and refuses a bad page', async () => {
    for (const name of ['One', 'Two', 'Three']) await call(netAdmin, 'PATCH', '/programmes/net/venues/v1', { name });
    const page = await call<{ entries: AuditEntry[] }>(netAdmin, 'GET', '/programmes/net/audit?take=2');
    expect(page.body.entries.map((e) => e.after)).toEqual([{ name: 'Three' }, { name: 'Two' }]);
    const next = await call<{ entries: AuditEntry[] }>(
      netAdmin,
      'GET',
      `/programmes/net/audit?take=2&before=${page.body.entries[1]!.id}`,
    );
    expect(next.body.entries.map((e) => e.after)).toEqual([{ name: 'One' }]);
    for (const query of ['take=0', 'take=201', 'before=x', 'order=asc'])
      expect((await call(netAdmin, 'GET', `/programmes/net/audit?${query}`)).status, query).toBe(400);
  });
});
