import { EventEmitter } from 'node:events';
import type { OpenCheckView } from '../../../shared/api/open-check.js';
import type { CashierLanguage, EmailLookup, FarcardsService } from '../farcards-contract.js';
import { cashierTexts } from '../../i18n/cashier-texts.js';
import { cardInfo } from './card-lookup.js';
import type { CheckDeps } from './check-deps.js';
import { KeyedLocks } from '../../http/keyed-locks.js';
import { CheckRecovery } from './check-recovery.js';
import { openCheckOf, type OpenCheck } from './check-store.js';
import { applyBatch } from './check-transactions.js';
import { checkView, guestCheckView } from './check-view.js';
import { openCheckCap, type OpenCheckCap } from './open-check-cap.js';

export type { OpenCheck } from './check-store.js';
export type { CheckDeps } from './check-deps.js';

/** The FarCards service with what the bridge starts and stops, and the open check the payment protocol reads. */
export interface CheckService extends FarcardsService {
  /** The check a station last looked up or wrote off and has not closed or cancelled. */
  openCheck(station: string): OpenCheck | undefined;
  /** What bonuses may still pay of the station's open check for the guest (an authpay's cap); undefined without one. */
  openCheckCap(station: string, phone: string): Promise<OpenCheckCap | undefined>;
  /** Finishes what a stop left (recovery) and keeps retrying what waits for the loyalty service. */
  start(): Promise<void>;
  /** Retries now what waits (tests and "sync now"); resolves after one round. */
  retryNow(): Promise<void>;
  /** Checks whose close or refund waits for the loyalty service, or whose confirm is being put back. */
  pending(): number;
  stop(): Promise<void>;
  /** The window's view of the open check of the station `unitNo`, or of the one the guest `phone` is on. */
  checkView(unitNo: string): OpenCheckView | undefined;
  guestCheckView(phone: string): OpenCheckView | undefined;
  /**
   * Calls `listener` after every lookup and batch (the station's `UnitNo` when the request names one): the check it
   * shows may have changed. Returns the unsubscribe.
   */
  onCheckChange(listener: (unitNo: string | undefined) => void): () => void;
}

/**
 * The check service behind the FarCards door: one check is one loyalty order (docs/farcards.md, "How a check becomes a
 * loyalty order"), over the bridge's loyalty client (embedded or hosted alike) and its SQLite.
 */
export function createCheckService(deps: CheckDeps): CheckService {
  const locks = new KeyedLocks();
  const recovery = new CheckRecovery(deps, locks);
  const changes = new EventEmitter<{ change: [unitNo: string | undefined] }>();
  changes.setMaxListeners(100);
  return {
    async cardInfo(query, language) {
      const info = await cardInfo(deps, query, language);
      changes.emit('change', String(query.unitNo));
      return info;
    },
    async transactions(batch, language) {
      const outcome = await applyBatch(deps, locks, batch, language);
      /** A queued close or return, or a refusal that may have left an intent: retried now rather than at the next round. */
      if ((outcome.kind === 'refused' || outcome.warning !== undefined) && recovery.pending() > 0) void recovery.kick();
      changes.emit('change', batch.transactions[0]?.station?.toString() ?? batch.check?.stationCode);
      return outcome;
    },
    /** The loyalty API finds guests by phone, card or code, not by e-mail: the lookup answers not found. */
    findEmail: (_email: string, language: CashierLanguage): Promise<EmailLookup> =>
      Promise.resolve({ kind: 'unknown', message: cashierTexts(language).noEmailLookup }),
    openCheck(station) {
      const check = openCheckOf(deps.db, station);
      if (!check) return undefined;
      const { checkKey: _key, ...open } = check;
      return open;
    },
    openCheckCap: (station, phone) => openCheckCap(deps, station, phone),
    start: () => recovery.kick(),
    retryNow: () => recovery.kick(),
    pending: () => recovery.pending(),
    stop: () => recovery.stop(),
    checkView: (unitNo) => checkView(deps.db, unitNo),
    guestCheckView: (phone) => guestCheckView(deps.db, phone),
    onCheckChange(listener) {
      changes.on('change', listener);
      return () => changes.off('change', listener);
    },
  };
}
