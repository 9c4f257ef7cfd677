import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { saveGuest } from '../loyalty/guest-store/guest-store.js';
import { upsertVenue } from '../loyalty/organizations/organization-store.js';
import { createTestDatabase } from '../loyalty/test-support/postgres-test-db.js';
import { loyaltyEngines } from '../loyalty/test-support/test-loyalty-db.js';
import { cliScripts, freePort, makeDataDir, runCliOnce, startHeadlessServer } from '../../e2e/headless-server.js';
import { adminOn, adminScript as admin, adminTargets } from './test-support/admin-targets.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe.each(adminTargets)('npm run loyalty-admin on $name', (target) => {
  it('adds a network, a venue and a key (printed once), lists and revokes keys', async () => {
    const { dir, run } = await adminOn(target, (drop) => cleanups.push(drop));
    expect((await run('add-network', '--code', 'city', '--name', 'City')).code).toBe(0);
    expect((await run('add-venue', '--pos-object-id', 'cafe-1', '--name', 'Cafe', '--network', 'city')).stdout).toMatch(
      /^venue cafe-1: organizationId [0-9a-f-]{36}$/m,
    );
    const added = await run('add-key', '--label', 'till', '--networks', 'city');
    expect(added.code).toBe(0);
    expect(added.stdout).toMatch(/^key 1: tb_\S+$/m);
    const listed = (await run('list-keys')).stdout;
    expect(listed).toContain('1\tb2b\tactive\ttill\tnetworks=city');
    expect(listed).not.toContain('tb_');
    expect((await run('revoke-key', '--id', '1')).stdout).toContain('key 1 revoked');
    expect((await run('list-keys')).stdout).toContain('revoked');
    const refused = await run('add-venue', '--pos-object-id', 'x', '--name', 'X', '--network', 'nowhere');
    expect(refused.code).toBe(2);
    expect(refused.stderr.trim()).toBe('tillbridge loyalty-admin: there is no network nowhere');
    expect(runCliOnce(admin, ['frobnicate']).code).toBe(2);
    expect(fs.existsSync(path.join(dir, 'loyalty.sqlite'))).toBe(target.engine === 'sqlite');
  });

  it('blocks and unblocks a guest', async () => {
    const { run, open } = await adminOn(target, (drop) => cleanups.push(drop));
    const db = await open();
    try {
      await db.write(async (q) => {
        const venue = await upsertVenue(q, { posObjectId: 'v', name: 'V' });
        await saveGuest(q, venue.scopeId, { phone: '+79990000001' }, new Date().toISOString());
      });
    } finally {
      await db.close();
    }
    expect((await run('block-guest', '--venue', 'v', '--phone', '+79990000001')).stdout).toContain('blocked');
    const check = await open();
    try {
      const guest = await check.query.selectFrom('guests').select('blocked_at').executeTakeFirstOrThrow();
      expect(guest.blocked_at).not.toBeNull();
    } finally {
      await check.close();
    }
    expect((await run('unblock-guest', '--venue', 'v', '--phone', '8 (999) 000-00-01')).code).toBe(0);
    expect((await run('block-guest', '--venue', 'v', '--phone', '8 999')).stderr).toContain(
      '--phone must be a phone number',
    );
    expect((await run('block-guest', '--venue', 'v', '--phone', '+79990000009')).stderr).toContain('There is no guest');
  });
});

