import fs from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import { StartupError } from '../errors/startup-error.js';
import { nativeBinding } from './sqlite-binding.js';

export interface BackupResult {
  readonly pages: number;
  readonly bytes: number;
}

/** Copies a live database with SQLite's online backup API (writers keep working), then quick-checks the copy. */
export async function backupDatabase(source: string, out: string): Promise<BackupResult> {
  if (!fs.existsSync(source)) throw new StartupError(`There is no database at ${source}: check --data-dir.`);
  if (fs.existsSync(out)) throw new StartupError(`${out} already exists: choose a new file for --out.`);
  const binding = nativeBinding();
  const db = new BetterSqlite3(source, {
    readonly: true,
    fileMustExist: true,
    ...(binding ? { nativeBinding: binding } : {}),
  });
  try {
    db.pragma('busy_timeout = 5000');
    const result = await db.backup(out);
    const copy = new BetterSqlite3(out, { readonly: true, ...(binding ? { nativeBinding: binding } : {}) });
    try {
      const check = copy.pragma('quick_check', { simple: true });
      if (check !== 'ok')
        throw new StartupError(`The backup at ${out} failed its check (${String(check)}): try again.`);
    } finally {
      copy.close();
    }
    return { pages: result.totalPages, bytes: fs.statSync(out).size };
  } catch (error) {
    if (error instanceof StartupError) throw error;
    throw new StartupError(`Backup of ${source} failed: ${(error as Error).message}.`);
  } finally {
    db.close();
  }
}
