import type { Database } from 'better-sqlite3';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { Router, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { HttpError } from '../errors/http-error.js';
import type { PrintLayout } from '../slips/print-layout.js';
import { parseInput } from '../local-api/parse-input.js';
import { localDay, maxPeriodDays, periodSummary } from './period-summary.js';
import { listShifts, shiftDetail } from './shift-summaries.js';
import { apiErrorCodes } from '../../shared/api/api-errors.js';
import { csvLocaleOf } from '../exports/csv-format.js';
import { languages, type Language } from '../../shared/i18n/language.js';
import { periodCsv, shiftsCsv } from './report-csv.js';
import type { Clock } from '../config/clock.js';

/** The shift list's CSV holds at most this many shifts (newest first): decades of daily shifts. */
const maxExportedShifts = 20_000;

export interface ReportsRouterOptions {
  readonly db: Database;
  readonly guard: RequestHandler;
  /** Venue, slip width and language of the printed reports. */
  readonly print: () => PrintLayout;
  /** The time an open shift's report runs to. */
  readonly clock: Clock;
}

const whole = (max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().max(max, `must be at most ${max}`));
/** A real calendar day (2026-02-30 is refused rather than rolled over). */
function realDay(value: string): boolean {
  const date = localDay(value);
  return !isNaN(date.getTime()) && date.getDate() === Number(value.slice(8, 10));
}
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day (YYYY-MM-DD)')
  .refine(realDay, 'must be a real day');
const listSchema = z.strictObject({ offset: whole(1e9).optional(), limit: whole(200).optional() });
const idSchema = z.strictObject({ id: whole(1e9) });
const periodSchema = z.strictObject({ from: day, to: day });
/** What a CSV export adds: the language (default the setting) and the delimiter (default by the language). */
const csvOptions = {
  language: z.enum(languages, { error: 'must be en or ru' }).optional(),
  delimiter: z.enum(['comma', 'semicolon'], { error: 'must be comma or semicolon' }).optional(),
};
const shiftsCsvSchema = z.strictObject(csvOptions);
const periodCsvSchema = z.strictObject({ from: day, to: day, ...csvOptions });

/** Sends a CSV file as a download named after what it holds. */
function sendCsv(res: Response, name: string, text: string): void {
  res
    .status(200)
    .set({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="tillbridge-${name}.csv"`,
      'cache-control': 'no-store',
    })
    .send(text);
}

/** Checks a period's days: the end not before the start, at most `maxPeriodDays`. */
function checkPeriod(from: string, to: string): void {
  const days = differenceInCalendarDays(localDay(to), localDay(from)) + 1;
  if (days < 1) throw new HttpError(400, 'to: must not be before from', apiErrorCodes.rangeReversed, { field: 'to' });
  if (days > maxPeriodDays)
    throw new HttpError(400, `to: a period covers at most ${maxPeriodDays} days`, apiErrorCodes.periodTooLong, {
      field: 'to',
      max: maxPeriodDays,
    });
}

/** `/api/reports`: shifts with their Z-reports, one shift's breakdown for charts, period reports, their CSV exports. */
export function reportsRouter(options: ReportsRouterOptions): Router {
  const router = Router();
  const ctx = () => ({ db: options.db, ...options.print(), now: new Date(options.clock()) });
  router.use(options.guard);
  router.get('/shifts', (req, res) => {
    const query = parseInput(listSchema, req.query);
    res.json(listShifts(options.db, query.offset ?? 0, query.limit ?? 50, options.print().language));
  });
  router.get('/shifts/:id', (req, res) => {
    const { id } = parseInput(idSchema, req.params);
    const detail = shiftDetail(ctx(), id);
    if (!detail) throw new HttpError(404, `no shift ${id}`, apiErrorCodes.shiftNotFound);
    res.json(detail);
  });
  router.get('/period', (req, res) => {
    const { from, to } = parseInput(periodSchema, req.query);
    checkPeriod(from, to);
    res.json(periodSummary(ctx(), from, to));
  });
  const localeOf = (query: { language?: Language | undefined; delimiter?: 'comma' | 'semicolon' | undefined }) =>
    csvLocaleOf(
      query.language ?? options.print().language,
      query.delimiter === undefined ? undefined : query.delimiter === 'semicolon' ? ';' : ',',
    );
  router.get('/shifts.csv', (req, res) => {
    const query = parseInput(shiftsCsvSchema, req.query);
    const { shifts } = listShifts(options.db, 0, maxExportedShifts);
    sendCsv(res, 'shifts', shiftsCsv(shifts, localeOf(query)));
  });
  router.get('/period.csv', (req, res) => {
    const query = parseInput(periodCsvSchema, req.query);
    checkPeriod(query.from, query.to);
    sendCsv(
      res,
      `period-${query.from}-${query.to}`,
      periodCsv(periodSummary(ctx(), query.from, query.to), localeOf(query)),
    );
  });
  return router;
}
