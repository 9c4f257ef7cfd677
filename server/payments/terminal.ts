import { EventEmitter } from 'node:events';
import type { Database } from 'better-sqlite3';
import type { Logger } from 'pino';
import { paymentMessage, type PaymentMessage } from '../../shared/i18n/payment-messages.js';
import { HttpError } from '../errors/http-error.js';
import type { Language } from '../../shared/i18n/language.js';
import { atomicUnsynced } from '../storage/unsynced.js';
import { commitThenSync } from '../storage/commit-then-sync.js';
import type { LoyaltyClient } from '../loyalty-client/loyalty-client.js';
import { authorizePayment, type GuestInput } from './authorize-payment.js';
import type { CheckCapOf } from './check-cap.js';
import { AuthpayClocks, type AuthpayTiming } from './authpay-clocks.js';
import { checkTry } from './identify-checks.js';
import { faultPoint } from './fault-hook.js';
import { Outbox } from './outbox.js';
import { PaymentWaiters } from './payment-waiters.js';
import { displayFields } from './payment-display.js';
import { isRunning, runningStates } from './payment-states.js';
import {
  getPayment,
  insertPayment,
  markReplied,
  openPayments,
  transition,
  updatePayment,
  type NewPayment,
  type PaymentRow,
} from './payment-store.js';
import { recoverPayments } from './recovery.js';
import { settleAll } from './settle-batch.js';
import { settleRequest } from './settle-request.js';
import type { SettleRequest } from './settle-payment.js';
import { writeBatch } from '../storage/write-batch.js';
import { newId } from '../storage/new-id.js';
import { isoNow, type Clock } from '../config/clock.js';
import { stationIdentity, stationLabelOf, stationSeen } from '../stations/station-registry.js';
import type { StationIdentity } from '../../shared/i18n/station-label.js';
import { apiErrorCodes } from '../../shared/api/api-errors.js';
import type { ConfirmGuestMode, GuestLookupMode } from '../../shared/api/payment-prompt.js';

export interface TerminalOptions {
  readonly db: Database;
  readonly loyalty: LoyaltyClient;
  readonly logger: Logger;
  readonly tipsEnabled: boolean;
  /** When the window's prompt shows the guest before paying (setting `prompt.confirmGuest`). */
  readonly confirmGuest: ConfirmGuestMode;
  readonly authpayTimeoutMs: number;
  /** The station's language (setting `language`): the words the station shows about a payment. */
  readonly language: Language;
  /** What stamps payments, their journal and the outbox. */
  readonly clock: Clock;
  readonly authorizeBudgetMs?: number;
  /** The cap of a station's open FarCards check (the composition root passes it when `farcards.enabled`). */
  readonly checkCap?: CheckCapOf | undefined;
}

/** What the payment engine tells the window's event streams, each event with its arguments. */
export interface TerminalEvents {
  /** A payment row, on arrival and on every state change. */
  payment: [row: PaymentRow];
  /** The outbox's status changed (read it from `outbox.status()`). */
  sync: [];
  /** A shift was closed. */
  shift: [shift: { id: number }];
  /** The loyalty service's guest lookup mode changed. */
  lookup: [mode: GuestLookupMode];
  /** The engine stops: the streams end. */
  stopping: [];
}

/**
 * The payment terminal: records each authpay, holds it until the cashier identifies the guest, CancelPay, the timeout
 * or a dropped connection, pays through the loyalty service and settles confpay/voidpay through the outbox.
 */
export class Terminal {
  readonly events = new EventEmitter<TerminalEvents>();
  readonly outbox: Outbox;
  private readonly waiters = new PaymentWaiters();
  private readonly clocks = new AuthpayClocks();
  /** The group commit's way to settle a batch of confpays and voidpays at once (one function: the batch checks identity). */
  private readonly settleAll = (requests: readonly SettleRequest[]) => settleAll(this.options.db, requests, this.now());
  private syncPending = false;
  private readonly unsubscribe: () => void;

  constructor(private readonly options: TerminalOptions) {
    this.events.setMaxListeners(100);
    this.outbox = new Outbox(options.db, options.loyalty, options.logger, () => this.syncChanged(), options.clock);
    this.unsubscribe = options.loyalty.lookups.onChange((mode) => this.events.emit('lookup', mode));
  }

  /** How the loyalty service finds guests: by card, phone or code, or by phone only. */
  get lookupMode(): GuestLookupMode {
    return this.options.loyalty.lookupMode;
  }

  /** Announces the outbox's status once per event-loop turn, however many entries changed in it. */
  private syncChanged(): void {
    if (this.syncPending) return;
    this.syncPending = true;
    setImmediate(() => {
      this.syncPending = false;
      this.events.emit('sync');
    });
  }

