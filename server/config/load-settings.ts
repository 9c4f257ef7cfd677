import path from 'node:path';
import { bridgeConfigSchema, bridgeDefaults, loyaltyConfigSchema, loyaltyDefaults } from './config-schema.js';
import type { BridgeSettings, LoyaltySettings } from './config-schema.js';
import { loadConfig } from './load-config.js';
import { bridgeSettingSources, loyaltySettingSources } from './setting-sources.js';

/** The bridge's settings file in the data folder (read at start, below environment and flags). */
export const bridgeConfigFileName = 'bridge.config.json';

type Flags = Readonly<Record<string, string | undefined>>;

/** The bridge's settings: defaults < bridge.config.json in the data folder < environment < flags. */
export function loadBridgeSettings(dataDir: string, env: NodeJS.ProcessEnv, flags: Flags): BridgeSettings {
  const file = path.join(dataDir, bridgeConfigFileName);
  return loadConfig(bridgeConfigSchema, bridgeDefaults, bridgeSettingSources, { file, env, flags });
}

/** The loyalty service's settings: defaults < loyalty.config.json in the data folder < environment < flags. */
export function loadLoyaltySettings(dataDir: string, env: NodeJS.ProcessEnv, flags: Flags): LoyaltySettings {
  const file = path.join(dataDir, 'loyalty.config.json');
  return loadConfig(loyaltyConfigSchema, loyaltyDefaults, loyaltySettingSources, { file, env, flags });
}
