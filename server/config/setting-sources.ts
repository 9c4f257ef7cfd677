/** How one setting is named in the config file, the environment and on the command line. */
export interface SettingSource {
  readonly key: string;
  readonly flag: string;
  readonly env: string;
  readonly integer?: boolean;
  /** The value may hold a password (a database URL): an error names the setting but never shows the value. */
  readonly secret?: boolean;
  /** The flag's line in `--help`; a setting without one is read from the file and the environment only. */
  readonly help?: string;
}

/** One setting: its flag's help and how its value reads; its flag and variable follow from its key. */
type SettingDeclaration = Omit<SettingSource, 'key' | 'flag' | 'env'> & { readonly envPrefix?: string };

/**
 * The settings in the order their errors list them: key `slipWidth` is the flag `--slip-width` and the environment
 * variable `<envPrefix>SLIP_WIDTH`; a key inside an object setting, `farcards.money`, is `--farcards-money`.
 */
function settingSources(
  envPrefix: string,
  declarations: Readonly<Record<string, SettingDeclaration>>,
): readonly SettingSource[] {
  return Object.entries(declarations).map(([key, { envPrefix: ownPrefix, ...declaration }]) => {
    const words = key.replace(/[A-Z]/g, (capital) => `-${capital.toLowerCase()}`).replaceAll('.', '-');
    return {
      key,
      flag: words,
      env: `${ownPrefix ?? envPrefix}${words.replaceAll('-', '_').toUpperCase()}`,
      ...declaration,
    };
  });
}

const logLevelHelp = 'fatal, error, warn, info (default), debug or trace';
const hostHelp = 'address to listen on (default 127.0.0.1)';

/** Bridge settings. */
export const bridgeSettingSources = settingSources('TILLBRIDGE_', {
  host: { help: hostHelp },
  port: { integer: true, help: "port to listen on (default 1220, the station driver's; 0 picks a free one)" },
  logLevel: { help: logLevelHelp },
  loyaltyUrl: { help: 'base URL of a hosted loyalty service (default: the embedded one)' },
  apiKey: { secret: true, help: 'ApiKey for the hosted loyalty service' },
  apiPassword: {
    secret: true,
    help: "the ApiKey's password, when the hosted service wants a token login (prefer TILLBRIDGE_API_PASSWORD or the config file)",
  },
  loyaltyBootstrap: {
    help: 'bootstrap file (JSON or YAML) applied to the embedded loyalty service on start, relative to the data dir',
  },
  venue: { help: "this venue's posObjectId at the hosted loyalty service" },
  tips: { help: 'on or off: tips on the terminal (mirrors TipChargeForAuthTerminal; default off)' },
  slipWidth: { integer: true, help: 'characters per slip line: 32 (default), 42 or 48' },
  printOnFailure: {},
  printConfirmation: {},
  language: { help: 'language of the window, slips, reports, menu texts and exports: en (default) or ru' },
  phoneRegion: { help: 'country of phones typed without a country code, e.g. RU (default) or DE' },
  venueName: { help: 'venue name at the head of slips and reports (default: the loyalty venue id)' },
  paymentSystem: { help: 'PaymentSystem name in payment replies (default Tillbridge)' },
  authpayTimeout: { integer: true, help: 'seconds an authpay waits for the guest (default 120)' },
  menuFile: { help: 'menu file (JSON or YAML) for getmenulist (default: menu.json/menu.yaml in the data dir)' },
  printer: { help: 'printer for receipts in the desktop app (default: the system default printer)' },
  menuRights: { help: 'comma-separated userRight GUIDs granted to the window; other rights lock their menu items' },
  allowedStations: {
    help: 'comma-separated CIDR blocks stations may call from (default 127.0.0.0/8,::1/128: loopback only)',
  },
  allowedHosts: {
    help: 'comma-separated further names the bridge is called by (Host), e.g. till-1.local (default: loopback and host)',
  },
  authPath: {
    help: "the station driver's base path: the protocol answers at <path><operation>.xml (default /authcall.xml/)",
  },
  managerIdleMinutes: {
    integer: true,
    help: 'minutes without input before a window unlocked with the manager PIN locks again (default 5)',
  },
  stationAccruals: { help: "on or off: the station's menu may accrue bonuses without the manager PIN (default off)" },
  'farcards.enabled': { help: "on or off: answer r_keeper's FarCards HTTP interface on this port (default off)" },
  'farcards.money': { help: 'FarCards money attributes in kopecks (default) or units' },
  'farcards.outBuf': { help: 'how a transactionsex answer carries its TRRESPONSE: element (default), text or none' },
  'farcards.unitNo': {
    help: "how an authpay's SrcID/@fullcode names the FarCards UnitNo: fullcode (default, the whole code) or fullcodeTail (its last 4 digits)",
  },
  'farcards.discountCode': {
    integer: true,
    help: "the r_keeper discount's code that applies the campaigns' discount on a looked-up check (default 0: none)",
  },
  'farcards.bonusCode': {
    integer: true,
    help: 'the r_keeper bonus type code a lookup names, for a till that computes bonuses (default 0: none)',
  },
  'farcards.paths.getCardInfoEx': { help: 'path of FarCards getcardinfoex (default /farcards/getcardinfoex)' },
  'farcards.paths.transactionsEx': { help: 'path of FarCards transactionsex (default /farcards/transactionsex)' },
  'farcards.paths.findEmail': { help: 'path of FarCards findemail (default /farcards/findemail)' },
  'farcards.paths.getCardImageEx': { help: 'path of FarCards getcardimageex (default /farcards/getcardimageex)' },
  'prompt.confirmGuest': {
    help: "when the prompt shows the guest before paying: typed (default: a typed phone or card; a swipe or the guest's code pays at once), always or never",
  },
});

/** Hosted loyalty service settings. */
export const loyaltySettingSources = settingSources('TILLBRIDGE_LOYALTY_', {
  host: { envPrefix: 'LOYALTY_', help: hostHelp },
  port: { envPrefix: 'LOYALTY_', integer: true, help: 'port to listen on (default 1221; 0 picks a free one)' },
  logLevel: { envPrefix: 'LOYALTY_', help: logLevelHelp },
  bootstrap: {
    envPrefix: 'LOYALTY_',
    help: 'JSON or YAML file declaring networks, venues, API keys, ranks and campaigns',
  },
  databaseUrl: {
    secret: true,
    help: "the network's PostgreSQL database, postgres://USER:PASSWORD@HOST:PORT/DATABASE (default: SQLite in --data-dir)",
  },
  databasePoolSize: { integer: true, help: 'connections to PostgreSQL per instance (default 10)' },
  databaseStatementTimeoutMs: {
    integer: true,
    help: 'longest a PostgreSQL statement may run (default 10000, 0: none)',
  },
  publicUrl: {
    help: 'the address guests reach this service at, e.g. https://loyalty.example.com: offers each network its guest page',
  },
});