describe('loyalty-admin refuses a database it cannot use in one line', () => {
  const password = 's3cret-pass';

  it('a URL that is not a PostgreSQL one, by flag or environment, names the setting (and never shows a password)', () => {
    const message = 'must be a postgres://USER:PASSWORD@HOST:PORT/DATABASE URL.';
    const byFlag = runCliOnce(admin, [
      'list-keys',
      '--data-dir',
      makeDataDir(),
      '--database-url',
      `postgres://tb:${password}@127.0.0.1`,
    ]);
    expect(byFlag.code).toBe(2);
    expect(byFlag.stderr).toBe(
      `tillbridge loyalty-admin: Invalid setting databaseUrl (from --database-url): ${message}\n`,
    );
    const byEnv = runCliOnce(admin, ['list-keys', '--data-dir', makeDataDir()], {
      TILLBRIDGE_LOYALTY_DATABASE_URL: 'mysql://localhost/loyalty',
    });
    expect(byEnv.code).toBe(2);
    expect(byEnv.stderr).toBe(
      `tillbridge loyalty-admin: Invalid setting databaseUrl (from environment variable TILLBRIDGE_LOYALTY_DATABASE_URL): ${message}\n`,
    );
  });

  it('an unreachable database or a wrong password is one line without the password', async () => {
    const port = await freePort();
    const unreachable = runCliOnce(admin, [
      'list-keys',
      '--data-dir',
      makeDataDir(),
      '--database-url',
      `postgres://tb:${password}@127.0.0.1:${port}/loyalty`,
    ]);
    expect(unreachable.code).toBe(2);
    expect(unreachable.stderr).toMatch(
      new RegExp(
        `^tillbridge loyalty-admin: Cannot use the loyalty database postgres://tb:\\*\\*\\*@127\\.0\\.0\\.1:${port}/loyalty: .+\n$`,
      ),
    );
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const wrong = new URL(database.url);
    wrong.password = password;
    const refused = runCliOnce(admin, ['list-keys', '--data-dir', makeDataDir(), '--database-url', wrong.toString()]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(
      /^tillbridge loyalty-admin: Cannot use the loyalty database postgres:\/\/\S+:\*\*\*@.+\n$/,
    );
    for (const result of [unreachable, refused]) expect(result.stderr + result.stdout).not.toContain(password);
  });
});

describe('the loyalty service', () => {
  it.each(loyaltyEngines)('on %s applies --bootstrap and prints a generated key once', async (engine) => {
    const dir = makeDataDir();
    const database = engine === 'postgres' ? await createTestDatabase() : undefined;
    if (database) cleanups.push(() => database.drop());
    const file = path.join(dir, 'boot.yaml');
    fs.writeFileSync(file, 'venues:\n  - { posObjectId: v, name: V }\napiKeys:\n  - { label: till, venues: [v] }\n');
    const service = await startHeadlessServer({
      script: cliScripts.loyalty,
      args: ['--bootstrap', file, ...(database ? ['--database-url', database.url] : [])],
      dataDir: dir,
      readyLine: /^Loyalty service: (\S+)$/m,
    });
    try {
      const key = /New API key "till": (\S+)/.exec(service.output().stdout)?.[1] ?? '';
      const reply = await fetch(`${service.url}/b2b/v1/loyalty/guests/save`, {
        method: 'POST',
        headers: { ApiKey: key, 'content-type': 'application/json' },
        body: JSON.stringify({ organization: { type: 'posObjectId', id: 'v' }, guest: { phone: '+79990000001' } }),
      });
      expect(reply.status).toBe(200);
    } finally {
      expect(await service.stop()).toBe(0);
    }
  });
});

/** The bridge embeds the service on SQLite by nature: a single venue's data stays in the till's data folder. */
describe('the embedded loyalty service', () => {
  it('the bridge embeds the service with a default venue and key kept in loyalty-embedded.json', async () => {
    const bridge = await startHeadlessServer();
    try {
      const access = JSON.parse(fs.readFileSync(path.join(bridge.dataDir, 'loyalty-embedded.json'), 'utf8')) as {
        posObjectId: string;
        apiKey: string;
      };
      expect(access.posObjectId).toBe('default');
      const reply = await fetch(`${bridge.url}/b2b/v1/loyalty/guests/save`, {
        method: 'POST',
        headers: { ApiKey: access.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify({
          organization: { type: 'posObjectId', id: 'default' },
          guest: { phone: '+79990000001' },
        }),
      });
      expect(reply.status).toBe(200);
    } finally {
      expect(await bridge.stop()).toBe(0);
    }
  });

  it('the bridge applies loyaltyBootstrap to its embedded service; with a hosted one it refuses in one line', async () => {
    const dir = makeDataDir();
    fs.writeFileSync(
      path.join(dir, 'loyalty.yaml'),
      'venues:\n  - { posObjectId: cafe, name: Cafe }\napiKeys:\n  - { label: guest-app, venues: [cafe] }\n',
    );
    const bridge = await startHeadlessServer({ args: ['--loyalty-bootstrap', 'loyalty.yaml'], dataDir: dir });
    try {
      const key = /New API key "guest-app": (\S+)/.exec(bridge.output().stdout)?.[1] ?? '';
      const reply = await fetch(`${bridge.url}/b2b/v1/loyalty/guests/save`, {
        method: 'POST',
        headers: { ApiKey: key, 'content-type': 'application/json' },
        body: JSON.stringify({ organization: { type: 'posObjectId', id: 'cafe' }, guest: { phone: '+79990000002' } }),
      });
      expect(reply.status).toBe(200);
      const embedded = JSON.parse(fs.readFileSync(path.join(dir, 'loyalty-embedded.json'), 'utf8')) as object;
      expect(embedded).toMatchObject({ posObjectId: 'cafe' });
    } finally {
      expect(await bridge.stop()).toBe(0);
    }
    const hosted = runCliOnce(cliScripts.serve, [
      '--data-dir',
      makeDataDir(),
      '--loyalty-url',
      'http://127.0.0.1:9',
      '--loyalty-bootstrap',
      'x.yaml',
    ]);
    expect(hosted.code).toBe(2);
    expect(hosted.stderr.trim()).toBe(
      'tillbridge serve: loyaltyBootstrap is for the embedded loyalty service: the hosted one (loyaltyUrl) takes its own --bootstrap.',
    );
  });
});
