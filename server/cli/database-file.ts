import path from 'node:path';
import { defaultDataDir } from '../config/app-data-dir.js';
import type { FlagSpec } from '../config/parse-flags.js';
import { StartupError } from '../errors/startup-error.js';

/** The `--db` flag of the commands that copy a database file (backup, restore). */
export const dbFlag: FlagSpec = { name: 'db', help: 'which database: bridge (default) or loyalty' };

/**
 * The database file `--data-dir` and `--db` name: `<data folder>/<bridge|loyalty>.sqlite`, the data folder being the
 * flag, then TILLBRIDGE_DATA_DIR, then the app-data folder; a wrong `--db` or an empty `--data-dir` is a StartupError.
 */
export function databaseFileOf(flags: Readonly<Record<string, string | undefined>>): {
  readonly which: 'bridge' | 'loyalty';
  readonly file: string;
} {
  const which = flags.db ?? 'bridge';
  if (which !== 'bridge' && which !== 'loyalty')
    throw new StartupError(`Invalid --db ${which}: use bridge or loyalty.`);
  return { which, file: path.join(dataDirOf(flags), `${which}.sqlite`) };
}

/** The data folder `--data-dir` names, then TILLBRIDGE_DATA_DIR, then the app-data folder; an empty flag is a StartupError. */
export function dataDirOf(flags: Readonly<Record<string, string | undefined>>): string {
  if (flags['data-dir']?.trim() === '') throw new StartupError('--data-dir is empty: pass the folder for the data.');
  return path.resolve(flags['data-dir'] ?? (process.env.TILLBRIDGE_DATA_DIR || defaultDataDir()));
}
