import type { Database } from 'better-sqlite3';
import type { GuestWithCards } from '../loyalty-client/loyalty-types.js';
import { sql as statement } from '../storage/statements.js';

export interface MirroredGuest {
  readonly phone: string;
  readonly name: string | null;
  readonly cards: readonly { track: string; number: string; isVirtual: boolean }[];
  readonly balanceMinor: number | null;
  readonly seenAt: string;
}

/** The display name of a guest: first and last name, or null. */
export function guestName(found: GuestWithCards): string | null {
  const name = [found.guest.firstName, found.guest.lastName].filter(Boolean).join(' ');
  return name === '' ? null : name;
}

/** Remembers a guest, their cards and balance as last seen (for card lookup and the window when offline). */
export function mirrorGuest(db: Database, found: GuestWithCards, balanceMinor: number | null, at: string): void {
  statement(
    db,
    `INSERT INTO loyalty_mirror (phone, name, cards, balance_minor, seen_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (phone) DO UPDATE SET name = excluded.name, cards = excluded.cards,
       balance_minor = COALESCE(excluded.balance_minor, balance_minor), seen_at = excluded.seen_at`,
  ).run(found.guest.phone, guestName(found), JSON.stringify(found.loyaltyCards), balanceMinor, at);
}

/** A mirrored guest by phone, card number or card track. */
export function findMirrored(db: Database, lookup: { phone?: string; card?: string }): MirroredGuest | undefined {
  const row = (
    lookup.phone !== undefined
      ? statement(db, 'SELECT * FROM loyalty_mirror WHERE phone = ?').get(lookup.phone)
      : statement(
          db,
          `SELECT m.* FROM loyalty_mirror m, json_each(m.cards) c
             WHERE json_extract(c.value, '$.number') = @card OR json_extract(c.value, '$.track') = @card LIMIT 1`,
        ).get({ card: lookup.card ?? '' })
  ) as { phone: string; name: string | null; cards: string; balance_minor: number | null; seen_at: string } | undefined;
  if (!row) return undefined;
  return {
    phone: row.phone,
    name: row.name,
    cards: JSON.parse(row.cards) as MirroredGuest['cards'],
    balanceMinor: row.balance_minor,
    seenAt: row.seen_at,
  };
}
