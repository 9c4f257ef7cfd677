import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { StartupError } from '../errors/startup-error.js';
import { parseFlags, usage, type FlagSpec } from '../config/parse-flags.js';
import { removePin } from '../manager-pin/pin-file.js';
import { recordAppEvent } from '../storage/app-events.js';
import { dataDirOf } from './database-file.js';
import { runCli } from './run-cli.js';

const specs: readonly FlagSpec[] = [
  { name: 'data-dir', help: "the bridge's data folder (default: the app-data folder)" },
];

/**
 * `npm run manager-pin -- reset`: forgets the manager PIN of the bridge on this till (run by whoever may log in to the
 * till's own system), so the window opens with "set a manager PIN". A running bridge applies it at once. The reset goes
 * into the bridge's journal (`app_events`) when its database exists.
 */
runCli('tillbridge manager-pin', async () => {
  const [command, ...rest] = process.argv.slice(2);
  const flags = parseFlags(rest, specs);
  if (flags.help || command === '--help' || command === '-h')
    return void process.stdout.write(usage('npm run manager-pin -- reset', specs) + '\n');
  if (command !== 'reset')
    throw new StartupError(
      `Unknown command ${command ?? '(none)'}: use npm run manager-pin -- reset [--data-dir DIR].`,
    );
  const dataDir = dataDirOf(flags);
  if (!fs.existsSync(dataDir)) throw new StartupError(`No data folder at ${dataDir}: pass the bridge's --data-dir.`);
  const removed = removePin(dataDir);
  const database = path.join(dataDir, 'bridge.sqlite');
  if (removed && fs.existsSync(database)) {
    const db = new BetterSqlite3(database, { timeout: 5000 });
    try {
      recordAppEvent(db, new Date().toISOString(), 'manager-pin-reset', { by: 'command line' });
    } finally {
      db.close();
    }
  }
  process.stdout.write(
    removed
      ? `The manager PIN of ${dataDir} is reset: set a new one in the window's Settings.\n`
      : `No manager PIN was set in ${dataDir}; nothing to reset.\n`,
  );
});
