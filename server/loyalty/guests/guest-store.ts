import type { Database } from 'better-sqlite3';
import { LoyaltyError } from '../shared/loyalty-error.js';
import { sql } from '../../storage/statements.js';

export type SexName = 'notSpecified' | 'male' | 'female';
export const sexNames: readonly SexName[] = ['notSpecified', 'male', 'female'];

export interface GuestRow {
  id: number;
  scope_id: number;
  phone: string;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  email: string | null;
  birthday: string | null;
  sex: 0 | 1 | 2;
  balance_minor: number;
  total_spent_minor: number;
  blocked_at: string | null;
}

export interface GuestData {
  readonly phone: string;
  readonly firstName?: string | null | undefined;
  readonly middleName?: string | null | undefined;
  readonly lastName?: string | null | undefined;
  readonly email?: string | null | undefined;
  readonly birthday?: string | null | undefined;
  readonly sex?: SexName | null | undefined;
}

export function findGuest(db: Database, scopeId: number, phone: string): GuestRow | undefined {
  return sql(db, 'SELECT * FROM guests WHERE scope_id = ? AND phone = ?').get(scopeId, phone) as GuestRow | undefined;
}

export function guestById(db: Database, id: number): GuestRow {
  return sql(db, 'SELECT * FROM guests WHERE id = ?').get(id) as GuestRow;
}

/** The guest with this phone in the scope, or 3007. */
export function requireGuest(db: Database, scopeId: number, phone: string | null | undefined): GuestRow {
  const guest = phone ? findGuest(db, scopeId, phone) : undefined;
  if (!guest) throw new LoyaltyError('guestNotFound', `guest ${phone ?? ''} not found`);
  return guest;
}

/** Creates the guest (enrolling it) or replaces every stored value with the request's (seed: save). */
export function saveGuest(db: Database, scopeId: number, data: GuestData): GuestRow {
  const now = new Date().toISOString();
  const sex = sexNames.indexOf(data.sex ?? 'notSpecified');
  sql(
    db,
    `INSERT INTO guests (scope_id, phone, first_name, middle_name, last_name, email, birthday, sex, created_at, updated_at)
     VALUES (@scope, @phone, @first, @middle, @last, @email, @birthday, @sex, @now, @now)
     ON CONFLICT (scope_id, phone) DO UPDATE SET first_name = @first, middle_name = @middle, last_name = @last,
       email = @email, birthday = @birthday, sex = @sex, updated_at = @now`,
  ).run({
    scope: scopeId,
    phone: data.phone,
    first: data.firstName ?? null,
    middle: data.middleName ?? null,
    last: data.lastName ?? null,
    email: data.email ?? null,
    birthday: data.birthday ?? null,
    sex,
    now,
  });
  return findGuest(db, scopeId, data.phone) as GuestRow;
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
export function updateGuest(db: Database, guest: GuestRow, changes: GuestChanges): GuestRow {
  const keys = Object.keys(changes) as (keyof typeof columns)[];
  if (keys.length > 0) {
    const sets = keys.map((key) => `${columns[key]} = @${key}`).join(', ');
    sql(db, `UPDATE guests SET ${sets}, updated_at = @now WHERE id = @id`).run({
      ...changes,
      now: new Date().toISOString(),
      id: guest.id,
    });
  }
  return guestById(db, guest.id);
}

/** Blocks or unblocks a guest (admin); a blocked guest cannot pay with bonuses. */
export function setGuestBlocked(db: Database, guestId: number, blocked: boolean): void {
  sql(db, 'UPDATE guests SET blocked_at = ? WHERE id = ?').run(blocked ? new Date().toISOString() : null, guestId);
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
