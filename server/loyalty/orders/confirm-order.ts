import type { Database } from 'better-sqlite3';
import type { ApiKeyRecord } from '../api-keys/api-key-store.js';
import { authorizeOrganization } from '../api-keys/api-key-auth.js';
import { requireGuest } from '../guests/guest-store.js';
import { LoyaltyError } from '../shared/loyalty-error.js';
import { toMinor } from '../shared/money.js';
import { appendLedger } from '../wallet/ledger.js';
import { allocate, orderLines } from './calculation.js';
import { contentHash, verifyFingerprint } from './fingerprint.js';
import type { ConfirmRequest, OrderInput } from './order-schemas.js';
import { sql } from '../../storage/statements.js';
import { atomic } from '../../storage/atomic.js';

/** What a fingerprint binds: the order's content and delivery (guest and organization are claims of their own). */
export function orderContentHash(order: OrderInput, delivery: unknown): string {
  return contentHash({ order, delivery: delivery ?? null });
}

/** Creates the order `open`, fixing the fingerprint's calculation and paying bonuses; idempotent on `id`. */
export function confirmOrder(db: Database, key: ApiKeyRecord, body: ConfirmRequest): { id: string } {
  const org = authorizeOrganization(db, key, body.organization);
  const requestHash = contentHash(body);
  const lines = orderLines(body.order);
  return atomic(db, () => {
    const existing = sql(db, 'SELECT confirm_hash FROM orders WHERE id = ?').pluck().get(body.id) as string | undefined;
    if (existing !== undefined) {
      if (existing === requestHash) return { id: body.id };
      throw new LoyaltyError('orderIdConflict', `order ${body.id} was already confirmed with different content`);
    }
    if (sql(db, 'SELECT 1 FROM aborted_order_ids WHERE order_id = ?').get(body.id))
      throw new LoyaltyError(
        'orderIdAborted',
        `order ${body.id} was aborted before it was confirmed: nothing was charged`,
      );
    const guest = body.guest ? requireGuest(db, org.scopeId, body.guest.phone) : null;
    let discounts = lines.map(() => 0);
    let pay = 0;
    const fingerprint = body.loyalty?.fingerprint;
    if (fingerprint) {
      const claims = verifyFingerprint(db, fingerprint.value, Date.now());
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
    sql(
      db,
      `INSERT INTO orders (id, scope_id, venue_id, guest_id, status, source, full_sum_minor, cost_minor, discount_minor,
           paid_bonus_minor, open_time, confirm_hash, created_at)
         VALUES (?, ?, ?, ?, 'open', ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      body.id,
      org.scopeId,
      org.venueId,
      guest?.id ?? null,
      body.delivery ? 'delivery' : 'indoor',
      lines.reduce((a, l) => a + l.priceMinor, 0),
      lines.reduce((a, l) => a + l.costMinor, 0),
      discounts.reduce((a, b) => a + b, 0),
      pay,
      new Date(body.order.openedAt).toISOString(),
      requestHash,
      now,
    );
    const insertLine = sql(
      db,
      `INSERT INTO order_items (order_id, line, code, name, grp, price_minor, cost_minor, discount_minor, bonus_minor, quantity_milli)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    lines.forEach((l, i) =>
      insertLine.run(
        body.id,
        i,
        l.code,
        l.name,
        l.group,
        l.priceMinor,
        l.costMinor,
        discounts[i] ?? 0,
        bonusPerLine[i] ?? 0,
        l.quantityMilli,
      ),
    );
    if (pay > 0 && guest)
      appendLedger(db, {
        guestId: guest.id,
        venueId: org.venueId,
        operation: 'order',
        amountMinor: -pay,
        comment: 'bonus payment',
        orderId: body.id,
        occurredAt: now,
      });
    return { id: body.id };
  });
}

function mismatch(what: string): LoyaltyError {
  return new LoyaltyError('orderMismatch', `the ${what} differs from the one calculated for this fingerprint`);
}
