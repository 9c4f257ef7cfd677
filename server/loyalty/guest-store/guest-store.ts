import type { Queries } from '../database/loyalty-db.js';
import { PreparedQuery } from '../database/prepared-query.js';
import type { Row } from '../database/loyalty-schema.js';
import { LoyaltyError } from '../errors/loyalty-error.js';

export type SexName = 'notSpecified' | 'male' | 'female';
export const sexNames: readonly SexName[] = ['notSpecified', 'male', 'female'];

/** A guest as stored; `sex` is the index in sexNames (0, 1, 2). */
export type GuestRow = Row<'guests'>;

export interface GuestData {
  readonly phone: string;
  readonly firstName?: string | null | undefined;
  readonly middleName?: string | null | undefined;
  readonly lastName?: string | null | undefined;
  readonly email?: string | null | undefined;
  readonly birthday?: string | null | undefined;
  readonly sex?: SexName | null | undefined;
}

const guestByPhone = new PreparedQuery((q, scopeId: number, phone: string) =>
  q.selectFrom('guests').selectAll().where('scope_id', '=', scopeId).where('phone', '=', phone),
);

export async function findGuest(q: Queries, scopeId: number, phone: string): Promise<GuestRow | undefined> {
  return await guestByPhone.first(q, scopeId, phone);
}

const guestRow = new PreparedQuery((q, id: number) => q.selectFrom('guests').selectAll().where('id', '=', id));

export async function guestById(q: Queries, id: number): Promise<GuestRow> {
  return await guestRow.firstOrThrow(q, id);
}

/** The guest with this phone in the scope, or 3007. */
export async function requireGuest(q: Queries, scopeId: number, phone: string | null | undefined): Promise<GuestRow> {
  const guest = phone ? await findGuest(q, scopeId, phone) : undefined;
  if (!guest) throw new LoyaltyError('guestNotFound', `guest ${phone ?? ''} not found`);
  return guest;
}

/**
 * The guest row locked for the rest of the write (PostgreSQL: `FOR UPDATE`; SQLite's writers are serialized anyway):
 * what reads a balance or a total to change it must hold this lock, so concurrent writes on one wallet stay exact.
 * Lock order, the same in every write, so that none can deadlock: the one order the request names, then this row,
 * then whatever else of the guest's the write touches (a new order, ledger entries, gifts, stamps).
 */
export async function lockGuest(q: Queries, id: number): Promise<GuestRow> {
  return await lockedGuestRow.firstOrThrow(q, id);
}

const lockedGuestRow = new PreparedQuery((q, id: number) =>
  q.selectFrom('guests').selectAll().where('id', '=', id).forUpdate(),
);

/** The guest with this phone in the scope, locked as lockGuest does, or 3007. */
export async function lockGuestByPhone(
  q: Queries,
  scopeId: number,
  phone: string | null | undefined,
): Promise<GuestRow> {
  const guest = phone ? await lockedGuestByPhone.first(q, scopeId, phone) : undefined;
  if (!guest) throw new LoyaltyError('guestNotFound', `guest ${phone ?? ''} not found`);
  return guest;
}

const lockedGuestByPhone = new PreparedQuery((q, scopeId: number, phone: string) =>
  q.selectFrom('guests').selectAll().where('scope_id', '=', scopeId).where('phone', '=', phone).forUpdate(),
);

/** Creates the guest (enrolling it) or replaces every stored value with the request's (seed: save). */
export async function saveGuest(q: Queries, scopeId: number, data: GuestData, now: string): Promise<GuestRow> {
  const values = {
    first_name: data.firstName ?? null,
    middle_name: data.middleName ?? null,
    last_name: data.lastName ?? null,
    email: data.email ?? null,
    birthday: data.birthday ?? null,
    sex: sexNames.indexOf(data.sex ?? 'notSpecified'),
  };
  return await q
    .insertInto('guests')
    .values({ scope_id: scopeId, phone: data.phone, ...values, created_at: now, updated_at: now })
    .onConflict((conflict) => conflict.columns(['scope_id', 'phone']).doUpdateSet({ ...values, updated_at: now }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

const columns = {
  firstName: 'first_name',
  middleName: 'middle_name',
  lastName: 'last_name',
  email: 'email',
  birthday: 'birthday',
  sex: 'sex',
} as const;

export type GuestChanges = Partial<Record<keyof typeof columns, string | number | null>>;

/** Applies only the given columns (update's `hasValue` fields). */
export async function updateGuest(q: Queries, guest: GuestRow, changes: GuestChanges, now: string): Promise<GuestRow> {
  const sets: Record<string, string | number | null> = {};
  for (const [key, value] of Object.entries(changes)) sets[columns[key as keyof typeof columns]] = value ?? null;
  if (Object.keys(sets).length === 0) return guestById(q, guest.id);
  return await q
    .updateTable('guests')
    .set({ ...sets, updated_at: now })
    .where('id', '=', guest.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Blocks or unblocks a guest (admin); a blocked guest cannot pay with bonuses. */
export async function setGuestBlocked(q: Queries, guestId: number, blocked: boolean, now: string): Promise<void> {
  await q
    .updateTable('guests')
    .set({ blocked_at: blocked ? now : null })
    .where('id', '=', guestId)
    .execute();
}

/** The guest object of save/update results (sex as the enum). */
export function guestView(row: GuestRow) {
  return {
    phone: row.phone,
    firstName: row.first_name,
    middleName: row.middle_name,
    lastName: row.last_name,
    email: row.email,
    birthday: row.birthday,
    sex: sexNames[row.sex] ?? 'notSpecified',
  };
}

/** The guest object of the get result (sex as 0/1/2). */
export function guestNumericView(row: GuestRow) {
  return { ...guestView(row), sex: row.sex };
}
