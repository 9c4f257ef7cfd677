/** How long a looked-up guest stays the target of "Accrue bonuses", and an entered accrual waits for its reason. */
export const guestMemoryMs = 5 * 60_000;

/** A guest as the menu names them: the phone, the card or phone shown masked, and the name when the guest has one. */
export interface RememberedGuest {
  readonly phone: string;
  readonly label: string;
  readonly name: string | undefined;
}

/** An accrual entered for the remembered guest and not yet given its reason. */
export interface PendingAccrual {
  readonly guest: RememberedGuest;
  readonly amountMinor: number;
}

interface StationMemory {
  guest: RememberedGuest;
  at: number;
  pending?: { amountMinor: number; at: number } | undefined;
}

/**
 * The guest last looked up from the menu, per station (a request without `SrcID` is a station of its own): "Accrue
 * bonuses" proposes an amount for them, "Accrual reason" credits it, each within a few minutes.
 */
export class GuestMemory {
  private readonly stations = new Map<string, StationMemory>();

  remember(station: string, guest: RememberedGuest, now: Date): void {
    this.stations.set(station, { guest, at: now.getTime() });
  }

  recall(station: string, now: Date): RememberedGuest | undefined {
    const memory = this.stations.get(station);
    return memory && now.getTime() - memory.at <= guestMemoryMs ? memory.guest : undefined;
  }

  /** Keeps the amount to credit the remembered guest until the reason comes; false when no guest is remembered. */
  propose(station: string, amountMinor: number, now: Date): boolean {
    const memory = this.stations.get(station);
    if (!memory || !this.recall(station, now)) return false;
    memory.pending = { amountMinor, at: now.getTime() };
    return true;
  }

  /** The accrual waiting for its reason, taken (it is credited once); undefined when none or too old. */
  take(station: string, now: Date): PendingAccrual | undefined {
    const memory = this.stations.get(station);
    const pending = memory?.pending;
    if (!memory || !pending) return undefined;
    memory.pending = undefined;
    if (now.getTime() - pending.at > guestMemoryMs) return undefined;
    return { guest: memory.guest, amountMinor: pending.amountMinor };
  }

  /** Puts back an accrual the loyalty service did not take, so the cashier can try the reason again. */
  restore(station: string, accrual: PendingAccrual, now: Date): void {
    const memory = this.stations.get(station);
    if (memory) memory.pending = { amountMinor: accrual.amountMinor, at: now.getTime() };
  }
}
