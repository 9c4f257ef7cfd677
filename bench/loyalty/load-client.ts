import { randomUUID } from 'node:crypto';
import http from 'node:http';

/**
 * One measured run: `concurrency` workers repeat a scenario for `seconds` over keep-alive connections, spread round
 * robin over the service instances at `urls` (worker w always calls `urls[w % urls.length]`).
 */
export interface LoadSpec {
  readonly urls: readonly string[];
  readonly apiKey: string;
  readonly scenario: 'wallet' | 'history' | 'lifecycle' | 'bare';
  readonly concurrency: number;
  readonly seconds: number;
  readonly guests: number;
}

export interface LoadResult {
  readonly operations: number;
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly errors: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** POSTs raw bytes over the shared keep-alive agent; resolves with the status and the whole answer. */
export function send(
  url: string,
  body: Buffer,
  headers: Readonly<Record<string, string>> = {},
): Promise<{ status: number; body: Buffer; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': body.length } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function post(url: string, apiKey: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const data = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': data.length, ApiKey: apiKey },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({ status: res.statusCode ?? 0, json: text ? (JSON.parse(text) as unknown) : undefined });
        });
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

const phone = (i: number) => `+7999${String(i).padStart(7, '0')}`;
const org = { type: 'posObjectId', id: 'b1' };
const order = {
  openedAt: '2025-03-01T12:00:00Z',
  items: [
    { product: { code: 'P1', name: 'Product 1' }, price: 150, cost: 150, quantity: 1 },
    { product: { code: 'P2', name: 'Product 2' }, price: 150, cost: 150, quantity: 1 },
  ],
};

/** One scenario iteration; resolves false when any answer was not a 200. */
async function iteration(spec: LoadSpec, url: string): Promise<boolean> {
  const base = `${url}/b2b/v1/loyalty`;
  const guest = { type: 'phone', phone: phone(Math.floor(Math.random() * spec.guests)) };
  switch (spec.scenario) {
    case 'bare':
      return (await post(`${url}/bare`, spec.apiKey, { organization: org, guest })).status === 200;
    case 'wallet':
      return (await post(`${base}/guests/getWallet`, spec.apiKey, { organization: org, guest })).status === 200;
    case 'history':
      return (await post(`${base}/guests/getOrdersHistory`, spec.apiKey, { organization: org, guest })).status === 200;
    case 'lifecycle': {
      const calc = await post(`${base}/orders/calculate`, spec.apiKey, { order, organization: org, guest });
      const fingerprint = (calc.json as { loyalty?: { fingerprint?: string } }).loyalty?.fingerprint;
      const id = randomUUID();
      const loyalty = { pattern: 'fingerprint', fingerprint: { value: fingerprint } };
      const confirm = await post(`${base}/orders/confirm`, spec.apiKey, {
        id,
        order,
        organization: org,
        guest,
        loyalty,
      });
      const close = await post(`${base}/orders/close`, spec.apiKey, { id, closedAt: '2025-03-01T12:30:00Z' });
      return calc.status === 200 && confirm.status === 200 && close.status === 200;
    }
  }
}

/** Runs the load and reports throughput and latency percentiles of whole iterations. */
export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  return runWorkers(spec.concurrency, spec.seconds, (worker) => iteration(spec, spec.urls[worker % spec.urls.length]));
}

/**
 * `concurrency` workers repeat `iteration(worker)` (false = an error) until `seconds` have passed, or until it answers
 * `'done'` when `seconds` is Infinity (a fixed list of requests); throughput and latency percentiles of iterations.
 */
export async function runWorkers(
  concurrency: number,
  seconds: number,
  iteration: (worker: number) => Promise<boolean | 'done'>,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (Date.now() < end) {
        const t = process.hrtime.bigint();
        const ok = await iteration(worker);
        if (ok === 'done') return;
        if (!ok) errors++;
        latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
      }
    }),
  );
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return {
    operations: latencies.length,
    perSecond: latencies.length / elapsed,
    p50Ms: pct(0.5),
    p95Ms: pct(0.95),
    errors,
  };
}
