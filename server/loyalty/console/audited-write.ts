import type { Response } from 'express';
import type { LoyaltyDb, Queries } from '../database/loyalty-db.js';
import { adminOf, type SignedInAdmin } from './admin-session.js';
import type { AuditRecord } from './audit-log.js';
import { recordAuditIn } from './audit-scopes.js';
import type { ProgrammeScope } from './programme-access.js';

/** What a console change answers and what the audit log keeps of it. */
export interface AuditedChange<T> {
  readonly result: T;
  readonly audit: Omit<AuditRecord, 'scopeId'>;
  /** Further programmes the changed object belongs to (a key of two networks): the entry is in each one's log too. */
  readonly alsoIn?: readonly number[];
}

/**
 * Runs a console change of a programme and its audit record in one write (both or neither); a configuration change
 * (programme, ranks, campaigns) then drops every process's caches.
 */
export async function auditedWrite<T>(
  db: LoyaltyDb,
  admin: SignedInAdmin,
  scopeId: number,
  work: (q: Queries) => Promise<AuditedChange<T>>,
  options: { readonly configuration?: boolean } = {},
): Promise<T> {
  try {
    return await db.write(async (q) => {
      const { result, audit, alsoIn = [] } = await work(q);
      await recordAuditIn(q, admin, audit, [scopeId, ...alsoIn]);
      return result;
    });
  } finally {
    if (options.configuration) db.configChanged();
  }
}

/** A configuration change of the programme by the administrator signed in on `res`: {@link auditedWrite}, caches dropped. */
export function configurationWrite<T>(
  db: LoyaltyDb,
  res: Response,
  programme: ProgrammeScope,
  work: (q: Queries) => Promise<AuditedChange<T>>,
): Promise<T> {
  return auditedWrite(db, adminOf(res), programme.scopeId, work, { configuration: true });
}
