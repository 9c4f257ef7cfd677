import { prepareDataDir } from '../config/data-dir.js';
import { loadLoyaltySettings } from '../config/load-settings.js';
import { loyaltySettingSources } from '../config/setting-sources.js';
import { createLogger } from '../logging/logger.js';
import { serviceFlagSpecs } from '../config/parse-flags.js';
import { cliFlags, reportFailure, runCli } from './run-cli.js';
import { logUncaught, stopOnSignals } from './service-lifecycle.js';

const specs = serviceFlagSpecs(loyaltySettingSources, {
  name: 'data-dir',
  help: 'folder for the config, the logs and (without --database-url) the SQLite database',
});

const name = 'tillbridge loyalty';

/**
 * `npm run loyalty`: the hosted loyalty service as its own process; prints `Loyalty service: <address>` once it listens
 * (answering 503 until its database can be reached, if it cannot yet).
 */
runCli(name, async () => {
  const flags = cliFlags('npm run loyalty --', specs);
  if (!flags) return;
  const dataDir = prepareDataDir(flags['data-dir']);
  const settings = loadLoyaltySettings(dataDir, process.env, flags);
  const log = createLogger({ dataDir, name: 'loyalty', level: settings.logLevel, stdout: true });
  logUncaught(log.logger);
  try {
    /** Loaded only now: a refused flag or setting is answered without loading the whole service first. */
    const { startLoyalty } = await import('../core/start-loyalty.js');
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
