import { Router, type Request, type Response } from 'express';
import type { z } from 'zod';
import { cardsOf } from '../cards/card-store.js';
import { issuePaymentCode, paymentCodeStatus } from '../codes/payment-code-store.js';
import type { LoyaltyDb } from '../database/loyalty-db.js';
import { guestView } from '../guest-store/guest-store.js';
import { historyVenues } from '../history/history-scope.js';
import { queryOrders } from '../history/orders-history.js';
import { parseBody } from '../openapi/validation.js';
import { minorToUnits } from '../../../shared/money.js';
import { registerGuestEndpoint } from '../sign-in/guest-openapi.js';
import { guestSessionOf, requireGuestSession } from '../sign-in/guest-session.js';
import { isoNow, type Clock } from '../../config/clock.js';
import { requireSiteKey, siteKeyOf } from '../sign-in/site-key-gate.js';
import { nextRankView, rankView } from '../wallet/programme.js';
import {
  guestBonusHistoryRequestSchema,
  guestBonusHistorySchema,
  guestCampaignsSchema,
  guestOrdersRequestSchema,
  guestOrdersSchema,
  guestPaymentCodeSchema,
  guestPaymentCodeStatusRequestSchema,
  guestPaymentCodeStatusSchema,
  guestProfileSchema,
  guestScopeRequestSchema,
  guestVirtualCardSchema,
} from './guest-api-schemas.js';
import { guestBonusHistory } from './guest-bonus-history.js';
import { guestCampaigns } from './guest-campaigns.js';
import { venueTimeZone, wallClock } from '../campaigns/campaign-time.js';
import { signedInGuest, siteOrganization } from './guest-scope.js';
import { addGuestVirtualCard } from './guest-virtual-card.js';

export interface GuestApiDeps {
  readonly db: LoyaltyDb;
  readonly now: Clock;
  readonly paymentCodeTtlMs: number;
  /** The zone campaign periods are read in where the guest's programme sets none. */
  readonly defaultTimeZone: string;
}

const errors = {
  400: 'bad input; the message names the field',
  401: 'bad ApiKey, or a missing, expired or revoked authorization token',
  403: 'the Origin is not the site of the ApiKey, or the organization is outside it',
  404: 'the signed-in phone is not a member of the loyalty programme',
};

const endpoints = [
  [
    '/profile',
    'The signed-in guest: data, cards, balance, rank and the next',
    guestScopeRequestSchema,
    guestProfileSchema,
  ],
  ['/orders', "The guest's orders in the network, newest first", guestOrdersRequestSchema, guestOrdersSchema],
  ['/paymentCode', 'A one-time code the guest shows at the till', guestScopeRequestSchema, guestPaymentCodeSchema],
  [
    '/paymentCode/status',
    "Whether the guest's code is still live, was paid with (how much, when) or is gone; the balance now",
    guestPaymentCodeStatusRequestSchema,
    guestPaymentCodeStatusSchema,
  ],
  ['/bonusHistory', "The guest's bonus ledger, newest first", guestBonusHistoryRequestSchema, guestBonusHistorySchema],
  [
    '/campaigns',
    "The programme's active campaigns with the guest's progress",
    guestScopeRequestSchema,
    guestCampaignsSchema,
  ],
] as const;

for (const [path, summary, request, response] of endpoints)
  registerGuestEndpoint({ method: 'post', path, summary, request, response, errors, apiKey: true, session: true });
registerGuestEndpoint({
  method: 'post',
  path: '/cards/addVirtual',
  summary: 'A new virtual card for the guest (one per guest, at most 5 cards)',
  request: guestScopeRequestSchema,
  response: guestVirtualCardSchema,
  errors: {
    ...errors,
    403: `${errors[403]}, or the guest is blocked`,
    409: 'the guest has its virtual card already, or holds 5 cards',
  },
  apiKey: true,
  session: true,
});

/** The paths below that need the site key and the guest's token (a path covers those under it: /paymentCode/status). */
const sessionPaths = ['/profile', '/orders', '/paymentCode', '/bonusHistory', '/cards/addVirtual', '/campaigns'];

/** The signed-in guest, the organization and the parsed body of a guest request. */
async function guestRequest<T extends z.ZodType>(db: LoyaltyDb, schema: T, req: Request, res: Response) {
  const body = parseBody(schema, req.body ?? {}) as z.infer<T> & { organization?: { type: 'posObjectId'; id: string } };
  const organization = await siteOrganization(db, db.query, siteKeyOf(res), body.organization);
  return { body, organization, guest: await signedInGuest(db.query, organization, guestSessionOf(res).phone) };
}

/**
 * Guest calls beyond sign-in (project-designed in the vendor's style, docs/guest-sign-in.md): POST, `ApiKey` plus the
 * guest's `Authorization`.
 */
export function guestApiRouter(deps: GuestApiDeps): Router {
  const { db } = deps;
  const router = Router();
  router.use(sessionPaths, requireSiteKey(db), requireGuestSession(db, deps.now));
  router.post('/profile', async (req, res) => {
    const { guest } = await guestRequest(db, guestScopeRequestSchema, req, res);
    const rank = await rankView(db, db.query, guest);
    const next = await nextRankView(db, db.query, guest);
    res.json({
      guest: guestView(guest),
      loyaltyCards: await cardsOf(db.query, guest.id),
      wallet: {
        balance: minorToUnits(guest.balance_minor),
        ...(rank ? { currentRank: rank } : {}),
        ...(next ? { nextRank: next } : {}),
      },
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
  router.post('/paymentCode/status', async (req, res) => {
    const { body, organization, guest } = await guestRequest(db, guestPaymentCodeStatusRequestSchema, req, res);
    const status = await paymentCodeStatus(
      db.query,
      organization.scopeId,
      guest.id,
      body.code,
      new Date().toISOString(),
    );
    res.json({
      state: status.state,
      ...(status.state === 'paid' ? { paid: { amount: minorToUnits(status.paidMinor), paidAt: status.paidAt } } : {}),
      balance: minorToUnits(guest.balance_minor),
    });
  });
  router.post('/bonusHistory', async (req, res) => {
    const { body, guest } = await guestRequest(db, guestBonusHistoryRequestSchema, req, res);
    res.json(await guestBonusHistory(db.query, guest.id, { skip: body.skip ?? 0, take: body.take ?? 20 }));
  });
  router.post('/cards/addVirtual', async (req, res) => {
    const { guest } = await guestRequest(db, guestScopeRequestSchema, req, res);
    res.json(await db.write((q) => addGuestVirtualCard(q, guest.id, isoNow(deps.now))));
  });
  router.post('/campaigns', async (req, res) => {
    const { guest } = await guestRequest(db, guestScopeRequestSchema, req, res);
    const now = isoNow(deps.now);
    const zone = await venueTimeZone(db, db.query, guest.scope_id, null, deps.defaultTimeZone);
    res.json({ campaigns: await guestCampaigns(db, db.query, guest, { now, localNow: wallClock(now, zone) }) });
  });
  return router;
}
