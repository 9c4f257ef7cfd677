import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Database } from 'better-sqlite3';
import type { Logger } from 'pino';
import { HttpError } from '../http/http-error.js';
import type { LoyaltyClient } from '../loyalty-client/loyalty-client.js';
import { authorizePayment, type GuestInput } from './authorize-payment.js';
import { faultPoint } from './fault-hook.js';
import { Outbox } from './outbox.js';
import { runningStates } from './payment-states.js';
import {
  getPayment,
  insertPayment,
  markReplied,
  paymentsInState,
  transition,
  type NewPayment,
  type PaymentRow,
} from './payment-store.js';
import { recoverPayments } from './recovery.js';

export interface TerminalOptions {
  readonly db: Database;
  readonly loyalty: LoyaltyClient;
  readonly logger: Logger;
  readonly tipsEnabled: boolean;
  readonly authpayTimeoutMs: number;
  readonly authorizeBudgetMs?: number;
}

/** Events for the window: `payment` (a payment row, on arrival and every state change) and `sync` (outbox status). */
export type TerminalEvent = 'payment' | 'sync';

/**
 * The payment terminal: records each authpay, holds it until the cashier identifies the guest, CancelPay, the timeout
 * or a dropped connection, pays through the loyalty service and settles confpay/voidpay through the outbox.
 */
export class Terminal {
  readonly events = new EventEmitter();
  readonly outbox: Outbox;
  private readonly waiters = new Map<string, Set<(row: PaymentRow) => void>>();

  constructor(private readonly options: TerminalOptions) {
    this.events.setMaxListeners(100);
    this.outbox = new Outbox(options.db, options.loyalty, options.logger, () => this.events.emit('sync'));
  }

  get db(): Database {
    return this.options.db;
  }

  get tipsEnabled(): boolean {
    return this.options.tipsEnabled;
  }

  /** Finishes or undoes what a crash left (before the bridge listens). */
  recover(): void {
    const recovered = recoverPayments(this.options.db, this.outbox);
    if (recovered > 0) this.options.logger.warn({ recovered }, 'payments left by a crash were finished or undone');
  }

  /** Starts the outbox (once the loyalty service can be reached). */
  start(): void {
    void this.outbox.kick();
  }

  /** Cancels waiting payments (their held authpay is answered), ends the window's event streams, stops the outbox. */
  async stop(): Promise<void> {
    this.events.emit('stopping');
    for (const row of paymentsInState(this.options.db, ['awaiting_guest']))
      this.tryCancel(row.id, 'The bridge is stopping: payment cancelled, nothing was charged.');
    await this.outbox.stop();
  }

  /** Records a new authpay (awaiting_guest) and announces it to the window. */
  open(payment: Omit<NewPayment, 'id' | 'loyaltyOrderId' | 'at'>): PaymentRow {
    const id = randomUUID();
    insertPayment(this.options.db, { ...payment, id, loyaltyOrderId: randomUUID(), at: new Date().toISOString() });
    return this.changed(getPayment(this.options.db, id)!);
  }

  /** Resolves once the payment has left awaiting_guest/authorizing, cancelling it on timeout or a dropped request. */
  settle(id: string, signal: AbortSignal, timeoutMs = this.options.authpayTimeoutMs): Promise<PaymentRow> {
    return new Promise((resolve) => {
      const current = getPayment(this.options.db, id)!;
      if (!runningStates.includes(current.state)) return resolve(current);
      const seconds = Math.round(timeoutMs / 1000);
      const timer = setTimeout(
        () =>
          this.tryCancel(id, `No guest was identified within ${seconds} s: payment cancelled, nothing was charged.`),
        timeoutMs,
      );
      const onAbort = (): void => {
        this.tryCancel(id, 'The station closed the request: payment cancelled, nothing was charged.');
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.waitFor(id, (row) => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        resolve(row);
      });
    });
  }

