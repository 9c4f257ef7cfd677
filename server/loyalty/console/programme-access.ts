import type { Request, Response } from 'express';
import { HttpError } from '../../errors/http-error.js';
import type { Queries } from '../database/loyalty-db.js';
import { adminOf, type SignedInAdmin } from './admin-session.js';

/** A programme an administrator works on: a network, or a venue outside any network. */
export interface ProgrammeScope {
  /** The `:programme` path segment (the network code, or `venue:<posObjectId>`). */
  readonly id: string;
  readonly scopeId: number;
  readonly kind: 'network' | 'venue';
  readonly name: string;
  /** The network's id (kind `network`) or the venue's id (kind `venue`). */
  readonly ownerId: number;
}

const venuePrefix = 'venue:';

/** Every programme of the service: the networks, then the venues outside any network. */
export async function allProgrammes(q: Queries): Promise<ProgrammeScope[]> {
  const networks = await q.selectFrom('networks').select(['id', 'code', 'name', 'scope_id']).orderBy('code').execute();
  const venues = await q
    .selectFrom('venues')
    .select(['id', 'pos_object_id', 'name', 'scope_id'])
    .where('network_id', 'is', null)
    .orderBy('pos_object_id')
    .execute();
  return [
    ...networks.map((n) => ({
      id: n.code,
      scopeId: Number(n.scope_id),
      kind: 'network' as const,
      name: n.name,
      ownerId: Number(n.id),
    })),
    ...venues.map((v) => ({
      id: venuePrefix + v.pos_object_id,
      scopeId: Number(v.scope_id),
      kind: 'venue' as const,
      name: v.name,
      ownerId: Number(v.id),
    })),
  ];
}

export function mayAccess(admin: SignedInAdmin, scopeId: number): boolean {
  return admin.owner || admin.scopeIds.has(scopeId);
}

/** The programmes the administrator may see and change. */
export async function programmesOf(q: Queries, admin: SignedInAdmin): Promise<ProgrammeScope[]> {
  return (await allProgrammes(q)).filter((p) => mayAccess(admin, p.scopeId));
}

/** Resolves a `:programme` path segment; 404 for one that does not exist or that this administrator may not see. */
export async function resolveProgramme(q: Queries, admin: SignedInAdmin, id: string): Promise<ProgrammeScope> {
  const row = id.startsWith(venuePrefix)
    ? await q
        .selectFrom('venues')
        .select(['id', 'name', 'scope_id'])
        .where('pos_object_id', '=', id.slice(venuePrefix.length))
        .where('network_id', 'is', null)
        .executeTakeFirst()
    : await q.selectFrom('networks').select(['id', 'name', 'scope_id']).where('code', '=', id).executeTakeFirst();
  /** The same 404 for "not yours" as for "none": another network's administrator learns nothing of it. */
  if (!row || !mayAccess(admin, Number(row.scope_id))) throw new HttpError(404, `programme ${id} not found`);
  const kind = id.startsWith(venuePrefix) ? ('venue' as const) : ('network' as const);
  return { id, scopeId: Number(row.scope_id), kind, name: row.name, ownerId: Number(row.id) };
}

/** The programme of a request under `/programmes/:programme/...`. */
export function programmeOf(q: Queries, req: Request, res: Response): Promise<ProgrammeScope> {
  return resolveProgramme(q, adminOf(res), String(req.params.programme));
}
