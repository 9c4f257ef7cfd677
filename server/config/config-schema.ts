import { isSupportedCountry } from 'libphonenumber-js';
import { z } from 'zod';
import { languages } from '../../shared/i18n/language.js';
import { confirmGuestModes } from '../../shared/api/payment-prompt.js';
import {
  authPathReservedMessage,
  defaultAuthPath,
  authPathShapeMessage,
  isAuthPathShape,
  isReservedAuthPath,
} from './auth-path.js';
import { defaultFarcardsPaths } from './farcards-paths.js';
import { farcardsSettings } from './farcards-settings-schema.js';
import {
  cidrMessage,
  commaList,
  host,
  hostNameMessage,
  httpUrl,
  isCidr,
  isHostName,
  logLevel,
  onOff,
  port,
  postgresUrl,
  publicUrl,
  wholeNumber,
} from './setting-fields.js';

/** Settings of the bridge (`npm run serve`, the desktop app). Every key may come from the config file, the environment or a flag. */
export const bridgeConfigSchema = z
  .object({
    host,
    port,
    logLevel,
    loyaltyUrl: httpUrl.optional(),
    apiKey: z.string({ error: 'must be a non-empty string' }).min(1, 'must be a non-empty string').optional(),
    /**
     * The API key's password at a hosted service that wants a token login (`POST /b2b/v1/auth/gentoken`, the vendor's
     * server login); only with loyaltyUrl. Never echoed (setting-sources: secret).
     */
    apiPassword: z
      .string({ error: 'must be a text of 1 to 1000 characters' })
      .min(1, 'must be a text of 1 to 1000 characters')
      .max(1000, 'must be a text of 1 to 1000 characters')
      .optional(),
    /**
     * A bootstrap file (JSON or YAML: networks, venues, API keys, ranks, campaigns) applied to the embedded loyalty
     * service on every start, relative to the data folder or absolute; only without loyaltyUrl.
     */
    loyaltyBootstrap: z.string({ error: 'must be a file path' }).min(1, 'must be a file path').optional(),
    venue: z.string({ error: 'must be a non-empty string' }).min(1, 'must be a non-empty string').optional(),
    /** Tips on the terminal (mirrors the POS setting TipChargeForAuthTerminal); default off. */
    tips: onOff.optional(),
    /**
     * A short slip (`PrinterT`) in a payment's failure reply (`OpResult` 0) when the loyalty service refused or failed it,
     * so the guest holds "nothing was charged" on paper as after a declined card; default on.
     */
    printOnFailure: onOff.optional(),
    /** `ConfPrnT` 1 in authpay and confpay replies with a slip: the station asks whether the slip printed; default off (0). */
    printConfirmation: onOff.optional(),
    /** Characters per slip line: 32 (default), 42 or 48. */
    slipWidth: z.union([z.literal(32), z.literal(42), z.literal(48)], { error: 'must be 32, 42 or 48' }).optional(),
    /** The language of everything printed or sent to the station (slips, reports, menu texts); default en. */
    language: z.enum(languages, { error: 'must be en (English) or ru (Russian)' }).optional(),
    /** The country (ISO 3166 code) of phones typed without a country code, e.g. 8 (999) 123-45-67; default RU. */
    phoneRegion: z
      .string({ error: 'must be a two-letter country code such as RU' })
      .transform((value) => value.trim().toUpperCase())
      .refine((value) => isSupportedCountry(value), 'must be a two-letter country code such as RU')
      .optional(),
    /** The venue's name at the head of slips and reports; the loyalty venue id if unset. */
    venueName: z
      .string({ error: 'must be a text of 1 to 64 characters' })
      .trim()
      .min(1, 'must be a text of 1 to 64 characters')
      .max(64, 'must be a text of 1 to 64 characters')
      .optional(),
    /** `PaymentSystem` in payment replies (the driver's Owner); default "Tillbridge". */
    paymentSystem: z.string({ error: 'must be a text' }).min(1, 'must be 1 to 40 characters').max(40).optional(),
    /** Seconds an authpay waits for the guest before it is cancelled; default 120. */
    authpayTimeout: z
      .number({ error: 'must be a whole number of seconds from 1 to 3600' })
      .int('must be a whole number of seconds from 1 to 3600')
      .min(1, 'must be a whole number of seconds from 1 to 3600')
      .max(3600, 'must be a whole number of seconds from 1 to 3600')
      .optional(),
    /** The venue's menu file (JSON or YAML), relative to the data folder or absolute; default menu.json/menu.yaml there. */
    menuFile: z
      .string({ error: 'must be a file path' })
      .min(1, 'must be a file path')
      .max(1024, 'must be at most 1024 characters')
      .optional(),
    /** The printer the window prints receipts to in the desktop app (an OS printer name); the default printer if unset. */
    printer: z
      .string({ error: 'must be a printer name' })
      .min(1, 'must be a printer name')
      .max(256, 'must be at most 256 characters')
      .optional(),
    /**
     * The menu rights (`userRight` GUIDs) granted to this till's window; menu items needing another right are locked.
     * A JSON array in the file, comma-separated in the environment or a flag.
     */
    menuRights: z
      .preprocess(
        commaList,
        z
          .array(
            z
              .string()
              .regex(/^\{[0-9A-Fa-f]{8}(-[0-9A-Fa-f]{4}){3}-[0-9A-Fa-f]{12}\}$/, 'each must be a GUID in braces'),
            { error: 'must be a list of GUIDs in braces' },
          )
          .max(500, 'must be at most 500 rights'),
      )
      .optional(),
    /**
     * The addresses stations may call the station protocol from (CIDR blocks, or single addresses); default loopback
     * only. A JSON array in the file, comma-separated in the environment or a flag.
     */
    allowedStations: z
      .preprocess(
        commaList,
        z
          .array(z.string().refine(isCidr, cidrMessage), {
            error: 'must be a list of CIDR blocks such as 192.168.1.0/24',
          })
          .min(1, 'must list at least one address block (the default is loopback only: 127.0.0.0/8, ::1/128)')
          .max(100, 'must be at most 100 address blocks'),
      )
      .optional(),
    /**
     * Further names the bridge may be called by (`Host`), besides loopback, its `host` setting and, when it listens on
     * every address, any IP address: e.g. the till's LAN name that stations or a manager's browser use.
     */
    allowedHosts: z
      .preprocess(
        commaList,
        z
          .array(z.string().refine(isHostName, hostNameMessage), { error: 'must be a list of host names' })
          .max(100, 'must be at most 100 host names'),
      )
      .optional(),
    /** The station driver's base path: the protocol answers at `<authPath><operation>.xml`; default /authcall.xml/. */
    authPath: z
      .string({ error: authPathShapeMessage })
      .refine((value) => value === '/' || isAuthPathShape(value), authPathShapeMessage)
      .refine((value) => !isReservedAuthPath(value), authPathReservedMessage)
      .optional(),
    /** Minutes without input after which a window unlocked with the manager PIN locks again; default 5. */
    managerIdleMinutes: z
      .number({ error: 'must be a whole number of minutes from 1 to 120' })
      .int('must be a whole number of minutes from 1 to 120')
      .min(1, 'must be a whole number of minutes from 1 to 120')
      .max(120, 'must be a whole number of minutes from 1 to 120')
      .optional(),
    /** The station's menu may accrue bonuses (the POS's own rights decide who opens it); default off: the window only, with the PIN. */
    stationAccruals: onOff.optional(),
    farcards: farcardsSettings.optional(),
    /** The window's payment prompt: when it shows the guest before paying (`confirmGuest`, default typed). */
    prompt: z
      .object(
        { confirmGuest: z.enum(confirmGuestModes, { error: 'must be typed, always or never' }).optional() },
        { error: 'must be an object such as {"confirmGuest": "typed"}' },
      )
      .strict()
      .optional(),
  })
  .strict()
  .superRefine((settings, context) => {
    if (settings.farcards?.enabled !== true) return;
    const authPath = (settings.authPath ?? defaultAuthPath).toLowerCase();
    for (const [handler, value] of Object.entries({ ...defaultFarcardsPaths, ...settings.farcards.paths }))
      if (value !== undefined && `${value.toLowerCase()}/`.startsWith(authPath))
        context.addIssue({
          code: 'custom',
          path: ['farcards', 'paths', handler],
          message: `must not lie under authPath (${authPath}): the station protocol answers there`,
        });
  });

