import path from 'node:path';
import type { Logger } from 'pino';
import type { LoyaltySettings } from '../config/config-schema.js';
import { closeServer, listen, serverUrl, type RequestTimeouts } from '../http/listen.js';
import { applyBootstrapFile } from '../loyalty/admin/apply-bootstrap.js';
import { createLoyaltyApp } from '../loyalty/loyalty-app.js';
import { loyaltyMigrations } from '../storage/migrations/loyalty/index.js';
import { startCheckpointer } from '../storage/checkpointer.js';
import { openDatabase } from '../storage/open-database.js';
import { appVersion } from './app-paths.js';
import type { RunningService } from './running-service.js';

export interface LoyaltyOptions {
  readonly settings: LoyaltySettings;
  readonly dataDir: string;
  readonly logger: Logger;
  /** How long a client may take to send a request; the defaults of listen.ts unless a test shortens them. */
  readonly requestTimeouts?: RequestTimeouts;
}

/** Starts the hosted loyalty service on its own database file, applying the `bootstrap` file first when one is set. */
export async function startLoyalty(options: LoyaltyOptions): Promise<RunningService> {
  const { settings, dataDir, logger } = options;
  const db = openDatabase(path.join(dataDir, 'loyalty.sqlite'), loyaltyMigrations);
  const checkpointer = startCheckpointer([db], logger);
  try {
    if (settings.bootstrap) applyBootstrapFile(db, path.resolve(settings.bootstrap), logger);
    const app = createLoyaltyApp({ db, logger, version: appVersion });
    const server = await listen(app, settings.host, settings.port, options.requestTimeouts);
    const url = serverUrl(server);
    logger.info({ url, dataDir }, 'loyalty service listening');
    return {
      url,
      async close() {
        await closeServer(server);
        await checkpointer.stop();
        db.close();
        logger.info('loyalty service stopped');
      },
    };
  } catch (error) {
    await checkpointer.stop();
    db.close();
    throw error;
  }
}
