import path from 'node:path';
import type { BridgeSettings } from '../config/config-schema.js';
import { readHandEditedFile } from '../config/hand-edited-file.js';
import { StartupError } from '../errors/startup-error.js';
import type { InProcessCall } from './b2b-caller.js';
import { LoyaltyClient } from './loyalty-client.js';

/**
 * Where the bridge's loyalty client points: the hosted service of the settings, or the embedded one (called in this
 * process through `inProcess`, over HTTP for what that does not serve).
 */
export function createLoyaltyClient(
  settings: BridgeSettings,
  dataDir: string,
  inProcess?: InProcessCall,
): LoyaltyClient {
  if (settings.loyaltyUrl !== undefined) {
    if (!settings.apiKey || !settings.venue)
      throw new StartupError('A hosted loyalty service (--loyalty-url) needs --api-key and --venue too.');
    return new LoyaltyClient({
      baseUrl: settings.loyaltyUrl,
      apiKey: settings.apiKey,
      password: settings.apiPassword,
      venue: settings.venue,
    });
  }
  if (settings.apiPassword !== undefined)
    throw new StartupError(
      'apiPassword is for a hosted loyalty service (--loyalty-url): the embedded one is used without a login.',
    );
  const file = path.join(dataDir, 'loyalty-embedded.json');
  const access = JSON.parse(readHandEditedFile(file)) as { posObjectId: string; apiKey: string };
  /** The embedded service answers on the bridge's own listener; its URL is set once the bridge listens. */
  return new LoyaltyClient({
    baseUrl: 'http://127.0.0.1:0',
    apiKey: access.apiKey,
    venue: access.posObjectId,
    inProcess,
  });
}

/** The URL the bridge reaches itself on (a wildcard listen address is reached via loopback). */
export function selfUrl(url: string): string {
  return url.replace('//0.0.0.0:', '//127.0.0.1:').replace('//[::]:', '//[::1]:');
}