  /** The cashier identified the guest: pays and returns the payment as it ends up. */
  async identify(id: string, input: GuestInput): Promise<PaymentRow> {
    const row = this.require(id);
    if (row.state !== 'awaiting_guest')
      throw new HttpError(409, `payment ${id} is ${row.state}, not awaiting the guest`);
    if (input.tipMinor > 0 && !this.tipsEnabled) throw new HttpError(400, 'tips are switched off on this bridge');
    if (input.tipMinor > 0 && row.request_version < 2)
      throw new HttpError(400, 'this station speaks protocol version 1: it cannot take a tip');
    const pending = authorizePayment(
      {
        db: this.options.db,
        loyalty: this.options.loyalty,
        outbox: this.outbox,
        budgetMs: this.options.authorizeBudgetMs,
      },
      row,
      input,
    );
    this.changed(getPayment(this.options.db, id)!);
    const result = await pending;
    if (result.state !== 'authorized') void this.outbox.kick();
    return this.changed(result);
  }

  /** The cashier refused the payment in the window. */
  decline(id: string, reason: string): PaymentRow {
    const row = transition(
      this.options.db,
      id,
      ['awaiting_guest'],
      'declined',
      { display_text: reason, decline_reason: 'declined by the cashier' },
      new Date().toISOString(),
    );
    return this.changed(row);
  }

  /** CancelPay: ends the station's waiting authpay; refused (409) once the charge is going through. */
  cancelStation(station: string): PaymentRow {
    const [running] = paymentsInState(this.options.db, runningStates).filter((p) => p.station === station);
    if (!running) throw new HttpError(409, `nothing to cancel: station ${station} has no running payment`);
    if (running.state !== 'awaiting_guest')
      throw new HttpError(409, 'the charge is already going through and cannot be cancelled; the payment completes');
    const row = this.tryCancel(running.id, 'Payment cancelled at the station: nothing was charged.');
    if (!row || row.state !== 'cancelled') throw new HttpError(409, 'the payment could not be cancelled any more');
    return row;
  }

  /** The authpay reply of an authorized payment left the bridge; a reply that cannot be sent undoes the payment. */
  replied(id: string, delivered: boolean): void {
    if (delivered) {
      markReplied(this.options.db, id, new Date().toISOString());
      return;
    }
    this.undoAuthorized(id, 'The station did not receive the authorization: the payment was undone.');
  }

  beforeReply(): void {
    faultPoint('before-reply');
  }

  /** Undoes an authorized payment whose reply never reached the station (its bonuses return via the outbox). */
  undoAuthorized(id: string, text: string): void {
    const at = new Date().toISOString();
    const row = this.require(id);
    if (row.state !== 'authorized' || row.replied_at) return;
    const done = transition(
      this.options.db,
      id,
      ['authorized'],
      'failed',
      { display_text: text, decline_reason: 'reply not delivered' },
      at,
      {},
      () => {
        this.outbox.enqueue(id, 'undo', row.loyalty_order_id, at);
        if (row.tip_order_id) this.outbox.enqueue(id, 'undo', row.tip_order_id, at);
      },
    );
    this.changed(done);
    void this.outbox.kick();
  }

  /** Payments the window must show: waiting for the guest or being authorized. */
  pending(): PaymentRow[] {
    return paymentsInState(this.options.db, runningStates);
  }

  get(id: string): PaymentRow | undefined {
    return getPayment(this.options.db, id);
  }

  /** Announces a changed payment and wakes whoever waits for it to settle. */
  changed(row: PaymentRow): PaymentRow {
    this.events.emit('payment', row);
    if (!runningStates.includes(row.state)) {
      const waiting = this.waiters.get(row.id);
      this.waiters.delete(row.id);
      for (const wake of waiting ?? []) wake(row);
    }
    return row;
  }

  private waitFor(id: string, wake: (row: PaymentRow) => void): void {
    const set = this.waiters.get(id) ?? new Set();
    set.add(wake);
    this.waiters.set(id, set);
  }

  private tryCancel(id: string, text: string): PaymentRow | undefined {
    const row = getPayment(this.options.db, id);
    if (row?.state !== 'awaiting_guest') return row;
    return this.changed(
      transition(
        this.options.db,
        id,
        ['awaiting_guest'],
        'cancelled',
        { display_text: text },
        new Date().toISOString(),
      ),
    );
  }

  private require(id: string): PaymentRow {
    const row = getPayment(this.options.db, id);
    if (!row) throw new HttpError(404, `no payment ${id}`);
    return row;
  }
}