/** Settings of the hosted loyalty service (`npm run loyalty`). */
export const loyaltyConfigSchema = z
  .object({
    host,
    port,
    logLevel,
    bootstrap: z.string().min(1, 'must be a file path').optional(),
    /** The network's PostgreSQL database; without it, SQLite in the data folder. */
    databaseUrl: postgresUrl.optional(),
    /** Connections each instance keeps to PostgreSQL (default 10). */
    databasePoolSize: wholeNumber(1, 500, 'connections').optional(),
    /** Longest a PostgreSQL statement may run, in milliseconds (default 10000; 0 for no limit). */
    databaseStatementTimeoutMs: wholeNumber(0, 3_600_000, 'milliseconds').optional(),
    /** The address guests reach the service at; with it every network gets its guest page (`/guest/<code>/`). */
    publicUrl: publicUrl.optional(),
  })
  .strict();

/** The bridge's settings as given (file < environment < flags, validated): what the settings page shows as running. */
export type BridgeSettings = z.infer<typeof bridgeConfigSchema>;
export type LoyaltySettings = z.infer<typeof loyaltyConfigSchema>;

/** The lowest layer of the merge: what the schema requires even when nothing names it. */
export const bridgeDefaults: Partial<BridgeSettings> = { host: '127.0.0.1', port: 1220, logLevel: 'info' };

export const loyaltyDefaults: Partial<LoyaltySettings> = { host: '127.0.0.1', port: 1221, logLevel: 'info' };
