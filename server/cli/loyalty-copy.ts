import fs from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import { postgresUrl } from '../config/setting-fields.js';
import { StartupError } from '../errors/startup-error.js';
import { copyStore } from '../loyalty/provisioning/copy-store.js';
import { openLoyaltyDb } from '../loyalty/database/open-loyalty-db.js';
import { redactedUrl } from '../loyalty/database/redacted-url.js';
import { openSqliteLoyaltyDb } from '../loyalty/database/sqlite-loyalty-db.js';

/** `loyalty-admin copy`: an existing SQLite store into an empty PostgreSQL database, verified, with a summary. */
export async function copyCommand(fromDataDir: string, toUrl: string): Promise<string> {
  const file = path.join(path.resolve(fromDataDir), 'loyalty.sqlite');
  if (!fs.existsSync(file)) throw new StartupError(`There is no loyalty store at ${file}.`);
  if (!postgresUrl.safeParse(toUrl).success)
    throw new StartupError('--to-database-url must be a postgres://USER:PASSWORD@HOST:PORT/DATABASE URL.');
  const from = openSqliteLoyaltyDb(file);
  try {
    const to = await openLoyaltyDb({ databaseUrl: toUrl }, path.dirname(file), pino({ level: 'silent' }));
    try {
      const report = await copyStore(from, to);
      const total = Object.values(report.rows).reduce((a, b) => a + b, 0);
      return [
        `copied ${total} rows from ${file} to ${redactedUrl(toUrl)}:`,
        ...Object.entries(report.rows)
          .filter(([, rows]) => rows > 0)
          .map(([table, rows]) => `  ${table.padEnd(20)}${rows}`),
        `verified: every table's row count, and ${report.wallets} wallets whose balance equals the source and its ledger`,
      ].join('\n');
    } finally {
      await to.close();
    }
  } finally {
    await from.close();
  }
}
