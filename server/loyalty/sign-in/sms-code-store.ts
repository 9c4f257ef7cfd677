import type { Database } from 'better-sqlite3';
import { sameHash, sha256Hex } from './secrets.js';
import type { Clock, SignInSettings } from './sign-in-settings.js';

/** Codes are kept per site key and phone: one live code at a time. */
export interface CodeOwner {
  readonly apiKeyId: number;
  readonly phone: string;
}

interface CodeRow {
  api_key_id: number;
  phone: string;
  code_hash: string;
  created_at: number;
  expires_at: number;
  next_send_at: number;
  attempts: number;
  used_at: number | null;
}

export type Reservation = { readonly ok: true; undo(): void } | { readonly ok: false; readonly waitSeconds: number };

export type CheckResult = 'ok' | 'wrong' | 'expired' | 'exhausted' | 'none';

function codeHash(owner: CodeOwner, code: string): string {
  return sha256Hex(`${owner.apiKeyId}:${owner.phone}:${code}`);
}

function selectRow(db: Database, owner: CodeOwner): CodeRow | undefined {
  return db
    .prepare('SELECT * FROM guest_sms_codes WHERE api_key_id = ? AND phone = ?')
    .get(owner.apiKeyId, owner.phone) as CodeRow | undefined;
}

const upsertSql = `INSERT INTO guest_sms_codes (api_key_id, phone, code_hash, created_at, expires_at, next_send_at, attempts, used_at)
  VALUES (@api_key_id, @phone, @code_hash, @created_at, @expires_at, @next_send_at, @attempts, @used_at)
  ON CONFLICT (api_key_id, phone) DO UPDATE SET code_hash = excluded.code_hash, created_at = excluded.created_at,
    expires_at = excluded.expires_at, next_send_at = excluded.next_send_at, attempts = excluded.attempts,
    used_at = excluded.used_at`;

/**
 * Stores a new code for the owner unless the resend wait of the previous one is still running. The returned `undo`
 * puts the previous code back (used when the SMS could not be sent, so a failed send costs the guest nothing).
 */
export function reserveCode(
  db: Database,
  owner: CodeOwner,
  code: string,
  now: Clock,
  settings: SignInSettings,
): Reservation {
  return db
    .transaction((): Reservation => {
      const at = now();
      const previous = selectRow(db, owner);
      if (previous && previous.next_send_at > at)
        return { ok: false, waitSeconds: Math.ceil((previous.next_send_at - at) / 1000) };
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
      db.prepare(upsertSql).run(row);
      return {
        ok: true,
        undo: () =>
          db.transaction(() => {
            const current = selectRow(db, owner);
            if (!current || current.code_hash !== row.code_hash) return;
            if (previous) db.prepare(upsertSql).run(previous);
            else
              db.prepare('DELETE FROM guest_sms_codes WHERE api_key_id = ? AND phone = ?').run(
                owner.apiKeyId,
                owner.phone,
              );
          })(),
      };
    })
    .immediate();
}

/** Checks a code once: a match spends it; a miss counts towards the limit, and the last allowed miss kills it. */
export function checkCode(
  db: Database,
  owner: CodeOwner,
  code: string,
  now: Clock,
  settings: SignInSettings,
): CheckResult {
  return db
    .transaction((): CheckResult => {
      const row = selectRow(db, owner);
      if (!row || row.used_at !== null) return 'none';
      if (row.expires_at <= now()) return 'expired';
      if (row.attempts >= settings.maxCodeChecks) return 'exhausted';
      if (sameHash(row.code_hash, codeHash(owner, code))) {
        db.prepare('UPDATE guest_sms_codes SET used_at = ? WHERE api_key_id = ? AND phone = ?').run(
          now(),
          owner.apiKeyId,
          owner.phone,
        );
        return 'ok';
      }
      db.prepare('UPDATE guest_sms_codes SET attempts = attempts + 1 WHERE api_key_id = ? AND phone = ?').run(
        owner.apiKeyId,
        owner.phone,
      );
      return 'wrong';
    })
    .immediate();
}
