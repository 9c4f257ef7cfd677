import { bridgeFlagSpecs } from '../server/cli/bridge-flags.js';
import { parseFlags } from '../server/config/parse-flags.js';
import { resolveBridgeSettings } from '../server/config/bridge-settings.js';
import { loadBridgeSettings } from '../server/config/load-settings.js';
import { defaultLanguage, type Language } from '../shared/i18n/language.js';

/**
 * The shell speaks the till's `language` setting, read as the core reads it (file < environment < flags); a setting
 * the core would refuse leaves the shell in English, and the core says what is wrong.
 */
export function shellLanguage(dataDir: string, bridgeFlags: readonly string[], env = process.env): Language {
  try {
    const flags = parseFlags([...bridgeFlags], bridgeFlagSpecs);
    return resolveBridgeSettings(loadBridgeSettings(dataDir, env, flags)).language;
  } catch {
    return defaultLanguage;
  }
}
