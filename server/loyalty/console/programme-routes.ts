import { Router } from 'express';
import type { Programme } from '../../../shared/api/admin-console.js';
import { z } from '../openapi/zod.js';
import { parseBody } from '../openapi/validation.js';
import type { LoyaltyDeps } from '../service-context/loyalty-context.js';
import { maxMoney } from '../../../shared/money.js';
import {
  loadProgramme,
  paymentsWithoutCheckRules,
  saveProgramme,
  type ProgrammeSettings,
} from '../wallet/programme-store.js';
import { rankOrder, rankOrderRule } from '../wallet/rank-order.js';
import { timeZoneSchema } from '../campaigns/campaign-time-schema.js';
import { configurationWrite } from './audited-write.js';
import { programmeOf } from './programme-access.js';

const basisPoints = z.number().int('must be a whole number of basis points').min(0).max(10_000);
const minorAmount = z
  .number()
  .int('must be a whole number of minor units')
  .min(0)
  .max(maxMoney * 100);

const rankSchema = z.strictObject({
  name: z.string().trim().min(1, 'must not be empty').max(200),
  thresholdMinor: minorAmount,
  cashbackBp: basisPoints,
  confirmation: z.strictObject({ sumMinor: minorAmount, hours: z.number().int().min(1).max(87_600) }).optional(),
});

const rankFields = { threshold: 'thresholdMinor', cashback: 'cashbackBp' };

/** PUT /programme: the ranks in the order given, see rank-order.ts. */
export const programmeSchema = z.strictObject({
  name: z.string().trim().min(1, 'must not be empty').max(200),
  maxBonusShareBp: basisPoints,
  paymentsWithoutCheck: z.enum(paymentsWithoutCheckRules).optional().openapi({ description: 'absent: kept as stored' }),
  timeZone: timeZoneSchema.nullable().optional().openapi({ description: "null: the service's default; absent: kept" }),
  ranks: z
    .array(rankSchema)
    .max(50)
    .superRefine(rankOrder(rankFields, (r) => ({ name: r.name, threshold: r.thresholdMinor, cashback: r.cashbackBp })))
    .openapi({ description: rankOrderRule }),
});

/**
 * The contract's Programme of stored settings: a row-to-view mapping, alike in shape to
 * server/farcards/checks/check-store.ts's openCheckOfRow by chance.
 */
function programmeView(settings: ProgrammeSettings): Programme {
  return {
    name: settings.name,
    maxBonusShareBp: settings.maxBonusShareBp,
    paymentsWithoutCheck: settings.paymentsWithoutCheck,
    timeZone: settings.timeZone,
    ranks: settings.ranks.map((r) => ({
      name: r.name,
      thresholdMinor: r.thresholdMinor,
      cashbackBp: r.cashbackBp,
      ...(r.confirmation ? { confirmation: r.confirmation } : {}),
    })),
  };
}

/** GET and PUT `/programmes/:programme/programme`: the name, the bonus-payment share and the ranks. */
export function programmeRoutes(deps: LoyaltyDeps): Router {
  const router = Router({ mergeParams: true });
  router.get('/programme', async (req, res) => {
    const programme = await programmeOf(deps.db.query, req, res);
    res.json(programmeView(await loadProgramme(deps.db.query, programme.scopeId)));
  });
  router.put('/programme', async (req, res) => {
    const programme = await programmeOf(deps.db.query, req, res);
    const body = parseBody(programmeSchema, req.body);
    const saved = await configurationWrite(deps.db, res, programme, async (q) => {
      const stored = await loadProgramme(q, programme.scopeId);
      const before = programmeView(stored);
      const settings: ProgrammeSettings = {
        ...body,
        paymentsWithoutCheck: body.paymentsWithoutCheck ?? stored.paymentsWithoutCheck,
        timeZone: body.timeZone === undefined ? stored.timeZone : body.timeZone,
      };
      await saveProgramme(q, programme.scopeId, settings);
      const after = programmeView(await loadProgramme(q, programme.scopeId));
      return {
        result: after,
        audit: { action: 'programme.update', target: `programme ${programme.id}`, before, after },
      };
    });
    res.json(saved);
  });
  return router;
}
