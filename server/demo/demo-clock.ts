import type { Clock } from '../config/clock.js';

/**
 * The demo's clock, which the seeding passes to the bridge: set to each moment of the venue's past as it is played, it
 * runs on from there with the machine's clock, so the records of one payment get the moments they would have had.
 */
export class DemoClock {
  private offsetMs = 0;

  readonly now: Clock = () => Date.now() + this.offsetMs;

  /** Sets the clock to `ms` (milliseconds since the epoch). */
  set(ms: number): void {
    this.offsetMs = ms - Date.now();
  }
}
