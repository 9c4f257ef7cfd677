import { authorizeOrganization } from '../api-keys/api-key-auth.js';
import { requireGuest } from '../guest-store/guest-store.js';
import { b2bRoutes, defineB2bEndpoint, mount, type B2bRoutes } from '../b2b-endpoint/b2b-endpoint.js';
import type { LoyaltyDeps } from '../service-context/loyalty-context.js';
import { appliedPromocodes, calculate, orderBasis, orderLines } from './calculation.js';
import { calculateResponseSchema } from './calculation-schemas.js';
import { calculationView } from './calculation-view.js';
import { closeOrder } from './close-order.js';
import { confirmOrder, orderContentHash } from './confirm-order.js';
import { calculationHash, defaultFingerprintTtlMs, fingerprintSecret, signFingerprint } from './fingerprint.js';
import {
  calculateRequestSchema,
  closeRequestSchema,
  closeResponseSchema,
  confirmRequestSchema,
  orderIdResponseSchema,
  refundRequestSchema,
  resetRequestSchema,
} from './order-schemas.js';
import { refundOrder } from './refund-order.js';
import { resetOrder } from './reset-order.js';
import { venueTimeZone } from '../campaigns/campaign-time.js';

const calculateEndpoint = defineB2bEndpoint({
  path: '/orders/calculate',
  tag: 'orders',
  summary: 'Discounts, bonus payment limits and accruals for an order, with a signed fingerprint',
  description:
    'The fingerprint is HMAC-signed, expires after 15 minutes and binds the order content, guest and organization.',
  request: calculateRequestSchema,
  response: calculateResponseSchema,
});

const confirmEndpoint = defineB2bEndpoint({
  writes: true,
  path: '/orders/confirm',
  tag: 'orders',
  summary: 'Create the order (open), fixing the calculation and paying bonuses; idempotent on id',
  description:
    'Errors 4001 tampered fingerprint, 4002 expired, 4003 order/guest/organization differ, 4004 payment outside min..max, 4005 id reused with other content, 4011 the id was aborted (refunded whole) before this confirm, 4015 a gift the calculation applied is no longer held by the guest, 3008 blocked guest, 3020 not enough bonuses. An order whose loyalty was reset (orders/reset) is confirmed anew with its changed content.',
  request: confirmRequestSchema,
  response: orderIdResponseSchema,
});

const closeEndpoint = defineB2bEndpoint({
  writes: true,
  path: '/orders/close',
  tag: 'orders',
  summary: "Close a confirmed order at closedAt, accruing the rank's cashback",
  description:
    'Closing a closed order again answers the same; an aborted order is 4010; unknown 4006; an order reset and not yet confirmed again 4014.',
  request: closeRequestSchema,
  response: closeResponseSchema,
});

const refundEndpoint = defineB2bEndpoint({
  writes: true,
  path: '/orders/refund',
  tag: 'orders',
  summary: 'Refund the whole order (items null) or listed items; idempotent on refundId',
  description:
    'Paid bonuses return, accrued ones are written off. An open order refunded whole becomes aborted; a closed one refunded in full becomes aborted, in part stays closed. Errors 4006 unknown order, 4007 part of an open order, 4008 refundId reused for another refund, 4009 more than is left, 4010 the order is already aborted, 4011 no order was confirmed under this id (a whole refund then aborts the id in advance: a later confirm of it is 4011 too).',
  request: refundRequestSchema,
  response: orderIdResponseSchema,
});

const resetEndpoint = defineB2bEndpoint({
  writes: true,
  path: '/orders/reset',
  tag: 'orders',
  summary:
    'Release the loyalty of a confirmed order that is not closed, so that it is calculated and confirmed again under the same id (project-designed)',
  description:
    "Project-designed: the vendor documents the scenario (the order changes after its loyalty was fixed) but not its call. Paid bonuses return to the wallet, held gifts go back to the guest, the order's discounts and payment are cleared; calculate and confirm with the same id and the changed order then succeed, and close accrues on the new amounts. A reset of an order already reset answers the same. Until the new confirm, close is 4014 and a whole refund aborts the order. Errors 4006 unknown order (or an order of another organization), 4011 the id was aborted before any confirm, 4012 the order is closed (refund it instead), 4013 the order is aborted, 9003 the order's venue is outside the ApiKey.",
  request: resetRequestSchema,
  response: orderIdResponseSchema,
});

/** calculate, confirm, close, refund, reset. */
export function ordersRouter(deps: LoyaltyDeps): B2bRoutes {
  const router = b2bRoutes();
  const ttl = deps.options?.fingerprintTtlMs ?? defaultFingerprintTtlMs;
  const defaultZone = deps.options?.defaultTimeZone ?? 'UTC';
  mount(router, deps, calculateEndpoint, async (body, { db, q, apiKey }) => {
    const org = await authorizeOrganization(db, q, apiKey, body.organization);
    const guest = body.guest ? await requireGuest(q, org.scopeId, body.guest.phone) : null;
    const lines = orderLines(body.order);
    const promocodes = (body.promocodes ?? []).map((p) => p.value);
    const at = deps.clock();
    const now = new Date(at).toISOString();
    const zone = await venueTimeZone(db, q, org.scopeId, org.venueId, defaultZone);
    const basis = orderBasis(body.order);
    const calc = await calculate(db, q, { scopeId: org.scopeId, lines, guest, promocodes, now, zone }, basis);
    const gifts = calc.gifts.map((g) => ({ id: g.gift.uuid, line: g.line }));
    const fingerprint = signFingerprint(await fingerprintSecret(db, q), {
      org: org.posObjectId,
      guest: guest?.id ?? null,
      hash: orderContentHash(body.order, body.delivery),
      exp: at + ttl,
      at,
      calc: calculationHash(calc.lineDiscounts, gifts),
      codes: appliedPromocodes(calc.programs),
      minPay: calc.bonuses?.minPay ?? 0,
      maxPay: calc.bonuses?.maxPay ?? 0,
      gifts,
    });
    return { loyalty: await calculationView(db, q, calc, guest, fingerprint) };
  });
  mount(router, deps, confirmEndpoint, (body, { db, q, apiKey }) =>
    confirmOrder(db, q, apiKey, body, deps.clock(), defaultZone),
  );
  mount(router, deps, closeEndpoint, (body, { db, q, apiKey }) =>
    closeOrder(db, q, apiKey, body.id, body.closedAt, deps.clock(), defaultZone),
  );
  mount(router, deps, refundEndpoint, (body, { q, apiKey }) => refundOrder(q, apiKey, body, deps.clock()));
  mount(router, deps, resetEndpoint, (body, { db, q, apiKey }) => resetOrder(db, q, apiKey, body, deps.clock()));
  return router;
}
