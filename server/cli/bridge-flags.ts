import type { BridgeSettings } from '../config/config-schema.js';
import { prepareDataDir } from '../config/data-dir.js';
import { loadBridgeSettings } from '../config/load-settings.js';
import { bridgeSettingSources } from '../config/setting-sources.js';
import { serviceFlagSpecs } from '../config/parse-flags.js';

export const bridgeFlagSpecs = serviceFlagSpecs(bridgeSettingSources, {
  name: 'data-dir',
  help: 'folder for databases, config and logs (default: the app-data folder)',
});

export interface ResolvedBridgeConfig {
  readonly dataDir: string;
  readonly settings: BridgeSettings;
}

/** Data dir first (the config file lives there), then the settings: defaults < bridge.config.json < environment < flags. */
export function resolveBridgeConfig(
  flags: Readonly<Record<string, string | undefined>>,
  env: NodeJS.ProcessEnv = process.env,
): ResolvedBridgeConfig {
  const dataDir = prepareDataDir(flags['data-dir'], env);
  return { dataDir, settings: loadBridgeSettings(dataDir, env, flags) };
}
