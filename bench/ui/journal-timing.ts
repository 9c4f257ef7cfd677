import type { Database } from 'better-sqlite3';
import { percentile } from '../bench-support.js';

/** Searches the bench runs: what a manager types, and what kind of match it is. */
export const searches: readonly { readonly q: string; readonly what: string }[] = [
  { q: 'Мария', what: 'guest name (~12,000 matches)' },
  { q: '5536910000000123', what: 'whole card number (~100)' },
  { q: '+7 999 012', what: 'phone as typed (many)' },
  { q: '104729', what: 'auth code (few)' },
  { q: '00000000-0000-4000-8000-0000000999', what: 'ActionID start' },
];

export interface Timing {
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
}

export function timing(samples: readonly number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)! };
}

/** The API: a page of 100 with its total, over HTTP with the token, every search `rounds` times. */
export async function apiTimes(url: string, token: string, rounds: number): Promise<number[]> {
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++)
    for (const { q } of searches) {
      const started = performance.now();
      const response = await fetch(`${url}/api/journal/payments?${new URLSearchParams({ q, limit: '100' })}`, {
        headers: { 'x-tillbridge-token': token },
      });
      await response.json();
      if (!response.ok) throw new Error(`search ${q} answered ${response.status}`);
      samples.push(performance.now() - started);
    }
  return samples;
}

/** The baseline, side by side: a bare SELECT of one page (newest 100) over the same table, no filter, no count. */
export function bareSelectTimes(db: Database, count: number): number[] {
  const statement = db.prepare('SELECT * FROM payments ORDER BY created_at DESC LIMIT 100 OFFSET ?');
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    statement.all((i * 997) % 1000);
    samples.push(performance.now() - started);
  }
  return samples;
}

/** The server's total for a search, as the UI will show it ("12,345 payments"). */
export async function expectedCount(url: string, token: string, q: string): Promise<string> {
  const response = await fetch(`${url}/api/journal/payments?${new URLSearchParams({ q, limit: '1' })}`, {
    headers: { 'x-tillbridge-token': token },
  });
  const { total } = (await response.json()) as { total: number };
  return `${total.toLocaleString('en')} ${total === 1 ? 'payment' : 'payments'}`;
}
