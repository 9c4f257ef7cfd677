import path from 'node:path';
import { Readable } from 'node:stream';
import pino from 'pino';
import type { LoyaltyDb } from '../../loyalty/database/loyalty-db.js';
import { openPostgresLoyaltyDb } from '../../loyalty/database/postgres-loyalty-db.js';
import { openSqliteLoyaltyDb } from '../../loyalty/database/sqlite-loyalty-db.js';
import { createTestDatabase } from '../../loyalty/test-support/postgres-test-db.js';
import { makeDataDir, projectRoot, type CliResult } from '../../../e2e/headless-server.js';
import { loyaltyAdmin } from '../loyalty-admin-commands.js';
import { pipedText, type CommandInput } from '../read-password.js';
import { failureOf } from '../run-cli.js';

/** The compiled admin CLI the tests spawn. */
export const adminScript = path.join(projectRoot, 'out/server/cli/loyalty-admin.js');

/** Where loyalty-admin finds its database: the data folder's SQLite file, or PostgreSQL named by flag or environment. */
export const adminTargets = [
  { name: 'SQLite in the data folder', engine: 'sqlite', via: 'data-dir' },
  { name: 'PostgreSQL by --database-url', engine: 'postgres', via: 'flag' },
  { name: 'PostgreSQL by TILLBRIDGE_LOYALTY_DATABASE_URL', engine: 'postgres', via: 'env' },
] as const;

export type AdminTargetSpec = (typeof adminTargets)[number];

export interface AdminTarget {
  readonly dir: string;
  /** Runs a loyalty-admin command on the target's database. */
  run(...args: string[]): Promise<CliResult>;
  /** The same with `input` piped into it. */
  runWithInput(input: string, ...args: string[]): Promise<CliResult>;
  /** The test's own connection to that database. */
  open(): Promise<LoyaltyDb>;
}

/**
 * Runs loyalty-admin in this process, as its script would (the same words, environment and piped input; its output
 * and one-line failure with the exit code): a process per command cost about a second of module loading each.
 */
async function adminInProcess(args: readonly string[], env: NodeJS.ProcessEnv, input = ''): Promise<CliResult> {
  const piped: CommandInput = {
    terminal: false,
    piped: () => pipedText(Readable.from([Buffer.from(input)])),
    hidden: () => Promise.reject(new Error('no terminal in tests')),
  };
  try {
    return { code: 0, stdout: `${await loyaltyAdmin(args, { ...process.env, ...env }, piped)}\n`, stderr: '' };
  } catch (error) {
    const failure = failureOf('tillbridge loyalty-admin', error);
    return { code: failure.code, stdout: '', stderr: failure.line };
  }
}

/** A new data folder and, for PostgreSQL, a new empty database (its drop handed to `cleanup` for after the test). */
export async function adminOn(
  target: AdminTargetSpec,
  cleanup: (drop: () => Promise<void>) => void,
): Promise<AdminTarget> {
  const dir = makeDataDir();
  if (target.engine === 'sqlite') {
    const runWithInput = (input: string | undefined, ...args: string[]) =>
      adminInProcess([...args, '--data-dir', dir], {}, input);
    return {
      dir,
      run: (...args) => runWithInput(undefined, ...args),
      runWithInput,
      open: () => Promise.resolve(openSqliteLoyaltyDb(path.join(dir, 'loyalty.sqlite'))),
    };
  }
  const database = await createTestDatabase();
  cleanup(() => database.drop());
  const runWithInput = (input: string | undefined, ...args: string[]) =>
    target.via === 'flag'
      ? adminInProcess([...args, '--data-dir', dir, '--database-url', database.url], {}, input)
      : adminInProcess([...args, '--data-dir', dir], { TILLBRIDGE_LOYALTY_DATABASE_URL: database.url }, input);
  return {
    dir,
    run: (...args) => runWithInput(undefined, ...args),
    runWithInput,
    open: () => openPostgresLoyaltyDb({ url: database.url, logger: pino({ level: 'silent' }) }),
  };
}
