import http from 'node:http';
import { percentile } from '../bench-support.js';
import { tillRound, type TillAnswer, type TillPost } from '../../server/loyalty/test-support/many-tills.js';

/** Tills paying for guests on one service instance for a while (the load process's half of the bench). */
export interface TillsSpec {
  readonly url: string;
  readonly apiKey: string;
  /** The guests each till pays for, one after the other, round by round (one list per till). */
  readonly phones: readonly (readonly string[])[];
  readonly seconds: number;
}

export interface TillsResult {
  readonly requests: number;
  readonly rounds: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  /** Answers that were not a 200, and how many of them were 9500 (a server error such as a deadlock). */
  readonly errors: number;
  readonly serverErrors: number;
  /** `path status code` of the first few errors, to show what failed. */
  readonly firstErrors: readonly string[];
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** A till's POST over the keep-alive agent: the status and the parsed JSON answer. */
function poster(url: string, apiKey: string): TillPost {
  return (path, body) => {
    const data = Buffer.from(JSON.stringify(body));
    return new Promise((resolve, reject) => {
      const req = http.request(
        `${url}/b2b/v1/loyalty${path}`,
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
            resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as unknown) : undefined });
          });
        },
      );
      req.on('error', reject);
      req.end(data);
    });
  };
}

/** Every till repeats rounds (many-tills.ts) until `seconds` have passed; the latency of each request. */
export async function runTills(spec: TillsSpec): Promise<TillsResult> {
  const post = poster(spec.url, spec.apiKey);
  const answers: TillAnswer[] = [];
  let rounds = 0;
  const end = Date.now() + spec.seconds * 1000;
  await Promise.all(
    spec.phones.map(async (phones, till) => {
      for (let round = 0; Date.now() < end; round++) {
        const phone = phones[round % phones.length]!;
        answers.push(...(await tillRound(post, { venue: till % 2 ? 'b2' : 'b1', phone, round })));
        rounds++;
      }
    }),
  );
  const latencies = answers.map((a) => a.ms).sort((a, b) => a - b);
  const failed = answers.filter((a) => a.status !== 200);
  return {
    requests: answers.length,
    rounds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: latencies.at(-1) ?? 0,
    errors: failed.length,
    serverErrors: failed.filter((a) => a.code === '9500').length,
    firstErrors: failed.slice(0, 5).map((a) => `${a.path} ${a.status} ${a.code ?? ''}`),
  };
}
