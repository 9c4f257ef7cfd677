import type { GuestPageConfig } from '../../../shared/loyalty-api/guest-api';
import { isGuestApiError } from '../api/guest-api-error';
import { getJson } from '../api/guest-http';
import type { LocalStore } from '../data/local-store';

/** The network code in the page's address `/guest/<network-code>/…`, or undefined elsewhere. */
export function networkCodeOf(pathname: string): string | undefined {
  const match = /^\/guest\/([^/]+)\//.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

export const configUrl = (network: string) => `/guest/${encodeURIComponent(network)}/config.json`;

/** The network's page settings from the service; the copy kept on this device when there is no connection. */
export async function loadPageConfig(network: string, store: LocalStore): Promise<GuestPageConfig> {
  try {
    const config = await getJson<GuestPageConfig>(configUrl(network));
    store.write('config', config);
    return config;
  } catch (error) {
    const saved = store.read<GuestPageConfig>('config');
    if (saved && isGuestApiError(error, 'offline')) return saved;
    throw error;
  }
}
