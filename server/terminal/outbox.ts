import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { Logger } from 'pino';
import type { SyncStatus } from '../../shared/api/terminal.js';
import { isTransient, LoyaltyApiError, loyaltyCodes } from '../loyalty-client/loyalty-client-errors.js';
import type { LoyaltyClient } from '../loyalty-client/loyalty-client.js';
import { faultPoint } from './fault-hook.js';
import { statement } from './statements.js';

/** `close` an order (confpay), `refund` it (voidpay), or `undo` one that may not exist (a failed or interrupted authpay). */
export type OutboxKind = 'close' | 'refund' | 'undo';

interface OutboxRow {
  readonly id: number;
  readonly kind: OutboxKind;
  readonly order_id: string;
  readonly request: string;
  readonly attempts: number;
}

/** Backoff after the n-th failed attempt: 1 s, 2 s, 4 s … up to 60 s. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000, 1000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Loyalty calls the bridge owes, kept in `loyalty_outbox` and sent in order until the service accepts them. A transient
 * failure (unreachable, timeout, 5xx) stops the round and retries with backoff; a refusal marks the entry `dead`.
 */
export class Outbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly loyalty: LoyaltyClient,
    private readonly logger: Logger,
    private readonly onChange: () => void = () => {},
  ) {}

  /** Adds an entry; call inside the transaction that records the payment's new state. */
  enqueue(paymentId: string, kind: OutboxKind, orderId: string, at: string): void {
    const request = kind === 'close' ? { closedAt: at } : { refundId: randomUUID(), refundedAt: at };
    statement(
      this.db,
      `INSERT INTO loyalty_outbox (payment_id, kind, order_id, request, next_attempt_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(paymentId, kind, orderId, JSON.stringify(request), at, at);
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
    } while (!this.stopped && this.hasDue());
    return this.status();
  }

  private hasDue(): boolean {
    return (
      statement(this.db, "SELECT 1 FROM loyalty_outbox WHERE state = 'pending' AND next_attempt_at <= ? LIMIT 1").get(
        new Date().toISOString(),
      ) !== undefined
    );
  }

  status(): SyncStatus {
    const counts = statement(
      this.db,
      `SELECT SUM(state = 'pending') AS pending, SUM(state = 'dead') AS dead FROM loyalty_outbox`,
    ).get() as { pending: number | null; dead: number | null };
    const kv = (key: string): string | null =>
      (statement(this.db, 'SELECT value FROM terminal_kv WHERE key = ?').pluck().get(key) as string | undefined) ??
      null;
    const lastError = kv('sync.lastError');
    return {
      pending: counts.pending ?? 0,
      dead: counts.dead ?? 0,
      lastSuccessAt: kv('sync.lastSuccessAt'),
      lastError: lastError ? (JSON.parse(lastError) as { at: string; message: string }) : null,
    };
  }

  stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    return this.running ?? Promise.resolve();
  }

  private schedule(): void {
    if (this.stopped) return;
    const next = statement(this.db, "SELECT MIN(next_attempt_at) FROM loyalty_outbox WHERE state = 'pending'")
      .pluck()
      .get() as string | null;
    if (!next) return;
    const delay = Math.max(0, Date.parse(next) - Date.now());
    this.timer = setTimeout(() => void this.kick(), delay);
    this.timer.unref();
  }

  private async round(): Promise<void> {
    const due = statement(
      this.db,
      "SELECT * FROM loyalty_outbox WHERE state = 'pending' AND next_attempt_at <= ? ORDER BY id LIMIT 100",
    ).all(new Date().toISOString()) as OutboxRow[];
    for (const entry of due) {
      if (this.stopped) return;
      try {
        await this.send(entry);
        faultPoint('after-outbox-send');
        this.finish(entry.id, 'done', null);
      } catch (error) {
        const message = (error as Error).message;
        if (isTransient(error)) {
          this.retryLater(entry, message);
          return;
        }
        this.logger.error({ entry: entry.id, kind: entry.kind, err: message }, 'loyalty refused an outbox entry');
        this.finish(entry.id, 'dead', message);
      }
    }
  }

  private async send(entry: OutboxRow): Promise<void> {
    const request = JSON.parse(entry.request) as { closedAt?: string; refundId?: string; refundedAt?: string };
    if (entry.kind === 'close') return this.loyalty.close(entry.order_id, request.closedAt!);
    try {
      await this.loyalty.refund(entry.order_id, request.refundId!, request.refundedAt!);
    } catch (error) {
      /** Undoing an order that was never created, or that is already aborted, leaves nothing to do. */
      const code = error instanceof LoyaltyApiError ? error.code : undefined;
      if (entry.kind === 'undo' && (code === loyaltyCodes.orderNotFound || code === loyaltyCodes.orderStateConflict))
        return;
      throw error;
    }
  }

  private finish(id: number, state: 'done' | 'dead', error: string | null): void {
    const at = new Date().toISOString();
    this.db.transaction(() => {
      statement(
        this.db,
        'UPDATE loyalty_outbox SET state = ?, done_at = ?, last_error = ?, attempts = attempts + 1 WHERE id = ?',
      ).run(state, at, error, id);
      if (state === 'done') this.setKv('sync.lastSuccessAt', at);
      else this.setKv('sync.lastError', JSON.stringify({ at, message: error }));
    })();
    this.onChange();
  }

  private retryLater(entry: OutboxRow, message: string): void {
    const at = new Date();
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
  }

  private setKv(key: string, value: string): void {
    statement(
      this.db,
      'INSERT INTO terminal_kv (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    ).run(key, value);
  }
}
