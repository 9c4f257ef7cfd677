import express, { Router } from 'express';
import { errorFormat } from '../http/error-format.js';
import { requireB2bApiKey } from './api-keys/api-key-auth.js';
import { b2bDispatcher } from './shared/b2b-endpoint.js';
import { campaignsRouter } from './campaigns/campaigns-router.js';
import { cardsRouter } from './cards/cards-router.js';
import { codesRouter } from './codes/codes-router.js';
import { guestsRouter } from './guests/guests-router.js';
import { historyRouter } from './history/history-router.js';
import { openApiRouter } from './openapi/openapi-router.js';
import { ordersRouter } from './orders/orders-router.js';
import type { LoyaltyDeps } from './shared/loyalty-context.js';
import { guestRouter } from './sign-in/guest-router.js';
import { walletRouter } from './wallet/wallet-router.js';

export type { LoyaltyDeps, LoyaltyOptions } from './shared/loyalty-context.js';

/** Request bodies above this are 413 (9413); a long string below it is a 9004 naming the field. */
export const bodyLimit = '2mb';

/** The guest loyalty JSON API of seed 001 (`/b2b/v1/...`, `/guest/v1/...`); the same router runs hosted and embedded. */
export function loyaltyRouter(deps: LoyaltyDeps): Router {
  const router = Router();
  router.use('/b2b/v1', errorFormat('json'));
  const b2b = b2bDispatcher([
    guestsRouter(deps),
    codesRouter(deps),
    cardsRouter(deps),
    walletRouter(deps),
    historyRouter(deps),
    campaignsRouter(deps),
    ordersRouter(deps),
  ]);
  router.use('/b2b/v1/loyalty', requireB2bApiKey(deps.db), express.json({ limit: bodyLimit }), b2b);
  router.use('/guest/v1', errorFormat('message'));
  router.use('/guest/v1', guestRouter(deps));
  router.use(openApiRouter());
  return router;
}
