import express, { Router } from 'express';
import { errorFormat } from '../http/error-format.js';
import { requireB2bApiKey } from './api-keys/api-key-auth.js';
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
  router.use('/guest/v1', errorFormat('message'));
  router.use('/guest/v1', guestRouter(deps));
  router.use(openApiRouter());
  const b2b = Router();
  b2b.use(requireB2bApiKey(deps.db), express.json({ limit: bodyLimit }));
  b2b.use(guestsRouter(deps), codesRouter(deps), cardsRouter(deps), walletRouter(deps));
  b2b.use(historyRouter(deps), campaignsRouter(deps), ordersRouter(deps));
  router.use('/b2b/v1/loyalty', b2b);
  return router;
}
