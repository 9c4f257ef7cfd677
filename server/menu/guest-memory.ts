/** How long a looked-up guest stays the target of "Accrue bonuses". */
export const guestMemoryMs = 5 * 60_000;

/** The guest last looked up from the menu on this till: "Accrue bonuses" applies to them for a few minutes. */
export class GuestMemory {
  private current: { phone: string; label: string; at: number } | undefined;

  remember(phone: string, label: string, now: Date): void {
    this.current = { phone, label, at: now.getTime() };
  }

  recall(now: Date): { phone: string; label: string } | undefined {
    const current = this.current;
    if (!current || now.getTime() - current.at > guestMemoryMs) return undefined;
    return { phone: current.phone, label: current.label };
  }
}
