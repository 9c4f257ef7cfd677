import { loyaltyAdmin } from './loyalty-admin-commands.js';
import { processInput } from './read-password.js';
import { runCli } from './run-cli.js';

/** `npm run loyalty-admin -- <command>`: manage networks, venues, API keys and guests of the loyalty database. */
runCli('tillbridge loyalty-admin', async () => {
  process.stdout.write((await loyaltyAdmin(process.argv.slice(2), process.env, processInput)) + '\n');
});
