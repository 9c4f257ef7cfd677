import { randomInt } from 'node:crypto';
import type { Queries } from '../database/loyalty-db.js';
import { PreparedQuery } from '../database/prepared-query.js';
import type { GuestRow } from '../guest-store/guest-store.js';
import { databaseErrorKind } from '../../errors/database-errors.js';
import { LoyaltyError } from '../errors/loyalty-error.js';

export interface CardView {
  track: string;
  number: string;
  isVirtual: boolean;
}

const cardsOfGuest = new PreparedQuery((q, guestId: number) =>
  q.selectFrom('loyalty_cards').select(['track', 'number', 'is_virtual']).where('guest_id', '=', guestId).orderBy('id'),
);

export async function cardsOf(q: Queries, guestId: number): Promise<CardView[]> {
  const rows = await cardsOfGuest.rows(q, guestId);
  return rows.map((row) => ({ track: row.track, number: row.number, isVirtual: row.is_virtual === 1 }));
}

const cardByColumn = (column: 'track' | 'number') =>
  new PreparedQuery((q, scopeId: number, value: string) =>
    q
      .selectFrom('loyalty_cards')
      .select(['guest_id', 'blocked_at'])
      .where('scope_id', '=', scopeId)
      .where(column, '=', value),
  );
const cardByTrack = cardByColumn('track');
const cardByNumber = cardByColumn('number');

/** A card found by track or number within the scope, blocked or not. */
export async function cardBy(
  q: Queries,
  scopeId: number,
  by: 'track' | 'number',
  value: string,
): Promise<{ guestId: number; blocked: boolean } | undefined> {
  const row = await (by === 'track' ? cardByTrack : cardByNumber).first(q, scopeId, value);
  return row && { guestId: Number(row.guest_id), blocked: row.blocked_at !== null };
}

/** The guest a card identifies, found by track or number within the scope; a blocked card identifies nobody. */
export async function guestIdByCard(
  q: Queries,
  scopeId: number,
  by: 'track' | 'number',
  value: string,
): Promise<number | undefined> {
  const card = await cardBy(q, scopeId, by, value);
  return card && !card.blocked ? card.guestId : undefined;
}

/** Whether a track or number is bound in the scope (a blocked card keeps its number taken). */
async function isTaken(q: Queries, scopeId: number, by: 'track' | 'number', value: string): Promise<boolean> {
  return (await cardBy(q, scopeId, by, value)) !== undefined;
}

/**
 * Binds a card; track and number are unique in the scope and a guest holds at most one virtual card. The checks name
 * what is taken; the unique constraints decide a race between two instances (the loser gets the same refusal).
 */
export async function addCard(q: Queries, guest: GuestRow, card: CardView, now: string): Promise<void> {
  const trackTaken = new LoyaltyError('cardTrackTaken', `cardTrack ${card.track} is already bound in this network`);
  if (await isTaken(q, guest.scope_id, 'track', card.track)) throw trackTaken;
  if (await isTaken(q, guest.scope_id, 'number', card.number))
    throw new LoyaltyError('cardNumberTaken', `cardNumber ${card.number} is already bound in this network`);
  const virtualExists = new LoyaltyError('virtualCardExists', 'the guest already has a virtual card');
  if (card.isVirtual && (await cardsOf(q, guest.id)).some((c) => c.isVirtual)) throw virtualExists;
  try {
    await q
      .insertInto('loyalty_cards')
      .values({
        scope_id: guest.scope_id,
        guest_id: guest.id,
        track: card.track,
        number: card.number,
        is_virtual: card.isVirtual ? 1 : 0,
        created_at: now,
      })
      .execute();
  } catch (error) {
    if (databaseErrorKind(error) === 'unique-violation') throw card.isVirtual ? virtualExists : trackTaken;
    throw error;
  }
}

/** Creates the guest's one virtual card with a free 13-digit number (track = number). */
export async function generateVirtualCard(q: Queries, guest: GuestRow, now: string): Promise<CardView> {
  const existing = (await cardsOf(q, guest.id)).find((c) => c.isVirtual);
  if (existing) throw new LoyaltyError('virtualCardExists', 'the guest already has a virtual card');
  for (;;) {
    const number = `9${String(randomInt(0, 1_000_000)).padStart(6, '0')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    const taken =
      (await isTaken(q, guest.scope_id, 'track', number)) || (await isTaken(q, guest.scope_id, 'number', number));
    if (taken) continue;
    const card = { track: number, number, isVirtual: true };
    await addCard(q, guest, card, now);
    return card;
  }
}

/**
 * Unbinds a card of the guest by its track (3033 when the guest has no such card). A blocked card stays (3034): removed,
 * its number would be free to bind again, undoing the block.
 */
export async function removeCard(q: Queries, guest: GuestRow, track: string): Promise<void> {
  const removed = await q
    .deleteFrom('loyalty_cards')
    .where('guest_id', '=', guest.id)
    .where('track', '=', track)
    .where('blocked_at', 'is', null)
    .executeTakeFirst();
  if (removed.numDeletedRows > 0n) return;
  const blocked = await q
    .selectFrom('loyalty_cards')
    .select('id')
    .where('guest_id', '=', guest.id)
    .where('track', '=', track)
    .executeTakeFirst();
  if (blocked)
    throw new LoyaltyError('cardBlocked', `the card with track ${track} is blocked: unblock it in the console first`);
  throw new LoyaltyError('cardNotFound', `the guest has no card with track ${track}`);
}

/**
 * Blocks or unblocks a card of the guest by its number (3033 when the guest has no such card); a blocked card no longer
 * finds its guest. Answers when it was blocked before and after the change (null: it was not).
 */
export async function setCardBlocked(
  q: Queries,
  guestId: number,
  number: string,
  blocked: boolean,
  now: string,
): Promise<{ before: string | null; after: string | null }> {
  const card = await q
    .selectFrom('loyalty_cards')
    .select(['id', 'blocked_at'])
    .where('guest_id', '=', guestId)
    .where('number', '=', number)
    .forUpdate()
    .executeTakeFirst();
  if (!card) throw new LoyaltyError('cardNotFound', `the guest has no card with number ${number}`);
  if (blocked === (card.blocked_at !== null)) return { before: card.blocked_at, after: card.blocked_at };
  const after = blocked ? now : null;
  await q.updateTable('loyalty_cards').set({ blocked_at: after }).where('id', '=', card.id).execute();
  return { before: card.blocked_at, after };
}
