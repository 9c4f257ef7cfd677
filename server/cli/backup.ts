import path from 'node:path';
import { StartupError } from '../errors/startup-error.js';
import { defaultDataDir } from '../config/app-data-dir.js';
import { backupDatabase } from '../storage/backup-database.js';
import { parseFlags, usage, type FlagSpec } from '../config/parse-flags.js';
import { runCli } from './run-cli.js';

const specs: readonly FlagSpec[] = [
  { name: 'data-dir', help: 'the data folder of the service to back up (default: the app-data folder)' },
  { name: 'out', help: 'file to write the copy to (must not exist yet)' },
  { name: 'db', help: 'which database: bridge (default) or loyalty' },
];

/** `npm run backup`: an online copy of a service's database while it keeps running. */
runCli('tillbridge backup', async () => {
  const flags = parseFlags(process.argv.slice(2), specs);
  if (flags.help) {
    process.stdout.write(usage('npm run backup --', specs) + '\n');
    return;
  }
  if (!flags.out) throw new StartupError('Missing --out FILE: say where to write the backup.');
  const which = flags.db ?? 'bridge';
  if (which !== 'bridge' && which !== 'loyalty')
    throw new StartupError(`Invalid --db ${which}: use bridge or loyalty.`);
  if (flags['data-dir']?.trim() === '') throw new StartupError('--data-dir is empty: pass the folder for the data.');
  const dataDir = path.resolve(flags['data-dir'] ?? (process.env.TILLBRIDGE_DATA_DIR || defaultDataDir()));
  const source = path.join(dataDir, `${which}.sqlite`);
  const out = path.resolve(flags.out);
  const result = await backupDatabase(source, out);
  process.stdout.write(`Backed up ${source} to ${out} (${result.pages} pages, ${result.bytes} bytes, check ok).\n`);
});
