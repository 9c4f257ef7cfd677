import { bridgeDefaults, bridgeConfigSchema, type BridgeSettings } from '../config/config-schema.js';
import { prepareDataDir } from '../config/data-dir.js';
import { loadConfig } from '../config/load-config.js';
import { bridgeSettingSources } from '../config/setting-sources.js';
import path from 'node:path';
import type { FlagSpec } from '../config/parse-flags.js';

export const bridgeFlagSpecs: readonly FlagSpec[] = [
  { name: 'port', help: "port to listen on (default 1220, the station driver's; 0 picks a free one)" },
  { name: 'host', help: 'address to listen on (default 127.0.0.1)' },
  { name: 'data-dir', help: 'folder for databases, config and logs (default: the app-data folder)' },
  { name: 'loyalty-url', help: 'base URL of a hosted loyalty service (default: the embedded one)' },
  { name: 'api-key', help: 'ApiKey for the hosted loyalty service' },
  {
    name: 'api-password',
    help: "the ApiKey's password, when the hosted service wants a token login (prefer TILLBRIDGE_API_PASSWORD or the config file)",
  },
  {
    name: 'loyalty-bootstrap',
    help: 'bootstrap file (JSON or YAML) applied to the embedded loyalty service on start, relative to the data dir',
  },
  { name: 'venue', help: "this venue's posObjectId at the hosted loyalty service" },
  { name: 'tips', help: 'on or off: tips on the terminal (mirrors TipChargeForAuthTerminal; default off)' },
  { name: 'slip-width', help: 'characters per slip line: 32 (default), 42 or 48' },
  { name: 'language', help: 'language of the window, slips, reports, menu texts and exports: en (default) or ru' },
  { name: 'phone-region', help: 'country of phones typed without a country code, e.g. RU (default) or DE' },
  { name: 'venue-name', help: 'venue name at the head of slips and reports (default: the loyalty venue id)' },
  { name: 'payment-system', help: 'PaymentSystem name in payment replies (default Tillbridge)' },
  { name: 'authpay-timeout', help: 'seconds an authpay waits for the guest (default 120)' },
  {
    name: 'menu-file',
    help: 'menu file (JSON or YAML) for getmenulist (default: menu.json/menu.yaml in the data dir)',
  },
  { name: 'printer', help: 'printer for receipts in the desktop app (default: the system default printer)' },
  {
    name: 'menu-rights',
    help: 'comma-separated userRight GUIDs granted to the window; other rights lock their menu items',
  },
  {
    name: 'allowed-stations',
    help: 'comma-separated CIDR blocks stations may call from (default 127.0.0.0/8,::1/128: loopback only)',
  },
  {
    name: 'allowed-hosts',
    help: 'comma-separated further names the bridge is called by (Host), e.g. till-1.local (default: loopback and host)',
  },
  {
    name: 'auth-path',
    help: "the station driver's base path: the protocol answers at <path><operation>.xml (default /authcall.xml/)",
  },
  { name: 'log-level', help: 'fatal, error, warn, info (default), debug or trace' },
];

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
  const settings = loadConfig(bridgeConfigSchema, bridgeDefaults, bridgeSettingSources, {
    file: path.join(dataDir, 'bridge.config.json'),
    env,
    flags,
  });
  return { dataDir, settings };
}
