import type { Router } from 'express';
import type { Logger } from 'pino';
import { authcallOperations, type AuthcallOperations } from '../authcall/authcall-operations.js';
import { authcallRouter, type AuthcallRoute } from '../authcall/authcall-router.js';
import { stationGuard } from '../authcall/station-guard.js';
import type { ResolvedBridgeSettings } from '../config/bridge-settings.js';
import { createLoyaltyClient, selfUrl } from '../loyalty-client/loyalty-access.js';
import type { Database } from '../storage/open-database.js';
import { terminalApiRouter } from './api/terminal-api-router.js';
import { ensureTerminalToken } from './api/terminal-token.js';
import { Terminal } from './terminal.js';
import { startLookupProbe } from './lookup-probe.js';

export interface TerminalRuntimeOptions {
  readonly settings: ResolvedBridgeSettings;
  readonly dataDir: string;
  readonly logger: Logger;
  readonly db: Database;
}

/** The bridge's payment side: the XML protocol router, the window's API, and what runs once the bridge listens. */
export interface TerminalRuntime {
  /** The station port's route at `authPath`: the guard, then the operations. */
  readonly authcall: AuthcallRoute;
  /** The same operations, for the window's menu route (in-process, no HTTP hop). */
  readonly operations: AuthcallOperations;
  readonly terminalApi?: Router | undefined;
  readonly loyalty: ReturnType<typeof createLoyaltyClient>;
  /** Called with the bridge's URL once it listens (the embedded loyalty service answers there). */
  started(url: string): void;
  /** Stops background work (the outbox) and ends held requests. */
  stop(): Promise<void>;
}

/** Builds the terminal's parts for start-bridge.ts. */
export function createTerminalRuntime(options: TerminalRuntimeOptions): TerminalRuntime {
  const { settings, dataDir, logger, db } = options;
  const embedded = settings.loyaltyUrl === undefined;
  const loyalty = createLoyaltyClient(settings, dataDir);
  const terminal = new Terminal({
    db,
    loyalty,
    logger,
    tipsEnabled: settings.tips,
    authpayTimeoutMs: settings.authpayTimeout * 1000,
    language: settings.language,
  });
  const operations = authcallOperations({ db, logger, settings, dataDir, clock: () => new Date(), loyalty, terminal });
  const guard = stationGuard({
    host: settings.host,
    allowedHosts: settings.allowedHosts,
    allowedStations: settings.allowedStations,
  });
  const authcall = authcallRouter(operations, guard, logger, settings.authPath);
  terminal.recover();
  let port: number | undefined;
  let stopProbe = (): void => undefined;
  /** Logged without the password or the token: the outcome and the service's reason. */
  const stopLogin = loyalty.onLoginChange((login) => {
    if (login.state === 'ok') logger.info('logged in to the loyalty service');
    else logger.warn({ problem: login.problem, reason: login.message }, 'the loyalty service login failed');
  });
  const terminalApi = terminalApiRouter(
    terminal,
    { token: ensureTerminalToken(dataDir), port: () => port },
    settings.phoneRegion,
  );
  return {
    authcall,
    operations,
    terminalApi,
    loyalty,
    started(url) {
      port = Number(new URL(url).port);
      if (embedded) loyalty.setBaseUrl(selfUrl(url));
      else {
        /** With a password, logs in now: the first payment does not wait for it, and a refusal shows at once. */
        void loyalty.checkLogin(4000);
        /** The embedded service has the card and code lookup; a hosted one may be the vendor's, without it. */
        stopProbe = startLookupProbe(loyalty, logger);
      }
      terminal.start();
    },
    stop: () => {
      stopProbe();
      stopLogin();
      loyalty.stop();
      return terminal.stop();
    },
  };
}
