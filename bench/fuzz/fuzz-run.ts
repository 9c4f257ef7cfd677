import { request } from 'undici';
import type { Body } from './text-mutations.js';

/** One request of a fuzz run. */
export interface FuzzRequest {
  readonly path: string;
  readonly body: Body;
  readonly headers?: Readonly<Record<string, string>>;
}

/** The reply as the checker sees it. */
export interface FuzzReply {
  readonly status: number;
  readonly contentType: string;
  readonly text: string;
}

/** What one target's run gave: bodies sent, replies by status, the replies that broke the rules, the time taken. */
export interface FuzzTally {
  readonly target: string;
  sent: number;
  readonly byStatus: Map<number, number>;
  /** A description of each reply that was a 5xx, an undescribed 4xx or no reply at all (the first 20 kept). */
  readonly failures: string[];
  failureCount: number;
  ms: number;
}

/** Returns why a reply breaks the rules, or undefined when it is fine. */
export type ReplyCheck = (reply: FuzzReply) => string | undefined;

/** No 5xx; a 4xx carries a description (the check of the target's protocol). */
export function checkReply(describes: ReplyCheck): ReplyCheck {
  return (reply) => {
    if (reply.status >= 500) return `${reply.status}: ${reply.text.slice(0, 200)}`;
    if (reply.status >= 400) return describes(reply);
    return undefined;
  };
}

/** Plain text, not empty: the station protocol's errors. */
export const describedInText: ReplyCheck = (reply) =>
  reply.contentType.startsWith('text/plain') && reply.text.trim() !== ''
    ? undefined
    : `${reply.status} without a text description (${reply.contentType}): ${JSON.stringify(reply.text.slice(0, 200))}`;

/** The loyalty API's error JSON: `{"error":{"code","message"}}` below /b2b/v1, `{"message"}` below /guest/v1. */
export function describedInJson(path: string): ReplyCheck {
  return (reply) => {
    let body: { error?: { code?: unknown; message?: unknown }; message?: unknown } | undefined;
    try {
      body = JSON.parse(reply.text) as typeof body;
    } catch {
      body = undefined;
    }
    const described = path.startsWith('/guest/')
      ? nonEmpty(body?.message)
      : nonEmpty(body?.error?.code) && nonEmpty(body?.error?.message);
    return described
      ? undefined
      : `${reply.status} without the API's error JSON: ${JSON.stringify(reply.text.slice(0, 200))}`;
  };
}

const nonEmpty = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

/** POSTs one body and reads the whole reply (undici's request: fetch's `Sec-Fetch-Mode` is refused on the station port). */
export async function send(baseUrl: string, fuzzed: FuzzRequest): Promise<FuzzReply> {
  const reply = await request(baseUrl + fuzzed.path, {
    method: 'POST',
    headers: { ...fuzzed.headers },
    body: fuzzed.body,
  });
  return {
    status: reply.statusCode,
    contentType: String(reply.headers['content-type'] ?? ''),
    text: await reply.body.text(),
  };
}

/**
 * Sends `count` generated requests, `concurrency` at a time, checking each reply. `make(i)` builds request `i`
 * (deterministic per index, so a failure names the seed and index that reproduce it).
 */
export async function fuzzTarget(
  target: string,
  baseUrl: string,
  count: number,
  make: (index: number) => FuzzRequest & { readonly check: ReplyCheck },
  concurrency = 8,
): Promise<FuzzTally> {
  const tally: FuzzTally = { target, sent: 0, byStatus: new Map(), failures: [], failureCount: 0, ms: 0 };
  const started = performance.now();
  let next = 0;
  const fail = (index: number, request: FuzzRequest, why: string): void => {
    tally.failureCount++;
    const body = typeof request.body === 'string' ? request.body : request.body.toString('latin1');
    if (tally.failures.length < 20)
      tally.failures.push(`#${index} POST ${request.path} ${JSON.stringify(body.slice(0, 300))} → ${why}`);
  };
  const worker = async (): Promise<void> => {
    while (next < count) {
      const index = next++;
      const request = make(index);
      tally.sent++;
      let reply: FuzzReply;
      try {
        reply = await send(baseUrl, request);
      } catch (error) {
        tally.byStatus.set(0, (tally.byStatus.get(0) ?? 0) + 1);
        fail(index, request, `no reply: ${(error as Error).message}`);
        continue;
      }
      tally.byStatus.set(reply.status, (tally.byStatus.get(reply.status) ?? 0) + 1);
      const why = request.check(reply);
      if (why !== undefined) fail(index, request, why);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  tally.ms = performance.now() - started;
  return tally;
}
