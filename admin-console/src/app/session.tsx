import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { SessionInfo } from '../../../shared/api/admin-console';
import { session as sessionApi } from '../api/console-api';
import { ConsoleApiError, setCsrfToken, whenSignedOut } from '../api/console-client';

/** `undefined` while the first check runs, `null` when signed out. */
export type SessionState = SessionInfo | null | undefined;

interface SessionValue {
  readonly session: SessionState;
  /** Why the first check failed when it was not a plain "not signed in" (the service unreachable). */
  readonly checkError: unknown;
  readonly signedIn: (info: SessionInfo) => void;
  readonly signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionValue | undefined>(undefined);

/** Holds the administrator's session: checked once at start, replaced at sign-in, dropped on sign-out or any 401. */
export function SessionProvider({ children }: { readonly children: ReactNode }) {
  const [session, setSession] = useState<SessionState>(undefined);
  const [checkError, setCheckError] = useState<unknown>(undefined);
  const adopt = useCallback((info: SessionInfo | null) => {
    setCsrfToken(info?.csrfToken);
    setSession(info);
  }, []);
  useEffect(() => {
    whenSignedOut(() => adopt(null));
    const controller = new AbortController();
    sessionApi
      .current(controller.signal)
      .then(adopt)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (!(error instanceof ConsoleApiError && error.status === 401)) setCheckError(error);
        adopt(null);
      });
    return () => controller.abort();
  }, [adopt]);
  const value = useMemo<SessionValue>(
    () => ({
      session,
      checkError,
      signedIn: (info) => {
        setCheckError(undefined);
        adopt(info);
      },
      signOut: async () => {
        await sessionApi.signOut().catch(() => undefined);
        adopt(null);
      },
    }),
    [session, checkError, adopt],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
