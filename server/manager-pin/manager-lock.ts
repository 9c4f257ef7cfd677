import { randomBytes } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { apiErrorCodes } from '../../shared/api/api-errors.js';
import { managerSessionHeader, type ManagerStatus } from '../../shared/api/manager-pin.js';
import { HttpError } from '../errors/http-error.js';
import { pinIsSet, pinMatches, storePin } from './pin-file.js';

/** Wrong PINs in a row before tries stop for `lockoutMs`. */
export const pinTries = 5;
export const lockoutMs = 60_000;

export interface ManagerLockOptions {
  readonly dataDir: string;
  /** Minutes without a request of the session before it locks again (setting `managerIdleMinutes`). */
  readonly idleMinutes: number;
  /** What tells the time for idleness and lock-outs (tests pass their own). */
  readonly now: () => number;
  /** Told of what the audit keeps: a PIN set or changed, an unlock, a lock-out. */
  readonly record: (kind: string, detail: Record<string, unknown>) => void;
}

/** The manager's lock of the window: the PIN's tries, and the unlocked sessions with their last activity. */
export interface ManagerLock {
  status(req: Request): ManagerStatus;
  /** Checks the PIN (counting tries) and opens a session; throws 403 wrongPin or 429 pinLockedOut. */
  unlock(pin: string): Promise<string>;
  lock(req: Request): void;
  /** The session's activity (the window's input): keeps it unlocked; false when it is not (or no longer) unlocked. */
  touch(req: Request): boolean;
  /** Sets the PIN: the first one freely, a new one only with the current one (counted like an unlock). */
  setPin(current: string | undefined, pin: string): Promise<void>;
  /** Passes when no PIN is set or the request's session is unlocked; else 403 managerLocked. */
  readonly require: RequestHandler;
  /** Whether the request may do a manager's action (as `require` decides, without throwing). */
  isUnlocked(req: Request): boolean;
}

const sessionOf = (req: Request): string | undefined => {
  const value = req.headers[managerSessionHeader];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

export function managerLock(options: ManagerLockOptions): ManagerLock {
  const { dataDir, now, record } = options;
  const idleMs = options.idleMinutes * 60_000;
  /** Session → the time of its last activity. */
  const sessions = new Map<string, number>();
  let wrongInARow = 0;
  let lockedOutUntil = 0;

  const alive = (session: string | undefined): boolean => {
    if (session === undefined) return false;
    const last = sessions.get(session);
    if (last === undefined) return false;
    if (now() - last >= idleMs) {
      sessions.delete(session);
      return false;
    }
    return true;
  };
  const isUnlocked = (req: Request): boolean => {
    if (!pinIsSet(dataDir)) return true;
    const session = sessionOf(req);
    if (!alive(session)) return false;
    sessions.set(session!, now());
    return true;
  };
  /** Counts a try: refused while locked out; a wrong PIN throws with the tries left (or starts the lock-out). */
  const checkPin = async (pin: string): Promise<void> => {
    const waitMs = lockedOutUntil - now();
    if (waitMs > 0) throw lockedOut(waitMs);
    if (await pinMatches(dataDir, pin)) {
      wrongInARow = 0;
      return;
    }
    wrongInARow += 1;
    if (wrongInARow >= pinTries) {
      wrongInARow = 0;
      lockedOutUntil = now() + lockoutMs;
      record('manager-pin-locked-out', { tries: pinTries, until: new Date(lockedOutUntil).toISOString() });
      throw lockedOut(lockoutMs);
    }
    const triesLeft = pinTries - wrongInARow;
    throw new HttpError(403, `wrong manager PIN (${triesLeft} tries left)`, apiErrorCodes.wrongPin, { triesLeft });
  };
  return {
    status: (req) => ({
      pinSet: pinIsSet(dataDir),
      /** Asking does not count as activity: only input and the manager's own actions keep a session open. */
      unlocked: !pinIsSet(dataDir) || alive(sessionOf(req)),
      idleMinutes: options.idleMinutes,
      ...(lockedOutUntil > now() ? { lockedOutUntil: new Date(lockedOutUntil).toISOString() } : {}),
    }),
    async unlock(pin) {
      if (!pinIsSet(dataDir)) throw new HttpError(409, 'no manager PIN is set', apiErrorCodes.conflict);
      await checkPin(pin);
      const session = randomBytes(24).toString('hex');
      sessions.set(session, now());
      record('manager-unlocked', {});
      return session;
    },
    lock(req) {
      const session = sessionOf(req);
      if (session !== undefined) sessions.delete(session);
    },
    touch: (req) => pinIsSet(dataDir) && isUnlocked(req),
    async setPin(current, pin) {
      const first = !pinIsSet(dataDir);
      if (!first) {
        if (current === undefined)
          throw new HttpError(400, 'current: the current PIN is needed to change it', apiErrorCodes.invalidInput, {
            field: 'current',
          });
        await checkPin(current);
      }
      await storePin(dataDir, pin, new Date(now()));
      /** Sessions opened with the old PIN end with it. */
      sessions.clear();
      record(first ? 'manager-pin-set' : 'manager-pin-changed', {});
    },
    require(req, _res, next) {
      if (!isUnlocked(req)) throw managerLocked();
      next();
    },
    isUnlocked,
  };
}

export const managerLocked = (): HttpError =>
  new HttpError(403, 'this needs the manager PIN: unlock the window first', apiErrorCodes.managerLocked);

function lockedOut(waitMs: number): HttpError {
  const retryAfterSeconds = Math.ceil(waitMs / 1000);
  return new HttpError(429, `too many wrong PINs: try again in ${retryAfterSeconds} s`, apiErrorCodes.pinLockedOut, {
    retryAfterSeconds,
  });
}
