import type { RequestHandler } from 'express';
import { requestGuard } from '../terminal/api/request-guard.js';

/**
 * The window API's guard (loopback `Host` with the bridge's port, same `Origin`, the per-install token) for the
 * manager's APIs: the port is the one the request arrived on, which is the bridge's own listener.
 */
export function managerGuard(token: string): RequestHandler {
  return (req, res, next) => requestGuard({ token, port: () => req.socket.localPort })(req, res, next);
}
