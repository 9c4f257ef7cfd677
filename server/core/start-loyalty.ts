import path from 'node:path';
import type { Logger } from 'pino';
import type { LoyaltySettings } from '../config/config-schema.js';
import { closeServer, listen, serverUrl, type RequestTimeouts } from '../http/listen.js';
import { applyBootstrapFile } from '../loyalty/admin/apply-bootstrap.js';
import { ensureGuestPageKeys } from '../loyalty/guest-page/guest-page-key.js';
import { createLoyaltyApp } from '../loyalty/loyalty-app.js';
import { openLoyaltyDb } from '../loyalty/database/open-loyalty-db.js';
import { startCheckpointer, type Checkpointer } from '../storage/checkpointer.js';
import { appVersion } from './app-paths.js';
import type { RunningService } from './running-service.js';

export interface LoyaltyOptions {
  readonly settings: LoyaltySettings;
  readonly dataDir: string;
  readonly logger: Logger;
  /** How long a client may take to send a request; the defaults of listen.ts unless a test shortens them. */
  readonly requestTimeouts?: RequestTimeouts;
}

/**
 * Starts the hosted loyalty service on its database (PostgreSQL with `databaseUrl`, else a SQLite file in the data
 * folder), applying the `bootstrap` file first when one is set, then, with `publicUrl`, ensuring every network's guest
 * page key.
 */
export async function startLoyalty(options: LoyaltyOptions): Promise<RunningService> {
  const { settings, dataDir, logger } = options;
  const db = await openLoyaltyDb(settings, dataDir, logger);
  /** SQLite's WAL is checkpointed off the main thread; PostgreSQL checkpoints itself. */
  const checkpointer: Checkpointer | undefined =
    db.engine === 'sqlite' ? startCheckpointer([db.raw], logger) : undefined;
  try {
    if (settings.bootstrap) await applyBootstrapFile(db, path.resolve(settings.bootstrap), logger);
    const publicOrigin = settings.publicUrl === undefined ? undefined : new URL(settings.publicUrl).origin;
    if (publicOrigin) {
      const created = await ensureGuestPageKeys(db, publicOrigin);
      logger.info({ publicOrigin, created }, 'guest pages offered at <public URL>/guest/<network code>/');
    }
    const app = createLoyaltyApp({ db, logger, dataDir, publicOrigin, version: appVersion });
    const server = await listen(app, settings.host, settings.port, options.requestTimeouts);
    const url = serverUrl(server);
    logger.info({ url, dataDir, engine: db.engine }, 'loyalty service listening');
    return {
      url,
      async close() {
        await closeServer(server);
        await checkpointer?.stop();
        await db.close();
        logger.info('loyalty service stopped');
      },
    };
  } catch (error) {
    await checkpointer?.stop();
    await db.close();
    throw error;
  }
}
