import path from 'node:path';
import { StartupError } from '../errors/startup-error.js';
import { bridgeMigrations } from '../storage/migrations/bridge/index.js';
import { loyaltyMigrations } from '../loyalty/database/migrations/index.js';
import { restoreDatabase } from '../storage/restore-database.js';
import type { FlagSpec } from '../config/parse-flags.js';
import { databaseFileOf, dbFlag } from './database-file.js';
import { cliFlags, runCli } from './run-cli.js';

const specs: readonly FlagSpec[] = [
  { name: 'data-dir', help: 'the data folder of the stopped service (default: the app-data folder)' },
  { name: 'from', help: 'the backup to restore (a file npm run backup wrote)' },
  dbFlag,
];

/**
 * `npm run restore`: puts a backup in place of a stopped service's database, keeping the file it replaces. Its flags and
 * checks mirror backup.ts's on purpose: the two commands are used as a pair.
 */
runCli('tillbridge restore', async () => {
  const flags = cliFlags('npm run restore --', specs);
  if (!flags) return;
  if (!flags.from) throw new StartupError('Missing --from FILE: name the backup to restore.');
  const { which, file: target } = databaseFileOf(flags);
  const known = (which === 'bridge' ? bridgeMigrations : loyaltyMigrations).length;
  const result = restoreDatabase(path.resolve(flags.from), target, known);
  const kept = result.kept ? `; the file it replaced is kept as ${result.kept}` : '';
  process.stdout.write(
    `Restored ${target} from ${path.resolve(flags.from)} (${result.bytes} bytes, check ok)${kept}.\n`,
  );
});
