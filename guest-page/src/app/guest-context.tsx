import { createContext, use, useSyncExternalStore } from 'react';
import type { GuestPageConfig } from '../../../shared/loyalty-api/guest-api';
import type { GuestSession } from '../api/guest-session';
import type { Connectivity } from '../data/connectivity';
import type { LocalStore } from '../data/local-store';

/** What every screen of a network's page shares. */
export interface GuestPage {
  readonly config: GuestPageConfig;
  readonly store: LocalStore;
  readonly session: GuestSession;
  readonly connectivity: Connectivity;
}

export const GuestPageContext = createContext<GuestPage | null>(null);

export function useGuestPage(): GuestPage {
  const page = use(GuestPageContext);
  if (!page) throw new Error('useGuestPage outside GuestPageContext');
  return page;
}

export function useConnectivity() {
  const { connectivity } = useGuestPage();
  return useSyncExternalStore(connectivity.subscribe, connectivity.getSnapshot);
}
