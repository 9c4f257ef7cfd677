import { pino, type Logger, type LevelWithSilent } from 'pino';
import { LogFile } from './log-file.js';

export type { Logger } from 'pino';

export interface LoggerOptions {
  readonly dataDir: string;
  /** Base name of the log file in `<dataDir>/logs`, e.g. `bridge` gives `bridge.log`. */
  readonly name: string;
  readonly level: LevelWithSilent;
  /** Also write JSON lines to stdout (the headless CLIs do; tests do not). */
  readonly stdout: boolean;
}

export interface ServiceLogger {
  readonly logger: Logger;
  /** Flushes and closes the log file. */
  close(): Promise<void>;
}

/** Fields that hold a secret, at the top of a log line or one level down (`settings.apiKey`, `req.headers`). */
const secretFields = ['apiKey', 'apiPassword', 'password', 'token', 'refreshToken', 'authorization'];

/**
 * What a log line never shows, whoever logs it: the secrets above (the code logs none of them; this is the net under
 * it) and the headers that carry them.
 */
export const redactedPaths: readonly string[] = [
  ...secretFields,
  ...secretFields.map((field) => `*.${field}`),
  ...['authorization', 'apikey'].flatMap((header) => [`headers.${header}`, `*.headers.${header}`]),
];

/** Structured logs: JSON lines to a file in `<dataDir>/logs` rotated daily or at 10 MB (14 kept), and optionally to stdout. */
export function createLogger(options: LoggerOptions): ServiceLogger {
  const file = new LogFile(options.dataDir, options.name);
  const streams: pino.StreamEntry[] = [{ level: options.level === 'silent' ? 'fatal' : options.level, stream: file }];
  if (options.stdout)
    streams.push({ level: options.level === 'silent' ? 'fatal' : options.level, stream: process.stdout });
  const logger = pino(
    {
      level: options.level,
      base: { service: options.name },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: [...redactedPaths], censor: '[secret]' },
    },
    pino.multistream(streams),
  );
  return {
    logger,
    close: () => file.close(),
  };
}
