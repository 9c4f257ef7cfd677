import { createApiKey, type NewApiKey } from '../api-keys/api-key-store.js';
import { auditedKey, keyScopeIds, networkScopeId, recordAuditIn, recordChangeIn } from '../console/audit-scopes.js';
import type { AuditAuthor } from '../console/audit-log.js';
import type { Queries } from '../database/loyalty-db.js';
import { guestById, setGuestBlocked, type GuestRow } from '../guest-store/guest-store.js';
import {
  upsertNetwork,
  upsertVenue,
  type NewVenue,
  type ResolvedOrganization,
} from '../organizations/organization-store.js';

/**
 * The changes `loyalty-admin` and bootstrap files make, each with its audit entry in the same write, in every scope
 * the changed object belongs to; a change that changes nothing (a bootstrap applied again) leaves no entry.
 */

/** add-network: a new network, or a new name for one. */
export async function auditedUpsertNetwork(
  q: Queries,
  author: AuditAuthor,
  code: string,
  name: string,
): Promise<number> {
  const before = await q.selectFrom('networks').select('name').where('code', '=', code).executeTakeFirst();
  const id = await upsertNetwork(q, code, name);
  const scopeId = await networkScopeId(q, code);
  await recordChangeIn(
    q,
    author,
    {
      action: before ? 'network.rename' : 'network.create',
      target: `network ${code}`,
      ...(before ? { before: { name: before.name } } : {}),
      after: before ? { name } : { code, name },
    },
    scopeId === undefined ? [] : [scopeId],
  );
  return id;
}

/** add-venue: a new venue, or a new name for one. */
export async function auditedUpsertVenue(
  q: Queries,
  author: AuditAuthor,
  venue: NewVenue,
): Promise<ResolvedOrganization> {
  const before = await q
    .selectFrom('venues')
    .select('name')
    .where('pos_object_id', '=', venue.posObjectId)
    .executeTakeFirst();
  const created = await upsertVenue(q, venue);
  await recordChangeIn(
    q,
    author,
    {
      action: before ? 'venue.rename' : 'venue.create',
      target: `venue ${venue.posObjectId}`,
      ...(before ? { before: { name: before.name } } : {}),
      after: before
        ? { name: venue.name }
        : { posObjectId: venue.posObjectId, name: venue.name, ...(venue.network ? { network: venue.network } : {}) },
    },
    [created.scopeId],
  );
  return created;
}

/** add-key: the new key (never its raw value or password) in every scope it serves. */
export async function auditedCreateKey(
  q: Queries,
  author: AuditAuthor,
  input: NewApiKey,
): Promise<{ rawKey: string; id: number }> {
  const created = await createApiKey(q, input);
  const after = await auditedKey(q, created.id);
  await recordAuditIn(
    q,
    author,
    { action: 'key.create', target: `key ${created.id} ${input.label}`, after },
    await keyScopeIds(q, created.id),
  );
  return created;
}

/** revoke-key, set-key-password, set-key-addresses: the key before and after, in every scope it serves. */
export async function auditedKeyChange<T>(
  q: Queries,
  author: AuditAuthor,
  id: number,
  action: string,
  change: () => Promise<T>,
): Promise<T> {
  const before = await auditedKey(q, id);
  const result = await change();
  const after = await auditedKey(q, id);
  if (before && after)
    await recordChangeIn(
      q,
      author,
      { action, target: `key ${id} ${before.label}`, before, after },
      await keyScopeIds(q, id),
    );
  return result;
}

/** block-guest, unblock-guest: in the guest's programme. */
export async function auditedSetGuestBlocked(
  q: Queries,
  author: AuditAuthor,
  guest: GuestRow,
  blocked: boolean,
  now: string,
): Promise<void> {
  const before = await guestById(q, guest.id);
  if (blocked !== (before.blocked_at !== null)) await setGuestBlocked(q, guest.id, blocked, now);
  const after = await guestById(q, guest.id);
  await recordChangeIn(
    q,
    author,
    {
      action: blocked ? 'guest.block' : 'guest.unblock',
      target: `guest ${guest.phone}`,
      before: { blockedAt: before.blocked_at },
      after: { blockedAt: after.blocked_at },
    },
    [Number(guest.scope_id)],
  );
}
