import express, { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { maxStationName, type StationList } from '../../shared/api/stations.js';
import type { Language } from '../../shared/i18n/language.js';
import type { Database } from '../storage/open-database.js';
import { parseInput } from '../local-api/parse-input.js';
import { listStations, renameStation } from './station-registry.js';

/** A name as typed: trimmed; empty clears it. */
const renameSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .max(maxStationName, `must be at most ${maxStationName} characters`)
    .regex(/^[^\p{Cc}]*$/u, 'must not contain control characters')
    .nullable(),
});

export interface StationsRouterOptions {
  readonly db: Database;
  readonly guard: RequestHandler;
  /** The language of "Station N" (setting `language`). */
  readonly language: Language;
}

/** `GET /api/stations` (the stations seen, with their labels) and `PUT /api/stations/:station` `{name}`. Guarded like `/api/terminal`. */
export function stationsRouter(options: StationsRouterOptions): Router {
  const router = Router();
  router.use('/stations', options.guard, express.json({ limit: '4kb' }));
  router.get('/stations', (_req, res) => {
    res.json({ stations: listStations(options.db, options.language) } satisfies StationList);
  });
  router.put('/stations/:station', (req, res) => {
    const { name } = parseInput(renameSchema, req.body);
    res.json(renameStation(options.db, req.params.station, name === '' ? null : name, options.language));
  });
  return router;
}
