import { loyaltyErrors } from '../../shared/loyalty-api/error-codes.js';
import type { Database } from 'better-sqlite3';
import type { Logger } from 'pino';
import type { SyncStatus } from '../../shared/api/payment-prompt.js';
import type { LoyaltyClient } from '../loyalty-client/loyalty-client.js';
import { LoyaltyApiError } from '../loyalty-client/loyalty-client-errors.js';
import { faultPoint } from './fault-hook.js';
import {
  insertOutboxEntry,
  refundQueuedAfter,
  scanOutbox,
  type OutboxKind,
  type OutboxRow,
  type ReorderRequest,
} from './outbox-queue.js';
import { verdictOn } from './outbox-verdict.js';
import { sql as statement } from '../storage/statements.js';
import { atomicUnsynced } from '../storage/unsynced.js';
import { isoNow, systemClock, type Clock } from '../config/clock.js';

/** Orders whose entries one round sends at the same time. */
const parallelOrders = 8;

/** After a confpay or voidpay, the outbox waits this long for the station to go quiet (ms)… */
export const outboxQuietMs = 50;
/** …and no longer than this after the first one (ms). */
export const outboxMaxWaitMs = 2000;

interface Finished {
  readonly id: number;
  readonly state: 'done' | 'dead';
  readonly error: string | null;
}

/** Backoff after the n-th failed attempt: 1 s, 2 s, 4 s … up to 60 s. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000, 1000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Loyalty calls the bridge owes, kept in `loyalty_outbox` and sent in order until the service accepts them. Each answer
 * gets a verdict (outbox-verdict.ts): accepted or already done marks the entry `done`; a failure that may pass stops the
 * round and retries with backoff; only a refusal proving the call can never succeed marks it `dead`.
 */
export class Outbox {
  private timer: NodeJS.Timeout | undefined;
  private soon: NodeJS.Timeout | undefined;
  /** When the round that kickSoon put off must start at the latest, and its last call (performance.now()). */
  private soonDeadline: number | undefined;
  private lastSoonAt = 0;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  /** Set when a round met a transient failure: the service is down, so nothing is sent before this time (ms). */
  private resumeAt: number | undefined;

  constructor(
    private readonly db: Database,
    private readonly loyalty: LoyaltyClient,
    private readonly logger: Logger,
    private readonly onChange: () => void = () => {},
    private readonly clock: Clock = systemClock,
  ) {}

  /** Adds an entry; call inside the transaction that records the payment's new state. */
  enqueue(paymentId: string, kind: OutboxKind, orderId: string, at: string): void {
    insertOutboxEntry(this.db, paymentId, kind, orderId, at);
  }

  /**
   * Runs a round once the station has been quiet for `outboxQuietMs` (each call restarts that wait), but never later
   * than `outboxMaxWaitMs` after the first call: one round sends the closes of a whole burst of confpays, and the
   * station's requests, which a cashier waits on, do not share the CPU with calls nobody waits on (docs/protocol.md,
   * "The outbox"). One timer per wait: a call only notes its time.
   */
  kickSoon(): void {
    if (this.stopped) return;
    const now = performance.now();
    this.lastSoonAt = now;
    this.soonDeadline ??= now + outboxMaxWaitMs;
    if (!this.soon) this.armSoon(outboxQuietMs);
  }

  private armSoon(delayMs: number): void {
    this.soon = setTimeout(() => {
      this.soon = undefined;
      const now = performance.now();
      const deadline = this.soonDeadline ?? now;
      const quietLeft = this.lastSoonAt + outboxQuietMs - now;
      if (quietLeft > 0.5 && now < deadline) return this.armSoon(Math.min(quietLeft, deadline - now));
      this.soonDeadline = undefined;
      void this.kick();
    }, delayMs);
    this.soon.unref();
  }