  /** The time that stamps what the terminal writes. */
  private now(): string {
    return isoNow(this.options.clock);
  }

  get db(): Database {
    return this.options.db;
  }

  /** The station's language (setting `language`). */
  get language(): Language {
    return this.options.language;
  }

  get tipsEnabled(): boolean {
    return this.options.tipsEnabled;
  }

  get confirmGuest(): ConfirmGuestMode {
    return this.options.confirmGuest;
  }

  /** What people read for a station: its name, its POS code or "Station N" (server/stations/). */
  stationLabel(station: string): string {
    return stationLabelOf(this.options.db, station, this.options.language);
  }

  /** A station's label and the name and number the window labels it with in its own language. */
  stationOf(station: string): StationIdentity & { readonly stationLabel: string } {
    return { stationLabel: this.stationLabel(station), ...stationIdentity(this.options.db, station) };
  }

  /** Finishes or undoes what a crash left (before the bridge listens). */
  recover(): void {
    const recovered = recoverPayments(this.options.db, this.outbox, this.options.language, this.now());
    if (recovered > 0) this.options.logger.warn({ recovered }, 'payments left by a crash were finished or undone');
  }

  /** Starts the outbox (once the loyalty service can be reached). */
  start(): void {
    void this.outbox.kick();
  }

  /** Cancels waiting payments (their held authpay is answered), ends the window's event streams, stops the outbox. */
  async stop(): Promise<void> {
    this.events.emit('stopping');
    this.unsubscribe();
    for (const row of openPayments(this.options.db, ['awaiting_guest']))
      this.tryCancel(row.id, paymentMessage('stopping', {}));
    await this.outbox.stop();
  }

  /** Records a new authpay (awaiting_guest) and announces it to the window. */
  open(payment: Omit<NewPayment, 'id' | 'loyaltyOrderId' | 'at'>): PaymentRow {
    const id = newId();
    const at = this.now();
    /** Not fsynced: nothing outside depends on it yet, and a power cut loses the station's request with it. */
    atomicUnsynced(this.options.db, () => {
      stationSeen(this.options.db, payment.station, payment.fullcode, at);
      insertPayment(this.options.db, { ...payment, id, loyaltyOrderId: newId(), at });
    });
    const row = this.changed(getPayment(this.options.db, id)!);
    this.clocks.start(id);
    return row;
  }

  /** The held authpay's timing (once: it is forgotten); undefined for a payment this process did not open. */
  timing(id: string): AuthpayTiming | undefined {
    return this.clocks.take(id);
  }

  /** Resolves once the payment has left awaiting_guest/authorizing, cancelling it on timeout or a dropped request. */
  settle(id: string, signal: AbortSignal, timeoutMs = this.options.authpayTimeoutMs): Promise<PaymentRow> {
    return new Promise((resolve) => {
      const current = getPayment(this.options.db, id)!;
      if (!isRunning(current.state)) return resolve(current);
      const seconds = Math.round(timeoutMs / 1000);
      const timer = setTimeout(() => this.tryCancel(id, paymentMessage('timeout', { seconds })), timeoutMs);
      const onAbort = (): void => {
        this.tryCancel(id, paymentMessage('stationClosed', {}));
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.waiters.add(id, (row) => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        resolve(row);
      });
    });
  }

  /** The cashier identified the guest (their input arrived at `receivedAt`): pays and returns the payment as it ends up. */
  async identify(id: string, input: GuestInput, receivedAt = performance.now()): Promise<PaymentRow> {
    const row = this.require(id);
    const ctx = { db: this.options.db, tipsEnabled: this.tipsEnabled, phoneOnly: this.options.loyalty.knownPhoneOnly };
    const refused = checkTry(ctx, row, input);
    if (refused) return this.stillWaiting(row, refused);
    const loyaltyClock = this.clocks.inputArrived(id, receivedAt);
    const pending = authorizePayment(
      {
        db: this.options.db,
        loyalty: this.options.loyalty,
        outbox: this.outbox,
        language: this.options.language,
        clock: this.options.clock,
        budgetMs: this.options.authorizeBudgetMs,
        checkCap: this.options.checkCap,
      },
      row,
      input,
      loyaltyClock,
    );
    this.changed(getPayment(this.options.db, id)!);
    const result = await pending;
    if (result.state !== 'authorized') void this.outbox.kick();
    return this.changed(result);
  }

