import type { LoyaltyDb, Queries } from '../database/loyalty-db.js';
import type { ApiKeyRecord } from '../api-keys/api-key-store.js';
import { authorizeOrganization } from '../api-keys/api-key-auth.js';
import { requireGuest } from '../guests/guest-store.js';
import { LoyaltyError } from '../shared/loyalty-error.js';
import { toMinor } from '../shared/money.js';
import { appendLedger } from '../wallet/ledger.js';
import { allocate, orderLines } from './calculation.js';
import { contentHash, fingerprintSecret, verifyFingerprint } from './fingerprint.js';
import type { ConfirmRequest, OrderInput } from './order-schemas.js';

/** What a fingerprint binds: the order's content and delivery (guest and organization are claims of their own). */
export function orderContentHash(order: OrderInput, delivery: unknown): string {
  return contentHash({ order, delivery: delivery ?? null });
}

/**
 * Creates the order `open`, fixing the fingerprint's calculation and paying bonuses, inside a write; idempotent on `id`
 * (the primary key decides between two instances confirming one id at once: the loser runs again and finds the order).
 */
export async function confirmOrder(
  db: LoyaltyDb,
  q: Queries,
  key: ApiKeyRecord,
  body: ConfirmRequest,
): Promise<{ id: string }> {
  const org = await authorizeOrganization(db, q, key, body.organization);
  const requestHash = contentHash(body);
  const lines = orderLines(body.order);
  const existing = await q.selectFrom('orders').select('confirm_hash').where('id', '=', body.id).executeTakeFirst();
  if (existing !== undefined) {
    if (existing.confirm_hash === requestHash) return { id: body.id };
    throw new LoyaltyError('orderIdConflict', `order ${body.id} was already confirmed with different content`);
  }
  const aborted = await q
    .selectFrom('aborted_order_ids')
    .select('order_id')
    .where('order_id', '=', body.id)
    .executeTakeFirst();
  if (aborted)
    throw new LoyaltyError(
      'orderIdAborted',
      `order ${body.id} was aborted before it was confirmed: nothing was charged`,
    );
  const guest = body.guest ? await requireGuest(q, org.scopeId, body.guest.phone) : null;
  let discounts = lines.map(() => 0);
  let pay = 0;
  const fingerprint = body.loyalty?.fingerprint;
  if (fingerprint) {
    const claims = verifyFingerprint(await fingerprintSecret(db, q), fingerprint.value, Date.now());
    if (claims.org !== org.posObjectId) throw mismatch('organization');
    if (claims.guest !== (guest?.id ?? null)) throw mismatch('guest');
    if (claims.hash !== orderContentHash(body.order, body.delivery) || claims.lines.length !== lines.length)
      throw mismatch('order');
    discounts = [...claims.lines];
    pay = toMinor(fingerprint.options?.bonuses?.payment ?? 0, 'loyalty.fingerprint.options.bonuses.payment');
    if (pay > 0 && guest?.blocked_at)
      throw new LoyaltyError('guestBlocked', 'the guest is blocked and cannot pay with bonuses');
    if (pay < claims.minPay || pay > claims.maxPay)
      throw new LoyaltyError(
        'bonusPaymentOutOfRange',
        `loyalty.fingerprint.options.bonuses.payment must be from ${claims.minPay / 100} to ${claims.maxPay / 100}`,
      );
  }
  const net = lines.map((line, i) => line.costMinor - (discounts[i] ?? 0));
  const bonusPerLine = allocate(pay, net);
  const now = new Date().toISOString();
  await q
    .insertInto('orders')
    .values({
      id: body.id,
      scope_id: org.scopeId,
      venue_id: org.venueId,
      guest_id: guest?.id ?? null,
      status: 'open',
      source: body.delivery ? 'delivery' : 'indoor',
      full_sum_minor: lines.reduce((a, l) => a + l.priceMinor, 0),
      cost_minor: lines.reduce((a, l) => a + l.costMinor, 0),
      discount_minor: discounts.reduce((a, b) => a + b, 0),
      paid_bonus_minor: pay,
      open_time: new Date(body.order.openedAt).toISOString(),
      confirm_hash: requestHash,
      created_at: now,
    })
    .execute();
  await q
    .insertInto('order_items')
    .values(
      lines.map((l, i) => ({
        order_id: body.id,
        line: i,
        code: l.code,
        name: l.name,
        grp: l.group,
        price_minor: l.priceMinor,
        cost_minor: l.costMinor,
        discount_minor: discounts[i] ?? 0,
        bonus_minor: bonusPerLine[i] ?? 0,
        quantity_milli: l.quantityMilli,
      })),
    )
    .execute();
  if (pay > 0 && guest)
    await appendLedger(q, {
      guestId: guest.id,
      venueId: org.venueId,
      operation: 'order',
      amountMinor: -pay,
      comment: 'bonus payment',
      orderId: body.id,
      occurredAt: now,
    });
  return { id: body.id };
}

function mismatch(what: string): LoyaltyError {
  return new LoyaltyError('orderMismatch', `the ${what} differs from the one calculated for this fingerprint`);
}
