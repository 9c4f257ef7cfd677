import { authorizeOrganization } from '../api-keys/api-key-auth.js';
import { requireGuest } from '../guest-store/guest-store.js';
import { b2bRoutes, mount, mountStreaming, type B2bRoutes } from '../b2b-endpoint/b2b-endpoint.js';
import type { LoyaltyDeps } from '../service-context/loyalty-context.js';
import { getBonusHistory, streamBonusHistory } from './bonus-history.js';
import { historyVenues } from './history-scope.js';
import { getOrdersHistory, queryOrders } from './orders-history.js';

/** getOrdersHistory and getBonusHistory. */
export function historyRouter(deps: LoyaltyDeps): B2bRoutes {
  const router = b2bRoutes();
  mount(router, deps, getOrdersHistory, async (body, { db, q, apiKey }) => {
    const org = await authorizeOrganization(db, q, apiKey, body.organization);
    const guest = await requireGuest(q, org.scopeId, body.guest.phone);
    const filter = body.filter ?? {};
    return queryOrders(q, {
      guestId: guest.id,
      venues: await historyVenues(q, apiKey, org, filter.organizationsInNetwork),
      fromDate: filter.fromDate,
      toDate: filter.toDate,
      status: filter.orderStatus,
      skip: filter.skip ?? 0,
      take: filter.take ?? 50,
      details: body.fillOrderDetails === true,
    });
  });
  mountStreaming(router, deps, getBonusHistory, async (body, { db, q, apiKey }, res) => {
    const org = await authorizeOrganization(db, q, apiKey, body.organization);
    const guest = await requireGuest(q, org.scopeId, body.guest.phone);
    const filter = body.filter ?? {};
    await streamBonusHistory(
      q,
      {
        guestId: guest.id,
        fromDate: filter.fromDate,
        toDate: filter.toDate,
        skip: filter.skip ?? 0,
        take: filter.take ?? 50,
      },
      res,
    );
  });
  return router;
}
