import type { Queries } from '../database/loyalty-db.js';
import type { Row } from '../database/loyalty-schema.js';
import { sameHash, sha256Hex } from './secrets.js';
import type { SignInSettings } from './sign-in-settings.js';

/** Codes are kept per site key and phone: one live code at a time. */
export interface CodeOwner {
  readonly apiKeyId: number;
  readonly phone: string;
}

type CodeRow = Row<'guest_sms_codes'>;

/** A stored code and the one it replaced (put back by restoreCode when the SMS could not be sent). */
export type Reservation =
  | { readonly ok: true; readonly codeHash: string; readonly previous: CodeRow | undefined }
  | { readonly ok: false; readonly waitSeconds: number };

export type CheckResult = 'ok' | 'wrong' | 'expired' | 'exhausted' | 'none';

function codeHash(owner: CodeOwner, code: string): string {
  return sha256Hex(`${owner.apiKeyId}:${owner.phone}:${code}`);
}

/** The owner's code row, locked for the rest of the write. */
async function lockRow(q: Queries, owner: CodeOwner): Promise<CodeRow | undefined> {
  return q
    .selectFrom('guest_sms_codes')
    .selectAll()
    .where('api_key_id', '=', owner.apiKeyId)
    .where('phone', '=', owner.phone)
    .forUpdate()
    .executeTakeFirst();
}

function wait(row: CodeRow | undefined, at: number): Reservation {
  return { ok: false, waitSeconds: Math.max(1, Math.ceil(((row?.next_send_at ?? at) - at) / 1000)) };
}

/**
 * Inside a write: stores a new code for the owner unless the resend wait of the previous one is still running. The
 * upsert replaces only a row whose wait is over, so two instances reserving at once for an owner who had no row cannot
 * both succeed: the second waits for the first's new row and then finds its wait running.
 */
export async function reserveCode(
  q: Queries,
  owner: CodeOwner,
  code: string,
  at: number,
  settings: SignInSettings,
): Promise<Reservation> {
  const previous = await lockRow(q, owner);
  if (previous && previous.next_send_at > at) return wait(previous, at);
  const row: CodeRow = {
    api_key_id: owner.apiKeyId,
    phone: owner.phone,
    code_hash: codeHash(owner, code),
    created_at: at,
    expires_at: at + settings.codeTtlSeconds * 1000,
    next_send_at: at + settings.resendSeconds * 1000,
    attempts: 0,
    used_at: null,
  };
  const stored = await q
    .insertInto('guest_sms_codes')
    .values(row)
    .onConflict((conflict) =>
      conflict
        .columns(['api_key_id', 'phone'])
        .doUpdateSet((eb) => ({
          code_hash: eb.ref('excluded.code_hash'),
          created_at: eb.ref('excluded.created_at'),
          expires_at: eb.ref('excluded.expires_at'),
          next_send_at: eb.ref('excluded.next_send_at'),
          attempts: eb.ref('excluded.attempts'),
          used_at: eb.ref('excluded.used_at'),
        }))
        .where('guest_sms_codes.next_send_at', '<=', at),
    )
    .returning('code_hash')
    .executeTakeFirst();
  if (stored) return { ok: true, codeHash: row.code_hash, previous };
  return wait(await lockRow(q, owner), at);
}

/** Inside a write: puts back the code a reservation replaced, unless a newer code replaced it meanwhile. */
export async function restoreCode(q: Queries, owner: CodeOwner, reservation: Reservation): Promise<void> {
  if (!reservation.ok) return;
  const current = await lockRow(q, owner);
  if (!current || current.code_hash !== reservation.codeHash) return;
  if (reservation.previous)
    await q
      .updateTable('guest_sms_codes')
      .set(reservation.previous)
      .where('api_key_id', '=', owner.apiKeyId)
      .where('phone', '=', owner.phone)
      .execute();
  else
    await q
      .deleteFrom('guest_sms_codes')
      .where('api_key_id', '=', owner.apiKeyId)
      .where('phone', '=', owner.phone)
      .execute();
}

/**
 * Inside a write: checks a code once, its row locked so concurrent checks count one by one: a match spends it; a miss
 * counts towards the code's limit, and the last allowed miss kills it.
 */
export async function checkCode(
  q: Queries,
  owner: CodeOwner,
  code: string,
  at: number,
  settings: SignInSettings,
): Promise<CheckResult> {
  const row = await lockRow(q, owner);
  if (!row || row.used_at !== null) return 'none';
  if (row.expires_at <= at) return 'expired';
  if (row.attempts >= settings.maxCodeChecks) return 'exhausted';
  const match = sameHash(row.code_hash, codeHash(owner, code));
  await q
    .updateTable('guest_sms_codes')
    .set(match ? { used_at: at } : { attempts: row.attempts + 1 })
    .where('api_key_id', '=', owner.apiKeyId)
    .where('phone', '=', owner.phone)
    .execute();
  return match ? 'ok' : 'wrong';
}
