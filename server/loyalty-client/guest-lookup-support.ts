import type { GuestLookupMode } from '../../shared/api/payment-prompt.js';

/** How long a loyalty service known not to offer card and code lookup is believed before it is asked again. */
export const lookupRecheckMs = 10 * 60_000;

interface Known {
  readonly mode: GuestLookupMode;
  readonly at: number;
}

/**
 * What the bridge knows of each loyalty service's guest lookup (per base URL, in memory, so a restart asks again):
 * `all` when `guests/find` (this project's own call) answers, `phone` when it is 404, as on the vendor's own cloud,
 * whose guests are found by phone only (`guests/get`). Unknown until a lookup or a probe tells.
 */
export class GuestLookupSupport {
  private readonly known = new Map<string, Known>();
  private readonly listeners = new Set<(mode: GuestLookupMode) => void>();

  constructor(
    private readonly recheckMs = lookupRecheckMs,
    private readonly now: () => number = Date.now,
  ) {}

  /** The mode the prompt offers for a service: `phone` once it answered 404 to a card or code lookup, else `all`. */
  mode(url: string): GuestLookupMode {
    return this.known.get(url)?.mode ?? 'all';
  }

  /** True when a card or code lookup at `url` may be refused without asking: it was 404 within the re-check time. */
  phoneOnlyFresh(url: string): boolean {
    const known = this.known.get(url);
    return known?.mode === 'phone' && this.now() - known.at < this.recheckMs;
  }

  /** True when the service's mode is unknown, or is `phone` and older than the re-check time. */
  due(url: string): boolean {
    const known = this.known.get(url);
    return known === undefined || (known.mode === 'phone' && !this.phoneOnlyFresh(url));
  }

  /** Records what the service answered; listeners hear a change of mode. */
  record(url: string, mode: GuestLookupMode): void {
    const before = this.mode(url);
    this.known.set(url, { mode, at: this.now() });
    if (mode !== before) for (const listener of this.listeners) listener(mode);
  }

  onChange(listener: (mode: GuestLookupMode) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
