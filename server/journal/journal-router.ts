import { Router, type RequestHandler } from 'express';
import type { Database } from 'better-sqlite3';
import type { JournalStations } from '../../shared/api/journal.js';
import { HttpError } from '../errors/http-error.js';
import { parseInput } from '../local-api/parse-input.js';
import { csvLocaleOf } from '../exports/csv-format.js';
import { writeJournalCsv } from './journal-csv.js';
import {
  accrualsQuerySchema,
  checkFilter,
  checksQuerySchema,
  journalFilter,
  journalQuerySchema,
} from './journal-query.js';
import { listAccruals } from './accrual-journal.js';
import { checkDetail, listChecks } from '../farcards/checks/check-journal.js';
import { writeChecksCsv } from './check-csv.js';
import { journalStations, searchJournal } from './journal-search.js';
import { paymentDetail } from './payment-detail.js';
import type { PrintLayout } from '../slips/print-layout.js';
import { apiErrorCodes } from '../../shared/api/api-errors.js';

export interface JournalRouterOptions {
  readonly db: Database;
  /** The guard of the window's API (token, Host, Origin). */
  readonly guard: RequestHandler;
  /** Venue, width and language of reprinted slips. */
  readonly slip: () => PrintLayout;
}

function parseChecks(query: unknown) {
  const parsed = parseInput(checksQuerySchema, query);
  const filter = checkFilter(parsed);
  if (filter.fromAt !== undefined && filter.toAt !== undefined && filter.fromAt >= filter.toAt)
    throw new HttpError(400, 'to: must not be before from', apiErrorCodes.rangeReversed, { field: 'to' });
  return { parsed, filter };
}

function csvHeaders(name: string) {
  const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="tillbridge-${name}-${stamp}.csv"`,
    'cache-control': 'no-store',
  };
}

const delimiterOf = (value: 'comma' | 'semicolon' | undefined) =>
  value === undefined ? undefined : value === 'semicolon' ? ';' : ',';

function parseJournal(query: unknown) {
  const parsed = parseInput(journalQuerySchema, query);
  const filter = journalFilter(parsed);
  if (filter.fromAt !== undefined && filter.toAt !== undefined && filter.fromAt >= filter.toAt)
    throw new HttpError(400, 'to: must not be before from', apiErrorCodes.rangeReversed, { field: 'to' });
  if ((filter.amountFromMinor ?? 0) > (filter.amountToMinor ?? Infinity))
    throw new HttpError(400, 'amountTo: must not be below amountFrom', apiErrorCodes.rangeReversed, {
      field: 'amountTo',
    });
  return { parsed, filter };
}

/**
 * `/api/journal`: the payments journal (filters, search, paging), its CSV export and one payment's detail; the FarCards
 * checks beside them (`/checks`, `/checks.csv`, `/checks/:orderId`); the manual accruals with their reasons (`/accruals`).
 */
export function journalRouter(options: JournalRouterOptions): Router {
  const router = Router();
  router.use(options.guard);
  router.get('/payments', (req, res) => {
    const { parsed, filter } = parseJournal(req.query);
    res.json(searchJournal(options.db, filter, parsed.offset ?? 0, parsed.limit ?? 100, options.slip().language));
  });
  router.get('/payments/:id', (req, res) => {
    const detail = paymentDetail(options.db, req.params.id, options.slip());
    if (!detail) throw new HttpError(404, `no payment ${req.params.id}`, apiErrorCodes.paymentNotFound);
    res.json(detail);
  });
  router.get('/stations', (_req, res) => {
    res.json({ stations: journalStations(options.db, options.slip().language) } satisfies JournalStations);
  });
  router.get('/export.csv', async (req, res) => {
    const { parsed, filter } = parseJournal(req.query);
    res.writeHead(200, csvHeaders('journal'));
    const locale = csvLocaleOf(parsed.language ?? options.slip().language, delimiterOf(parsed.delimiter));
    await writeJournalCsv(options.db, filter, res, locale);
  });
  router.get('/checks', (req, res) => {
    const { parsed, filter } = parseChecks(req.query);
    res.json(listChecks(options.db, filter, parsed.offset ?? 0, parsed.limit ?? 100));
  });
  router.get('/checks.csv', (req, res) => {
    const { parsed, filter } = parseChecks(req.query);
    res.writeHead(200, csvHeaders('checks'));
    writeChecksCsv(
      options.db,
      filter,
      res,
      csvLocaleOf(parsed.language ?? options.slip().language, delimiterOf(parsed.delimiter)),
    );
  });
  router.get('/accruals', (req, res) => {
    const parsed = parseInput(accrualsQuerySchema, req.query);
    res.json(listAccruals(options.db, parsed.offset ?? 0, parsed.limit ?? 100));
  });
  router.get('/checks/:orderId', (req, res) => {
    const detail = checkDetail(options.db, req.params.orderId);
    if (!detail) throw new HttpError(404, `no check ${req.params.orderId}`, apiErrorCodes.checkNotFound);
    res.json(detail);
  });
  return router;
}
