import { parseFlags, usage, type FlagSpec } from '../config/parse-flags.js';
import { StartupError } from '../errors/startup-error.js';

/** Runs a command; a StartupError is printed as one line (exit 2), any other error as one line too (exit 1), never a stack. */
export function runCli(name: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => reportFailure(name, error));
}

/** Prints why a command stopped in one line and sets its exit code: 2 for a StartupError, 1 for anything else. */
export function reportFailure(name: string, error: unknown): void {
  if (error instanceof StartupError) {
    process.stderr.write(`${name}: ${error.message}\n`);
    process.exitCode = 2;
    return;
  }
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`${name}: unexpected error: ${message.split('\n')[0]}\n`);
  process.exitCode = 1;
}

/** The command's flags from its arguments; with `--help` it prints the usage of `command` instead and gives undefined. */
export function cliFlags(command: string, specs: readonly FlagSpec[]): Record<string, string | undefined> | undefined {
  const flags = parseFlags(process.argv.slice(2), specs);
  if (!flags.help) return flags;
  process.stdout.write(usage(command, specs) + '\n');
  return undefined;
}
