import { Router, type Request, type Response } from 'express';
import type { ApiKey, CreatedKey } from '../../../shared/api/admin-console.js';
import { HttpError } from '../../errors/http-error.js';
import { addressEntry } from '../api-keys/address-entry-schema.js';
import { createApiKey, revokeApiKey } from '../api-keys/api-key-store.js';
import { setKeyAddresses, setKeyPassword, type KeyLoginChange } from '../api-keys/key-login-store.js';
import { hashKeyPassword, isAcceptablePassword, passwordHint } from '../api-keys/key-password.js';
import type { Queries } from '../database/loyalty-db.js';
import { z } from '../openapi/zod.js';
import { parseBody } from '../openapi/validation.js';
import { venuesOfScope } from '../organizations/organization-store.js';
import type { LoyaltyDeps } from '../service-context/loyalty-context.js';
import { adminOf } from './admin-session.js';
import { keyScopeIds } from './audit-scopes.js';
import { configurationWrite } from './audited-write.js';
import { programmeOf, type ProgrammeScope } from './programme-access.js';
import { programmeKey, programmeKeys, requireWholeKey } from './programme-keys.js';

const password = z.string().refine(isAcceptablePassword, passwordHint);
const addresses = z.array(addressEntry).min(1, 'give at least one address, or null for any').max(100);

export const newKeySchema = z
  .strictObject({
    label: z.string().trim().min(1).max(200),
    kind: z.enum(['b2b', 'site']),
    venues: z.array(z.string().min(1).max(100)).max(1000).optional(),
    siteDomain: z.string().trim().min(1).max(253).optional(),
    allowedAddresses: addresses.optional(),
    password: password.optional(),
  })
  .refine((k) => k.kind !== 'site' || k.siteDomain !== undefined, {
    message: 'a site key needs siteDomain',
    path: ['siteDomain'],
  })
  .refine((k) => k.kind !== 'b2b' || k.siteDomain === undefined, {
    message: 'only a site key has siteDomain',
    path: ['siteDomain'],
  })
  .refine((k) => k.kind !== 'site' || (k.password === undefined && k.allowedAddresses === undefined), {
    message: 'password and allowedAddresses are for b2b keys, not site keys',
    path: ['kind'],
  })
  .openapi({
    oneOf: [
      { properties: { kind: { type: 'string', enum: ['b2b'] } }, not: { required: ['siteDomain'] } },
      {
        properties: { kind: { type: 'string', enum: ['site'] } },
        required: ['siteDomain'],
        not: { anyOf: [{ required: ['password'] }, { required: ['allowedAddresses'] }] },
      },
    ],
  });
export const passwordSchema = z.strictObject({ password: password.nullable() });
export const addressesSchema = z.strictObject({ allowedAddresses: addresses.nullable() });

/** A key as the audit log keeps it: everything the console shows but its last use. */
function audited(view: ApiKey): Omit<ApiKey, 'lastUsedAt'> {
  const { lastUsedAt: _lastUse, ...rest } = view;
  return rest;
}

/** The `:id` of a key; anything but a number is a key that does not exist. */
function keyIdOf(req: Request): number {
  const raw = String(req.params.id);
  if (!/^\d{1,15}$/.test(raw)) throw new HttpError(404, `key ${raw} not found`);
  return Number(raw);
}

/** The venues a new key serves: the whole programme when none are given, else only venues of this programme. */
async function keyScope(q: Queries, programme: ProgrammeScope, venues: readonly string[] | undefined) {
  if (!venues || venues.length === 0)
    return programme.kind === 'network'
      ? { networks: [programme.id], venues: [] }
      : { networks: [], venues: [programme.id.slice('venue:'.length)] };
  const own = new Set((await venuesOfScope(q, programme.scopeId)).map((v) => v.posObjectId));
  const foreign = venues.find((v) => !own.has(v));
  if (foreign !== undefined) throw new HttpError(400, `venues: ${foreign} is not a venue of this programme`);
  return { networks: [], venues: [...new Set(venues)] };
}

function refused(id: number, change: KeyLoginChange): void {
  if (change === 'noActiveKey') throw new HttpError(409, `key ${id} is revoked`);
  if (change === 'siteKey')
    throw new HttpError(400, `key ${id} is a site key: passwords and addresses are for b2b keys`);
}

/** `/programmes/:programme/keys`: list, create (the raw key shown once), revoke, password and allowed addresses. */
export function keysRouter(deps: LoyaltyDeps): Router {
  const { db } = deps;
  const router = Router({ mergeParams: true });

  /** One change of an existing key in one write with its audit entry; answers the key as it is after. */
  async function changeKey(
    req: Request,
    res: Response,
    action: string,
    change: (q: Queries, id: number) => Promise<void>,
  ): Promise<void> {
    const programme = await programmeOf(db.query, req, res);
    const id = keyIdOf(req);
    const after = await configurationWrite(db, res, programme, async (q) => {
      const before = await programmeKey(q, programme, id);
      await requireWholeKey(db, q, adminOf(res), before.listing);
      await change(q, id);
      const changed = (await programmeKey(q, programme, id)).view;
      const target = `key ${id} ${before.view.label}`;
      const audit = { action, target, before: audited(before.view), after: audited(changed) };
      return { result: changed, audit, alsoIn: await keyScopeIds(q, id) };
    });
    res.json(after);
  }

  router.get('/keys', async (req, res) => {
    const programme = await programmeOf(db.query, req, res);
    res.json({ keys: (await programmeKeys(db.query, programme)).map((k) => k.view) });
  });
  router.post('/keys', async (req, res) => {
    const programme = await programmeOf(db.query, req, res);
    const body = parseBody(newKeySchema, req.body);
    const passwordHash = body.password === undefined ? undefined : await hashKeyPassword(body.password);
    const created: CreatedKey = await configurationWrite(db, res, programme, async (q) => {
      const scope = await keyScope(q, programme, body.venues);
      const { rawKey, id } = await createApiKey(q, {
        label: body.label,
        kind: body.kind,
        siteDomain: body.siteDomain,
        ...scope,
        passwordHash,
        allowedAddresses: body.allowedAddresses,
      });
      const key = (await programmeKey(q, programme, id)).view;
      return {
        result: { key, rawKey },
        audit: { action: 'key.create', target: `key ${id} ${body.label}`, after: audited(key) },
        alsoIn: await keyScopeIds(q, id),
      };
    });
    res.set('Cache-Control', 'no-store').json(created);
  });
  router.post('/keys/:id/revoke', (req, res) =>
    changeKey(req, res, 'key.revoke', async (q, id) => {
      if (!(await revokeApiKey(q, id))) throw new HttpError(409, `key ${id} is already revoked`);
    }),
  );
  router.put('/keys/:id/password', async (req, res) => {
    const body = parseBody(passwordSchema, req.body);
    const hash = body.password === null ? null : await hashKeyPassword(body.password);
    await changeKey(req, res, body.password === null ? 'key.password.clear' : 'key.password.set', async (q, id) =>
      refused(id, await setKeyPassword(q, id, hash)),
    );
  });
  router.put('/keys/:id/addresses', async (req, res) => {
    const { allowedAddresses } = parseBody(addressesSchema, req.body);
    await changeKey(req, res, 'key.addresses', async (q, id) =>
      refused(id, await setKeyAddresses(q, id, allowedAddresses)),
    );
  });
  return router;
}
