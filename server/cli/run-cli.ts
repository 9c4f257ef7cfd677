import { StartupError } from '../core/startup-error.js';

/** Runs a command; a StartupError is printed as one line (exit 2), any other error as one line too (exit 1), never a stack. */
export function runCli(name: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    if (error instanceof StartupError) {
      process.stderr.write(`${name}: ${error.message}\n`);
      process.exitCode = 2;
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`${name}: unexpected error: ${message.split('\n')[0]}\n`);
    process.exitCode = 1;
  });
}
