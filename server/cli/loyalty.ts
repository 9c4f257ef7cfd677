import path from 'node:path';
import { loyaltyConfigSchema, loyaltyDefaults } from '../config/config-schema.js';
import { prepareDataDir } from '../config/data-dir.js';
import { loadConfig } from '../config/load-config.js';
import { loyaltySettingSources } from '../config/setting-sources.js';
import { startLoyalty } from '../core/start-loyalty.js';
import { createLogger } from '../logging/logger.js';
import { parseFlags, usage, type FlagSpec } from '../config/parse-flags.js';
import { reportFailure, runCli } from './run-cli.js';
import { logUncaught, stopOnSignals } from './service-lifecycle.js';

const specs: readonly FlagSpec[] = [
  { name: 'port', help: 'port to listen on (default 1221; 0 picks a free one)' },
  { name: 'host', help: 'address to listen on (default 127.0.0.1)' },
  { name: 'data-dir', help: 'folder for the config, the logs and (without --database-url) the SQLite database' },
  { name: 'bootstrap', help: 'JSON or YAML file declaring networks, venues, API keys, ranks and campaigns' },
  {
    name: 'database-url',
    help: "the network's PostgreSQL database, postgres://USER:PASSWORD@HOST:PORT/DATABASE (default: SQLite in --data-dir)",
  },
  { name: 'database-pool-size', help: 'connections to PostgreSQL per instance (default 10)' },
  { name: 'database-statement-timeout-ms', help: 'longest a PostgreSQL statement may run (default 10000, 0: none)' },
  {
    name: 'public-url',
    help: 'the address guests reach this service at, e.g. https://loyalty.example.com: offers each network its guest page',
  },
  { name: 'log-level', help: 'fatal, error, warn, info (default), debug or trace' },
];

const name = 'tillbridge loyalty';

/**
 * `npm run loyalty`: the hosted loyalty service as its own process; prints `Loyalty service: <address>` once it listens
 * (answering 503 until its database can be reached, if it cannot yet).
 */
runCli(name, async () => {
  const flags = parseFlags(process.argv.slice(2), specs);
  if (flags.help) {
    process.stdout.write(usage('npm run loyalty --', specs) + '\n');
    return;
  }
  const dataDir = prepareDataDir(flags['data-dir']);
  const settings = loadConfig(loyaltyConfigSchema, loyaltyDefaults, loyaltySettingSources, {
    file: path.join(dataDir, 'loyalty.config.json'),
    env: process.env,
    flags,
  });
  const log = createLogger({ dataDir, name: 'loyalty', level: settings.logLevel, stdout: true });
  logUncaught(log.logger);
  try {
    const service = await startLoyalty({ settings, dataDir, logger: log.logger });
    stopOnSignals(service, log);
    process.stdout.write(`Loyalty service: ${service.url}/\n`);
    /** A database found misconfigured once it could be reached: the same one line and exit code as before listening. */
    void service.ready.catch(async (error: unknown) => {
      log.logger.fatal({ err: error }, 'start-up failed');
      reportFailure(name, error);
      await service.close().catch(() => undefined);
      await log.close();
      process.exit();
    });
  } catch (error) {
    await log.close();
    throw error;
  }
});
