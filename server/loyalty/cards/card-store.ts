import { randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { GuestRow } from '../guests/guest-store.js';
import { LoyaltyError } from '../shared/loyalty-error.js';
import { sql } from '../../storage/statements.js';

export interface CardView {
  track: string;
  number: string;
  isVirtual: boolean;
}

export function cardsOf(db: Database, guestId: number): CardView[] {
  return (
    sql(db, 'SELECT track, number, is_virtual FROM loyalty_cards WHERE guest_id = ? ORDER BY id').all(guestId) as {
      track: string;
      number: string;
      is_virtual: number;
    }[]
  ).map((row) => ({ track: row.track, number: row.number, isVirtual: row.is_virtual === 1 }));
}

/** The guest id holding a card, found by track or number within the scope. */
export function guestIdByCard(
  db: Database,
  scopeId: number,
  by: 'track' | 'number',
  value: string,
): number | undefined {
  return sql(db, `SELECT guest_id FROM loyalty_cards WHERE scope_id = ? AND ${by === 'track' ? 'track' : 'number'} = ?`)
    .pluck()
    .get(scopeId, value) as number | undefined;
}

/** Binds a card; track and number are unique in the scope and a guest holds at most one virtual card. */
export function addCard(db: Database, guest: GuestRow, card: CardView): void {
  if (guestIdByCard(db, guest.scope_id, 'track', card.track) !== undefined)
    throw new LoyaltyError('cardTrackTaken', `cardTrack ${card.track} is already bound in this network`);
  if (guestIdByCard(db, guest.scope_id, 'number', card.number) !== undefined)
    throw new LoyaltyError('cardNumberTaken', `cardNumber ${card.number} is already bound in this network`);
  if (card.isVirtual && cardsOf(db, guest.id).some((c) => c.isVirtual))
    throw new LoyaltyError('virtualCardExists', 'the guest already has a virtual card');
  sql(
    db,
    'INSERT INTO loyalty_cards (scope_id, guest_id, track, number, is_virtual, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(guest.scope_id, guest.id, card.track, card.number, card.isVirtual ? 1 : 0, new Date().toISOString());
}

/** Creates the guest's one virtual card with a free 13-digit number (track = number). */
export function generateVirtualCard(db: Database, guest: GuestRow): CardView {
  const existing = cardsOf(db, guest.id).find((c) => c.isVirtual);
  if (existing) throw new LoyaltyError('virtualCardExists', 'the guest already has a virtual card');
  for (;;) {
    const number = `9${String(randomInt(0, 1_000_000)).padStart(6, '0')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    const taken =
      guestIdByCard(db, guest.scope_id, 'track', number) !== undefined ||
      guestIdByCard(db, guest.scope_id, 'number', number) !== undefined;
    if (taken) continue;
    const card = { track: number, number, isVirtual: true };
    addCard(db, guest, card);
    return card;
  }
}

/** Unbinds a card of the guest by its track (3033 when the guest has no such card). */
export function removeCard(db: Database, guest: GuestRow, track: string): void {
  const removed = sql(db, 'DELETE FROM loyalty_cards WHERE guest_id = ? AND track = ?').run(guest.id, track);
  if (removed.changes === 0) throw new LoyaltyError('cardNotFound', `the guest has no card with track ${track}`);
}
