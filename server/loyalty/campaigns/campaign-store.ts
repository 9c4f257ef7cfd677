import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { appendLedger } from '../wallet/ledger.js';
import { scopeCache } from '../shared/scope-cache.js';
import { sql } from '../../storage/statements.js';

export interface GiftDescription {
  name: string;
  giftDescription: string;
  imageUrl: string;
  smallImageUrl: string;
  iconImageUrl: string;
  type: 'simple' | 'bonus' | 'abonnement';
  bonus?: { value: number };
}

export interface CampaignRow {
  id: number;
  uuid: string;
  scope_id: number;
  name: string;
  description: string;
  image_url: string | null;
  type: 'nonBought' | 'bought' | 'stamp' | 'referral';
  starts_at: string;
  ends_at: string | null;
  is_active: number;
  promocode: string | null;
  guests_only: number;
  discount_percent_bp: number | null;
  discount_amount_minor: number | null;
  product_codes: string;
  categories: string;
  stamps_per_gift: number | null;
  gift: string | null;
  referral: string | null;
  price: number | null;
  old_price: number | null;
}

/** Days a stamp gift stays usable. */
export const giftLifetimeDays = 30;

/** The scope's campaigns by id (cached until the configuration changes, see scope-cache.ts; do not mutate). */
export const campaignsOf = scopeCache(
  (db: Database, scopeId: number) =>
    sql(db, 'SELECT * FROM campaigns WHERE scope_id = ? ORDER BY id').all(scopeId) as readonly CampaignRow[],
);

const targetLists = new WeakMap<CampaignRow, { codes: readonly string[]; cats: readonly string[] }>();

/** The campaign's product codes and categories, parsed once per row object. */
function targetListOf(row: CampaignRow): { codes: readonly string[]; cats: readonly string[] } {
  let lists = targetLists.get(row);
  if (!lists) {
    lists = { codes: JSON.parse(row.product_codes) as string[], cats: JSON.parse(row.categories) as string[] };
    targetLists.set(row, lists);
  }
  return lists;
}

/** Switched on and inside its validity period. */
export function isLive(row: CampaignRow, now: string): boolean {
  return row.is_active === 1 && row.starts_at <= now && (row.ends_at === null || now < row.ends_at);
}

/** Whether a product line is targeted (no codes and no categories: every product). */
export function targets(row: CampaignRow, code: string, categories: readonly string[] | null | undefined): boolean {
  const { codes, cats } = targetListOf(row);
  if (codes.length === 0 && cats.length === 0) return true;
  return codes.includes(code) || (categories ?? []).some((c) => cats.includes(c));
}

/** One stamp per closed order of the guest containing a targeted product; a gift every `stamps_per_gift` stamps. */
export function grantStamps(
  db: Database,
  scopeId: number,
  guestId: number,
  venueId: number,
  orderId: string,
  codes: readonly string[],
  now: string,
): void {
  for (const row of campaignsOf(db, scopeId)) {
    if (row.type !== 'stamp' || !row.stamps_per_gift || !row.gift || !isLive(row, now)) continue;
    if (!codes.some((code) => targets(row, code, []))) continue;
    sql(
      db,
      `INSERT INTO stamp_progress (guest_id, campaign_id, stamps) VALUES (?, ?, 1)
       ON CONFLICT (guest_id, campaign_id) DO UPDATE SET stamps = stamps + 1`,
    ).run(guestId, row.id);
    const stamps = sql(db, 'SELECT stamps FROM stamp_progress WHERE guest_id = ? AND campaign_id = ?')
      .pluck()
      .get(guestId, row.id) as number;
    if (stamps % row.stamps_per_gift !== 0) continue;
    const gift = JSON.parse(row.gift) as GiftDescription;
    const bonus = gift.type === 'bonus' && gift.bonus ? gift.bonus.value * 100 : 0;
    const expires = new Date(Date.parse(now) + giftLifetimeDays * 86_400_000).toISOString();
    sql(
      db,
      `INSERT INTO gifts (uuid, guest_id, campaign_id, chosen_gift, expiration_date, status, stamp_index, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(randomUUID(), guestId, row.id, row.gift, expires, bonus > 0 ? 'received' : 'active', stamps, now);
    if (bonus > 0)
      appendLedger(db, {
        guestId,
        venueId,
        operation: 'campaign',
        amountMinor: bonus,
        comment: row.name,
        orderId,
        occurredAt: new Date().toISOString(),
      });
  }
}
