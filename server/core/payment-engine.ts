import type { Logger } from 'pino';
import type { ResolvedBridgeSettings } from '../config/bridge-settings.js';
import { createLoyaltyClient, selfUrl } from '../loyalty-client/loyalty-access.js';
import type { InProcessCall } from '../loyalty-client/b2b-caller.js';
import type { Database } from '../storage/open-database.js';
import { startLookupProbe } from '../payments/lookup-probe.js';
import { Terminal } from '../payments/terminal.js';
import { createCheckService, type CheckService } from '../farcards/checks/check-service.js';
import { recoverManualAccruals } from '../menu/manual-accrual.js';
import type { Clock } from '../config/clock.js';
import { unitNoOf } from '../farcards/checks/station-unit.js';

export interface PaymentEngineOptions {
  readonly settings: ResolvedBridgeSettings;
  readonly dataDir: string;
  readonly logger: Logger;
  readonly db: Database;
  readonly clock: Clock;
  /** The embedded loyalty service's endpoints in this process (none with a hosted service). */
  readonly inProcessLoyalty?: InProcessCall | undefined;
}

/** The payment engine with its loyalty client, and what runs once the bridge listens. */
export interface PaymentEngine {
  readonly terminal: Terminal;
  readonly loyalty: ReturnType<typeof createLoyaltyClient>;
  /** The FarCards check service (the door mounts it): one check, one loyalty order, over the same client and SQLite. */
  readonly farcards: CheckService;
  /** Called with the bridge's URL once it listens (the embedded loyalty service answers there). */
  started(url: string): void;
  /** Stops background work (the outbox) and ends held requests. */
  stop(): Promise<void>;
}

/** Builds the payment engine for start-bridge.ts and recovers the payments a stop left open. */
export function createPaymentEngine(options: PaymentEngineOptions): PaymentEngine {
  const { settings, dataDir, logger, db, clock } = options;
  const embedded = settings.loyaltyUrl === undefined;
  const loyalty = createLoyaltyClient(settings, dataDir, options.inProcessLoyalty);
  const farcards = createCheckService({
    db,
    loyalty,
    logger,
    phoneRegion: settings.phoneRegion,
    rkeeperCodes: { discount: settings.farcards.discountCode, bonus: settings.farcards.bonusCode },
    /** The bridge's clock (the demo's when it plays a venue's past), as the payments' records have it. */
    clock: () => new Date(clock()),
  });
  const terminal = new Terminal({
    db,
    loyalty,
    logger,
    tipsEnabled: settings.tips,
    confirmGuest: settings.prompt.confirmGuest,
    authpayTimeoutMs: settings.authpayTimeout * 1000,
    language: settings.language,
    clock,
    /** An authpay on a station with an open FarCards check is capped by that check's share (docs/farcards.md). */
    checkCap: settings.farcards.enabled
      ? async (fullcode, phone) => {
          const unitNo = unitNoOf(fullcode, settings.farcards.unitNo);
          return unitNo === undefined ? undefined : farcards.openCheckCap(unitNo, phone);
        }
      : undefined,
  });
  terminal.recover();
  let stopProbe = (): void => undefined;
  /** Logged without the password or the token: the outcome and the service's reason. */
  const stopLogin = loyalty.onLoginChange((login) => {
    if (login.state === 'ok') logger.info('logged in to the loyalty service');
    else logger.warn({ problem: login.problem, reason: login.message }, 'the loyalty service login failed');
  });
  return {
    terminal,
    loyalty,
    farcards,
    started(url) {
      if (embedded) loyalty.setBaseUrl(selfUrl(url));
      else {
        /** With a password, logs in now: the first payment does not wait for it, and a refusal shows at once. */
        void loyalty.checkLogin(4000);
        /** The embedded service has the card and code lookup; a hosted one may be the vendor's, without it. */
        stopProbe = startLookupProbe(loyalty, logger);
      }
      terminal.start();
      /** Finishes the checks a stop left (their closes and returns wait for the loyalty service there). */
      void farcards.start();
      /** Settles the manual accruals a crash left between their intent and their record (the loyalty history says). */
      void recoverManualAccruals(db, loyalty, logger);
    },
    stop: async () => {
      stopProbe();
      stopLogin();
      await farcards.stop();
      loyalty.stop();
      return terminal.stop();
    },
  };
}
