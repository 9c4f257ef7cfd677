import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { saveGuest } from '../loyalty/guests/guest-store.js';
import { upsertVenue } from '../loyalty/organizations/organization-store.js';
import { loyaltyMigrations } from '../storage/migrations/loyalty/index.js';
import { openDatabase } from '../storage/open-database.js';
import { makeDataDir, projectRoot, runCliOnce, startHeadlessServer, cliScripts } from '../../e2e/headless-server.js';

const admin = path.join(projectRoot, 'out/server/cli/loyalty-admin.js');

describe('npm run loyalty-admin', () => {
  it('adds a network, a venue and a key (printed once), lists and revokes keys', () => {
    const dir = makeDataDir();
    const run = (...args: string[]) => runCliOnce(admin, [...args, '--data-dir', dir]);
    expect(run('add-network', '--code', 'city', '--name', 'City').code).toBe(0);
    expect(run('add-venue', '--pos-object-id', 'cafe-1', '--name', 'Cafe', '--network', 'city').stdout).toMatch(
      /^venue cafe-1: organizationId [0-9a-f-]{36}$/m,
    );
    const added = run('add-key', '--label', 'till', '--networks', 'city');
    expect(added.code).toBe(0);
    expect(added.stdout).toMatch(/^key 1: tb_\S+$/m);
    const listed = run('list-keys').stdout;
    expect(listed).toContain('1\tb2b\tactive\ttill\tnetworks=city');
    expect(listed).not.toContain('tb_');
    expect(run('revoke-key', '--id', '1').stdout).toContain('key 1 revoked');
    expect(run('list-keys').stdout).toContain('revoked');
    const refused = run('add-venue', '--pos-object-id', 'x', '--name', 'X', '--network', 'nowhere');
    expect(refused.code).toBe(2);
    expect(refused.stderr.trim()).toBe('tillbridge loyalty-admin: there is no network nowhere');
    expect(runCliOnce(admin, ['frobnicate']).code).toBe(2);
  });

  it('blocks and unblocks a guest', () => {
    const dir = makeDataDir();
    const db = openDatabase(path.join(dir, 'loyalty.sqlite'), loyaltyMigrations);
    const venue = upsertVenue(db, { posObjectId: 'v', name: 'V' });
    saveGuest(db, venue.scopeId, { phone: '+79990000001' });
    db.close();
    const run = (...args: string[]) => runCliOnce(admin, [...args, '--data-dir', dir]);
    expect(run('block-guest', '--venue', 'v', '--phone', '+79990000001').stdout).toContain('blocked');
    const check = openDatabase(path.join(dir, 'loyalty.sqlite'), loyaltyMigrations);
    expect(check.prepare('SELECT blocked_at IS NOT NULL FROM guests').pluck().get()).toBe(1);
    check.close();
    expect(run('unblock-guest', '--venue', 'v', '--phone', '8 (999) 000-00-01').code).toBe(0);
    expect(run('block-guest', '--venue', 'v', '--phone', '8 999').stderr).toContain('--phone must be a phone number');
    expect(run('block-guest', '--venue', 'v', '--phone', '+79990000009').stderr).toContain('There is no guest');
  });

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

  it('the loyalty service applies --bootstrap and prints a generated key once', async () => {
    const dir = makeDataDir();
    const file = path.join(dir, 'boot.yaml');
    fs.writeFileSync(file, 'venues:\n  - { posObjectId: v, name: V }\napiKeys:\n  - { label: till, venues: [v] }\n');
    const service = await startHeadlessServer({
      script: cliScripts.loyalty,
      args: ['--bootstrap', file],
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
