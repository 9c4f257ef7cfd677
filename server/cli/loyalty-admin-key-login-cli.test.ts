import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { verifyKeyPassword } from '../loyalty/api-keys/key-password.js';
import { bearer, gentoken } from '../loyalty/test-support/b2b-login.js';
import { ok, postJson } from '../loyalty/test-support/loyalty-test-server.js';
import { createTestDatabase } from '../loyalty/test-support/postgres-test-db.js';
import { loyaltyEngines } from '../loyalty/test-support/test-loyalty-db.js';
import { cliScripts, makeDataDir, startHeadlessServer } from '../../e2e/headless-server.js';
import { adminOn, adminTargets } from './test-support/admin-targets.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** How the admin finds its database is tested in loyalty-admin-cli.test.ts; the key login commands run on each engine once. */
describe.each(adminTargets.filter((target) => target.via !== 'env'))('key login commands on $name', (target) => {
  it('sets, rotates and clears a b2b key password read from standard input; list-keys never shows it', async () => {
    const { run, runWithInput, open } = await adminOn(target, (drop) => cleanups.push(drop));
    await run('add-network', '--code', 'city', '--name', 'City');
    expect((await run('add-key', '--label', 'till', '--networks', 'city')).code).toBe(0);
    expect((await run('list-keys')).stdout).toContain('\tpassword=no\taddresses=any');
    const set = await runWithInput('first-password\n', 'set-key-password', '--id', '1');
    expect(set.stderr).toBe('');
    expect(set.stdout).toContain('key 1: password set');
    const storedHash = async () => {
      const db = await open();
      try {
        return (await db.query.selectFrom('api_keys').select('password_hash').executeTakeFirstOrThrow()).password_hash;
      } finally {
        await db.close();
      }
    };
    const first = await storedHash();
    expect(await verifyKeyPassword('first-password', first ?? '')).toBe(true);
    const listed = (await run('list-keys')).stdout;
    expect(listed).toContain('\tpassword=yes\taddresses=any');
    expect(listed).not.toMatch(/first-password|scrypt/);
    expect((await runWithInput('second-password', 'set-key-password', '--id', '1')).code).toBe(0);
    expect(await verifyKeyPassword('second-password', (await storedHash()) ?? '')).toBe(true);
    for (const input of ['', 'short\n', 'two\nlines\n'])
      expect((await runWithInput(input, 'set-key-password', '--id', '1')).stderr).toBe(
        'tillbridge loyalty-admin: The password on standard input must be 8 to 200 characters on one line.\n',
      );
    expect((await run('set-key-password', '--id', '1', '--password', 'on-the-command-line')).stderr).toContain(
      'Unknown option --password',
    );
    expect((await run('set-key-password', '--id', '1', '--clear')).stdout).toContain('key 1: password cleared');
    expect(await storedHash()).toBeNull();
    expect((await run('set-key-password', '--id', '9', '--clear')).stderr).toContain('There is no active key 9.');
    await run('add-key', '--label', 'web', '--kind', 'site', '--site-domain', 'shop.example', '--networks', 'city');
    expect((await run('set-key-password', '--id', '2', '--clear')).stderr).toContain(
      'Key 2 is a site key: passwords and address lists are for b2b keys.',
    );
  });

  it('restricts a b2b key to addresses and lifts the restriction', async () => {
    const { run } = await adminOn(target, (drop) => cleanups.push(drop));
    await run('add-network', '--code', 'city', '--name', 'City');
    await run('add-key', '--label', 'till', '--networks', 'city');
    expect((await run('set-key-addresses', '--id', '1', '--addresses', '10.0.0.0/8, 192.0.2.7')).stdout).toBe(
      'key 1: allowed from 10.0.0.0/8, 192.0.2.7/32\n',
    );
    expect((await run('list-keys')).stdout).toContain('\taddresses=10.0.0.0/8,192.0.2.7/32');
    const refusals: [string[], string][] = [
      [['--addresses', '10.0.0.0/33'], '--addresses: "10.0.0.0/33" must be an IP address or a CIDR'],
      [['--addresses', ','], '--addresses needs at least one address, or use --any.'],
      [['--addresses', '10.0.0.0/8', '--any'], 'Give either --addresses CIDR,... or --any.'],
      [[], 'Give either --addresses CIDR,... or --any.'],
    ];
    for (const [flags, message] of refusals) {
      const refused = await run('set-key-addresses', '--id', '1', ...flags);
      expect(refused.code, flags.join(' ')).toBe(2);
      expect(refused.stderr).toContain(message);
    }
    expect((await run('list-keys')).stdout).toContain('\taddresses=10.0.0.0/8,192.0.2.7/32');
    expect((await run('set-key-addresses', '--id', '1', '--any')).stdout).toBe('key 1: allowed from any address\n');
    expect((await run('list-keys')).stdout).toContain('\taddresses=any');
  });
});

describe('the loyalty service behind a load balancer', () => {
  it.each(loyaltyEngines)(
    'on %s logs a bootstrap key with a password in and goes by LOYALTY_TRUSTED_PROXIES for its addresses',
    async (engine) => {
      const dir = makeDataDir();
      const database = engine === 'postgres' ? await createTestDatabase() : undefined;
      if (database) cleanups.push(() => database.drop());
      const file = path.join(dir, 'boot.yaml');
      fs.writeFileSync(
        file,
        'venues:\n  - { posObjectId: v, name: V }\napiKeys:\n' +
          '  - { label: till, key: till-key-0123456789, venues: [v], password: till-password, allowedAddresses: [10.0.0.0/8] }\n',
      );
      const service = await startHeadlessServer({
        script: cliScripts.loyalty,
        args: ['--bootstrap', file, ...(database ? ['--database-url', database.url] : [])],
        dataDir: dir,
        env: { LOYALTY_TRUSTED_PROXIES: '127.0.0.1' },
        readyLine: /^Loyalty service: (\S+)$/m,
      });
      try {
        const key = { ApiKey: 'till-key-0123456789' };
        const client = { 'X-Forwarded-For': '10.1.2.3' };
        expect((await gentoken(service.url, key.ApiKey, { password: 'till-password' })).status).toBe(403);
        const { token } = ok(await gentoken(service.url, key.ApiKey, { password: 'till-password' }, client));
        const save = (headers: Record<string, string>) =>
          postJson(
            `${service.url}/b2b/v1/loyalty/guests/save`,
            {
              organization: { type: 'posObjectId', id: 'v' },
              guest: { phone: '+79990000001' },
            },
            { ...key, ...headers },
          );
        expect((await save(client)).status).toBe(401);
        ok(await save({ ...client, ...bearer(token) }));
        expect(service.output().stdout + service.output().stderr).not.toContain('till-password');
      } finally {
        expect(await service.stop()).toBe(0);
      }
    },
  );
});
