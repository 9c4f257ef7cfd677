import { bridgeConfigSchema, bridgeDefaults, type BridgeSettings } from '../config/config-schema.js';
import { bridgeSettingSources } from '../config/setting-sources.js';

/** The settings the window shows and edits. */
export const editableKeys = [
  'host',
  'port',
  'authPath',
  'loyaltyUrl',
  'apiKey',
  'apiPassword',
  'venue',
  'tips',
  'slipWidth',
  'printOnFailure',
  'printConfirmation',
  'language',
  'venueName',
  'paymentSystem',
  'authpayTimeout',
  'menuFile',
  'printer',
  'menuRights',
  'managerIdleMinutes',
  'stationAccruals',
  'prompt',
] as const;

/** Keys that apply without a restart: only the window reads them. */
const liveKeys = new Set<string>(['printer', 'menuRights']);

/** What every masked secret starts with; a value sent back with it keeps the stored secret (settings-validation.ts). */
export const maskPrefix = '••••';

/** A secret is never sent back whole: the API key as "set, ends with 1a2b", the password as "set" only. */
const secretMasks: Readonly<Partial<Record<string, (value: string) => string>>> = {
  apiKey: (value) => `${maskPrefix}${value.slice(-4)}`,
  apiPassword: () => `${maskPrefix}••••`,
};

function pick(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of editableKeys) {
    const value = values[key];
    if (value === undefined) continue;
    const mask = secretMasks[key];
    out[key] = mask && typeof value === 'string' ? mask(value) : value;
  }
  return out;
}

/**
 * Keys whose running value does not come from the file: an environment variable (named) or a command-line flag (the
 * running value differs from file-or-default). Such keys win over whatever the window saves. A nested setting
 * (`prompt.confirmGuest`) is reported under the key the window edits (`prompt`).
 */
export function overriddenKeys(
  running: BridgeSettings,
  fileAtStart: Readonly<Record<string, unknown>>,
  env: NodeJS.ProcessEnv,
): Record<string, string> {
  const out: Record<string, string> = {};
  const defaults = bridgeDefaults as Record<string, unknown>;
  for (const source of bridgeSettingSources) {
    const [key = source.key, ...inner] = source.key.split('.');
    if (out[key] !== undefined) continue;
    if (env[source.env] !== undefined && env[source.env] !== '') {
      out[key] = `environment variable ${source.env}`;
      continue;
    }
    const value = valueAt(running, source.key);
    if (inner.length > 0) {
      if (value !== undefined && JSON.stringify(value) !== JSON.stringify(valueAt(fileAtStart, source.key)))
        out[key] = `--${source.flag}`;
      continue;
    }
    const field = bridgeConfigSchema.shape[source.key as keyof typeof bridgeConfigSchema.shape];
    const fromFile = field?.safeParse(fileAtStart[source.key] ?? defaults[source.key]);
    const expected = fromFile?.success ? fromFile.data : undefined;
    if (JSON.stringify(value) !== JSON.stringify(expected)) out[key] = `--${source.flag}`;
  }
  return out;
}

/** The value at a dotted path (`prompt.confirmGuest`) of settings as given, undefined where a level is missing. */
function valueAt(settings: object, dotted: string): unknown {
  let value: unknown = settings;
  for (const part of dotted.split('.'))
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  return value;
}

export function settingsView(
  running: BridgeSettings,
  saved: Readonly<Record<string, unknown>>,
  overridden: Readonly<Record<string, string>>,
  file: string,
) {
  return {
    running: pick(running as Record<string, unknown>),
    saved: pick(saved),
    overridden,
    restartKeys: editableKeys.filter((key) => !liveKeys.has(key)),
    file,
  };
}
