import { isIP } from 'node:net';
import { z } from 'zod';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;

const port = z
  .number({ error: 'must be a whole number from 0 to 65535 (0 picks a free port)' })
  .int('must be a whole number from 0 to 65535 (0 picks a free port)')
  .min(0, 'must be a whole number from 0 to 65535 (0 picks a free port)')
  .max(65535, 'must be a whole number from 0 to 65535 (0 picks a free port)');

const host = z
  .string({ error: 'must be an IP address such as 127.0.0.1' })
  .refine((value) => isIP(value) !== 0 || value === 'localhost', 'must be an IP address such as 127.0.0.1');

const httpUrl = z
  .string({ error: 'must be an http:// or https:// URL' })
  .refine(
    (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
    'must be an http:// or https:// URL',
  );

/** Settings of the bridge (`npm run serve`, the desktop app). Every key may come from the config file, the environment or a flag. */
export const bridgeConfigSchema = z
  .object({
    host,
    port,
    logLevel: z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }),
    loyaltyUrl: httpUrl.optional(),
    apiKey: z.string({ error: 'must be a non-empty string' }).min(1, 'must be a non-empty string').optional(),
    venue: z.string({ error: 'must be a non-empty string' }).min(1, 'must be a non-empty string').optional(),
  })
  .strict();

/** Settings of the hosted loyalty service (`npm run loyalty`). */
export const loyaltyConfigSchema = z
  .object({
    host,
    port,
    logLevel: z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }),
    bootstrap: z.string().min(1, 'must be a file path').optional(),
  })
  .strict();

export type BridgeSettings = z.infer<typeof bridgeConfigSchema>;
export type LoyaltySettings = z.infer<typeof loyaltyConfigSchema>;

export const bridgeDefaults: Partial<BridgeSettings> = { host: '127.0.0.1', port: 1220, logLevel: 'info' };
export const loyaltyDefaults: Partial<LoyaltySettings> = { host: '127.0.0.1', port: 1221, logLevel: 'info' };
