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

/** Who made a change: a console administrator, or the command line (id null, e-mail `loyalty-admin`). */
export interface AuditAuthor {
  readonly id: number | null;
  readonly email: string;
}

/** The author of changes made with `loyalty-admin`. */
export const commandLineAuthor: AuditAuthor = { id: null, email: 'loyalty-admin' };

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
