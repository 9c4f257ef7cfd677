import net from 'node:net';

export interface SlowRequest {
  /** Written at once when the connection opens (e.g. a whole request head). */
  readonly start?: string;
  /** Then written one byte at a time, every `everyMs`. */
  readonly trickle: string;
  readonly everyMs: number;
}

export interface SlowOutcome {
  /** What the server wrote before it closed the connection. */
  readonly received: string;
  /** How many bytes of `trickle` went out before the close. */
  readonly trickled: number;
}

/** A client that sends its request slowly over a raw socket; resolves once the server closes the connection. */
export function sendSlowly(url: string, request: SlowRequest): Promise<SlowOutcome> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let received = '';
    let trickled = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ received, trickled });
    });
    socket.on('connect', () => {
      if (request.start) socket.write(request.start);
      timer = setInterval(() => {
        if (trickled >= request.trickle.length || socket.destroyed) return clearInterval(timer);
        socket.write(request.trickle[trickled]!);
        trickled++;
      }, request.everyMs);
    });
  });
}

/** A request head that takes far longer to trickle than any test waits: its header value alone is 100,000 bytes. */
export const endlessHead = `GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${'a'.repeat(100_000)}\r\n\r\n`;
