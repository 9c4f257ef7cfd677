import type { LocalStore } from '../data/local-store';
import { GuestApiError, isGuestApiError } from './guest-api-error';
import { postGuest } from './guest-http';
import type { GuestTokens } from '../../../shared/loyalty-api/guest-api';

/** A signed-in guest's token pair as this device keeps it. */
export interface StoredSession {
  readonly phone: string;
  readonly token: string;
  readonly refreshToken: string;
  /** Epoch ms when the authorization token stops working. */
  readonly expiresAt: number;
}

/** The token is renewed this long before it expires, so a call never goes out with a dying token. */
export const renewAheadMs = 60_000;

export const sessionFrom = (phone: string, tokens: GuestTokens, now: number): StoredSession => ({
  phone,
  token: tokens.token,
  refreshToken: tokens.refreshToken,
  expiresAt: now + tokens.aliveSecondsTtl * 1000,
});

export interface GuestSession {
  current(): StoredSession | undefined;
  start(session: StoredSession): void;
  /** Calls a guest endpoint with the token, renewing the pair first when it is about to expire and once on a 401. */
  call<T>(path: string, body?: object): Promise<T>;
  /** Signs out: the service revokes the sign-in (best effort: offline, the pair just dies here) and the device forgets it. */
  end(): void;
}

/** Why a session ended: the guest signed out, or the service refused the pair (expired, revoked, reused). */
export type SessionEnd = 'signedOut' | 'refused';

const sessionName = 'session';

/**
 * The guest's session for one network's page. A refresh token works once (a second use revokes the whole sign-in), so
 * renewals are one at a time across this page's calls and, through the Web Locks API, across its tabs: whoever waited
 * takes the pair the other one stored.
 */
export function guestSession(
  apiKey: string,
  store: LocalStore,
  onEnded: (why: SessionEnd) => void,
  now = Date.now,
): GuestSession {
  let renewing: Promise<StoredSession> | undefined;

  const end = (why: SessionEnd) => {
    store.clear();
    onEnded(why);
  };

  const renewNow = async (stale: StoredSession): Promise<StoredSession> => {
    const latest = store.read<StoredSession>(sessionName);
    if (!latest) throw new GuestApiError('unauthorized', 'signed out in another tab');
    if (latest.refreshToken !== stale.refreshToken) return latest;
    try {
      const body = { authToken: latest.token, refreshToken: latest.refreshToken, phone: latest.phone };
      const tokens = await postGuest<GuestTokens>(apiKey, 'auth/refresh', body);
      const renewed = sessionFrom(latest.phone, tokens, now());
      store.write(sessionName, renewed);
      return renewed;
    } catch (error) {
      if (isGuestApiError(error, 'unauthorized')) end('refused');
      throw error;
    }
  };

  const renew = (stale: StoredSession): Promise<StoredSession> => {
    if (!renewing) {
      const locked = async (): Promise<StoredSession> =>
        navigator.locks
          ? await navigator.locks.request(`tillbridge.guest.refresh.${apiKey}`, () => renewNow(stale))
          : renewNow(stale);
      renewing = locked().finally(() => (renewing = undefined));
    }
    return renewing;
  };

  return {
    current: () => store.read<StoredSession>(sessionName),
    start: (session) => store.write(sessionName, session),
    end: () => {
      const session = store.read<StoredSession>(sessionName);
      if (session) void postGuest(apiKey, 'auth/logout', { refreshToken: session.refreshToken }).catch(() => undefined);
      end('signedOut');
    },
    async call<T>(path: string, body: object = {}): Promise<T> {
      let session = store.read<StoredSession>(sessionName);
      if (!session) throw new GuestApiError('unauthorized', 'not signed in');
      if (session.expiresAt - now() < renewAheadMs) session = await renew(session);
      try {
        return await postGuest<T>(apiKey, path, body, session.token);
      } catch (error) {
        if (!isGuestApiError(error, 'unauthorized')) throw error;
        session = await renew(session);
      }
      try {
        return await postGuest<T>(apiKey, path, body, session.token);
      } catch (error) {
        /** A pair refused right after its renewal was revoked elsewhere (signed out, blocked). */
        if (isGuestApiError(error, 'unauthorized')) end('refused');
        throw error;
      }
    },
  };
}
