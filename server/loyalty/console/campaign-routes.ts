import { isoNow } from '../../config/clock.js';
import { randomUUID } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import type { Campaign } from '../../../shared/api/admin-console.js';
import { HttpError } from '../../errors/http-error.js';
import { campaignSettingsOf, saveCampaign, setCampaignActive } from '../campaigns/campaign-settings.js';
import { campaignsOf, type CampaignRow } from '../campaigns/campaign-store.js';
import type { Queries } from '../database/loyalty-db.js';
import { z } from '../openapi/zod.js';
import { parseBody } from '../openapi/validation.js';
import type { LoyaltyDeps } from '../service-context/loyalty-context.js';
import { configurationWrite } from './audited-write.js';
import {
  campaignDraftSchema,
  campaignView,
  isConsoleType,
  newCampaignSettings,
  settingsOfDraft,
} from './campaign-draft.js';
import { previewCampaign, sampleOrderSchema } from './campaign-preview.js';
import { venueTimeZone, wallClock } from '../campaigns/campaign-time.js';
import { programmeOf, type ProgrammeScope } from './programme-access.js';

export const previewSchema = z.strictObject({ campaign: campaignDraftSchema, order: sampleOrderSchema });

type ConsoleCampaignRow = CampaignRow & { type: Campaign['type'] };

/** The programme's campaign with this uuid, locked for the write (404 for another programme's or none). */
async function campaignOf(q: Queries, programme: ProgrammeScope, uuid: string): Promise<ConsoleCampaignRow> {
  const row = await q
    .selectFrom('campaigns')
    .selectAll()
    .where('uuid', '=', uuid)
    .where('scope_id', '=', programme.scopeId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new HttpError(404, `campaign ${uuid} not found`);
  if (!isConsoleType(row.type))
    throw new HttpError(409, `campaign ${uuid} is a ${row.type} campaign: it is changed in the bootstrap file`);
  return row as ConsoleCampaignRow;
}

async function storedView(q: Queries, uuid: string): Promise<Campaign> {
  const row = await q.selectFrom('campaigns').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
  return campaignView(row as ConsoleCampaignRow);
}

/** Campaigns of `/programmes/:programme`: list, create, edit, pause, resume, and the preview of a draft. */
export function campaignRoutes(deps: LoyaltyDeps): Router {
  const { db } = deps;
  const router = Router({ mergeParams: true });
  router.get('/campaigns', async (req, res) => {
    const programme = await programmeOf(db.query, req, res);
    const rows = (await campaignsOf(db, db.query, programme.scopeId)).filter((row) => isConsoleType(row.type));
    res.json({ campaigns: rows.map((row) => campaignView(row as ConsoleCampaignRow)) });
  });
  router.post('/campaigns/preview', async (req, res) => {
    const programme = await programmeOf(db.query, req, res);
    const body = parseBody(previewSchema, req.body);
    const zone = await venueTimeZone(db, db.query, programme.scopeId, null, deps.options?.defaultTimeZone ?? 'UTC');
    res.json(previewCampaign(body.campaign, body.order, wallClock(isoNow(deps.clock), zone)));
  });
  router.post('/campaigns', async (req, res) => {
    const programme = await programmeOf(db.query, req, res);
    const draft = parseBody(campaignDraftSchema, req.body);
    const uuid = randomUUID();
    const created = await configurationWrite(db, res, programme, async (q) => {
      await saveCampaign(q, programme.scopeId, uuid, settingsOfDraft(draft, newCampaignSettings));
      const after = await storedView(q, uuid);
      return { result: after, audit: { action: 'campaign.create', target: `campaign ${draft.name}`, after } };
    });
    res.json(created);
  });
  router.put('/campaigns/:id', async (req, res) => {
    const programme = await programmeOf(db.query, req, res);
    const draft = parseBody(campaignDraftSchema, req.body);
    const uuid = String(req.params.id);
    const updated = await configurationWrite(db, res, programme, async (q) => {
      const row = await campaignOf(q, programme, uuid);
      await saveCampaign(q, programme.scopeId, uuid, settingsOfDraft(draft, campaignSettingsOf(row)));
      const after = await storedView(q, uuid);
      const audit = { action: 'campaign.update', target: `campaign ${row.name}`, before: campaignView(row), after };
      return { result: after, audit };
    });
    res.json(updated);
  });
  for (const [verb, active] of [
    ['pause', false],
    ['resume', true],
  ] as const)
    router.post(`/campaigns/:id/${verb}`, (req, res) => setActive(req, res, active, verb));

  async function setActive(req: Request, res: Response, active: boolean, verb: 'pause' | 'resume'): Promise<void> {
    const programme = await programmeOf(db.query, req, res);
    const uuid = String(req.params.id);
    const changed = await configurationWrite(db, res, programme, async (q) => {
      const row = await campaignOf(q, programme, uuid);
      await setCampaignActive(q, row.id, active);
      const after = await storedView(q, uuid);
      const audit = {
        action: `campaign.${verb}`,
        target: `campaign ${row.name}`,
        before: { active: Number(row.is_active) === 1 },
        after: { active },
      };
      return { result: after, audit };
    });
    res.json(changed);
  }
  return router;
}
