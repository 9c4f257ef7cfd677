import type { Logger } from 'pino';
import type { RunningService } from '../core/running-service.js';
import type { ServiceLogger } from '../logging/logger.js';

/** Stops the service cleanly on SIGTERM or SIGINT (in-flight requests finish, databases close); a second signal exits at once. */
export function stopOnSignals(service: RunningService, log: ServiceLogger): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      process.exit(1);
    }
    stopping = true;
    log.logger.info({ signal }, 'stopping');
    service
      .close()
      .catch((error: unknown) => log.logger.error({ err: error }, 'error while stopping'))
      .finally(() => {
        void log.close().finally(() => process.exit(0));
      });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/** Logs what escaped every handler so that the log, not the console, holds the stack. */
export function logUncaught(logger: Logger): void {
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception');
    process.stderr.write(`tillbridge: stopped after an unexpected error: ${error.message}\n`);
    process.exit(1);
  });
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'unhandled rejection');
  });
}
