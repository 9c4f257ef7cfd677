import { Router } from 'express';
import type { Venue } from '../../../shared/api/admin-console.js';
import { HttpError } from '../../errors/http-error.js';
import type { Queries } from '../database/loyalty-db.js';
import { z } from '../openapi/zod.js';
import { parseBody } from '../openapi/validation.js';
import { namedVenuesOfScope, resolveOrganization, upsertVenue } from '../organizations/organization-store.js';
import type { LoyaltyDeps } from '../service-context/loyalty-context.js';
import { configurationWrite } from './audited-write.js';
import { programmeOf, type ProgrammeScope } from './programme-access.js';

const name = z.string().trim().min(1).max(200);
export const newVenueSchema = z.strictObject({ posObjectId: z.string().trim().min(1).max(100), name });
export const renameSchema = z.strictObject({ name });

async function venueOf(q: Queries, programme: ProgrammeScope, posObjectId: string): Promise<Venue> {
  const venue = (await namedVenuesOfScope(q, programme.scopeId)).find((v) => v.posObjectId === posObjectId);
  if (!venue) throw new HttpError(404, `venue ${posObjectId} not found`);
  return venue;
}

/** The network of a programme, as upsertVenue takes it: its code, or none for a venue outside any network. */
const networkOf = (programme: ProgrammeScope) => (programme.kind === 'network' ? programme.id : undefined);

/** `/programmes/:programme/venues`: list, add (networks only) and rename venues, through upsertVenue. */
export function venuesRouter(deps: LoyaltyDeps): Router {
  const { db } = deps;
  const router = Router({ mergeParams: true });
  router.get('/venues', async (req, res) => {
    const programme = await programmeOf(db.query, req, res);
    res.json({ venues: await namedVenuesOfScope(db.query, programme.scopeId) });
  });
  router.post('/venues', async (req, res) => {
    const programme = await programmeOf(db.query, req, res);
    const body = parseBody(newVenueSchema, req.body);
    if (programme.kind !== 'network')
      throw new HttpError(400, 'a venue outside any network holds no other venues: add venues to a network');
    const venue = await configurationWrite(db, res, programme, async (q) => {
      if (await resolveOrganization(db, q, { type: 'posObjectId', id: body.posObjectId }))
        throw new HttpError(409, `posObjectId: venue ${body.posObjectId} already exists`);
      await upsertVenue(q, { ...body, network: programme.id });
      const created = await venueOf(q, programme, body.posObjectId);
      return {
        result: created,
        audit: { action: 'venue.create', target: `venue ${body.posObjectId}`, after: created },
      };
    });
    res.json(venue);
  });
  router.patch('/venues/:posObjectId', async (req, res) => {
    const programme = await programmeOf(db.query, req, res);
    const posObjectId = String(req.params.posObjectId);
    const body = parseBody(renameSchema, req.body);
    const venue = await configurationWrite(db, res, programme, async (q) => {
      const before = await venueOf(q, programme, posObjectId);
      await upsertVenue(q, { posObjectId, name: body.name, network: networkOf(programme) });
      const after = await venueOf(q, programme, posObjectId);
      const audit = { action: 'venue.rename', target: `venue ${posObjectId}`, before: { name: before.name } };
      return { result: after, audit: { ...audit, after: { name: after.name } } };
    });
    res.json(venue);
  });
  return router;
}
