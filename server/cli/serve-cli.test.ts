import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cliScripts,
  makeDataDir,
  runCliOnce,
  startHeadlessServer,
  type HeadlessServer,
} from '../../e2e/headless-server.js';

const running: HeadlessServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
});

async function start(...args: Parameters<typeof startHeadlessServer>): Promise<HeadlessServer> {
  const server = await startHeadlessServer(...args);
  running.push(server);
  return server;
}

/** A failed start: non-zero exit, no UI line, exactly one line on stderr, no stack frames anywhere. */
function expectOneLineFailure(result: ReturnType<typeof runCliOnce>, pattern: RegExp): void {
  expect(result.code).toBe(2);
  expect(result.stdout).not.toContain('UI:');
  expect(result.stdout).not.toMatch(/\n\s+at |"stack"/);
  const lines = result.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(result.stderr).not.toMatch(/\n\s+at /);
}

describe('npm run serve', () => {
  it('prints one UI line and serves the UI, health and status on loopback', async () => {
    const server = await start();
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(
      server
        .output()
        .stdout.split('\n')
        .filter((line) => line.startsWith('UI: ')),
    ).toEqual([`UI: ${server.url}/`]);
    expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ status: 'ok' });
    const status = (await (await fetch(`${server.url}/api/status`)).json()) as Record<string, unknown>;
    expect(status).toMatchObject({ shell: 'headless', loyalty: { mode: 'embedded' } });
    const page = await fetch(`${server.url}/`);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('<div id="root">');
  });

  it('stops cleanly on SIGTERM: exit 0, journal entry written, database closed', async () => {
    const server = await start();
    expect(await server.stop()).toBe(0);
    expect(fs.existsSync(path.join(server.dataDir, 'bridge.sqlite-wal'))).toBe(false);
    const db = new BetterSqlite3(path.join(server.dataDir, 'bridge.sqlite'), { readonly: true });
    const kinds = db.prepare('SELECT kind FROM app_events ORDER BY id').pluck().all();
    db.close();
    expect(kinds).toEqual(['started', 'stopped']);
    expect(fs.readFileSync(path.join(server.dataDir, 'logs', 'bridge.log'), 'utf8')).toContain(
      '"msg":"bridge stopped"',
    );
  });

  it('stops cleanly on SIGINT too', async () => {
    const server = await start();
    server.process.kill('SIGINT');
    expect(await server.exited).toBe(0);
  });

  it('refuses --port 99999 in one line', () => {
    expectOneLineFailure(
      runCliOnce(cliScripts.serve, ['--port', '99999', '--data-dir', makeDataDir()]),
      /^tillbridge serve: Invalid setting port \(from --port\): must be a whole number from 0 to 65535/,
    );
  });

  it('refuses a data dir on a read-only path in one line', () => {
    expectOneLineFailure(
      runCliOnce(cliScripts.serve, ['--data-dir', '/proc/tillbridge']),
      /^tillbridge serve: Data directory \/proc\/tillbridge cannot be used/,
    );
  });

  it('refuses an unknown flag, a bad environment value and a bad config file in one line', () => {
    expectOneLineFailure(runCliOnce(cliScripts.serve, ['--prot', '1']), /Unknown option --prot/);
    expectOneLineFailure(
      runCliOnce(cliScripts.serve, ['--data-dir', makeDataDir()], { TILLBRIDGE_LOG_LEVEL: 'chatty' }),
      /logLevel \(from environment variable TILLBRIDGE_LOG_LEVEL\): must be one of/,
    );
    const dataDir = makeDataDir();
    fs.writeFileSync(path.join(dataDir, 'bridge.config.json'), '{"port": "twelve"}');
    expectOneLineFailure(
      runCliOnce(cliScripts.serve, ['--data-dir', dataDir]),
      /Invalid setting port \(from bridge\.config\.json\)/,
    );
  });

  it('starts with a bridge.config.json saved by Windows Notepad (byte-order mark, CRLF)', async () => {
    const dataDir = makeDataDir();
    const notepad = '\uFEFF{\r\n  "venueName": "Кафе «Тиллбридж»",\r\n  "logLevel": "warn"\r\n}\r\n';
    fs.writeFileSync(path.join(dataDir, 'bridge.config.json'), notepad);
    const server = await start({ dataDir });
    const status = (await (await fetch(`${server.url}/api/status`)).json()) as Record<string, unknown>;
    expect(status).toMatchObject({ shell: 'headless' });
    expect(server.output().stderr).toBe('');
  });

  it('says so in one line when the port is taken', async () => {
    const first = await start();
    const port = new URL(first.url).port;
    expectOneLineFailure(
      runCliOnce(cliScripts.serve, ['--port', port, '--data-dir', makeDataDir()]),
      new RegExp(`Port ${port} on 127\\.0\\.0\\.1 is already in use`),
    );
  });

  it('refuses a database from a newer Tillbridge without touching it', async () => {
    const server = await start();
    await server.stop();
    const file = path.join(server.dataDir, 'bridge.sqlite');
    const db = new BetterSqlite3(file);
    db.pragma('user_version = 999');
    db.close();
    expectOneLineFailure(
      runCliOnce(cliScripts.serve, ['--data-dir', server.dataDir, '--port', '0']),
      /has schema version 999, newer than this Tillbridge knows/,
    );
  });

  it('prints its options with --help', () => {
    const result = runCliOnce(cliScripts.serve, ['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('--loyalty-url');
  });
});
