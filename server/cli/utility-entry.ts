import { bridgeFlagSpecs, resolveBridgeConfig } from './bridge-flags.js';
import { parseFlags } from './parse-flags.js';
import { createLogger } from '../logging/logger.js';
import { startBridge } from '../core/start-bridge.js';
import { StartupError } from '../core/startup-error.js';

/** What the desktop shell hears from the core (Electron's utilityProcess parentPort). */
export type CoreMessage =
  { readonly type: 'ready'; readonly url: string } | { readonly type: 'failed'; readonly message: string };

interface ParentPort {
  postMessage(message: CoreMessage): void;
  on(event: 'message', listener: (event: { data: unknown }) => void): void;
}

const parentPort = (process as NodeJS.Process & { parentPort?: ParentPort }).parentPort;

/** The bridge core inside the desktop app: same flags as `npm run serve`, reports readiness to the main process. */
async function main(): Promise<void> {
  const { dataDir, settings } = resolveBridgeConfig(parseFlags(process.argv.slice(2), bridgeFlagSpecs));
  const log = createLogger({ dataDir, name: 'bridge', level: settings.logLevel, stdout: false });
  const service = await startBridge({ settings, dataDir, logger: log.logger, shell: 'desktop' });
  parentPort?.postMessage({ type: 'ready', url: service.url });
  parentPort?.on('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === 'stop') {
      void service.close().finally(() => void log.close().finally(() => process.exit(0)));
    }
  });
}

main().catch((error: unknown) => {
  const message = error instanceof StartupError ? error.message : `unexpected error: ${(error as Error).message}`;
  parentPort?.postMessage({ type: 'failed', message });
  process.stderr.write(`tillbridge core: ${message}\n`);
  process.exit(2);
});
