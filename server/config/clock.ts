/**
 * What tells the time, in milliseconds since the epoch as `Date.now` does. The composition root passes one down to
 * whatever stamps a time on a record (payments, shifts, orders, the ledger); the demo passes its own to play a venue's
 * past. Durations and deadlines (timeouts, retries) keep to the machine's clock.
 */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/** The clock's time as the ISO timestamp the databases store. */
export function isoNow(clock: Clock): string {
  return new Date(clock()).toISOString();
}
