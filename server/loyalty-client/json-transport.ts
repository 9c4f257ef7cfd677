import http from 'node:http';
import https from 'node:https';

/** One answer of the service: status and body text. */
export interface TransportAnswer {
  readonly status: number;
  readonly text: string;
}

export interface PostOptions {
  readonly headers: Readonly<Record<string, string>>;
  readonly signal: AbortSignal;
  /**
   * True when sending the same request twice does no harm (reads, and writes keyed by an id the bridge chose): such a
   * request is sent once more when a kept-alive connection turns out closed by the service before it answered.
   */
  readonly idempotent: boolean;
}

/**
 * Keep-alive agents shared by every call: the terminal makes four calls per payment, and a new connection each time
 * costs more than the call. Idle connections are dropped after 30 s, before most services drop them.
 */
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 64, timeout: 30_000 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 64, timeout: 30_000 }),
};

/** POSTs a JSON body over node:http(s) with keep-alive; rejects on network errors and when `signal` aborts. */
export async function postJson(url: URL, body: string, options: PostOptions): Promise<TransportAnswer> {
  try {
    return await send(url, body, options);
  } catch (error) {
    if (!options.idempotent || !(error instanceof StaleConnectionError)) throw error;
    return send(url, body, options);
  }
}

/** What a network error says in a few words: its code (`ECONNREFUSED`), its cause's, or its message. */
export function networkCause(error: unknown): string {
  const { code, cause, message } = error as { code?: string; cause?: { code?: string }; message?: string };
  return code ?? cause?.code ?? message ?? String(error);
}

/** A kept-alive connection the service had already closed: the request never reached it. */
class StaleConnectionError extends Error {
  override readonly name = 'StaleConnectionError';
}

function send(url: URL, body: string, options: PostOptions): Promise<TransportAnswer> {
  const protocol = url.protocol === 'https:' ? 'https:' : 'http:';
  const request = protocol === 'https:' ? https.request : http.request;
  const payload = Buffer.from(body);
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      agent: agents[protocol],
      signal: options.signal,
      headers: { ...options.headers, 'content-length': payload.length },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      const stale = req.reusedSocket && !options.signal.aborted && ['ECONNRESET', 'EPIPE'].includes(error.code ?? '');
      reject(stale ? new StaleConnectionError(error.message, { cause: error }) : error);
    });
    req.end(payload);
  });
}