  /**
   * A try refused without asking the service (a code after too many wrong ones; a card or code on a service known to
   * find guests by phone only): the payment still waits, showing why.
   */
  private stillWaiting(row: PaymentRow, message: PaymentMessage): PaymentRow {
    const fields = displayFields(this.options.language, message);
    const at = this.now();
    updatePayment(this.options.db, row.id, fields, at);
    return this.changed({ ...row, ...fields, updated_at: at });
  }

  /** The cashier refused the payment in the window, with their own words or (null) the default ones. */
  decline(id: string, reason: string | null = null): PaymentRow {
    const row = transition(
      this.options.db,
      id,
      ['awaiting_guest'],
      'declined',
      {
        ...displayFields(this.options.language, paymentMessage('declinedByCashier', { reason })),
        decline_reason: 'declined by the cashier',
      },
      this.now(),
    );
    return this.changed(row);
  }

  /** CancelPay: ends the station's waiting authpay; refused (409) once the charge is going through. */
  cancelStation(station: string): PaymentRow {
    const [running] = openPayments(this.options.db, runningStates).filter((p) => p.station === station);
    if (!running) throw new HttpError(409, `nothing to cancel: station ${station} has no running payment`);
    if (running.state !== 'awaiting_guest')
      throw new HttpError(409, 'the charge is already going through and cannot be cancelled; the payment completes');
    const row = this.tryCancel(running.id, paymentMessage('cancelledAtStation', {}));
    if (!row || row.state !== 'cancelled') throw new HttpError(409, 'the payment could not be cancelled any more');
    return row;
  }

  /**
   * The authpay reply of an authorized payment left the bridge; a reply that cannot be sent undoes the payment. The
   * `replied_at` commit is synced on the thread pool, and its fsync makes `authorized` durable too. Resolves once it is
   * on disk or its failure is logged (never rejects); nothing on the station's path waits for it.
   */
  replied(id: string, delivered: boolean): Promise<void> {
    if (delivered) {
      const { durable } = commitThenSync(this.options.db, () => markReplied(this.options.db, id, this.now()));
      return durable.catch((error: unknown) =>
        this.options.logger.error({ err: error, payment: id }, 'the authpay reply mark could not be synced to disk'),
      );
    }
    this.undoAuthorized(id, paymentMessage('notDelivered', {}));
    return Promise.resolve();
  }

  beforeReply(): void {
    faultPoint('before-reply');
  }

  /** Undoes an authorized payment whose reply never reached the station (its bonuses return via the outbox). */
  undoAuthorized(id: string, message: PaymentMessage): void {
    const at = this.now();
    const row = this.require(id);
    if (row.state !== 'authorized' || row.replied_at) return;
    const done = transition(
      this.options.db,
      id,
      ['authorized'],
      'failed',
      { ...displayFields(this.options.language, message), decline_reason: 'reply not delivered' },
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

  /**
   * confpay/voidpay: settles the payment, then announces it. Group commit: the requests of one event-loop turn share one
   * durable COMMIT (storage/write-batch.ts).
   */
  async confirmOrVoid(request: SettleRequest): Promise<PaymentRow> {
    const db = this.options.db;
    const bulk = { run: this.settleAll, input: request };
    const row = await writeBatch(db, () => settleRequest(db, request, this.now()), { optimistic: true, bulk });
    if (request.action === 'void') faultPoint('after-voidpay-write');
    return this.settled(row);
  }

  /** A confpay or voidpay is committed: announces it and lets the outbox send what it owes the loyalty service. */
  private settled(row: PaymentRow): PaymentRow {
    if (row.state === 'confirmed') faultPoint('after-confpay-write');
    this.changed(row);
    this.outbox.kickSoon();
    return row;
  }

  /** Payments the window must show: waiting for the guest or being authorized. */
  pending(): PaymentRow[] {
    return openPayments(this.options.db, runningStates);
  }

  get(id: string): PaymentRow | undefined {
    return getPayment(this.options.db, id);
  }

  /** Announces a changed payment and wakes whoever waits for it to settle. */
  changed(row: PaymentRow): PaymentRow {
    this.events.emit('payment', row);
    if (!isRunning(row.state)) this.waiters.wake(row);
    return row;
  }

  private tryCancel(id: string, message: PaymentMessage): PaymentRow | undefined {
    const row = getPayment(this.options.db, id);
    if (row?.state !== 'awaiting_guest') return row;
    return this.changed(
      transition(
        this.options.db,
        id,
        ['awaiting_guest'],
        'cancelled',
        displayFields(this.options.language, message),
        this.now(),
      ),
    );
  }

  private require(id: string): PaymentRow {
    const row = getPayment(this.options.db, id);
    if (!row) throw new HttpError(404, `no payment ${id}`, apiErrorCodes.paymentNotFound);
    return row;
  }
}
