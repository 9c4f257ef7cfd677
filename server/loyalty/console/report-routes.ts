import { Router, type Request, type Response } from 'express';
import type { DailyReport } from '../../../shared/api/admin-console.js';
import { csvLocaleOf } from '../../exports/csv-format.js';
import { languages } from '../../../shared/i18n/language.js';
import { date } from '../openapi/common-schemas.js';
import { z } from '../openapi/zod.js';
import { parseBody } from '../openapi/validation.js';
import type { LoyaltyDeps } from '../service-context/loyalty-context.js';
import { LoyaltyError } from '../errors/loyalty-error.js';
import { dailyReport } from './daily-report.js';
import { dailyReportCsv } from './daily-report-csv.js';
import { daysBetween, isTimeZone } from './day-cut.js';
import { programmeOf } from './programme-access.js';

/** The longest range one report covers, in days. */
export const maxReportDays = 366;

const reportQuery = {
  from: date,
  to: date,
  venue: z.string().min(1, 'must not be empty').max(100).optional(),
  tz: z.string().refine(isTimeZone, 'must be an IANA time zone such as Europe/Moscow').optional(),
};
export const jsonQuery = z.strictObject(reportQuery);
export const csvQuery = z.strictObject({ ...reportQuery, lang: z.enum(languages).optional() });

/** The service's own time zone: where a report's days are cut when the request names none. */
const serviceTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The report a request asks for: the programme first (404 for another's), then the query. */
async function reportOf<T extends z.ZodType<z.infer<typeof jsonQuery>>>(
  deps: LoyaltyDeps,
  req: Request,
  res: Response,
  schema: T,
): Promise<{ report: DailyReport; query: z.infer<T> }> {
  const programme = await programmeOf(deps.db.query, req, res);
  const query = parseBody(schema, req.query);
  if (query.to < query.from) throw new LoyaltyError('validation', 'to: must not be before from');
  if (daysBetween(query.from, query.to).length > maxReportDays)
    throw new LoyaltyError('validation', `to: a report covers at most ${maxReportDays} days`);
  const report: DailyReport | undefined = await dailyReport(deps.db.query, programme, {
    from: query.from,
    to: query.to,
    venue: query.venue,
    timeZone: query.tz ?? serviceTimeZone(),
  });
  if (!report) throw new LoyaltyError('validation', `venue: no venue ${query.venue ?? ''} in this programme`);
  return { report, query };
}

/** `/programmes/:programme/reports/daily` (JSON) and `daily.csv`: guests, orders and bonuses per venue and day. */
export function reportRoutes(deps: LoyaltyDeps): Router {
  const router = Router({ mergeParams: true });
  router.get('/reports/daily', async (req, res) => {
    res.json((await reportOf(deps, req, res, jsonQuery)).report);
  });
  router.get('/reports/daily.csv', async (req, res) => {
    const { report, query } = await reportOf(deps, req, res, csvQuery);
    res
      .type('text/csv; charset=utf-8')
      .attachment(`daily-${query.from}-${query.to}.csv`)
      .send(dailyReportCsv(report, csvLocaleOf(query.lang ?? 'en')));
  });
  return router;
}
