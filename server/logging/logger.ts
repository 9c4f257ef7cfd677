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

/** Structured logs: JSON lines to a file in `<dataDir>/logs` rotated daily or at 10 MB (14 kept), and optionally to stdout. */
export function createLogger(options: LoggerOptions): ServiceLogger {
  const file = new LogFile(options.dataDir, options.name);
  const streams: pino.StreamEntry[] = [{ level: options.level === 'silent' ? 'fatal' : options.level, stream: file }];
  if (options.stdout)
    streams.push({ level: options.level === 'silent' ? 'fatal' : options.level, stream: process.stdout });
  const logger = pino(
    { level: options.level, base: { service: options.name }, timestamp: pino.stdTimeFunctions.isoTime },
    pino.multistream(streams),
  );
  return {
    logger,
    close: () => file.close(),
  };
}
