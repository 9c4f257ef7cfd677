import path from 'node:path';
import type { RequestListener } from 'node:http';
import type { Logger } from 'pino';
import type { LoyaltySettings } from '../config/config-schema.js';
import { closeServer, listen, serverUrl, type RequestTimeouts } from '../http/listen.js';
import { applyBootstrapFile } from '../loyalty/provisioning/apply-bootstrap.js';
import { ensureGuestPageKeys } from '../loyalty/guest-page/guest-page-key.js';
import { createLoyaltyApp } from '../loyalty/loyalty-app.js';
import { createWaitingApp } from '../loyalty/loyalty-waiting-app.js';
import { loyaltyDbToMigrate } from '../loyalty/database/open-loyalty-db.js';
import { startCheckpointer, type Checkpointer } from '../storage/checkpointer.js';
import { appVersion } from '../config/app-paths.js';
import { systemClock, type Clock } from '../config/clock.js';
import type { RunningService } from './running-service.js';
import { isUnreachable, untilDatabaseReachable } from './until-database-reachable.js';

export interface LoyaltyOptions {
  readonly settings: LoyaltySettings;
  readonly dataDir: string;
  readonly logger: Logger;
  /** How long a client may take to send a request; the defaults of listen.ts unless a test shortens them. */
  readonly requestTimeouts?: RequestTimeouts;
  /** What stamps guests, cards, the ledger and orders; the system clock by default. */
  readonly clock?: Clock;
}

export interface LoyaltyService extends RunningService {
  /**
   * Settles once the service serves: at once when the database answered at start; else when it could be reached and
   * migrated (or when the service was stopped first). Rejects when start-up cannot finish: a database found
   * misconfigured once it could be reached (a StartupError), or the bootstrap refused.
   */
  readonly ready: Promise<void>;
}

/**
 * Starts the hosted loyalty service on its database (PostgreSQL with `databaseUrl`, else a SQLite file in the data
 * folder), migrating it, applying the `bootstrap` file when one is set, then, with `publicUrl`, ensuring every
 * network's guest page key. A PostgreSQL database that cannot be reached does not stop it: it listens, answers 503
 * (9503) to every request and keeps trying, and serves once the database is back. A misconfigured one (wrong password,
 * no such database, a newer schema) throws a StartupError before it listens.
 */
export async function startLoyalty(options: LoyaltyOptions): Promise<LoyaltyService> {
  const { settings, dataDir, logger } = options;
  const clock = options.clock ?? systemClock;
  const { db, migrate } = loyaltyDbToMigrate(settings, dataDir, logger);
  /** SQLite's WAL is checkpointed off the main thread; PostgreSQL checkpoints itself. */
  const checkpointer: Checkpointer | undefined =
    db.engine === 'sqlite' ? startCheckpointer([db.raw], logger) : undefined;
  const publicOrigin = settings.publicUrl === undefined ? undefined : new URL(settings.publicUrl).origin;
  /** Everything before serving; each step is safe to run again after the database went away in the middle. */
  const prepare = async (): Promise<void> => {
    await migrate();
    if (settings.bootstrap) await applyBootstrapFile(db, path.resolve(settings.bootstrap), logger);
    if (publicOrigin) {
      const created = await ensureGuestPageKeys(db, publicOrigin);
      logger.info({ publicOrigin, created }, 'guest pages offered at <public URL>/guest/<network code>/');
    }
  };
  const serve = (): RequestListener =>
    createLoyaltyApp({ db, logger, dataDir, publicOrigin, version: appVersion, clock });
  const stopping = new AbortController();
  let app: RequestListener;
  let ready = Promise.resolve();
  try {
    try {
      await prepare();
      app = serve();
    } catch (error) {
      if (!isUnreachable(error)) throw error;
      app = createWaitingApp(logger);
      ready = untilDatabaseReachable(prepare, logger, stopping.signal).then((prepared) => {
        if (!prepared) return;
        app = serve();
        logger.info('loyalty database reached: serving');
      });
      /** Marked handled here: a failure before the caller attaches its own handler is not an unhandled rejection. */
      void ready.catch(() => undefined);
    }
    const server = await listen((req, res) => app(req, res), settings.host, settings.port, options.requestTimeouts);
    const url = serverUrl(server);
    logger.info({ url, dataDir, engine: db.engine }, 'loyalty service listening');
    return {
      url,
      ready,
      async close() {
        stopping.abort();
        await closeServer(server);
        await ready.catch(() => undefined);
        await checkpointer?.stop();
        await db.close();
        logger.info('loyalty service stopped');
      },
    };
  } catch (error) {
    stopping.abort();
    await ready.catch(() => undefined);
    await checkpointer?.stop();
    await db.close();
    throw error;
  }
}
