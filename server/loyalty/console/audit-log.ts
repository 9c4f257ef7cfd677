import os from 'node:os';
import type { Queries } from '../database/loyalty-db.js';

/** One change made through the console, written in the same transaction as the change itself. */
export interface AuditRecord {
  /** e.g. `venue.create`, `key.revoke`, `guest.correction`. */
  readonly action: string;
  /** What was changed, e.g. `venue cafe-1`, `guest +79991234567`. */
  readonly target: string;
  /** The programme's scope; null for a change outside any programme (an administrator account). */
  readonly scopeId: number | null;
  readonly before?: unknown;
  readonly after?: unknown;
  readonly reason?: string;
}

/**
 * Who made a change: a console administrator, or (id null) the command line (`loyalty-admin (<os user>)`) or a
 * bootstrap file (`bootstrap <file>`).
 */
export interface AuditAuthor {
  readonly id: number | null;
  readonly email: string;
}

/** The operating-system user running this process; the environment's name where the system has no entry for it. */
function osUser(): string {
  try {
    return os.userInfo().username;
  } catch {
    return process.env.USER ?? process.env.USERNAME ?? 'unknown user';
  }
}

/** The author of changes made with `loyalty-admin`: the command and the operating-system user who ran it. */
export function commandLineAuthor(): AuditAuthor {
  return { id: null, email: `loyalty-admin (${osUser()})` };
}

/** The author of changes a bootstrap file made (`loyalty-admin bootstrap`, `--bootstrap`, `loyaltyBootstrap`). */
export function bootstrapAuthor(file: string | undefined): AuditAuthor {
  return { id: null, email: file === undefined ? 'bootstrap' : `bootstrap ${file}` };
}

/** Appends to the audit log (append-only by trigger); call it inside the `db.write` that makes the change. */
export async function recordAudit(q: Queries, admin: AuditAuthor, record: AuditRecord): Promise<void> {
  await q
    .insertInto('audit_log')
    .values({
      at: new Date().toISOString(),
      admin_id: admin.id,
      admin_email: admin.email,
      scope_id: record.scopeId,
      action: record.action,
      target: record.target,
      before: record.before === undefined ? null : JSON.stringify(record.before),
      after: record.after === undefined ? null : JSON.stringify(record.after),
      reason: record.reason ?? null,
    })
    .execute();
}
