import express, { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { apiErrorCodes } from '../../shared/api/api-errors.js';
import { managerPinPattern, type ManagerUnlocked } from '../../shared/api/manager-pin.js';
import { HttpError } from '../errors/http-error.js';
import { parseInput } from '../local-api/parse-input.js';
import { managerLocked, type ManagerLock } from './manager-lock.js';

const pinMessage = 'must be 4 to 8 digits';
const pin = z.string({ error: pinMessage }).regex(managerPinPattern, pinMessage);
/** A PIN as typed: only its shape is checked here (a wrong one counts as a try). */
const typedPin = z.string({ error: 'must be the PIN as digits' }).max(64, 'must be the PIN as digits');
const unlockSchema = z.strictObject({ pin: typedPin });
const changeSchema = z.strictObject({ current: typedPin.optional(), pin });

/**
 * The window's manager lock, guarded like `/api/terminal`: `GET /manager/status`; `POST /manager/unlock` {pin} → a
 * session for the `x-tillbridge-manager` header; `POST /manager/activity` (the window's input keeps the session open);
 * `POST /manager/lock`; `PUT /manager/pin` {current?, pin}.
 */
export function managerPinRouter(guard: RequestHandler, lock: ManagerLock): Router {
  const router = Router();
  router.use('/manager', guard, express.json({ limit: '1kb' }));
  router.get('/manager/status', (req, res) => {
    res.json(lock.status(req));
  });
  router.post('/manager/unlock', async (req, res) => {
    const input = parseInput(unlockSchema, req.body);
    res.json({ session: await lock.unlock(input.pin) } satisfies ManagerUnlocked);
  });
  router.post('/manager/activity', (req, res) => {
    if (!lock.touch(req)) throw managerLocked();
    res.status(204).end();
  });
  router.post('/manager/lock', (req, res) => {
    lock.lock(req);
    res.status(204).end();
  });
  router.put('/manager/pin', async (req, res) => {
    const input = parsePinChange(req.body);
    await lock.setPin(input.current, input.pin);
    res.json(lock.status(req));
  });
  return router;
}

/** A new PIN of the wrong shape is `pinInvalid` naming `pin`, so the window says "4 to 8 digits" by the field. */
function parsePinChange(body: unknown): z.infer<typeof changeSchema> {
  try {
    return parseInput(changeSchema, body);
  } catch (error) {
    if (error instanceof HttpError && error.params?.field === 'pin')
      throw new HttpError(400, error.message, apiErrorCodes.pinInvalid, { field: 'pin' });
    throw error;
  }
}
