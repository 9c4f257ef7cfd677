import type { LoyaltyDb, Queries } from '../database/loyalty-db.js';
import type { ApiKeyRecord } from '../api-keys/api-key-store.js';
import { authorizeOrganization } from '../api-keys/api-key-auth.js';
import { PreparedQuery } from '../database/prepared-query.js';
import { holdGift } from '../campaigns/gift-store.js';
import { lockGuestByPhone, type GuestRow } from '../guest-store/guest-store.js';
import { LoyaltyError } from '../errors/loyalty-error.js';
import { toMinor } from '../openapi/amount-input.js';
import { appendLedger } from '../wallet/ledger.js';
import { allocate, discountsOf, orderLines } from './calculation.js';
import type { OrderLine } from './calculation-types.js';
import {
  calculationHash,
  contentHash,
  fingerprintSecret,
  verifyFingerprint,
  type FingerprintClaims,
} from './fingerprint.js';
import type { ConfirmRequest, Order } from '../../../shared/loyalty-api/b2b-api.js';
import { writeConfirmedOrder } from './order-rows.js';
import { usePaymentCodeClaims } from '../codes/payment-code-store.js';
import { venueTimeZone } from '../campaigns/campaign-time.js';

/** What a fingerprint binds: the order's content and delivery (guest and organization are claims of their own). */
export function orderContentHash(order: Order, delivery: unknown): string {
  return contentHash({ order, delivery: delivery ?? null });
}

/** The order row a confirm meets under its id, if any. */
interface ExistingOrder {
  confirm_hash: string;
  status: 'open' | 'closed' | 'aborted';
  venue_id: number;
  reset_at: string | null;
}

/**
 * Creates the order `open`, fixing the fingerprint's calculation, holding its gifts and paying bonuses, inside a write;
 * idempotent on `id` (the primary key decides between two instances confirming one id at once: the loser runs again and
 * finds the order). An order whose loyalty was reset (orders/reset) is confirmed anew: the new content replaces it.
 * Locks in the order every write keeps (lockGuest): the order row (a reset one), the guest's row, then what it writes.
 */
export async function confirmOrder(
  db: LoyaltyDb,
  q: Queries,
  key: ApiKeyRecord,
  body: ConfirmRequest,
  /** The service's time (ms), which stamps the order and checks the fingerprint's age. */
  nowMs: number,
  /** The service's zone where the venue and its scope set none. */
  defaultZone: string,
): Promise<{ id: string }> {
  const org = await authorizeOrganization(db, q, key, body.organization);
  const requestHash = contentHash(body);
  const lines = orderLines(body.order);
  const existing: ExistingOrder | undefined = await existingOrder.first(q, body.id);
  if (existing && existing.reset_at === null) {
    if (existing.confirm_hash === requestHash) return { id: body.id };
    throw new LoyaltyError('orderIdConflict', `order ${body.id} was already confirmed with different content`);
  }
  if (existing) refuseReconfirm(existing, org.venueId, body.id);
  else await refuseAbortedId(q, body.id);
  /** Before the order insert: its foreign key share-locks this row; two confirms then asking FOR UPDATE deadlocked. */
  const guest = body.guest ? await lockGuestByPhone(q, org.scopeId, body.guest.phone) : null;
  const fixed = await fixedLoyalty(db, q, body, { ...org, defaultZone }, guest, lines, nowMs);
  const now = new Date(nowMs).toISOString();
  const paid = { orderId: body.id, minor: fixed.pay, at: now };
  /** Before anything is written: an order found by a code another order paid with is refused, charging nothing. */
  if (fixed.pay > 0 && guest && (await usePaymentCodeClaims(q, org.scopeId, guest.id, key.id, paid)) === 'used')
    throw new LoyaltyError(
      'paymentCodeInvalid',
      'the payment code was already used by another order: nothing was charged',
    );
  const net = lines.map((line, i) => line.costMinor - (fixed.discounts[i] ?? 0));
  await writeConfirmedOrder(
    q,
    {
      id: body.id,
      scopeId: org.scopeId,
      venueId: org.venueId,
      guestId: guest?.id ?? null,
      number: body.order.number ?? null,
      source: body.delivery ? 'delivery' : 'indoor',
      openTime: new Date(body.order.openedAt).toISOString(),
      confirmHash: requestHash,
      lines,
      discounts: fixed.discounts,
      bonuses: allocate(fixed.pay, net),
    },
    existing !== undefined,
    now,
  );
  for (const gift of fixed.gifts) {
    const held =
      guest && (await holdGift(q, { uuid: gift.id, guestId: guest.id, orderId: body.id, line: gift.line, now }));
    if (!held) throw giftUnavailable(gift.id);
  }
  if (fixed.pay > 0 && guest) {
    await appendLedger(
      q,
      {
        guestId: guest.id,
        venueId: org.venueId,
        operation: 'order',
        amountMinor: -fixed.pay,
        comment: 'bonus payment',
        orderId: body.id,
        occurredAt: now,
      },
      guest.balance_minor,
    );
  }
  return { id: body.id };
}

