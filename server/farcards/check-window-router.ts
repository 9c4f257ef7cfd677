import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { apiErrorCodes } from '../../shared/api/api-errors.js';
import type { OpenCheckView } from '../../shared/api/open-check.js';
import type { ResolvedFarcardsSettings } from '../config/bridge-settings.js';
import { HttpError } from '../errors/http-error.js';
import { parseInput } from '../local-api/parse-input.js';
import { phoneInput } from '../phone/phone-number.js';
import { unitNoOf } from './checks/station-unit.js';

/** What the window's check API reads: the check service's views. */
export interface CheckViews {
  checkView(unitNo: string): OpenCheckView | undefined;
  guestCheckView(phone: string): OpenCheckView | undefined;
}

export interface CheckWindowOptions {
  readonly checks: CheckViews;
  /** The window's guard (loopback Host, same Origin, the per-install token). */
  readonly guard: RequestHandler;
  /** The POS code (`SrcID/@fullcode`) the payment protocol's station last sent, if any. */
  readonly stationCode: (station: string) => string | undefined;
  /** How that code maps to the station's FarCards `UnitNo` (setting `farcards.unitNo`). */
  readonly unitNo: ResolvedFarcardsSettings['unitNo'];
  /** The country of phones typed without a country code (setting `phoneRegion`). */
  readonly phoneRegion: string;
}

const querySchema = (phoneRegion: string) =>
  z
    .strictObject({
      station: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters').optional(),
      phone: phoneInput(phoneRegion).optional(),
    })
    .refine((v) => (v.station === undefined) !== (v.phone === undefined), 'exactly one of station, phone is required');

/**
 * `/api/farcards`: the FarCards check a payment protocol station (`?station=`, as a payment names it; its POS code
 * mapped to the FarCards `UnitNo`) or a guest (`?phone=`) is on, for the prompt and the Guests page; 404 with code 9619
 * when there is none (a station that never sent a POS code has none).
 */
export function checkWindowRouter(options: CheckWindowOptions): Router {
  const router = Router();
  const schema = querySchema(options.phoneRegion);
  const unitOf = (station: string): string | undefined => {
    const code = options.stationCode(station);
    return code === undefined ? undefined : unitNoOf(code, options.unitNo);
  };
  router.use(options.guard);
  router.get('/check', (req, res) => {
    const input = parseInput(schema, req.query);
    const unitNo = input.station === undefined ? undefined : unitOf(input.station);
    const view =
      input.station === undefined
        ? options.checks.guestCheckView(input.phone!)
        : unitNo && options.checks.checkView(unitNo);
    if (!view) throw new HttpError(404, 'no open check', apiErrorCodes.noOpenCheck);
    res.json(view);
  });
  return router;
}
