import express, { Router } from 'express';
import { guestPageDir } from '../config/app-paths.js';
import { errorFormat } from '../http/error-format.js';
import { noStore } from '../http/no-store.js';
import { requireB2bApiKey, requireB2bToken } from './api-keys/api-key-auth.js';
import { defaultB2bLoginSettings } from './api-keys/b2b-login-settings.js';
import { b2bAuthPrefix, gentokenRouter } from './b2b-endpoint/gentoken-router.js';
import { allRoutes, b2bDispatcher } from './b2b-endpoint/b2b-endpoint.js';
import { b2bInProcess, type InProcessB2b } from './b2b-endpoint/b2b-in-process.js';
import { campaignsRouter } from './campaigns/campaigns-router.js';
import { cardsRouter } from './cards/cards-router.js';
import { codesRouter } from './codes/codes-router.js';
import { consoleRouter } from './console/console-router.js';
import { guestPageRouter } from './guest-page/guest-page-router.js';
import { guestsRouter } from './guests/guests-router.js';
import { historyRouter } from './history/history-router.js';
import { openApiRouter } from './openapi/openapi-router.js';
import { ordersRouter } from './orders/orders-router.js';
import { trustedProxiesFromEnv } from './client-address/client-address.js';
import type { LoyaltyDeps } from './service-context/loyalty-context.js';
import { guestRouter } from './guest-api/guest-router.js';
import { walletRouter } from './wallet/wallet-router.js';

export type { LoyaltyDeps, LoyaltyOptions } from './service-context/loyalty-context.js';

/** Request bodies above this are 413 (9413); a long string below it is a 9004 naming the field. */
export const bodyLimit = '2mb';

/** The loyalty API's router, and its b2b endpoints for a caller in the same process (the bridge, embedded). */
export interface LoyaltyService {
  readonly router: Router;
  readonly inProcess: InProcessB2b;
}

/**
 * The loyalty API (`/b2b/v1/...`: docs/loyalty-api.md, `/guest/v1/...`: docs/guest-sign-in.md); the same service runs
 * hosted and embedded.
 */
export function loyaltyService(deps: LoyaltyDeps): LoyaltyService {
  const trustedProxies = deps.options?.trustedProxies ?? trustedProxiesFromEnv(process.env);
  const login = { ...defaultB2bLoginSettings, ...deps.options?.b2bLogin };
  const router = Router();
  router.use('/b2b/v1', errorFormat('json'), noStore);
  router.use(b2bAuthPrefix, requireB2bApiKey(deps.db, trustedProxies), gentokenRouter(deps, login));
  const b2b = allRoutes([
    guestsRouter(deps),
    codesRouter(deps),
    cardsRouter(deps),
    walletRouter(deps),
    historyRouter(deps),
    campaignsRouter(deps),
    ordersRouter(deps),
  ]);
  router.use(
    '/b2b/v1/loyalty',
    requireB2bApiKey(deps.db, trustedProxies),
    requireB2bToken(deps.db, login.now),
    express.json({ limit: bodyLimit }),
    b2bDispatcher(b2b),
  );
  router.use('/guest/v1', errorFormat('message'), noStore);
  router.use('/guest/v1', guestRouter({ ...deps, settings: { trustedProxies } }));
  router.use('/guest', guestPageRouter({ db: deps.db, publicOrigin: deps.publicOrigin, pageDir: guestPageDir }));
  router.use('/admin/api', noStore);
  router.use('/admin', consoleRouter(deps, trustedProxies));
  router.use(openApiRouter());
  return { router, inProcess: b2bInProcess(b2b, deps.db, deps.logger, login.now) };
}
