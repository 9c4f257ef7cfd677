import path from 'node:path';
import pino from 'pino';
import type { LoyaltyDb } from '../../loyalty/database/loyalty-db.js';
import { openPostgresLoyaltyDb } from '../../loyalty/database/postgres-loyalty-db.js';
import { openSqliteLoyaltyDb } from '../../loyalty/database/sqlite-loyalty-db.js';
import { createTestDatabase } from '../../loyalty/test-support/postgres-test-db.js';
import { makeDataDir, projectRoot, runCliOnce, type CliResult } from '../../../e2e/headless-server.js';

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
  run(...args: string[]): CliResult;
  /** The same with `input` on its standard input. */
  runWithInput(input: string, ...args: string[]): CliResult;
  /** The test's own connection to that database. */
  open(): Promise<LoyaltyDb>;
}

/** A new data folder and, for PostgreSQL, a new empty database (its drop handed to `cleanup` for after the test). */
export async function adminOn(
  target: AdminTargetSpec,
  cleanup: (drop: () => Promise<void>) => void,
): Promise<AdminTarget> {
  const dir = makeDataDir();
  if (target.engine === 'sqlite') {
    const runWithInput = (input: string | undefined, ...args: string[]) =>
      runCliOnce(adminScript, [...args, '--data-dir', dir], {}, input);
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
      ? runCliOnce(adminScript, [...args, '--data-dir', dir, '--database-url', database.url], {}, input)
      : runCliOnce(adminScript, [...args, '--data-dir', dir], { TILLBRIDGE_LOYALTY_DATABASE_URL: database.url }, input);
  return {
    dir,
    run: (...args) => runWithInput(undefined, ...args),
    runWithInput,
    open: () => openPostgresLoyaltyDb({ url: database.url, logger: pino({ level: 'silent' }) }),
  };
}
