import path from 'node:path';
import { StartupError } from '../errors/startup-error.js';
import { backupDatabase } from '../storage/backup-database.js';
import type { FlagSpec } from '../config/parse-flags.js';
import { databaseFileOf, dbFlag } from './database-file.js';
import { cliFlags, runCli } from './run-cli.js';

const specs: readonly FlagSpec[] = [
  { name: 'data-dir', help: 'the data folder of the service to back up (default: the app-data folder)' },
  { name: 'out', help: 'file to write the copy to (must not exist yet)' },
  dbFlag,
];

/** `npm run backup`: an online copy of a service's database while it keeps running. */
runCli('tillbridge backup', async () => {
  const flags = cliFlags('npm run backup --', specs);
  if (!flags) return;
  if (!flags.out) throw new StartupError('Missing --out FILE: say where to write the backup.');
  const source = databaseFileOf(flags).file;
  const out = path.resolve(flags.out);
  const result = await backupDatabase(source, out);
  process.stdout.write(`Backed up ${source} to ${out} (${result.pages} pages, ${result.bytes} bytes, check ok).\n`);
});
