import type { PaymentRow } from './payment-store.js';

/** Who waits for a running payment to settle (its held authpay), woken once when it stops running. */
export class PaymentWaiters {
  private readonly waiters = new Map<string, Set<(row: PaymentRow) => void>>();

  add(id: string, wake: (row: PaymentRow) => void): void {
    const set = this.waiters.get(id) ?? new Set();
    set.add(wake);
    this.waiters.set(id, set);
  }

  /** The payment settled: wakes and forgets its waiters. */
  wake(row: PaymentRow): void {
    const waiting = this.waiters.get(row.id);
    this.waiters.delete(row.id);
    for (const wake of waiting ?? []) wake(row);
  }
}
