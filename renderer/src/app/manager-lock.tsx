import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ManagerStatus } from '../../../shared/api/manager-pin';
import { managerSession, onManagerLocked, setManagerSession } from '../api/manager-session';
import { fetchManagerStatus, lockManager, reportManagerActivity } from './manager-api';
import { PinDialog } from './pin-dialog';

export interface ManagerLockValue {
  /** Undefined until the bridge answered. */
  readonly status: ManagerStatus | undefined;
  /** A PIN is set and this window is not unlocked: Settings and the manager's actions wait for the PIN. */
  readonly locked: boolean;
  /** Opens the PIN prompt. */
  askPin(): void;
  /** Locks the window now. */
  lock(): void;
  refresh(): Promise<void>;
}

const ManagerLockContext = createContext<ManagerLockValue | undefined>(undefined);

/** The pages a locked window shows with a lock (their actions answer 403 on the server anyway). */
export const managerPages: ReadonlySet<string> = new Set(['settings']);

/** Activity is reported at most this often while the manager works (the server's idle clock). */
const activityEveryMs = 30_000;

/**
 * The manager's lock of the window: its status, the PIN prompt (also opened when a call is refused with 9640), and the
 * idle lock (no key or pointer input for the bridge's `managerIdleMinutes` locks again).
 */
export function ManagerLockProvider({ children }: { readonly children: ReactNode }) {
  const [status, setStatus] = useState<ManagerStatus | undefined>();
  const [asking, setAsking] = useState(false);
  const apply = useCallback((next: ManagerStatus) => {
    if (!next.unlocked) setManagerSession(undefined);
    setStatus(next);
  }, []);
  /** The status bar says when the bridge is unreachable; the lock keeps its last state. */
  const refresh = useCallback(() => fetchManagerStatus().then(apply, () => undefined), [apply]);
  const lock = useCallback(() => {
    const held = managerSession() !== undefined;
    void (held ? lockManager() : Promise.resolve()).catch(() => undefined);
    setManagerSession(undefined);
    void refresh();
  }, [refresh]);
  useEffect(() => {
    fetchManagerStatus().then(apply, () => undefined);
    return onManagerLocked(() => {
      setAsking(true);
      void refresh();
    });
  }, [apply, refresh]);
  const unlocked = status?.pinSet === true && status.unlocked;
  const idleMinutes = status?.idleMinutes ?? 5;
  useEffect(() => {
    if (!unlocked) return;
    let lastInput = Date.now();
    let lastReport = Date.now();
    const input = (): void => {
      lastInput = Date.now();
      if (lastInput - lastReport < activityEveryMs) return;
      lastReport = lastInput;
      void reportManagerActivity().catch(() => undefined);
    };
    const timer = window.setInterval(() => {
      if (Date.now() - lastInput >= idleMinutes * 60_000) lock();
    }, 5_000);
    window.addEventListener('keydown', input, true);
    window.addEventListener('pointerdown', input, true);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('keydown', input, true);
      window.removeEventListener('pointerdown', input, true);
    };
  }, [unlocked, idleMinutes, lock]);
  const value = useMemo<ManagerLockValue>(
    () => ({
      status,
      locked: status?.pinSet === true && !status.unlocked,
      askPin: () => setAsking(true),
      lock,
      refresh,
    }),
    [status, lock, refresh],
  );
  return (
    <ManagerLockContext.Provider value={value}>
      {children}
      {asking && (
        <PinDialog
          onClose={() => setAsking(false)}
          onUnlocked={() => {
            setAsking(false);
            void refresh();
          }}
        />
      )}
    </ManagerLockContext.Provider>
  );
}

export function useManagerLock(): ManagerLockValue {
  const value = useContext(ManagerLockContext);
  if (!value) throw new Error('useManagerLock outside ManagerLockProvider');
  return value;
}
