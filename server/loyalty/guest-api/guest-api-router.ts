import { Router, type Request, type Response } from 'express';
import type { z } from 'zod';
import { cardsOf } from '../cards/card-store.js';
import { issuePaymentCode } from '../codes/payment-code-store.js';
import type { LoyaltyDb } from '../database/loyalty-db.js';
import { guestView } from '../guests/guest-store.js';
import { historyVenues } from '../history/history-scope.js';
import { queryOrders } from '../history/orders-history.js';
import { parseBody } from '../openapi/validation.js';
import { fromMinor } from '../shared/money.js';
import { registerGuestEndpoint } from '../sign-in/guest-openapi.js';
import { guestSessionOf, requireGuestSession } from '../sign-in/guest-session.js';
import type { Clock } from '../sign-in/sign-in-settings.js';
import { requireSiteKey, siteKeyOf } from '../sign-in/site-key-gate.js';
import { rankView } from '../wallet/programme.js';
import {
  guestOrdersRequestSchema,
  guestOrdersSchema,
  guestPaymentCodeSchema,
  guestProfileSchema,
  guestScopeRequestSchema,
} from './guest-api-schemas.js';
import { signedInGuest, siteOrganization } from './guest-scope.js';

export interface GuestApiDeps {
  readonly db: LoyaltyDb;
  readonly now: Clock;
  readonly paymentCodeTtlMs: number;
}

const errors = {
  400: 'bad input; the message names the field',
  401: 'bad ApiKey, or a missing, expired or revoked authorization token',
  403: 'the Origin is not the site of the ApiKey, or the organization is outside it',
  404: 'the signed-in phone is not a member of the loyalty programme',
};

const endpoints = [
  ['/profile', 'The signed-in guest: data, cards, bonus balance and rank', guestScopeRequestSchema, guestProfileSchema],
  ['/orders', "The guest's orders in the network, newest first", guestOrdersRequestSchema, guestOrdersSchema],
  ['/paymentCode', 'A one-time code the guest shows at the till', guestScopeRequestSchema, guestPaymentCodeSchema],
] as const;

for (const [path, summary, request, response] of endpoints)
  registerGuestEndpoint({ method: 'post', path, summary, request, response, errors, apiKey: true, session: true });

/** The signed-in guest, the organization and the parsed body of a guest request. */
async function guestRequest<T extends z.ZodType>(db: LoyaltyDb, schema: T, req: Request, res: Response) {
  const body = parseBody(schema, req.body ?? {}) as z.infer<T> & { organization?: { type: 'posObjectId'; id: string } };
  const organization = await siteOrganization(db, db.query, siteKeyOf(res), body.organization);
  return { body, organization, guest: await signedInGuest(db.query, organization, guestSessionOf(res).phone) };
}

/** Guest calls beyond sign-in (project-designed, seed 001 style): POST, `ApiKey` plus the guest's `Authorization`. */
export function guestApiRouter(deps: GuestApiDeps): Router {
  const { db } = deps;
  const router = Router();
  router.use(['/profile', '/orders', '/paymentCode'], requireSiteKey(db), requireGuestSession(db, deps.now));
  router.post('/profile', async (req, res) => {
    const { guest } = await guestRequest(db, guestScopeRequestSchema, req, res);
    const rank = await rankView(db, db.query, guest);
    res.json({
      guest: guestView(guest),
      loyaltyCards: await cardsOf(db.query, guest.id),
      wallet: { balance: fromMinor(guest.balance_minor), ...(rank ? { currentRank: rank } : {}) },
    });
  });
  router.post('/orders', async (req, res) => {
    const { body, organization, guest } = await guestRequest(db, guestOrdersRequestSchema, req, res);
    res.json(
      await queryOrders(db.query, {
        guestId: guest.id,
        venues: await historyVenues(db.query, siteKeyOf(res), organization, undefined),
        skip: body.skip ?? 0,
        take: body.take ?? 20,
        details: body.fillOrderDetails === true,
      }),
    );
  });
  router.post('/paymentCode', async (req, res) => {
    const { organization, guest } = await guestRequest(db, guestScopeRequestSchema, req, res);
    const issued = await db.write((q) => issuePaymentCode(q, organization.scopeId, guest.id, deps.paymentCodeTtlMs));
    res.json({ ...issued, aliveSecondsTtl: Math.round(deps.paymentCodeTtlMs / 1000) });
  });
  return router;
}