/** A reset order is confirmed again only by its own venue, and not once a whole refund aborted it. */
function refuseReconfirm(existing: ExistingOrder, venueId: number, id: string): void {
  if (existing.status === 'aborted')
    throw new LoyaltyError('orderIdAborted', `order ${id} was aborted after its reset: nothing was charged`);
  if (existing.venue_id !== venueId)
    throw new LoyaltyError('orderIdConflict', `order ${id} was already confirmed by another venue`);
}

const existingOrder = new PreparedQuery((q, id: string) =>
  q.selectFrom('orders').select(['confirm_hash', 'status', 'venue_id', 'reset_at']).where('id', '=', id).forUpdate(),
);

const abortedId = new PreparedQuery((q, id: string) =>
  q.selectFrom('aborted_order_ids').select('order_id').where('order_id', '=', id),
);

/** 4011 for an id a whole refund aborted before any confirm. */
async function refuseAbortedId(q: Queries, id: string): Promise<void> {
  if (await abortedId.first(q, id))
    throw new LoyaltyError('orderIdAborted', `order ${id} was aborted before it was confirmed: nothing was charged`);
}

/** What the confirm fixes: the fingerprint's discounts and gifts and the bonus payment (none without a fingerprint). */
async function fixedLoyalty(
  db: LoyaltyDb,
  q: Queries,
  body: ConfirmRequest,
  org: {
    readonly posObjectId: string;
    readonly scopeId: number;
    readonly venueId: number;
    readonly defaultZone: string;
  },
  guest: GuestRow | null,
  lines: readonly OrderLine[],
  nowMs: number,
): Promise<{ discounts: number[]; pay: number; gifts: readonly { id: string; line: number }[] }> {
  const fingerprint = body.loyalty?.fingerprint;
  if (!fingerprint) return { discounts: lines.map(() => 0), pay: 0, gifts: [] };
  const claims = verifyFingerprint(await fingerprintSecret(db, q), fingerprint.value, nowMs);
  if (claims.org !== org.posObjectId) throw mismatch('organization');
  if (claims.guest !== (guest?.id ?? null)) throw mismatch('guest');
  if (
    claims.hash !== orderContentHash(body.order, body.delivery) ||
    (claims.lines && claims.lines.length !== lines.length)
  )
    throw mismatch('order');
  const pay = toMinor(fingerprint.options?.bonuses?.payment ?? 0, 'loyalty.fingerprint.options.bonuses.payment');
  if (pay > 0 && guest?.blocked_at)
    throw new LoyaltyError('guestBlocked', 'the guest is blocked and cannot pay with bonuses');
  if (pay < claims.minPay || pay > claims.maxPay)
    throw new LoyaltyError(
      'bonusPaymentOutOfRange',
      `loyalty.fingerprint.options.bonuses.payment must be from ${claims.minPay / 100} to ${claims.maxPay / 100}`,
    );
  const gifts = claims.gifts ?? [];
  const discounts = claims.lines
    ? [...claims.lines]
    : await repeatedDiscounts(db, q, claims, await venueTimeZone(db, q, org.scopeId, org.venueId, org.defaultZone), {
        scopeId: org.scopeId,
        guest,
        lines,
      });
  return { discounts, pay, gifts };
}

/**
 * The calculation of a fingerprint, repeated as of when calculate ran with the gifts it applied: the fingerprint carries
 * only its hash, so that its size does not grow with the order. A gift taken meanwhile is 4015; any other difference
 * (a campaign changed) 4002.
 */
async function repeatedDiscounts(
  db: LoyaltyDb,
  q: Queries,
  claims: FingerprintClaims,
  zone: string,
  { scopeId, guest, lines }: { scopeId: number; guest: GuestRow | null; lines: readonly OrderLine[] },
): Promise<number[]> {
  const at = new Date(claims.at ?? 0).toISOString();
  const claimed = new Set((claims.gifts ?? []).map((g) => g.id));
  const input = { scopeId, lines, guest, promocodes: claims.codes ?? [], now: at, zone };
  const again = await discountsOf(db, q, input, claimed);
  const gifts = again.gifts.map((g) => ({ id: g.gift.uuid, line: g.line }));
  if (calculationHash(again.lineDiscounts, gifts) === claims.calc) return again.lineDiscounts;
  const held = new Set(gifts.map((g) => g.id));
  const lost = (claims.gifts ?? []).find((g) => !held.has(g.id));
  if (lost) throw giftUnavailable(lost.id);
  throw new LoyaltyError(
    'fingerprintExpired',
    'the calculation of loyalty.fingerprint.value no longer holds (a campaign changed since): calculate the order again',
  );
}

function giftUnavailable(id: string): LoyaltyError {
  return new LoyaltyError(
    'giftUnavailable',
    `the gift ${id} applied by the calculation is no longer held by the guest: calculate the order again`,
  );
}

function mismatch(what: string): LoyaltyError {
  return new LoyaltyError('orderMismatch', `the ${what} differs from the one calculated for this fingerprint`);
}
