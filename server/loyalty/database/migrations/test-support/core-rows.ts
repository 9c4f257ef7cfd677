import type { Kysely } from 'kysely';
import type { LoyaltySchema } from '../../loyalty-schema.js';

export const now = '2026-11-25T12:00:00.000Z';

/** A network with a venue, a key for it, and a guest with a card: the rows the other tables refer to. */
export async function seedCore(db: Kysely<LoyaltySchema>) {
  const scope = await db
    .insertInto('scopes')
    .values({ kind: 'network', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const network = await db
    .insertInto('networks')
    .values({ code: 'net', name: 'Network', scope_id: scope.id, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const venue = await db
    .insertInto('venues')
    .values({
      pos_object_id: 'v1',
      uuid: 'venue-1',
      name: 'Venue',
      network_id: network.id,
      scope_id: scope.id,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const key = await db
    .insertInto('api_keys')
    .values({ key_hash: 'hash-1', label: 'till', kind: 'b2b', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('api_key_scopes').values({ api_key_id: key.id, network_id: network.id }).execute();
  const guest = await db
    .insertInto('guests')
    .values({ scope_id: scope.id, phone: '+4915112345678', first_name: 'Ada', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('loyalty_cards')
    .values({ scope_id: scope.id, guest_id: guest.id, track: 't-1', number: '1001', is_virtual: 1, created_at: now })
    .execute();
  return { scopeId: scope.id, networkId: network.id, venueId: venue.id, keyId: key.id, guestId: guest.id };
}

export function ledgerEntry(guestId: number, uuid: string, amount: number, balanceAfter: number) {
  return {
    uuid,
    guest_id: guestId,
    operation: 'api' as const,
    amount_minor: amount,
    balance_after_minor: balanceAfter,
    occurred_at: now,
  };
}
