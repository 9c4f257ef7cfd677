import type { Database } from 'better-sqlite3';
import express, { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { LoyaltyClient } from '../loyalty-client/loyalty-client.js';
import { phoneInput } from '../phone/phone-number.js';
import { parseInput } from '../local-api/parse-input.js';
import { lookupGuest, type GuestQuery } from './guest-lookup.js';
import { enrolGuest } from './guest-enrol.js';
import { KeyedLocks } from '../http/keyed-locks.js';
import { isoNow, type Clock } from '../config/clock.js';

export interface GuestsRouterOptions {
  readonly db: Database;
  readonly guard: RequestHandler;
  readonly loyalty: LoyaltyClient;
  /** The country of phones typed without a country code (setting `phoneRegion`). */
  readonly phoneRegion: string;
  /** What stamps the mirror of a guest looked up live. */
  readonly clock: Clock;
}

const card = z
  .string()
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().min(1, 'must not be empty').max(200, 'must be at most 200 characters'));
/** A phone as people write it (normalised to E.164) or a card number. */
const lookupSchema = (phoneRegion: string) =>
  z
    .strictObject({ phone: phoneInput(phoneRegion).optional(), card: card.optional() })
    .refine((v) => (v.phone === undefined) !== (v.card === undefined), 'exactly one of phone, card is required');

/** A guest enrolled at the till: the phone as people write it, a name, and the guest's consent to the terms. */
const enrolSchema = (phoneRegion: string) =>
  z.strictObject({
    phone: phoneInput(phoneRegion),
    name: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
    consent: z.literal(true, { error: "must be true: the guest agrees to the programme's terms" }),
  });

/**
 * `/api/guests`: look a guest up by phone or card, live from the loyalty service or from the bridge's mirror; enrol
 * a guest who is not a member.
 */
export function guestsRouter(options: GuestsRouterOptions): Router {
  const router = Router();
  const schema = lookupSchema(options.phoneRegion);
  router.use(options.guard);
  router.get('/lookup', async (req, res) => {
    const input = parseInput(schema, req.query);
    const query: GuestQuery = input.phone !== undefined ? { phone: input.phone } : { card: input.card! };
    res.json(await lookupGuest(options.db, options.loyalty, query, isoNow(options.clock)));
  });
  const enrol = enrolSchema(options.phoneRegion);
  const enrolments = new KeyedLocks();
  router.post('/enrol', express.json({ limit: '4kb' }), async (req, res) => {
    const input = parseInput(enrol, req.body);
    const guest = { phone: input.phone, firstName: input.name };
    const answer = await enrolGuest(options.db, options.loyalty, enrolments, guest, isoNow(options.clock));
    res.status(answer.outcome === 'enrolled' ? 201 : 200).json(answer);
  });
  return router;
}
