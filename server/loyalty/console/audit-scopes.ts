import { listApiKeys, type ApiKeyListing } from '../api-keys/api-key-store.js';
import type { Queries } from '../database/loyalty-db.js';
import { recordAudit, type AuditAuthor, type AuditRecord } from './audit-log.js';

/** What the audit log keeps of a key: everything but its secrets, and a stamp that changes with its password. */
export type AuditedKey = Omit<ApiKeyListing, 'createdAt'> & { readonly passwordVersion?: string };

/** The scopes (programmes) a key serves: its networks' and its venues' (a venue of a network: the network's). */
export async function keyScopeIds(q: Queries, keyId: number): Promise<number[]> {
  /** Each row names a network or a venue (never both): the one joined gives the scope. */
  const rows = await q
    .selectFrom('api_key_scopes as s')
    .leftJoin('networks as n', 'n.id', 's.network_id')
    .leftJoin('venues as v', 'v.id', 's.venue_id')
    .select(['n.scope_id as networkScope', 'v.scope_id as venueScope'])
    .where('s.api_key_id', '=', keyId)
    .execute();
  return [...new Set(rows.map((row) => Number(row.networkScope ?? row.venueScope)))].sort((a, b) => a - b);
}

/** A key as the audit log keeps it, or undefined when there is none with that id. */
export async function auditedKey(q: Queries, keyId: number): Promise<AuditedKey | undefined> {
  const listing = (await listApiKeys(q)).find((key) => key.id === keyId);
  if (!listing) return undefined;
  const { createdAt: _created, ...rest } = listing;
  const row = await q.selectFrom('api_keys').select('password_hash').where('id', '=', keyId).executeTakeFirstOrThrow();
  /** The scrypt salt's first characters: a new password shows as a change without the log holding any of its hash. */
  return row.password_hash === null ? rest : { ...rest, passwordVersion: passwordStamp(row.password_hash) };
}

/** A short stamp that differs between two password hashes (each has a salt of its own), never the hash itself. */
function passwordStamp(hash: string): string {
  let h = 0;
  for (let i = 0; i < hash.length; i++) h = (Math.imul(h, 31) + hash.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
}

/** The scope of a network by code, or of a venue by posObjectId (a venue of a network: the network's). */
export async function networkScopeId(q: Queries, code: string): Promise<number | undefined> {
  const row = await q.selectFrom('networks').select('scope_id').where('code', '=', code).executeTakeFirst();
  return row && Number(row.scope_id);
}

/**
 * Inside the write that made the change: one audit entry in every scope the changed object belongs to (a key of two
 * networks: an entry in each network's log), or one outside any scope when it belongs to none.
 */
export async function recordAuditIn(
  q: Queries,
  author: AuditAuthor,
  record: Omit<AuditRecord, 'scopeId'>,
  scopeIds: readonly number[],
): Promise<void> {
  const scopes = scopeIds.length === 0 ? [null] : [...new Set(scopeIds)];
  for (const scopeId of scopes) await recordAudit(q, author, { ...record, scopeId });
}

/** As recordAuditIn, but only when the object changed: a command or bootstrap that changes nothing leaves no entry. */
export async function recordChangeIn(
  q: Queries,
  author: AuditAuthor,
  record: Omit<AuditRecord, 'scopeId'>,
  scopeIds: readonly number[],
): Promise<void> {
  if (JSON.stringify(record.before) === JSON.stringify(record.after)) return;
  await recordAuditIn(q, author, record, scopeIds);
}
