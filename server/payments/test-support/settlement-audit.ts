import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { loyaltyCall, type LoyaltyAccess } from './station-driver.js';

/** What the bridge's own database says after the run (read once it has stopped). */
export interface BridgeFacts {
  readonly payments: { id: string; state: string; amount_minor: number; loyalty_order_id: string }[];
  readonly outbox: { pending: number; dead: number; deadErrors: string[] };
}

export function readBridgeFacts(dataDir: string): BridgeFacts {
  const db = new BetterSqlite3(path.join(dataDir, 'bridge.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const payments = db
      .prepare('SELECT id, state, amount_minor, loyalty_order_id FROM payments ORDER BY created_at')
      .all() as BridgeFacts['payments'];
    const count = (state: string) =>
      db.prepare('SELECT COUNT(*) FROM loyalty_outbox WHERE state = ?').pluck().get(state) as number;
    const deadErrors = db
      .prepare("SELECT kind || ' ' || order_id || ': ' || last_error FROM loyalty_outbox WHERE state = 'dead'")
      .pluck()
      .all() as string[];
    return { payments, outbox: { pending: count('pending'), dead: count('dead'), deadErrors } };
  } finally {
    db.close();
  }
}

interface OrderFacts {
  readonly status: 'open' | 'closed' | 'aborted';
  readonly paidMinor: number;
  readonly rollbackMinor: number;
}

const minor = (units: number): number => Math.round(units * 100);

const ordersPage = 1000;

/** Every order of the guests, by id, and each guest's balance against the sum of its bonus history (minor units). */
export async function readLoyaltyFacts(url: string, access: LoyaltyAccess, phones: readonly string[]) {
  const orders = new Map<string, OrderFacts>();
  const wallets: { phone: string; balanceMinor: number; historyMinor: number; records: number }[] = [];
  /** Bonus movements per order and comment ("bonus payment", "accrual", …): each must happen at most once. */
  const movements = new Map<string, number>();
  for (const phone of phones) {
    const guest = { type: 'phone', phone };
    /** Every order, a page at a time: a fast machine makes more than one page's worth of payments per guest. */
    for (let skip = 0; ; skip += ordersPage) {
      const filter = { take: ordersPage, skip };
      const page = (await loyaltyCall(url, access, 'guests/getOrdersHistory', { guest, filter })).orders as {
        id: string;
        status: OrderFacts['status'];
        paidWithBonuses: number;
        bonusPaymentRollbackSum: number;
      }[];
      for (const order of page)
        orders.set(order.id, {
          status: order.status,
          paidMinor: minor(order.paidWithBonuses),
          rollbackMinor: minor(order.bonusPaymentRollbackSum),
        });
      if (page.length < ordersPage) break;
    }
    const wallet = await loyaltyCall(url, access, 'guests/getWallet', { guest });
    const bonuses = (await loyaltyCall(url, access, 'guests/getBonusHistory', { guest, filter: { take: 100_000 } }))
      .records as { amount: number; orderId: string | null; comment: string | null }[];
    for (const record of bonuses.filter((r) => r.orderId)) {
      const key = `${record.orderId} ${record.comment}`;
      movements.set(key, (movements.get(key) ?? 0) + 1);
    }
    wallets.push({
      phone,
      balanceMinor: minor(wallet.balance as number),
      historyMinor: bonuses.reduce((sum, record) => sum + minor(record.amount), 0),
      records: bonuses.length,
    });
  }
  const repeated = [...movements].filter(([, times]) => times > 1).map(([key, times]) => `${key} ×${times}`);
  return { orders, wallets, repeated };
}

/**
 * Where a payment's final state and its loyalty order disagree: confirmed ↔ closed with the amount paid; voided ↔ aborted
 * with the payment returned; authorized ↔ open; failed, declined, cancelled ↔ no order, or aborted with it returned.
 */
export function mismatches(payments: BridgeFacts['payments'], orders: ReadonlyMap<string, OrderFacts>): string[] {
  const found: string[] = [];
  for (const payment of payments) {
    const order = orders.get(payment.loyalty_order_id);
    const paid = order?.paidMinor === payment.amount_minor;
    const returned = order !== undefined && order.rollbackMinor === order.paidMinor;
    const ok =
      payment.state === 'confirmed'
        ? order?.status === 'closed' && paid && order.rollbackMinor === 0
        : payment.state === 'voided'
          ? order?.status === 'aborted' && paid && returned
          : payment.state === 'authorized'
            ? order?.status === 'open' && paid
            : order === undefined || (order.status === 'aborted' && returned);
    if (!ok) found.push(`${payment.id} ${payment.state}: order ${JSON.stringify(order ?? null)}`);
  }
  return found;
}