  /** Runs a round now (or right after the current one). */
  kick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    clearTimeout(this.timer);
    this.running = this.round().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        void this.kick();
      } else this.schedule();
    });
    return this.running;
  }

  /** Resolves once nothing is due or the service stopped answering (tests and the "sync now" menu item). */
  async drain(): Promise<SyncStatus> {
    do {
      await this.kick();
      while (this.running) await this.running;
    } while (!this.stopped && this.resumeAt === undefined && scanOutbox(this.db, isoNow(this.clock)).due.size > 0);
    return this.status();
  }

  status(): SyncStatus {
    const counts = statement(
      this.db,
      `SELECT (SELECT COUNT(*) FROM loyalty_outbox WHERE state = 'pending') AS pending,
              (SELECT COUNT(*) FROM loyalty_outbox WHERE state = 'dead') AS dead`,
    ).get() as { pending: number; dead: number };
    const kv = (key: string): string | null =>
      (statement(this.db, 'SELECT value FROM terminal_kv WHERE key = ?').pluck().get(key) as string | undefined) ??
      null;
    const lastError = kv('sync.lastError');
    return {
      pending: counts.pending,
      dead: counts.dead,
      lastSuccessAt: kv('sync.lastSuccessAt'),
      lastError: lastError ? (JSON.parse(lastError) as { at: string; message: string }) : null,
    };
  }

  stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    clearTimeout(this.soon);
    return this.running ?? Promise.resolve();
  }

  private schedule(): void {
    /** A round that kickSoon is holding back for the station starts when that wait ends. */
    if (this.stopped || this.soon) return;
    const { due, nextAt } = scanOutbox(this.db, isoNow(this.clock));
    const next = this.resumeAt ?? (due.size > 0 ? this.clock() : nextAt === undefined ? undefined : Date.parse(nextAt));
    if (next === undefined) return;
    const delay = Math.max(0, next - this.clock());
    this.timer = setTimeout(() => void this.kick(), delay);
    this.timer.unref();
  }

  /**
   * Sends what is due: the entries of different orders in parallel (up to `parallelOrders`), each order's in turn and
   * never past an earlier one that waits for its retry. A transient failure stops the round; what was sent is marked in
   * one commit at the end (a mark lost in a crash only sends an idempotent call again).
   */
  private async round(): Promise<void> {
    this.resumeAt = undefined;
    const queues = [...scanOutbox(this.db, isoNow(this.clock)).due.values()];
    const finished: Finished[] = [];
    let halted = false;
    const worker = async (): Promise<void> => {
      for (let queue = queues.shift(); queue && !halted && !this.stopped; queue = queues.shift()) {
        for (const entry of queue) {
          if (halted || this.stopped) return;
          try {
            await this.send(entry);
            faultPoint('after-outbox-send');
            finished.push({ id: entry.id, state: 'done', error: null });
          } catch (error) {
            const message = (error as Error).message;
            const verdict = verdictOn(entry.kind, error, { refundFollows: () => refundQueuedAfter(this.db, entry) });
            if (verdict === 'retry') {
              halted = true;
              this.resumeAt = this.retryLater(entry, message);
              return;
            }
            const log = { entry: entry.id, kind: entry.kind, order: entry.order_id, err: message };
            if (verdict === 'done') this.logger.info(log, 'loyalty answered that an outbox call was already done');
            else this.logger.error(log, 'loyalty refused an outbox entry for good');
            finished.push({ id: entry.id, state: verdict, error: message });
          }
        }
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.min(parallelOrders, queues.length) }, worker));
    } finally {
      this.finish(finished);
    }
  }

  private async send(entry: OutboxRow): Promise<void> {
    if (entry.kind === 'reorder') return this.reorder(entry.order_id, JSON.parse(entry.request) as ReorderRequest);
    const request = JSON.parse(entry.request) as { closedAt?: string; refundId?: string; refundedAt?: string };
    if (entry.kind === 'close') await this.loyalty.close(entry.order_id, request.closedAt!);
    else await this.loyalty.refund(entry.order_id, request.refundId!, request.refundedAt!);
  }

  /**
   * Calculates and confirms the order that replaces a refunded one, then closes it when the payment is confirmed. A
   * confirm refused as "this id already has an order" (4005) is this entry's own earlier try, whose answer was lost: the
   * id is the bridge's, made when the step was recorded, so the close still follows.
   */
  private async reorder(orderId: string, request: ReorderRequest): Promise<void> {
    const order = {
      openedAt: request.openedAt,
      lines: [{ code: request.code, name: request.name, amountMinor: request.amountMinor }],
    };
    const calculation = await this.loyalty.calculate(request.phone, order);
    const body = this.loyalty.confirmBody(orderId, request.phone, order, calculation.fingerprint, request.amountMinor);
    try {
      await this.loyalty.confirm(body);
    } catch (error) {
      if (!(error instanceof LoyaltyApiError && error.code === loyaltyErrors.orderIdConflict.code)) throw error;
    }
    if (request.close) await this.loyalty.close(orderId, request.closedAt);
  }

  private finish(finished: readonly Finished[]): void {
    if (finished.length === 0) return;
    faultPoint('before-outbox-mark');
    const at = isoNow(this.clock);
    atomicUnsynced(this.db, () => {
      const mark = statement(
        this.db,
        'UPDATE loyalty_outbox SET state = ?, done_at = ?, last_error = ?, attempts = attempts + 1 WHERE id = ?',
      );
      for (const entry of finished) mark.run(entry.state, at, entry.error, entry.id);
      if (finished.some((entry) => entry.state === 'done')) this.setKv('sync.lastSuccessAt', at);
      const dead = finished.findLast((entry) => entry.state === 'dead');
      if (dead) this.setKv('sync.lastError', JSON.stringify({ at, message: dead.error }));
    });
    this.onChange();
  }

  /** Postpones an entry by its backoff; returns when it is due again (ms). */
  private retryLater(entry: OutboxRow, message: string): number {
    const at = new Date(this.clock());
    const next = new Date(at.getTime() + backoffMs(entry.attempts + 1)).toISOString();
    this.db.transaction(() => {
      statement(
        this.db,
        'UPDATE loyalty_outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?',
      ).run(next, message, entry.id);
      this.setKv('sync.lastError', JSON.stringify({ at: at.toISOString(), message }));
    })();
    this.logger.warn({ entry: entry.id, err: message, next }, 'loyalty call postponed');
    this.onChange();
    return Date.parse(next);
  }

  private setKv(key: string, value: string): void {
    statement(
      this.db,
      'INSERT INTO terminal_kv (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    ).run(key, value);
  }
}
