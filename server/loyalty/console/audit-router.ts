import { Router } from 'express';
import type { AuditEntry } from '../../../shared/api/admin-console.js';
import { z } from '../openapi/zod.js';
import { parseBody } from '../openapi/validation.js';
import type { LoyaltyDeps } from '../service-context/loyalty-context.js';
import { programmeOf } from './programme-access.js';

const wholeNumber = z.string().regex(/^\d{1,15}$/, 'must be a whole number');
export const auditQuerySchema = z.strictObject({
  before: wholeNumber.transform(Number).optional(),
  take: wholeNumber
    .transform(Number)
    .pipe(z.number().min(1, 'must be 1 to 200').max(200, 'must be 1 to 200'))
    .default(50),
});

const parsed = (json: string | null): unknown => (json === null ? undefined : JSON.parse(json));

/** `GET /programmes/:programme/audit?before=<id>&take=<1..200>`: the programme's audit entries, newest first. */
export function auditRouter(deps: LoyaltyDeps): Router {
  const { db } = deps;
  const router = Router({ mergeParams: true });
  router.get('/audit', async (req, res) => {
    const programme = await programmeOf(db.query, req, res);
    const { before, take } = parseBody(auditQuerySchema, req.query);
    let query = db.query
      .selectFrom('audit_log')
      .select(['id', 'at', 'admin_email', 'action', 'target', 'before', 'after', 'reason'])
      .where('scope_id', '=', programme.scopeId);
    if (before !== undefined) query = query.where('id', '<', before);
    const rows = await query.orderBy('id', 'desc').limit(take).execute();
    const entries: AuditEntry[] = rows.map((row) => ({
      id: Number(row.id),
      at: row.at,
      adminEmail: row.admin_email,
      action: row.action,
      target: row.target,
      ...(row.before === null ? {} : { before: parsed(row.before) }),
      ...(row.after === null ? {} : { after: parsed(row.after) }),
      ...(row.reason === null ? {} : { reason: row.reason }),
    }));
    res.json({ entries });
  });
  return router;
}
