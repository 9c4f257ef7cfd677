import os from 'node:os';
import type { Row } from '../report-sections.js';
import type { MergedSection } from '../report-sections.js';
import type { TillsResult } from './many-tills-load.js';

/** What the one-guest bench measured beside the load: PostgreSQL's own count of deadlocks, and the wallets' check. */
export interface TillsCheck {
  readonly deadlocks: number;
  readonly guests: number;
  /** Guests whose balance differs from the sum of their ledger (0 when every wallet is exact). */
  readonly balancesOff: number;
}

/** Its row and note in bench/results/loyalty.md, which the loyalty bench keeps when it rewrites that file. */
export const oneGuestSection: MergedSection = {
  metric: 'one guest, many tills: 12 tills × 6 guests, PostgreSQL, 1 instance',
  notePrefix: 'One guest, many tills:',
};

const ms = (v: number) => `${v.toFixed(0)} ms`;

export function oneGuestRow(shared: TillsResult, own: TillsResult, check: TillsCheck): Row {
  return {
    metric: oneGuestSection.metric,
    tillbridge: `p99 ${ms(shared.p99Ms)}, ${shared.errors} errors (${shared.serverErrors} of them 9500), ${check.deadlocks} deadlocks; ${shared.requests} requests, p50 ${ms(shared.p50Ms)}, max ${ms(shared.maxMs)}`,
    baseline: `12 tills × 12 guests (none shared): p99 ${ms(own.p99Ms)}, ${own.errors} errors; ${own.requests} requests`,
    target: '0 errors, p99 < 1 s',
    pass:
      shared.errors === 0 &&
      own.errors === 0 &&
      shared.p99Ms < 1000 &&
      check.deadlocks === 0 &&
      check.balancesOff === 0,
  };
}

export function oneGuestNote(seconds: number, settings: string, check: TillsCheck, shared: TillsResult): string {
  const wallets =
    check.balancesOff === 0
      ? `every one of the ${check.guests} balances equal to the sum of its ledger`
      : `${check.balancesOff} of ${check.guests} balances differ from the sum of their ledger`;
  const failed = shared.firstErrors.length ? ` First errors: ${shared.firstErrors.join('; ')}.` : '';
  return `${oneGuestSection.notePrefix} measured ${new Date().toISOString()} by \`npm run bench -- loyalty-one-guest\` (bench/loyalty-one-guest-bench.ts), on a PostgreSQL of its own (${settings}) and one \`npm run loyalty\` instance (pool of 10). A load process runs 12 tills for ${seconds} s: till t pays for the six guests in turn, starting at guest t mod 6 (two tills per guest at the start; as the tills drift apart, any guest may meet several at once), and every round is calculate, confirm with a write-off of 10 bonuses, close with the accrual, plus a reset and a second confirm every fifth round, an addBonus every third and a refund (one line or the whole order) every second; each request's latency counts. The baseline, in the same run after it, gives each till a guest of its own. Deadlocks are PostgreSQL's own count for the database (pg_stat_database, the ones the service retried included), read once the instance has stopped; then ${wallets}. Load average ${os.loadavg()[0]?.toFixed(1)} at the end.${failed}`;
}
