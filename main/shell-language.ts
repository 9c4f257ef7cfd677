import path from 'node:path';
import { bridgeFlagSpecs } from '../server/cli/bridge-flags.js';
import { parseFlags } from '../server/config/parse-flags.js';
import { bridgeConfigSchema, bridgeDefaults } from '../server/config/config-schema.js';
import { loadConfig } from '../server/config/load-config.js';
import { bridgeSettingSources } from '../server/config/setting-sources.js';
import { defaultLanguage, type Language } from '../shared/i18n/language.js';

/**
 * The shell speaks the till's `language` setting, read as the core reads it (file < environment < flags); a setting
 * the core would refuse leaves the shell in English, and the core says what is wrong.
 */
export function shellLanguage(dataDir: string, bridgeFlags: readonly string[], env = process.env): Language {
  try {
    const flags = parseFlags([...bridgeFlags], bridgeFlagSpecs);
    const file = path.join(dataDir, 'bridge.config.json');
    return (
      loadConfig(bridgeConfigSchema, bridgeDefaults, bridgeSettingSources, { file, env, flags }).language ??
      defaultLanguage
    );
  } catch {
    return defaultLanguage;
  }
}
