import type { Logger } from 'pino';
import { authcallOperations } from '../authcall/authcall-operations.js';
import { authcallRouter } from '../authcall/authcall-router.js';
import { stationGuard } from '../http/station-guard.js';
import type { ResolvedBridgeSettings } from '../config/bridge-settings.js';
import type { Clock } from '../config/clock.js';
import type { BridgeSettings } from '../config/config-schema.js';
import type { FarcardsService } from '../farcards/farcards-contract.js';
import { farcardsRouter } from '../farcards/farcards-router.js';
import { checkWindowRouter } from '../farcards/check-window-router.js';
import type { StationRoute } from '../http/station-route.js';
import type { WindowGuard } from '../local-api/request-guard.js';
import { managerApis } from '../manager/manager-apis.js';
import { managerGate } from '../manager-pin/manager-gate.js';
import { managerLock } from '../manager-pin/manager-lock.js';
import { managerPinRouter } from '../manager-pin/manager-pin-router.js';
import { recordAppEvent } from '../storage/app-events.js';
import { isoNow } from '../config/clock.js';
import { localMenuRouter } from '../menu-proxy/local-menu-router.js';
import { menuProxyRouter } from '../menu-proxy/menu-proxy-router.js';
import { settingsRouter } from '../settings/settings-router.js';
import { stationsRouter } from '../stations/stations-router.js';
import { stationCodeOf } from '../stations/station-registry.js';
import type { Database } from '../storage/open-database.js';
import { promptRouter } from '../payments/prompt/prompt-router.js';
import type { ApiMount } from './bridge-app.js';
import type { PaymentEngine } from './payment-engine.js';

export interface BridgeRoutesOptions {
  readonly settings: ResolvedBridgeSettings;
  /** The settings as given (file, environment, flags), without defaults: what the Settings page shows as running. */
  readonly givenSettings: BridgeSettings;
  readonly dataDir: string;
  readonly logger: Logger;
  readonly db: Database;
  readonly engine: PaymentEngine;
  /** The window's guard, built once for every window API. */
  readonly guard: WindowGuard;
  /** The loyalty service's base URL: the hosted one, or the bridge itself (embedded); known once it listens. */
  readonly loyaltyUrl: () => string | undefined;
  /** The check service behind the FarCards door; without it (or with `farcards.enabled` off) the door is not mounted. */
  readonly farcards?: FarcardsService | undefined;
  /** What stamps shifts, payments and the guest mirror. */
  readonly clock: Clock;
}

/** What the bridge answers: the station door (the XML protocol) and the window's APIs, in the order they are mounted. */
export interface BridgeRoutes {
  /** The station driver's protocol first (the hottest path), then FarCards when mounted. */
  readonly stationDoors: readonly StationRoute[];
  readonly windowApis: readonly ApiMount[];
}

/** Builds each feature's routers once, with what they need, for createBridgeApp. */
export function bridgeRoutes(options: BridgeRoutesOptions): BridgeRoutes {
  const { settings, dataDir, logger, db, engine, clock } = options;
  const { terminal, loyalty } = engine;
  const guard = options.guard.check;
  const operations = authcallOperations({ db, logger, settings, dataDir, clock, loyalty, terminal });
  const stations = stationGuard({
    host: settings.host,
    allowedHosts: settings.allowedHosts,
    allowedStations: settings.allowedStations,
  });
  const stationDoors = [authcallRouter(operations, stations, logger, settings.authPath)];
  if (options.farcards && settings.farcards.enabled)
    stationDoors.push(
      farcardsRouter({
        service: options.farcards,
        guard: stations,
        logger,
        settings: settings.farcards,
        language: settings.language,
      }),
    );
  /** The window's view of the open checks is the bridge's own check service's (its SQLite), with FarCards on only. */
  const checks = settings.farcards.enabled ? engine.farcards : undefined;
  const manager = managerApis({ db, guard, settings, loyalty, clock });
  const lock = managerLock({
    dataDir,
    idleMinutes: settings.managerIdleMinutes,
    now: Date.now,
    record: (kind, detail) => recordAppEvent(db, isoNow(clock), kind, detail),
  });
  const settingsApi = settingsRouter({
    dataDir,
    running: options.givenSettings,
    guard,
    loyaltyUrl: options.loyaltyUrl,
    login: (timeoutMs) => loyalty.checkLogin(timeoutMs),
  });
  return {
    stationDoors,
    windowApis: [
      {
        path: '/api/terminal',
        router: promptRouter(
          terminal,
          options.guard,
          settings.phoneRegion,
          checks && ((listener) => checks.onCheckChange(listener)),
        ),
      },
      ...(checks
        ? [
            {
              path: '/api/farcards',
              router: checkWindowRouter({
                checks,
                guard,
                stationCode: (station) => stationCodeOf(db, station),
                unitNo: settings.farcards.unitNo,
                phoneRegion: settings.phoneRegion,
              }),
            },
          ]
        : []),
      { path: '/api/journal', router: manager.journalApi },
      { path: '/api/reports', router: manager.reportsApi },
      { path: '/api/guests', router: manager.guestsApi },
      { path: '/api', router: managerPinRouter(guard, lock) },
      { path: '/api', router: managerGate(guard, lock) },
      { path: '/api', router: settingsApi },
      { path: '/api', router: menuProxyRouter(guard) },
      /** The window's menu runs the station's operations in-process, no HTTP hop. */
      { path: '/api', router: localMenuRouter(guard, operations, lock.isUnlocked) },
      { path: '/api', router: stationsRouter({ db, guard, language: settings.language }) },
    ],
  };
}
