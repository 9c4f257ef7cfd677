/** The window's manager lock (`/api/manager/*`): what the window shows and sends. */

/** The header that carries an unlocked manager session on the window's requests. */
export const managerSessionHeader = 'x-tillbridge-manager';

/** A manager PIN: 4 to 8 digits. */
export const managerPinPattern = /^\d{4,8}$/;

/** `GET /api/manager/status` (with the session header, if the window holds one). */
export interface ManagerStatus {
  /** False on an install where no PIN was set: everything is open and the window asks for one. */
  readonly pinSet: boolean;
  /** True when no PIN is set, or the session sent is unlocked and not idle. */
  readonly unlocked: boolean;
  /** Minutes without input after which an unlocked window locks again (setting `managerIdleMinutes`). */
  readonly idleMinutes: number;
  /** Too many wrong PINs: no try is taken before this time (ISO). */
  readonly lockedOutUntil?: string;
}

/** `POST /api/manager/unlock` {pin}: the session to send in `x-tillbridge-manager`. */
export interface ManagerUnlocked {
  readonly session: string;
}

/** `PUT /api/manager/pin`: the new PIN, and the current one when a PIN is set. */
export interface ManagerPinChange {
  readonly current?: string;
  readonly pin: string;
}
