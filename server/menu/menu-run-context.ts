import type { Database } from 'better-sqlite3';
import type { PrinterDocument } from '../../shared/api/printer-document.js';
import type { SyncStatus } from '../../shared/api/payment-prompt.js';
import type { Language } from '../../shared/i18n/language.js';
import type { LoyaltyClient } from '../loyalty-client/loyalty-client.js';
import type { GuestMemory } from './guest-memory.js';

/** What menu items run against. */
export interface MenuRunContext {
  readonly db: Database;
  /** The header of printed documents: the setting venueName, else the loyalty venue id. */
  readonly venue: string;
  readonly width: number;
  /** The language of what is printed and shown (`DisplayT`). */
  readonly language: Language;
  /** The country of phones typed without a country code (setting `phoneRegion`). */
  readonly phoneRegion: string;
  readonly now: Date;
  /** The station that runs the item (`SrcID/@cashguid`), when the request names it. */
  readonly station?: string | undefined;
  readonly loyalty: Pick<LoyaltyClient, 'findGuest' | 'getWallet' | 'addBonus' | 'testConnection'>;
  /** Sends what the outbox holds now and reports the sync status. */
  readonly syncNow: () => Promise<SyncStatus>;
  readonly guests: GuestMemory;
  /** Whether "Accrue bonuses" may credit here (server/authcall/operations/execmenuitem.ts decides). */
  readonly accruals: AccrualAccess;
  /** Who runs the item: the window's own menu or a station. */
  readonly caller: 'window' | 'station';
}

/**
 * `open`; `needs-pin`: the window's menu without the manager's unlock (a 403 the window answers with its PIN prompt);
 * `station-off`: a station's menu where the setting `stationAccruals` is off (docs/compatibility.md).
 */
export type AccrualAccess = 'open' | 'needs-pin' | 'station-off';

/** The answer of one menu item: `OpResult`, the documents of `PrinterT`, the `DisplayT` line. */
export interface MenuOutcome {
  readonly ok: boolean;
  readonly documents: readonly PrinterDocument[];
  readonly display: string;
}

export const refused = (display: string): MenuOutcome => ({ ok: false, documents: [], display });
