import type { RequestHandler, Router } from 'express';
import type { ResolvedBridgeSettings } from '../config/bridge-settings.js';
import { guestsRouter } from '../guest-lookup/guest-lookup-router.js';
import { journalRouter } from '../journal/journal-router.js';
import type { LoyaltyClient } from '../loyalty-client/loyalty-client.js';
import { reportsRouter } from '../reports/reports-router.js';
import { printLayout } from '../slips/print-layout.js';
import type { Database } from '../storage/open-database.js';
import type { Clock } from '../config/clock.js';

export interface ManagerApiOptions {
  readonly db: Database;
  /** The window's guard (server/local-api/request-guard.ts): loopback `Host` with the bridge's port, same `Origin`, the window token. */
  readonly guard: RequestHandler;
  readonly settings: ResolvedBridgeSettings;
  /** The terminal's loyalty client (its venue heads slips unless venueName is set; guests are looked up with it). */
  readonly loyalty: LoyaltyClient;
  readonly clock: Clock;
}

/** The manager's routers for createBridgeApp: the journal, reports and guest lookup, guarded like `/api/terminal`. */
export function managerApis(options: ManagerApiOptions): { journalApi: Router; reportsApi: Router; guestsApi: Router } {
  const { guard } = options;
  const print = () => printLayout(options.settings, options.loyalty.venue);
  return {
    journalApi: journalRouter({ db: options.db, guard, slip: print }),
    reportsApi: reportsRouter({ db: options.db, guard, print, clock: options.clock }),
    guestsApi: guestsRouter({
      db: options.db,
      guard,
      loyalty: options.loyalty,
      phoneRegion: options.settings.phoneRegion,
      clock: options.clock,
    }),
  };
}
