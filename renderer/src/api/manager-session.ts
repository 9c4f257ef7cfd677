import { managerSessionHeader } from '../../../shared/api/manager-pin';

/** The manager's unlocked session, kept in memory only: a reload or a restart of the window locks it again. */
let session: string | undefined;
const lockedListeners = new Set<() => void>();

export const managerSession = (): string | undefined => session;

export function setManagerSession(value: string | undefined): void {
  session = value;
}

/** The header every call of the window's API carries while unlocked. */
export const managerHeaders = (): Record<string, string> => (session ? { [managerSessionHeader]: session } : {});

/** Told when a call was refused for want of the manager's unlock (403, code 9640): the shell asks for the PIN. */
export function onManagerLocked(listener: () => void): () => void {
  lockedListeners.add(listener);
  return () => lockedListeners.delete(listener);
}

export function reportManagerLocked(): void {
  session = undefined;
  for (const listener of lockedListeners) listener();
}
