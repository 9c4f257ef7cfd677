/** What an authpay waited for, for its Server-Timing header (docs/protocol.md): the cashier and the loyalty calls. */
export interface AuthpayTiming {
  /** From the payment's announcement on the window's stream to the cashier's input arriving. */
  readonly guestMs: number;
  /** The loyalty calls' wall time, as the bridge saw them. */
  readonly loyaltyMs: number;
}

/** Per held authpay: when it was announced, when the cashier's input arrived, the loyalty calls' time so far. */
interface HeldClock {
  readonly announcedAt: number;
  inputAt?: number;
  readonly loyalty: { ms: number };
}

/** The clocks of the authpays this process holds, read once when each is answered. */
export class AuthpayClocks {
  private readonly clocks = new Map<string, HeldClock>();

  /** The payment was announced to the window now. */
  start(id: string): void {
    this.clocks.set(id, { announcedAt: performance.now(), loyalty: { ms: 0 } });
  }

  /** The cashier's input arrived at `at`; returns the counter the loyalty calls add their time to. */
  inputArrived(id: string, at: number): { ms: number } | undefined {
    const clock = this.clocks.get(id);
    if (clock) clock.inputAt = at;
    return clock?.loyalty;
  }

  /** The held authpay's timing (once: it is forgotten); undefined for a payment this process did not open. */
  take(id: string): AuthpayTiming | undefined {
    const clock = this.clocks.get(id);
    this.clocks.delete(id);
    if (!clock) return undefined;
    return { guestMs: (clock.inputAt ?? performance.now()) - clock.announcedAt, loyaltyMs: clock.loyalty.ms };
  }
}
