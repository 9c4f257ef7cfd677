import http from 'node:http';

/** A payment the window's stream announced waiting for the guest, stamped on arrival (performance.now()). */
export interface Announced {
  readonly id: string;
  readonly at: number;
}

export interface WindowStream {
  /** The next payment of `station` waiting for the guest (one announced before the call is not lost). */
  awaiting(station: string): Promise<Announced>;
  close(): void;
}

/** The window's event stream, as the cashier's window reads it: only the payments waiting for the guest are parsed. */
export function watchPayments(url: string, token: string): WindowStream {
  const early = new Map<string, Announced[]>();
  const waiters = new Map<string, (arrived: Announced) => void>();
  let buffer = '';
  const req = http.get(`${url}/api/terminal/events`, { headers: { 'x-tillbridge-token': token } }, (res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      const at = performance.now();
      const blocks = (buffer + chunk).split('\n\n');
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        /** The confirmations of a confpay round are not parsed: the bench's own CPU stays out of the rounds. */
        if (!block.startsWith('event: payment\n') || !block.includes('"state":"awaiting_guest"')) continue;
        const row = JSON.parse(block.slice(block.indexOf('data: ') + 6)) as {
          id: string;
          station: string;
          state: string;
        };
        if (row.state !== 'awaiting_guest') continue;
        const wake = waiters.get(row.station);
        waiters.delete(row.station);
        if (wake) wake({ id: row.id, at });
        else early.set(row.station, [...(early.get(row.station) ?? []), { id: row.id, at }]);
      }
    });
  });
  return {
    awaiting(station) {
      const queued = early.get(station)?.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve) => waiters.set(station, resolve));
    },
    close: () => req.destroy(),
  };
}

/** Waits until the bridge's outbox has sent everything; resolves with how long that took (ms, polled every 20 ms). */
export async function waitForEmptyOutbox(bridge: string, token: string): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 300_000) {
    const status = (await (
      await fetch(`${bridge}/api/terminal/sync`, { headers: { 'x-tillbridge-token': token } })
    ).json()) as { pending: number; dead: number };
    if (status.dead > 0) throw new Error(`${status.dead} outbox entries were refused`);
    if (status.pending === 0) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the outbox did not empty within 300 s');
}
