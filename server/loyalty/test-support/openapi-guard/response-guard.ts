import http from 'node:http';
import { apiDocuments } from './api-documents.js';
import type { ObservedResponse, ResponseChecker } from './response-check.js';

/**
 * The documented prefixes, known without loading the documents or the checker (Ajv): both load at the first answer
 * below one, so a test file that meets none does not pay for them.
 */
const prefixes = ['/b2b/v1/', '/guest/v1/', '/admin/api/', '/health', '/openapi.json'];

let checker: Promise<ResponseChecker> | undefined;
/** Ports of loopback servers that stand for another service (a vendor's, a failing one): their answers are not ours. */
const exemptPorts = new Set<string>();
const pending = new Set<Promise<void>>();
const violations = new Set<string>();

function record(observed: ObservedResponse): void {
  if (!prefixes.some((prefix) => observed.url.startsWith(prefix))) return;
  checker ??= Promise.all([apiDocuments(), import('./response-check.js')]).then(
    ([documents, { ResponseChecker }]) => new ResponseChecker(documents),
  );
  const done: Promise<void> = checker
    .then((c) => {
      const violation = c.check(observed);
      if (violation) violations.add(violation);
    })
    .catch((error: unknown) => {
      violations.add(`${observed.method} ${observed.url}: the check failed: ${String(error)}`);
    })
    .finally(() => pending.delete(done));
  pending.add(done);
}

/** Every fetch of a documented path, checked from a clone once the answer has arrived (also from child processes). */
function wrapFetch(): void {
  const original = globalThis.fetch;
  if (typeof original !== 'function') return;
  globalThis.fetch = async (input, init) => {
    const response = await original(input, init);
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request?.url ?? (input instanceof URL ? input.href : String(input)));
    const method = init?.method ?? request?.method ?? 'GET';
    if (!prefixes.some((prefix) => url.pathname.startsWith(prefix)) || exemptPorts.has(url.port)) return response;
    const read = response
      .clone()
      .text()
      .then(
        (body) =>
          record({
            method,
            url: url.pathname,
            status: response.status,
            contentType: response.headers.get('content-type') ?? undefined,
            body,
          }),
        () => undefined,
      );
    const done: Promise<void> = read.finally(() => pending.delete(done));
    pending.add(done);
    return response;
  };
}

type Chunk = string | Buffer | Uint8Array;
const captured = new WeakMap<http.ServerResponse, { chunks: Buffer[]; contentType?: string }>();

function capture(res: http.ServerResponse, chunk: unknown, encoding: unknown): void {
  const state = captured.get(res);
  if (!state || chunk === undefined || chunk === null || typeof chunk === 'function') return;
  state.chunks.push(
    typeof chunk === 'string'
      ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
      : Buffer.from(chunk as Uint8Array),
  );
}

/**
 * Every answer an in-process server gives to a documented path, whatever the client (fetch, http.request of the
 * bridge's loyalty client, a browser): the body as written, checked when the answer ends.
 */
function wrapServerResponses(): void {
  const proto = http.ServerResponse.prototype;
  const { write, end, writeHead } = proto;
  proto.writeHead = function (this: http.ServerResponse, ...args: unknown[]) {
    const headers = args.find((a) => a !== null && typeof a === 'object') as Record<string, unknown> | undefined;
    const type = headers && Object.entries(headers).find(([k]) => k.toLowerCase() === 'content-type')?.[1];
    start(this);
    const state = captured.get(this);
    if (state && typeof type === 'string') state.contentType = type;
    return (writeHead as (...a: unknown[]) => http.ServerResponse).apply(this, args);
  } as typeof proto.writeHead;
  proto.write = function (this: http.ServerResponse, chunk: Chunk, ...rest: unknown[]) {
    start(this);
    capture(this, chunk, rest[0]);
    return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof proto.write;
  proto.end = function (this: http.ServerResponse, ...args: unknown[]) {
    start(this);
    capture(this, args[0], args[1]);
    const state = captured.get(this);
    if (state && this.req) {
      const header = this.getHeader('content-type');
      record({
        method: this.req.method ?? 'GET',
        url: (this.req as { originalUrl?: string }).originalUrl ?? this.req.url ?? '/',
        status: this.statusCode,
        contentType: state.contentType ?? (typeof header === 'string' ? header : undefined),
        body: Buffer.concat(state.chunks).toString('utf8'),
      });
      captured.delete(this);
    }
    return (end as (...a: unknown[]) => http.ServerResponse).apply(this, args);
  } as typeof proto.end;
}

function start(res: http.ServerResponse): void {
  if (captured.has(res) || !res.req || res.writableEnded) return;
  if (exemptPorts.has(String(res.req.socket.localPort))) return;
  const url = (res.req as { originalUrl?: string }).originalUrl ?? res.req.url ?? '';
  if (prefixes.some((prefix) => url.startsWith(prefix))) captured.set(res, { chunks: [] });
}

/**
 * A test server at `url` plays another service (the vendor's cloud, one that fails on purpose): what it answers is
 * not checked. The real service behind such a proxy is still checked, on its own port.
 */
export function exemptFromResponseGuard(url: string): void {
  exemptPorts.add(new URL(url).port);
}

/**
 * Ends the exemptions of the test file before: files share a worker (vitest.config.ts, `isolate: false`), and a port
 * one file's stand-in used may be a real service's port in the next.
 */
export function forgetExemptions(): void {
  exemptPorts.clear();
}

let installed = false;

/** Starts checking every answer this worker's tests receive or give against the loyalty service's documents. */
export function installResponseGuard(): void {
  if (installed) return;
  installed = true;
  wrapFetch();
  wrapServerResponses();
}

/** The answers the documents do not allow since the last call, once every answer seen so far has been checked. */
export async function takeViolations(): Promise<string[]> {
  while (pending.size > 0) await Promise.all([...pending]);
  const found = [...violations];
  violations.clear();
  return found;
}
