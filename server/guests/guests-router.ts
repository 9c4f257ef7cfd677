import type { Database } from 'better-sqlite3';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { LoyaltyClient } from '../loyalty-client/loyalty-client.js';
import { parseInput } from '../terminal/api/terminal-api-schemas.js';
import { lookupGuest, type GuestQuery } from './guest-lookup.js';

export interface GuestsRouterOptions {
  readonly db: Database;
  readonly guard: RequestHandler;
  readonly loyalty: LoyaltyClient;
}

/** A phone as typed (spaces, dashes, brackets allowed) to `+` and its digits. */
const phone = z
  .string()
  .transform((v) => v.replace(/[\s()-]/g, ''))
  .pipe(z.string().regex(/^\+?\d{7,15}$/, 'must be a phone number: 7 to 15 digits, optionally after a plus'))
  .transform((v) => (v.startsWith('+') ? v : `+${v}`));
const card = z
  .string()
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().min(1, 'must not be empty').max(200, 'must be at most 200 characters'));
const lookupSchema = z
  .strictObject({ phone: phone.optional(), card: card.optional() })
  .refine((v) => (v.phone === undefined) !== (v.card === undefined), 'exactly one of phone, card is required');

/** `/api/guests`: look a guest up by phone or card, live from the loyalty service or from the bridge's mirror. */
export function guestsRouter(options: GuestsRouterOptions): Router {
  const router = Router();
  router.use(options.guard);
  router.get('/lookup', async (req, res) => {
    const input = parseInput(lookupSchema, req.query);
    const query: GuestQuery = input.phone !== undefined ? { phone: input.phone } : { card: input.card! };
    res.json(await lookupGuest(options.db, options.loyalty, query));
  });
  return router;
}
