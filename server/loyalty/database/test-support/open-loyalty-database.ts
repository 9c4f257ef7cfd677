import { loyaltyMigrations } from '../migrations/index.js';
import { openDatabase } from '../../../storage/open-database.js';

/**
 * A child process of the concurrent-start test: says `ready` once loaded, waits for a line on stdin so that all the
 * children open at the same moment, then opens (creating and migrating) the loyalty SQLite file given as its argument.
 * Exit code 0 when it opened, 1 with the error on stderr when it did not.
 */
const file = process.argv[2];
if (!file) throw new Error('usage: open-loyalty-database.js FILE');
process.stdin.once('data', () => {
  process.stdin.destroy();
  try {
    openDatabase(file, loyaltyMigrations).close();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exitCode = 1;
  }
});
process.stdout.write('ready\n');
