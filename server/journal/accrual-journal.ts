import type { Database } from 'better-sqlite3';
import type { AccrualCaller, JournalAccrual, JournalAccrualsPage } from '../../shared/api/journal-accruals.js';
import { manualAccrualEvent } from '../shifts/check-totals.js';
import { sql } from '../storage/statements.js';

interface AccrualDetail {
  readonly phone?: string;
  readonly guest?: string;
  readonly amountMinor?: number;
  readonly reason?: string;
  readonly stationLabel?: string | null;
  readonly via?: AccrualCaller;
}

/** The manual accruals the menu recorded in the bridge's journal (`app_events`), newest first, with their reasons. */
export function listAccruals(db: Database, offset: number, limit: number): JournalAccrualsPage {
  const total = sql(db, 'SELECT count(*) FROM app_events WHERE kind = ?').pluck().get(manualAccrualEvent) as number;
  const rows = sql(db, 'SELECT id, at, detail FROM app_events WHERE kind = ? ORDER BY id DESC LIMIT ? OFFSET ?').all(
    manualAccrualEvent,
    limit,
    offset,
  ) as { id: number; at: string; detail: string }[];
  return { total, offset, entries: rows.map(accrualOf) };
}

function accrualOf(row: { id: number; at: string; detail: string }): JournalAccrual {
  const detail = JSON.parse(row.detail) as AccrualDetail;
  const phone = detail.phone ?? '';
  return {
    id: row.id,
    at: row.at,
    phone,
    guest: detail.guest ?? phone,
    amountMinor: detail.amountMinor ?? 0,
    reason: detail.reason ?? '',
    stationLabel: detail.stationLabel ?? null,
    via: detail.via ?? null,
  };
}
