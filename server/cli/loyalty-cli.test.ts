import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../loyalty/test-support/postgres-test-db.js';
import { cliScripts, makeDataDir, runCliOnce, startHeadlessServer } from '../../e2e/headless-server.js';

const readyLine = /^Loyalty service: (\S+)$/m;

describe('npm run loyalty', () => {
  it('starts the hosted loyalty service with its own database and a health endpoint, and stops on SIGTERM', async () => {
    const service = await startHeadlessServer({ script: cliScripts.loyalty, readyLine });
    try {
      const health = (await (await fetch(`${service.url}/health`)).json()) as Record<string, unknown>;
      expect(health).toMatchObject({ status: 'ok', service: 'loyalty', engine: 'sqlite' });
      expect(typeof health.schemaVersion).toBe('number');
    } finally {
      expect(await service.stop()).toBe(0);
    }
  });

  it('takes loyalty.config.json and the bootstrap file saved by Windows Notepad (byte-order mark, CRLF)', async () => {
    const dataDir = makeDataDir();
    const notepad = (text: string) => '\uFEFF' + text.replace(/\n/g, '\r\n');
    fs.writeFileSync(
      path.join(dataDir, 'boot.yaml'),
      notepad(
        'apiKeys:\n  - label: till\n    key: notepad-key-0123456789\n    venues: [cafe]\nvenues:\n  - posObjectId: cafe\n    name: Кафе\n',
      ),
    );
    const config = { bootstrap: path.join(dataDir, 'boot.yaml'), logLevel: 'warn' };
    fs.writeFileSync(path.join(dataDir, 'loyalty.config.json'), notepad(JSON.stringify(config, null, 2)));
    const service = await startHeadlessServer({
      script: cliScripts.loyalty,
      dataDir,
      readyLine,
    });
    try {
      const response = await fetch(`${service.url}/b2b/v1/loyalty/guests/get`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ApiKey: 'notepad-key-0123456789' },
        body: JSON.stringify({
          organization: { type: 'posObjectId', id: 'cafe' },
          guest: { type: 'phone', phone: '+79990001122' },
        }),
      });
      /** The key and the venue the bootstrap file declared are known: the guest is what is missing. */
      expect(await response.json()).toMatchObject({ error: { code: '3007' } });
      expect(service.output().stderr).toBe('');
    } finally {
      expect(await service.stop()).toBe(0);
    }
  });

  it('refuses a bad port in one line', () => {
    const result = runCliOnce(cliScripts.loyalty, ['--port', '70000', '--data-dir', makeDataDir()]);
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toMatch(/^tillbridge loyalty: Invalid setting port \(from --port\)/);
  });

  it('offers each network its guest page at --public-url, or TILLBRIDGE_LOYALTY_PUBLIC_URL', async () => {
    const dataDir = makeDataDir();
    fs.writeFileSync(path.join(dataDir, 'boot.yaml'), 'networks:\n  - { code: cafe-net, name: Cafe network }\n');
    const service = await startHeadlessServer({
      script: cliScripts.loyalty,
      dataDir,
      args: ['--bootstrap', path.join(dataDir, 'boot.yaml')],
      env: { TILLBRIDGE_LOYALTY_PUBLIC_URL: 'https://loyalty.example.com/' },
      readyLine,
    });
    try {
      const reply = await fetch(`${service.url}/guest/cafe-net/config.json`);
      expect(reply.status).toBe(200);
      expect(await reply.json()).toMatchObject({
        network: { code: 'cafe-net', name: 'Cafe network' },
        apiKey: expect.stringMatching(/^tb_/) as string,
      });
    } finally {
      expect(await service.stop()).toBe(0);
    }
  });

  it('refuses a public URL with a path, a query or another scheme in one line', () => {
    const allowed =
      'must be an http:// or https:// address without a path, query or fragment, e.g. https://loyalty.example.com';
    for (const bad of [
      'https://loyalty.example.com/guest',
      'https://loyalty.example.com/?a=1',
      'ftp://loyalty.example.com',
    ])
      expect(runCliOnce(cliScripts.loyalty, ['--public-url', bad, '--data-dir', makeDataDir()])).toMatchObject({
        code: 2,
        stderr: `tillbridge loyalty: Invalid setting publicUrl (from --public-url): ${allowed}; got "${bad}".\n`,
      });
  });

  it('serves on PostgreSQL with --database-url: the data lives in the database, not in the data folder', async () => {
    const database = await createTestDatabase();
    try {
      const boot = path.join(makeDataDir(), 'boot.yaml');
      fs.writeFileSync(
        boot,
        'venues:\n  - { posObjectId: cafe, name: Cafe }\napiKeys:\n  - { label: till, key: pg-key-0123456789, venues: [cafe] }\n',
      );
      const post = (url: string, endpoint: string, guest: object) =>
        fetch(`${url}/b2b/v1/loyalty/guests/${endpoint}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ApiKey: 'pg-key-0123456789' },
          body: JSON.stringify({ organization: { type: 'posObjectId', id: 'cafe' }, guest }),
        });
      /** Every instance may start with the same bootstrap file: it adds what is missing and never duplicates. */
      const start = (dataDir: string) =>
        startHeadlessServer({
          script: cliScripts.loyalty,
          dataDir,
          args: ['--database-url', database.url, '--bootstrap', boot],
          readyLine,
        });
      const first = await start(makeDataDir());
      try {
        const health = (await (await fetch(`${first.url}/health`)).json()) as Record<string, unknown>;
        expect(health).toMatchObject({ status: 'ok', service: 'loyalty', engine: 'postgres' });
        expect(typeof health.schemaVersion).toBe('number');
        expect((await post(first.url, 'save', { phone: '+79990001122' })).status).toBe(200);
      } finally {
        expect(await first.stop()).toBe(0);
      }
      expect(fs.existsSync(path.join(first.dataDir, 'loyalty.sqlite'))).toBe(false);
      const second = await start(makeDataDir());
      try {
        const reply = await post(second.url, 'get', { type: 'phone', phone: '+79990001122' });
        expect(await reply.json()).toMatchObject({ guest: { phone: '+79990001122' } });
      } finally {
        expect(await second.stop()).toBe(0);
      }
    } finally {
      await database.drop();
    }
  });

  it('refuses a database URL it cannot use in one line, naming the setting and never showing the password', async () => {
    const password = 's3cret-pass';
    const badUrl = runCliOnce(cliScripts.loyalty, ['--port', '0', '--data-dir', makeDataDir()], {
      TILLBRIDGE_LOYALTY_DATABASE_URL: `postgres://tb:${password}@127.0.0.1`,
    });
    expect(badUrl.code).toBe(2);
    expect(badUrl.stderr).toBe(
      'tillbridge loyalty: Invalid setting databaseUrl (from environment variable TILLBRIDGE_LOYALTY_DATABASE_URL): must be a postgres://USER:PASSWORD@HOST:PORT/DATABASE URL.\n',
    );
    /** A wrong password is a setting to fix, not an outage to wait out (that is database-restart.test.ts's). */
    const database = await createTestDatabase();
    const wrongPassword = new URL(database.url);
    wrongPassword.password = password;
    const dataDir = makeDataDir();
    const refused = runCliOnce(cliScripts.loyalty, [
      '--port',
      '0',
      '--data-dir',
      dataDir,
      '--database-url',
      wrongPassword.toString(),
    ]);
    await database.drop();
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(
      `tillbridge loyalty: Cannot use the loyalty database ${wrongPassword.toString().replace(password, '***')}: password authentication failed for user "postgres".\n`,
    );
    for (const result of [badUrl, refused]) expect(result.stderr + result.stdout).not.toContain(password);
    const logs = path.join(dataDir, 'logs');
    for (const file of fs.readdirSync(logs))
      expect(fs.readFileSync(path.join(logs, file), 'utf8')).not.toContain(password);
  });
});
