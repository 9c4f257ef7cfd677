import { createLogger } from '../logging/logger.js';
import { resolveBridgeConfig, bridgeFlagSpecs } from './bridge-flags.js';
import { cliFlags, runCli } from './run-cli.js';
import { logUncaught, stopOnSignals } from './service-lifecycle.js';

/** `npm run serve`: the bridge without the desktop shell; prints `UI: <address>` once it listens. */
runCli('tillbridge serve', async () => {
  const flags = cliFlags('npm run serve --', bridgeFlagSpecs);
  if (!flags) return;
  const { dataDir, settings } = resolveBridgeConfig(flags);
  const log = createLogger({ dataDir, name: 'bridge', level: settings.logLevel, stdout: true });
  logUncaught(log.logger);
  try {
    /** Loaded only now: a refused flag or setting is answered without loading the whole bridge first. */
    const { startBridge } = await import('../core/start-bridge.js');
    const service = await startBridge({ settings, dataDir, logger: log.logger, shell: 'headless' });
    stopOnSignals(service, log);
    process.stdout.write(`UI: ${service.url}/\n`);
  } catch (error) {
    await log.close();
    throw error;
  }
});
