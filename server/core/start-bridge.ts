import path from 'node:path';
import type { Logger } from 'pino';
import { resolveBridgeSettings } from '../config/bridge-settings.js';
import type { BridgeSettings } from '../config/config-schema.js';
import { hostRule } from '../http/host-rule.js';
import { closeServer, listen, serverUrl, type RequestTimeouts } from '../http/listen.js';
import { StartupError } from '../errors/startup-error.js';
import { machineTimeZone } from '../loyalty/campaigns/campaign-time.js';
import { bridgeMigrations } from '../storage/migrations/bridge/index.js';
import { startCheckpointer } from '../storage/checkpointer.js';
import { openDatabase, type Database } from '../storage/open-database.js';
import { windowGuard } from '../local-api/request-guard.js';
import { ensureWindowToken } from '../local-api/window-token.js';
import { selfUrl } from '../loyalty-client/loyalty-access.js';
import { appVersion, rendererDir } from '../config/app-paths.js';
import type { FarcardsService } from '../farcards/farcards-contract.js';
import { isoNow, systemClock, type Clock } from '../config/clock.js';
import { createBridgeApp } from './bridge-app.js';
import { bridgeRoutes } from './bridge-routes.js';
import { createPaymentEngine } from './payment-engine.js';
import { recordAppEvent } from '../storage/app-events.js';
import type { RunningService } from './running-service.js';

export interface BridgeOptions {
  readonly settings: BridgeSettings;
  readonly dataDir: string;
  readonly logger: Logger;
  readonly shell: 'headless' | 'desktop';
  /** How long a client may take to send a request; the defaults of listen.ts unless a test shortens them. */
  readonly requestTimeouts?: RequestTimeouts;
  /** The check service behind the FarCards door (`farcards.enabled`); the door is mounted only with one. */
  readonly farcards?: FarcardsService | undefined;
  /** What stamps payments, shifts and the embedded service's records; the system clock unless the demo plays the past. */
  readonly clock?: Clock;
}

/** Starts the bridge core: its database, the embedded loyalty service when no hosted URL is set, the HTTP server. */
export async function startBridge(options: BridgeOptions): Promise<RunningService> {
  const { dataDir, logger } = options;
  const clock = options.clock ?? systemClock;
  const settings = resolveBridgeSettings(options.settings);
  const databases: Database[] = [];
  /** What stops before the bridge's database closes: the checkpoint thread, then the embedded loyalty database. */
  const stops: (() => Promise<unknown>)[] = [];
  try {
    const bridgeDb = openDatabase(path.join(dataDir, 'bridge.sqlite'), bridgeMigrations);
    databases.push(bridgeDb);
    const embedded = settings.loyaltyUrl === undefined;
    const embeddedLoyalty = embedded ? await loadEmbeddedLoyalty() : undefined;
    const loyaltyDb = embeddedLoyalty?.openSqliteLoyaltyDb(path.join(dataDir, 'loyalty.sqlite'));
    if (loyaltyDb) stops.push(() => loyaltyDb.close());
    const checkpointer = startCheckpointer(loyaltyDb ? [...databases, loyaltyDb.raw] : databases, logger);
    stops.unshift(() => checkpointer.stop());
    if (settings.loyaltyBootstrap) {
      if (!embeddedLoyalty || !loyaltyDb)
        throw new StartupError(
          'loyaltyBootstrap is for the embedded loyalty service: the hosted one (loyaltyUrl) takes its own --bootstrap.',
        );
      await embeddedLoyalty.applyBootstrapFile(loyaltyDb, path.resolve(dataDir, settings.loyaltyBootstrap), logger);
    }
    /** The embedded single-venue default: venue and key the bridge uses, kept in <dataDir>/loyalty-embedded.json. */
    if (embeddedLoyalty && loyaltyDb) await embeddedLoyalty.ensureEmbeddedAccess(loyaltyDb, dataDir);
    /** The embedded service reads campaign periods on this machine's clock unless its programme sets a zone. */
    const loyaltyService =
      embeddedLoyalty && loyaltyDb
        ? embeddedLoyalty.loyaltyService({
            db: loyaltyDb,
            logger,
            dataDir,
            clock,
            options: { defaultTimeZone: machineTimeZone() },
          })
        : undefined;
    const engine = createPaymentEngine({
      settings,
      dataDir,
      logger,
      db: bridgeDb,
      clock,
      inProcessLoyalty: loyaltyService?.inProcess,
    });
    /** Known once the server listens; the window's guard and the embedded loyalty URL read it per request. */
    const bound: { url?: string } = {};
    const port = () => (bound.url ? Number(new URL(bound.url).port) : undefined);
    const guard = windowGuard({ token: ensureWindowToken(dataDir), port });
    const loyaltyUrl = () => settings.loyaltyUrl ?? (bound.url ? selfUrl(bound.url) : undefined);
    const routes = bridgeRoutes({
      settings,
      givenSettings: options.settings,
      dataDir,
      logger,
      db: bridgeDb,
      engine,
      guard,
      loyaltyUrl,
      farcards: options.farcards ?? engine.farcards,
      clock,
    });
    const app = createBridgeApp({
      logger,
      hostAllowed: hostRule(settings),
      stationDoors: routes.stationDoors,
      windowApis: routes.windowApis,
      uiDir: rendererDir,
      loyalty: loyaltyService?.router,
      status: {
        version: appVersion,
        shell: options.shell,
        startedAt: new Date(),
        language: settings.language,
        loyalty: embedded ? { mode: 'embedded' } : { mode: 'hosted', url: settings.loyaltyUrl },
        schemaVersions: () => ({
          bridge: bridgeDb.pragma('user_version', { simple: true }) as number,
          ...(loyaltyDb ? { loyalty: loyaltyDb.raw.pragma('user_version', { simple: true }) as number } : {}),
        }),
      },
    });
    const server = await listen(app, settings.host, settings.port, options.requestTimeouts);
    const url = serverUrl(server);
    bound.url = url;
    engine.started(url);
    recordAppEvent(bridgeDb, isoNow(clock), 'started', {
      url,
      shell: options.shell,
      version: appVersion,
      loyalty: embedded ? 'embedded' : 'hosted',
    });
    logger.info({ url, dataDir, loyalty: embedded ? 'embedded' : settings.loyaltyUrl }, 'bridge listening');
    return {
      url,
      async close() {
        const closed = closeServer(server);
        await engine.stop();
        await closed;
        recordAppEvent(bridgeDb, isoNow(clock), 'stopped', {});
        for (const stop of stops) await stop();
        for (const db of databases) db.close();
        logger.info('bridge stopped');
      },
    };
  } catch (error) {
    for (const stop of stops) await stop();
    for (const db of databases) db.close();
    throw error;
  }
}

/** The embedded loyalty service's modules (Kysely among them), loaded only for it: a bridge on a hosted one starts faster. */
async function loadEmbeddedLoyalty() {
  const [database, bootstrap, access, router] = await Promise.all([
    import('../loyalty/database/sqlite-loyalty-db.js'),
    import('../loyalty/provisioning/apply-bootstrap.js'),
    import('../loyalty/provisioning/embedded-default.js'),
    import('../loyalty/loyalty-router.js'),
  ]);
  return {
    openSqliteLoyaltyDb: database.openSqliteLoyaltyDb,
    applyBootstrapFile: bootstrap.applyBootstrapFile,
    ensureEmbeddedAccess: access.ensureEmbeddedAccess,
    loyaltyService: router.loyaltyService,
  };
}
