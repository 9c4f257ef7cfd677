import { LoyaltyLoginError, LoyaltyUnavailableError } from '../../loyalty-client/loyalty-client-errors.js';
import type { CheckDeps } from './check-deps.js';
import type { KeyedLocks } from '../../http/keyed-locks.js';
import { settleConfirming } from './check-payment.js';
import { closeCheck, refundCheck } from './check-settlement.js';
import { getCheck, unfinishedChecks, type CheckRow } from './check-store.js';

/** Backoff after the n-th round that met an unreachable service: 1 s, 2 s, 4 s … up to 60 s. */
function backoffMs(failures: number): number {
  return Math.min(60_000, 1000 * 2 ** Math.max(0, failures - 1));
}

/**
 * The checks' own outbox: the intents a crash or an unreachable service left (`confirming`, `closing`, `refunding`)
 * are finished in the background and on start. A confirm the till was never answered for is put back to what the till
 * was told (settleConfirming); a close or a refund the till was told of is sent (idempotent: the same order id, the
 * same derived refund id), so an accrual is never lost nor doubled.
 */
export class CheckRecovery {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private failures = 0;
  private stopped = false;

  constructor(
    private readonly deps: CheckDeps,
    private readonly locks: KeyedLocks,
  ) {}

  /** Runs a round now (or returns the running one); schedules the next while something is left. */
  kick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.running ??= this.round().finally(() => {
      this.running = undefined;
      this.schedule();
    });
    return this.running;
  }

  /** Checks whose intent is not finished yet (tests, status). */
  pending(): number {
    return unfinishedChecks(this.deps.db).length;
  }

  stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    return this.running ?? Promise.resolve();
  }

  private schedule(): void {
    clearTimeout(this.timer);
    if (this.stopped || this.pending() === 0) return;
    this.timer = setTimeout(() => void this.kick(), backoffMs(this.failures));
    this.timer.unref();
  }

  private async round(): Promise<void> {
    for (const row of unfinishedChecks(this.deps.db)) {
      if (this.stopped) return;
      try {
        await this.locks.run(row.order_id, () => this.finish(row.order_id));
      } catch (error) {
        if (error instanceof LoyaltyUnavailableError || error instanceof LoyaltyLoginError) {
          this.failures++;
          return;
        }
        this.deps.logger.error({ order: row.order_id, err: (error as Error).message }, 'FarCards recovery refused');
      }
    }
    this.failures = 0;
  }

  private async finish(orderId: string): Promise<void> {
    const row: CheckRow | undefined = getCheck(this.deps.db, orderId);
    if (!row) return;
    if (row.state === 'confirming') await settleConfirming(this.deps, row);
    else if (row.state === 'closing') {
      if (!(await closeCheck(this.deps, row)).sent) throw new LoyaltyUnavailableError('unreachable', 'close not sent');
    } else if (row.state === 'refunding') {
      const sent = (await refundCheck(this.deps, row, 0)).sent;
      if (!sent) throw new LoyaltyUnavailableError('unreachable', 'refund not sent');
    }
  }
}
