import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { RequestListener } from 'node:http';
import { StartupError } from '../errors/startup-error.js';

/**
 * How long a client may take to send a request: its head (`headersMs`), and the whole of it, body included
 * (`requestMs`). Both count until the request has been received, not until it is answered: a reply held open (authpay
 * waiting for the guest, the window's event stream) is never cut by them. A connection over either gets 408 and is closed.
 */
export interface RequestTimeouts {
  readonly headersMs: number;
  readonly requestMs: number;
}

export const defaultRequestTimeouts: RequestTimeouts = { headersMs: 10_000, requestMs: 30_000 };

/** Starts an HTTP server, turning the usual bind failures into one-line start-up errors. */
export function listen(
  handler: RequestListener,
  host: string,
  port: number,
  timeouts: RequestTimeouts = defaultRequestTimeouts,
): Promise<http.Server> {
  const server = http.createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      /** How often Node looks for late requests (its default, 30 s, would let a head take up to 40 s). */
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(timeouts.headersMs / 3)),
    },
    handler,
  );
  trackRequests(server);
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const where = `${host}:${port}`;
      const reasons: Record<string, string> = {
        EADDRINUSE: `Port ${port} on ${host} is already in use (is Tillbridge already running?): pick another with --port.`,
        EACCES: `Not allowed to listen on ${where}: pick a port above 1023 with --port or run with the needed rights.`,
        EADDRNOTAVAIL: `Address ${host} is not on this machine: pick one of its addresses with --host.`,
      };
      reject(new StartupError(reasons[error.code ?? ''] ?? `Cannot listen on ${where}: ${error.message}.`));
    });
    server.listen(port, host, () => resolve(server));
  });
}

/** The base URL a client uses to reach a listening server. */
export function serverUrl(server: http.Server): string {
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** Requests in progress per connection, so a close can end every other connection, including ones never used. */
const inProgress = new WeakMap<http.Server, Map<Socket, number>>();

function trackRequests(server: http.Server): void {
  const sockets = new Map<Socket, number>();
  inProgress.set(server, sockets);
  server.on('connection', (socket: Socket) => {
    sockets.set(socket, 0);
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const socket = req.socket;
    sockets.set(socket, (sockets.get(socket) ?? 0) + 1);
    res.once('close', () => {
      if (sockets.has(socket)) sockets.set(socket, Math.max(0, (sockets.get(socket) ?? 1) - 1));
    });
  });
}

/** Ends the connections with no request in progress (Node 20's closeIdleConnections misses never-used ones). */
function closeUnusedConnections(server: http.Server): void {
  server.closeIdleConnections();
  for (const [socket, requests] of inProgress.get(server) ?? []) if (requests === 0) socket.destroy();
}

/** Stops accepting connections, lets in-flight requests finish (up to `graceMs`), closing each connection once idle. */
export function closeServer(server: http.Server, graceMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.closeAllConnections(), graceMs);
    const sweeper = setInterval(() => closeUnusedConnections(server), 50);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      clearInterval(sweeper);
      resolve();
    });
    closeUnusedConnections(server);
  });
}
