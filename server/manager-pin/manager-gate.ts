import { Router, type RequestHandler } from 'express';
import type { ManagerLock } from './manager-lock.js';

/**
 * The window's actions that need the manager's unlock, mounted at `/api` before their own routers: saving settings,
 * trying a hosted service's credentials, naming stations, and the menu of another authorization server. (The window's
 * own menu asks for the unlock on accruals only: server/menu/accrual-actions.ts.) Reading stays open to the cashier.
 */
export function managerGate(guard: RequestHandler, lock: ManagerLock): Router {
  const router = Router();
  router.put('/settings', guard, lock.require);
  router.post('/loyalty-check', guard, lock.require);
  router.put('/stations/:station', guard, lock.require);
  router.post('/menu-proxy', guard, lock.require);
  return router;
}
