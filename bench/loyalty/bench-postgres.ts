import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startTestPostgres } from '../../server/loyalty/test-support/postgres-server.js';

/** The bench's PostgreSQL: the tests' embedded server (production durability) with one empty database on it. */
export interface BenchPostgres {
  readonly url: string;
  /** The server's version and durability settings as it reports them, for the notes under the table. */
  readonly settings: string;
  /** The server's processes now: the postmaster and its children (a backend per connection, the WAL writer...). */
  pids(): number[];
  stop(): Promise<void>;
}

/** Settings that decide what a commit costs and how much of the data is cached, read back from the running server. */
const shown = ['server_version', 'fsync', 'synchronous_commit', 'full_page_writes', 'shared_buffers'] as const;

export async function startBenchPostgres(): Promise<BenchPostgres> {
  const server = await startTestPostgres();
  try {
    const admin = new pg.Client({ connectionString: server.adminUrl });
    await admin.connect();
    const values: string[] = [];
    try {
      await admin.query('CREATE DATABASE loyalty_bench');
      for (const name of shown) {
        const { rows } = await admin.query<Record<string, string>>(`SHOW ${name}`);
        values.push(`${name} ${Object.values(rows[0] ?? {})[0]}`);
      }
    } finally {
      await admin.end();
    }
    const url = new URL(server.adminUrl);
    url.pathname = '/loyalty_bench';
    const postmaster = Number(fs.readFileSync(path.join(server.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return {
      url: url.toString(),
      settings: values.join(', '),
      pids: () => [postmaster, ...childrenOf(postmaster)],
      stop: () => server.stop(),
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** The pids whose parent is `parent` (Linux /proc; none elsewhere). */
function childrenOf(parent: number): number[] {
  const children: number[] = [];
  for (const entry of fs.existsSync('/proc') ? fs.readdirSync('/proc') : []) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
      if (Number(fields[1]) === parent) children.push(Number(entry));
    } catch {
      /** Gone meanwhile. */
    }
  }
  return children;
}
