import path from 'node:path';
import { createStream, type RotatingFileStream } from 'rotating-file-stream';

/** How long a log file that could not be written (a full disk) is left alone before it is opened again. */
const retryAfterMs = 5_000;

/**
 * The log file in `<dataDir>/logs`, rotated daily or at 10 MB (14 kept), that never stops the service: when a write
 * fails (a full disk), the lines of the next few seconds are dropped and counted, one line says so on stderr, and the
 * file is opened again; its first line then says how many were lost.
 */
export class LogFile {
  private stream: RotatingFileStream | undefined;
  private failedAt: number | undefined;
  private dropped = 0;

  constructor(
    private readonly dir: string,
    private readonly name: string,
  ) {
    this.stream = this.open();
  }

  write(line: string): void {
    if (!this.stream) {
      if (this.failedAt !== undefined && Date.now() - this.failedAt < retryAfterMs) {
        this.dropped++;
        return;
      }
      this.stream = this.open();
      if (this.dropped > 0) {
        const at = new Date().toISOString();
        this.stream.write(
          `{"level":40,"time":"${at}","msg":"${this.dropped} log lines were lost: the file could not be written"}\n`,
        );
        this.dropped = 0;
      }
    }
    this.stream.write(line);
  }

  /** Flushes and closes the file. */
  close(): Promise<void> {
    const stream = this.stream;
    this.stream = undefined;
    this.failedAt = Number.POSITIVE_INFINITY;
    return new Promise((resolve) => (stream && !stream.destroyed ? stream.end(() => resolve()) : resolve()));
  }

  private open(): RotatingFileStream {
    const stream = createStream(`${this.name}.log`, {
      path: path.join(this.dir, 'logs'),
      size: '10M',
      interval: '1d',
      maxFiles: 14,
    });
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (this.stream !== stream) return;
      this.stream = undefined;
      this.failedAt = Date.now();
      this.dropped++;
      stream.destroy();
      process.stderr.write(
        `tillbridge: the log file ${this.name}.log cannot be written (${error.code ?? error.message}); lines are dropped until it can\n`,
      );
    });
    return stream;
  }
}
