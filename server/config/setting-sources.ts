import type { SettingSource } from './load-config.js';

/** Bridge settings: config file key, flag and environment variable. */
export const bridgeSettingSources: readonly SettingSource[] = [
  { key: 'host', flag: 'host', env: 'TILLBRIDGE_HOST' },
  { key: 'port', flag: 'port', env: 'TILLBRIDGE_PORT', integer: true },
  { key: 'logLevel', flag: 'log-level', env: 'TILLBRIDGE_LOG_LEVEL' },
  { key: 'loyaltyUrl', flag: 'loyalty-url', env: 'TILLBRIDGE_LOYALTY_URL' },
  { key: 'apiKey', flag: 'api-key', env: 'TILLBRIDGE_API_KEY', secret: true },
  { key: 'apiPassword', flag: 'api-password', env: 'TILLBRIDGE_API_PASSWORD', secret: true },
  { key: 'loyaltyBootstrap', flag: 'loyalty-bootstrap', env: 'TILLBRIDGE_LOYALTY_BOOTSTRAP' },
  { key: 'venue', flag: 'venue', env: 'TILLBRIDGE_VENUE' },
  { key: 'tips', flag: 'tips', env: 'TILLBRIDGE_TIPS' },
  { key: 'slipWidth', flag: 'slip-width', env: 'TILLBRIDGE_SLIP_WIDTH', integer: true },
  { key: 'printOnFailure', flag: 'print-on-failure', env: 'TILLBRIDGE_PRINT_ON_FAILURE' },
  { key: 'printConfirmation', flag: 'print-confirmation', env: 'TILLBRIDGE_PRINT_CONFIRMATION' },
  { key: 'language', flag: 'language', env: 'TILLBRIDGE_LANGUAGE' },
  { key: 'phoneRegion', flag: 'phone-region', env: 'TILLBRIDGE_PHONE_REGION' },
  { key: 'venueName', flag: 'venue-name', env: 'TILLBRIDGE_VENUE_NAME' },
  { key: 'paymentSystem', flag: 'payment-system', env: 'TILLBRIDGE_PAYMENT_SYSTEM' },
  { key: 'authpayTimeout', flag: 'authpay-timeout', env: 'TILLBRIDGE_AUTHPAY_TIMEOUT', integer: true },
  { key: 'menuFile', flag: 'menu-file', env: 'TILLBRIDGE_MENU_FILE' },
  { key: 'printer', flag: 'printer', env: 'TILLBRIDGE_PRINTER' },
  { key: 'menuRights', flag: 'menu-rights', env: 'TILLBRIDGE_MENU_RIGHTS' },
  { key: 'allowedStations', flag: 'allowed-stations', env: 'TILLBRIDGE_ALLOWED_STATIONS' },
  { key: 'allowedHosts', flag: 'allowed-hosts', env: 'TILLBRIDGE_ALLOWED_HOSTS' },
  { key: 'authPath', flag: 'auth-path', env: 'TILLBRIDGE_AUTH_PATH' },
];

/** Hosted loyalty service settings. */
export const loyaltySettingSources: readonly SettingSource[] = [
  { key: 'host', flag: 'host', env: 'LOYALTY_HOST' },
  { key: 'port', flag: 'port', env: 'LOYALTY_PORT', integer: true },
  { key: 'logLevel', flag: 'log-level', env: 'LOYALTY_LOG_LEVEL' },
  { key: 'bootstrap', flag: 'bootstrap', env: 'LOYALTY_BOOTSTRAP' },
  { key: 'databaseUrl', flag: 'database-url', env: 'TILLBRIDGE_LOYALTY_DATABASE_URL', secret: true },
  {
    key: 'databasePoolSize',
    flag: 'database-pool-size',
    env: 'TILLBRIDGE_LOYALTY_DATABASE_POOL_SIZE',
    integer: true,
  },
  {
    key: 'databaseStatementTimeoutMs',
    flag: 'database-statement-timeout-ms',
    env: 'TILLBRIDGE_LOYALTY_DATABASE_STATEMENT_TIMEOUT_MS',
    integer: true,
  },
  { key: 'publicUrl', flag: 'public-url', env: 'TILLBRIDGE_LOYALTY_PUBLIC_URL' },
];
