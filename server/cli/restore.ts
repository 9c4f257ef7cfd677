import path from 'node:path';
import { StartupError } from '../errors/startup-error.js';
import { defaultDataDir } from '../config/app-data-dir.js';
import { bridgeMigrations } from '../storage/migrations/bridge/index.js';
import { loyaltyMigrations } from '../loyalty/database/migrations/index.js';
import { restoreDatabase } from '../storage/restore-database.js';
import { parseFlags, usage, type FlagSpec } from '../config/parse-flags.js';
import { runCli } from './run-cli.js';

const specs: readonly FlagSpec[] = [
  { name: 'data-dir', help: 'the data folder of the stopped service (default: the app-data folder)' },
  { name: 'from', help: 'the backup to restore (a file npm run backup wrote)' },
  { name: 'db', help: 'which database: bridge (default) or loyalty' },
];

/** `npm run restore`: puts a backup in place of a stopped service's database, keeping the file it replaces. */
runCli('tillbridge restore', async () => {
  const flags = parseFlags(process.argv.slice(2), specs);
  if (flags.help) {
    process.stdout.write(usage('npm run restore --', specs) + '\n');
    return;
  }
  if (!flags.from) throw new StartupError('Missing --from FILE: name the backup to restore.');
  const which = flags.db ?? 'bridge';
  if (which !== 'bridge' && which !== 'loyalty')
    throw new StartupError(`Invalid --db ${which}: use bridge or loyalty.`);
  const dataDir = path.resolve(flags['data-dir'] ?? (process.env.TILLBRIDGE_DATA_DIR || defaultDataDir()));
  const target = path.join(dataDir, `${which}.sqlite`);
  const known = (which === 'bridge' ? bridgeMigrations : loyaltyMigrations).length;
  const result = restoreDatabase(path.resolve(flags.from), target, known);
  const kept = result.kept ? `; the file it replaced is kept as ${result.kept}` : '';
  process.stdout.write(
    `Restored ${target} from ${path.resolve(flags.from)} (${result.bytes} bytes, check ok)${kept}.\n`,
  );
});
