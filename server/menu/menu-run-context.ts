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
}

/** The answer of one menu item: `OpResult`, the documents of `PrinterT`, the `DisplayT` line. */
export interface MenuOutcome {
  readonly ok: boolean;
  readonly documents: readonly PrinterDocument[];
  readonly display: string;
}

export const refused = (display: string): MenuOutcome => ({ ok: false, documents: [], display });
