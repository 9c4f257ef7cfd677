import { bridgeConfigSchema, bridgeDefaults, type BridgeSettings } from '../config/config-schema.js';
import { bridgeSettingSources } from '../config/setting-sources.js';

/** The settings the window shows and edits. */
export const editableKeys = [
  'host',
  'port',
  'authPath',
  'loyaltyUrl',
  'apiKey',
  'venue',
  'tips',
  'slipWidth',
  'language',
  'venueName',
  'paymentSystem',
  'authpayTimeout',
  'menuFile',
  'printer',
  'menuRights',
] as const;

/** Keys that apply without a restart: only the window reads them. */
const liveKeys = new Set<string>(['printer', 'menuRights']);

const secretKeys = new Set<string>(['apiKey']);

/** A secret is never sent back whole: "set, ends with 1a2b". */
function maskSecret(value: unknown): unknown {
  return typeof value === 'string' ? `••••${value.slice(-4)}` : value;
}

function pick(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of editableKeys)
    if (values[key] !== undefined) out[key] = secretKeys.has(key) ? maskSecret(values[key]) : values[key];
  return out;
}

/**
 * Keys whose running value does not come from the file: an environment variable (named) or a command-line flag (the
 * running value differs from file-or-default). Such keys win over whatever the window saves.
 */
export function overriddenKeys(
  running: BridgeSettings,
  fileAtStart: Readonly<Record<string, unknown>>,
  env: NodeJS.ProcessEnv,
): Record<string, string> {
  const out: Record<string, string> = {};
  const defaults = bridgeDefaults as Record<string, unknown>;
  for (const source of bridgeSettingSources) {
    const value = (running as Record<string, unknown>)[source.key];
    if (env[source.env] !== undefined && env[source.env] !== '') {
      out[source.key] = `environment variable ${source.env}`;
      continue;
    }
    const field = bridgeConfigSchema.shape[source.key as keyof typeof bridgeConfigSchema.shape];
    const fromFile = field?.safeParse(fileAtStart[source.key] ?? defaults[source.key]);
    const expected = fromFile?.success ? fromFile.data : undefined;
    if (JSON.stringify(value) !== JSON.stringify(expected)) out[source.key] = `--${source.flag}`;
  }
  return out;
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
